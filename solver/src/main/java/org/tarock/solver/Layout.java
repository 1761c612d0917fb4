package org.tarock.solver;

/**
 * Where the cards lie now in one deal consistent with a seat's view.
 *
 * @param hands each seat's cards now (the viewing seat's own hand included)
 * @param pile  the cards out of play that count at the end: a Stockspiel's discards, or the untouched stock
 *              of the other contracts (the stock still face down in the auction)
 */
public record Layout(long[] hands, long pile) {
    public Layout {
        hands = hands.clone();
    }
}
