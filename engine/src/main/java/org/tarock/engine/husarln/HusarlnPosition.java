package org.tarock.engine.husarln;

/**
 * A Husarln hand in its play phase with every card known: what a perfect-information search needs and
 * nothing of the auction or the bonuses. Obtained from a state by {@link Husarln#position}.
 *
 * <p>Card points are counted in threes (§7.1): a pile of {@code n} cards is worth its face values less
 * {@code n - floor((n + 1) / 3)}. A won trick therefore adds its face values less 2 to the declarer's
 * {@code P}, and his discards add their face values less {@code d - floor((d + 1) / 3)}.
 *
 * @param contract       the contract being played
 * @param declarer       the declarer's seat
 * @param hands          the cards each seat holds now (masks; the array is the record's own copy)
 * @param discards       the declarer's discards (none in Solo)
 * @param stock          the stock cards he did not take (the defenders')
 * @param trick          the cards of the trick being played, in the order played (empty between tricks)
 * @param leader         the seat that led, or is to lead, the current trick
 * @param declarerWon    the cards of the tricks the declarer has won so far
 * @param tricksPlayed   completed tricks
 */
public record HusarlnPosition(Contract contract, int declarer, long[] hands, long discards, long stock,
                              int[] trick, int leader, long declarerWon, int tricksPlayed) {

    public HusarlnPosition {
        hands = hands.clone();
        trick = trick.clone();
    }

    /** The seat to play. */
    public int toPlay() {
        return (leader + trick.length) % 3;
    }

    /** Tricks the declarer has won so far. */
    public int declarerTricks() {
        return Long.bitCount(declarerWon) / 3;
    }

    /** The declarer's {@code P} so far: his pile (tricks won and discards) counted in threes. */
    public int declarerPoints() {
        return HusarlnCards.points(declarerWon | discards);
    }
}
