package org.tarock.engine;

import java.util.List;

/** A trick: who led it, the cards in the order played, and who won it (-1 while it is being played). */
public record Trick(int leader, List<Card> cards, int winner) {
    public Trick {
        cards = List.copyOf(cards);
    }

    /** The seat that played the {@code i}-th card. */
    public int seatOf(int i) {
        return (leader + i) % 3;
    }
}
