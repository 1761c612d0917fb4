package org.tarock.server.bench;

import java.util.Arrays;
import java.util.Locale;

/** Times taken, in milliseconds, and their median and tails as the benches print them. */
record Timings(double[] millis) {

    static Timings of(long[] nanos) {
        double[] ms = new double[nanos.length];
        for (int i = 0; i < nanos.length; i++) {
            ms[i] = nanos[i] / 1e6;
        }
        Arrays.sort(ms);
        return new Timings(ms);
    }

    double quantile(double q) {
        return millis[Math.min(millis.length - 1, (int) Math.floor(q * millis.length))];
    }

    double median() {
        return quantile(0.5);
    }

    /** {@code median M ms, p90 P ms, p99 Q ms, max X ms}. */
    String summary() {
        return String.format(Locale.ROOT, "median %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms", median(),
                quantile(0.9), quantile(0.99), millis[millis.length - 1]);
    }
}
