package org.tarock.engine.german;

import org.tarock.engine.SeatView;

/**
 * The public facts of a German Tarok hand, the game-specific part of a seat's view (§5.5: bids, trump and
 * announcement are public; the scat and the discards are not).
 *
 * @param era       the era in force
 * @param highBid   the highest contract bid so far (record code), or null
 * @param declarer  the declarer's seat once the auction is over, else -1
 * @param contract  the contract once the auction is over, else null
 * @param trump     the trump suit letter once fixed, else null
 * @param matsch    whether the declarer announced a Matsch, or null before the announcement (or without one)
 * @param carry     the carried state at the start of the hand
 */
public record GermanPublic(Era era, String highBid, int declarer, Contract contract, String trump, Boolean matsch,
                           GermanCarry carry) implements SeatView.Detail {
    /**
     * The contract is the era's: both eras have a contract coded {@code frage}, so a view read back from its codes
     * names the era's one.
     */
    public GermanPublic {
        if (contract != null && era != null && !era.ladder().contains(contract)) {
            contract = era.contract(contract.code());
        }
    }
}
