package org.tarock.records;

import java.util.Collection;
import java.util.Comparator;

/**
 * How a message shows a value somebody gave it (a field of a record, an argument on the command line): in full
 * up to {@link #MAX} characters, else its first {@link #MAX} characters, {@code ...} and its length, such as
 * {@code NNN...N... (5002 characters)}. A message about a value of a megabyte is still one readable line.
 */
public final class Echo {
    /** How many characters of a given value a message shows at most. */
    public static final int MAX = 200;

    private Echo() {
    }

    /** {@code text} if it is at most {@link #MAX} characters long, else its start and how long it is. */
    public static String clip(String text) {
        if (text.length() <= MAX) {
            return text;
        }
        int end = Character.isHighSurrogate(text.charAt(MAX - 1)) ? MAX - 1 : MAX;
        return text.substring(0, end) + "... (" + text.length() + " characters)";
    }

    /** A value of a record (plain Java or a tree) as compact JSON, clipped. */
    static String json(Object value) {
        return clip(Json.write(value));
    }

    /**
     * A message that quotes some of {@code values} (its own text, from the engine or a library, bounded): every
     * occurrence of a value longer than {@link #MAX} clipped, the longest values first so that a part of a value
     * quoted on its own is clipped too.
     */
    public static String within(String message, Collection<String> values) {
        if (message.length() <= MAX) {
            return message;
        }
        String out = message;
        for (String value : values.stream().filter(v -> v.length() > MAX).distinct()
                .sorted(Comparator.comparingInt(String::length).reversed()).toList()) {
            out = out.replace(value, clip(value));
        }
        return out;
    }
}
