package org.tarock.engine;

/**
 * Counting card points in threes (rules/README.md §5), as Leipzig Taroc and Husarln count their piles: the cards are
 * taken in groups of three, each group worth its face values minus 2, a leftover pair its values minus 1 and
 * a leftover single card its value minus 1. For a pile of {@code n} cards this is always
 * {@code Σ (v − 1) + floor((n + 1) / 3)}, however the cards are grouped.
 */
public final class Threes {
    private Threes() {
    }

    /** The points of a pile of {@code cardCount} cards whose face values add up to {@code faceValueSum}. */
    public static int points(int faceValueSum, int cardCount) {
        if (cardCount < 0 || faceValueSum < cardCount) {
            throw new IllegalArgumentException("not a pile: " + cardCount + " cards worth " + faceValueSum);
        }
        return faceValueSum - cardCount + (cardCount + 1) / 3;
    }

    /** The points of a pile of cards, each counted at its {@link Card#value()}. */
    public static int points(Iterable<Card> pile) {
        int sum = 0;
        int n = 0;
        for (Card c : pile) {
            sum += c.value();
            n++;
        }
        return points(sum, n);
    }
}
