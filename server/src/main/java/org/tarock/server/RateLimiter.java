package org.tarock.server;

/** A token bucket: {@code burst} messages at once, then {@code perSecond} a second. */
final class RateLimiter {
    private final double perNano;
    private final double capacity;
    private double tokens;
    private long last;

    RateLimiter(int perSecond, int burst) {
        this.perNano = perSecond / 1e9;
        this.capacity = burst;
        this.tokens = burst;
        this.last = System.nanoTime();
    }

    synchronized boolean tryAcquire() {
        long now = System.nanoTime();
        tokens = Math.min(capacity, tokens + (now - last) * perNano);
        last = now;
        if (tokens < 1) {
            return false;
        }
        tokens--;
        return true;
    }
}
