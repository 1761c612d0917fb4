package org.tarock.cli;

import java.io.PrintWriter;

/**
 * A progress bar for long simulations, on standard error and only when a person watches a terminal, so that
 * standard output stays the same byte for byte. It appears only once a run has taken a moment, and erases
 * itself at the end.
 */
final class Progress implements AutoCloseable {
    private static final long QUIET_NANOS = 500_000_000L;
    private static final long STEP_NANOS = 100_000_000L;
    private static final int WIDTH = 30;

    private final PrintWriter err;
    private final int total;
    private final String unit;
    private final boolean enabled;
    private final long start = System.nanoTime();
    private long lastDraw;
    private boolean drawn;

    private Progress(PrintWriter err, int total, String unit, boolean enabled) {
        this.err = err;
        this.total = total;
        this.unit = unit;
        this.enabled = enabled;
    }

    static Progress onTerminal(PrintWriter err, int total) {
        return onTerminal(err, total, "hands");
    }

    /** A bar counting {@code unit} ("hands", "deals"). */
    static Progress onTerminal(PrintWriter err, int total, String unit) {
        return new Progress(err, total, unit, System.console() != null);
    }

    void update(int done) {
        if (!enabled) {
            return;
        }
        long now = System.nanoTime();
        if (now - start < QUIET_NANOS || now - lastDraw < STEP_NANOS) {
            return;
        }
        lastDraw = now;
        int filled = (int) ((long) WIDTH * done / total);
        err.print("\r[" + "#".repeat(filled) + " ".repeat(WIDTH - filled) + "] " + done + "/" + total + " " + unit);
        err.flush();
        drawn = true;
    }

    @Override
    public void close() {
        if (drawn) {
            err.print("\r" + " ".repeat(WIDTH + 40) + "\r");
            err.flush();
        }
    }
}
