package org.tarock.server.table;

import java.util.Locale;

/** Where a table is in its life (docs/protocol.md, "Table lifecycle"). */
public enum TableStatus {
    OPEN, PLAYING, FINISHED, CLOSED, BROKEN;

    /** The status as the protocol names it: {@code open}, {@code playing}, ... */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether the table is open or being played (it counts against the limits). */
    public boolean live() {
        return this == OPEN || this == PLAYING;
    }
}
