package org.tarock.engine.german;

/** When an Ace may be laid away in an exchange (§5.1), the option {@code ace-discard}. */
public enum AceDiscard {
    /** Only when the declarer's 14 cards hold all nine cards of the Ace's suit (1839 default). */
    WHOLE_SUIT("whole-suit"),
    /** Only together with every card of its suit that the declarer holds, leaving him void. */
    VOID("void"),
    /** Always (1881 default: "Aces may now be laid away"). */
    ALWAYS("always");

    private final String code;

    AceDiscard(String code) {
        this.code = code;
    }

    static AceDiscard of(String code) {
        for (AceDiscard a : values()) {
            if (a.code.equals(code)) {
                return a;
            }
        }
        throw new IllegalArgumentException("unknown ace-discard \"" + code + "\"");
    }
}
