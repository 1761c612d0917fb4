package org.tarock.engine;

import java.util.List;

/** A trick: who led it, the cards in the order played, and who won it (-1 while it is being played). */
public record Trick(int leader, List<Card> cards, int winner) {
    public Trick {
        cards = List.copyOf(cards);
    }

    /** Written out for the same reason as {@link Move#equals}: views compare their tricks at every event. */
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof Trick t && leader == t.leader && winner == t.winner && cards.equals(t.cards);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * leader + cards.hashCode()) + winner;
    }

    /** The seat that played the {@code i}-th card. */
    public int seatOf(int i) {
        return (leader + i) % 3;
    }
}
