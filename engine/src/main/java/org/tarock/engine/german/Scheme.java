package org.tarock.engine.german;

/** The payment schemes of §7, the option {@code settlement}. */
public enum Scheme {
    /** Hand payments only, "without a pot" (§7.2). */
    HAND("hand", "{}"),
    /** The 1839 Poule, "with a pot" (§7.3). */
    POULE("poule", "{\"pot\": n}"),
    /** The 1881 common pot, Laustiegel or Hafen: every amount halved (§7.4). */
    LAUSTIEGEL("laustiegel", "{\"pot\": n}"),
    /** The 1881 Blöcke, with the optional Schreckensteiner (§7.5). */
    BLOCKS("blocks", "{\"blockade\", \"cup\", \"pot_blocks\", \"pot_money\", \"queue\", \"schreckensteiner\"}");

    private final String code;
    private final String shape;

    Scheme(String code, String shape) {
        this.code = code;
        this.shape = shape;
    }

    /** The value of the option {@code settlement}. */
    public String code() {
        return code;
    }

    /** The carried state's shape, for messages. */
    String shape() {
        return shape;
    }

    public static Scheme of(String code) {
        for (Scheme s : values()) {
            if (s.code.equals(code)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown settlement \"" + code + "\"");
    }
}
