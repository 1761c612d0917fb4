package org.tarock.server.table;

/**
 * How fast a table's server bots play when someone follows it (docs/protocol.md, "Pace"): {@code normal} at the
 * server's bot delay, {@code fast} at half of it.
 */
public enum Pace {
    NORMAL("normal", 2), FAST("fast", 1);

    private final String code;
    /** The delays in halves of the server's. */
    private final int halves;

    Pace(String code, int halves) {
        this.code = code;
        this.halves = halves;
    }

    public String code() {
        return code;
    }

    /** The server's delay in milliseconds at this pace. */
    long scale(long millis) {
        return millis * halves / 2;
    }

    public static Pace of(String code) {
        for (Pace p : values()) {
            if (p.code.equals(code)) {
                return p;
            }
        }
        throw new IllegalArgumentException("no pace \"" + code + "\"");
    }
}
