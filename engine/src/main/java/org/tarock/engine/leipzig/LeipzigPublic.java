package org.tarock.engine.leipzig;

import java.util.List;
import org.tarock.engine.Card;
import org.tarock.engine.SeatView;

/**
 * The public facts of a Leipzig Taroc hand, the game-specific part of a seat's view.
 *
 * @param declarations per seat, the declarations (Roem) made so far
 * @param handover22   whether the lead of trick 22 was handed over (§6.3)
 */
public record LeipzigPublic(List<List<Declared>> declarations, boolean handover22) implements SeatView.Detail {

    public LeipzigPublic {
        declarations = List.copyOf(declarations.stream().map(List::copyOf).toList());
    }

    /**
     * One declaration as the table sees it.
     *
     * @param kind  the token, e.g. {@code matadors}
     * @param value its value in game points
     * @param cards the cards that make it up, shown to everyone ({@code show-declarations: true}); empty when
     *              declarations are not shown
     */
    public record Declared(String kind, int value, List<Card> cards) {
        public Declared {
            cards = List.copyOf(cards);
        }
    }
}
