package org.tarock.cli;

/**
 * How text reaches the person: with or without ANSI colours, with or without symbols outside ASCII. A dumb
 * terminal, a pipe or a test gets plain text.
 *
 * @param colour  whether ANSI colour sequences may be written
 * @param unicode whether the output can carry suit symbols such as ♣
 */
public record Style(boolean colour, boolean unicode) {

    public static final Style PLAIN = new Style(false, false);

    static final String RED = "31";
    static final String GREEN = "32";
    static final String YELLOW = "33";
    static final String BLUE = "34";
    static final String MAGENTA = "35";
    static final String CYAN = "36";
    static final String BOLD = "1";
    static final String DIM = "2";

    /** The text in the given SGR attribute, or unchanged without colours. */
    public String paint(String sgr, String text) {
        return colour ? "\u001b[" + sgr + "m" + text + "\u001b[0m" : text;
    }

    public String bold(String text) {
        return paint(BOLD, text);
    }

    public String dim(String text) {
        return paint(DIM, text);
    }

    /** The separator between items on a line: a middle dot, or a bar where only ASCII gets through. */
    public String dot() {
        return unicode ? " · " : " | ";
    }

    public String arrow() {
        return unicode ? "→" : "->";
    }

    public String rule() {
        return unicode ? "──" : "--";
    }

    public String ellipsis() {
        return unicode ? "…" : "...";
    }
}
