package org.tarock.engine;

/**
 * A client's own text as an answer repeats it: its first {@value #MAX} characters, then {@code …}, so that a long
 * value sent is never sent back whole (nor written to a log) however often it is refused.
 */
public final class Echo {
    /** The characters of a client's value an answer repeats. */
    public static final int MAX = 60;

    private Echo() {
    }

    /** {@code text} if it has at most {@link #MAX} characters, else its first {@link #MAX} and {@code …}. */
    public static String of(String text) {
        if (text == null || text.codePointCount(0, text.length()) <= MAX) {
            return text;
        }
        return text.substring(0, text.offsetByCodePoints(0, MAX)) + "…";
    }
}
