package org.tarock.server.wire;

/** A token bucket: {@code burst} requests at once, then {@code perSecond} a second. */
public final class RateLimiter {
    private final double perNano;
    private final double capacity;
    private double tokens;
    private long last;

    RateLimiter(double perSecond, int burst) {
        this.perNano = perSecond / 1e9;
        this.capacity = burst;
        this.tokens = burst;
        this.last = System.nanoTime();
    }

    synchronized boolean tryAcquire() {
        refill();
        if (tokens < 1) {
            return false;
        }
        tokens--;
        return true;
    }

    /** Whole seconds until a request would be admitted again (at least 1), for a {@code Retry-After} header. */
    synchronized long retryAfterSeconds() {
        refill();
        return Math.max(1, (long) Math.ceil((1 - tokens) / perNano / 1e9));
    }

    /** Whether the bucket is full again, so forgetting it changes nothing. */
    synchronized boolean idle() {
        refill();
        return tokens >= capacity;
    }

    private void refill() {
        long now = System.nanoTime();
        tokens = Math.min(capacity, tokens + (now - last) * perNano);
        last = now;
    }
}
