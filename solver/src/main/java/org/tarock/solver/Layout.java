package org.tarock.solver;

/**
 * Where the cards lie now in one deal consistent with a seat's view. Masks hold cards of index 0–63; the
 * 78-card Leipzig pack keeps its cards 64–77 in {@code high}.
 *
 * @param hands each seat's cards now (the viewing seat's own hand included)
 * @param pile  the cards out of play that count at the end: a Stockspiel's or Frage's discards, or the
 *              untouched stock of the other contracts (the stock still face down in the auction); in Husarln
 *              the declarer's discards; in Leipzig Taroc the dealer's Skart
 * @param stock Husarln: the stock cards the declarer did not take (all six before the take and in a Solo),
 *              which count for the defenders; 0 in the other games
 * @param high  Leipzig Taroc: the cards of index 64–77 (shifted down by 64) of the three hands and the pile;
 *              zeros in the other games
 */
public record Layout(long[] hands, long pile, long stock, long[] high) {
    public Layout {
        hands = hands.clone();
        high = high.clone();
    }

    /** A layout of a game without a separate unused stock. */
    public Layout(long[] hands, long pile) {
        this(hands, pile, 0);
    }

    /** A layout of a pack of at most 64 cards. */
    public Layout(long[] hands, long pile, long stock) {
        this(hands, pile, stock, new long[4]);
    }
}
