package org.tarock.solver;

import org.tarock.engine.State;

/**
 * A perfect-information search of its own for a game the double-dummy {@link Solver} does not cover
 * (Leipzig Taroc's {@link LeipzigSearch}), as the search bots use it. Not thread-safe.
 */
public interface CardSearch {

    /**
     * The value of each legal card of the seat to play, for that seat (indexed by card,
     * {@link Integer#MIN_VALUE} for cards that are not legal).
     */
    int[] cardValues(State state);

    /** Positions searched since the search was made. */
    long nodes();
}
