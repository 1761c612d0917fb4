package org.tarock.server.table;

import java.util.Arrays;

/**
 * Which moves of one hand stand-ins made, by the move's index in the hand: the history entries that say
 * {@code stand_in}. A hand only adds moves and a move is marked as it is made, so a mark never changes once
 * made, and a view of the hand at any point reads the marks of its own moves as they were then.
 */
public final class StandInMoves {
    /** A hand in which no stand-in decided (and no one marks it). */
    public static final StandInMoves NONE = new StandInMoves();

    private String[] kinds = new String[0];

    /** The kind of the stand-in bot that made move {@code move}, or null when the seat's own player did. */
    public String kind(int move) {
        return move < kinds.length ? kinds[move] : null;
    }

    /** Move {@code move} was made by a stand-in bot of kind {@code kind}. */
    void mark(int move, String kind) {
        if (move >= kinds.length) {
            kinds = Arrays.copyOf(kinds, Math.max(move + 1, 2 * kinds.length));
        }
        kinds[move] = kind;
    }
}
