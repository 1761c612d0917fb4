package org.tarock.records;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.regex.Pattern;

/**
 * What is wrong with a JSON text, as a person reads it: Jackson's own message without its internals (feature
 * and class names, "[Source: ...]") and never more than {@link #MAX_VALUE} characters of the offending value.
 * Shared by the record reader and the server, so that both say the same of the same text.
 */
public final class JsonProblem {
    /** How many characters of an offending value a message shows at most ({@link Echo#MAX}). */
    public static final int MAX_VALUE = Echo.MAX;

    private static final Pattern SOURCE = Pattern.compile("\\[Source: [^;\\]]*; line: (\\d+), column: (\\d+)]");
    private static final Pattern ENABLE = Pattern.compile(":? ?(?:enable|not allowed as per) `[^`]*`(?: to allow)?");
    private static final Pattern FROM = Pattern.compile(",? (?:from|bound as) `[^`]*`");
    private static final Pattern FEATURE = Pattern.compile(" \\(not recognized as one since Feature '[A-Z_]+' not "
            + "enabled for parser\\)");

    private JsonProblem() {
    }

    /** The problem of a text Jackson could not read: one line, such as {@code Unexpected character ('}' ...)}. */
    public static String of(JsonProcessingException e) {
        String message = e.getOriginalMessage();
        if (message == null) {
            return "not JSON";
        }
        int newline = message.indexOf('\n');
        if (newline >= 0) {
            message = message.substring(0, newline);
        }
        if (message.startsWith("Trailing token")) {
            return "text after the JSON value";
        }
        message = SOURCE.matcher(message).replaceAll("line $1, column $2");
        message = ENABLE.matcher(message).replaceAll("");
        message = FROM.matcher(message).replaceAll("");
        message = FEATURE.matcher(message).replaceAll("");
        message = message.replace(" ()", "");
        return clip(message);
    }

    /** {@code text} if it is at most {@link #MAX_VALUE} characters long, else its start and how long it is. */
    public static String clip(String text) {
        return Echo.clip(text);
    }
}
