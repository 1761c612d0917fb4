package org.tarock.engine.husarln;

import java.util.List;
import org.tarock.engine.Card;
import org.tarock.engine.SeatView;

/**
 * The public facts of a Husarln hand, the game-specific part of a seat's view.
 *
 * @param highBid        the highest contract bid so far (record code), or null
 * @param declarer       the declarer's seat once the auction is over, else -1
 * @param contract       the contract once the auction is over, else null
 * @param level          the stock level once a packet is taken (§5.1), else 0
 * @param exposed        the stock cards turned face up, in stock order
 * @param shownDiscards  the trumps the declarer discarded, which everyone is shown (§5.2)
 * @param declarations   per seat: the mask of {@link Bonus} tokens declared (0 for {@code pass}), or -1 before
 *                       the seat has spoken
 */
public record HusarlnPublic(String highBid, int declarer, Contract contract, int level, List<Card> exposed,
                            List<Card> shownDiscards, List<Integer> declarations) implements SeatView.Detail {
    public HusarlnPublic {
        exposed = List.copyOf(exposed);
        shownDiscards = List.copyOf(shownDiscards);
        declarations = List.copyOf(declarations);
    }
}
