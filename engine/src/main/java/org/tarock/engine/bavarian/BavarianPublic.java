package org.tarock.engine.bavarian;

import org.tarock.engine.SeatView;

/**
 * The public facts of a Bavarian Tarock hand, the game-specific part of a seat's view.
 *
 * @param highBid  the highest contract bid so far (record code), or null
 * @param declarer the soloist's seat once the auction is over, else -1
 * @param contract the contract once the auction is over, else null
 * @param trump    the trump suit letter once fixed, else null
 * @param haferl   the Haferl at the start of the hand
 */
public record BavarianPublic(String highBid, int declarer, Contract contract, String trump, long haferl)
        implements SeatView.Detail {
}
