package org.tarock.solver;

/**
 * Where the cards lie now in one deal consistent with a seat's view.
 *
 * @param hands each seat's cards now (the viewing seat's own hand included)
 * @param pile  the cards out of play that count at the end: a Stockspiel's or Frage's discards, or the
 *              untouched stock of the other contracts (the stock still face down in the auction); in Husarln
 *              the declarer's discards
 * @param stock Husarln: the stock cards the declarer did not take (all six before the take and in a Solo),
 *              which count for the defenders; 0 in the other games
 */
public record Layout(long[] hands, long pile, long stock) {
    public Layout {
        hands = hands.clone();
    }

    /** A layout of a game without a separate unused stock. */
    public Layout(long[] hands, long pile) {
        this(hands, pile, 0);
    }
}
