package org.tarock.server;

import io.javalin.http.Context;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The limits per client address (docs/protocol.md, "Limits"): table creations and joins a minute. A request
 * over a limit fails with {@code 429 rate-limited} and the seconds to wait. The address is the connection's,
 * or the last {@code X-Forwarded-For} hop when the server runs behind a proxy that adds it.
 */
final class ClientLimits {
    private final Config.Limits limits;
    private final Map<String, RateLimiter> creates = new ConcurrentHashMap<>();
    private final Map<String, RateLimiter> joins = new ConcurrentHashMap<>();

    ClientLimits(Config.Limits limits) {
        this.limits = limits;
    }

    Config.Limits limits() {
        return limits;
    }

    /** The client address of a request. */
    String address(Context ctx) {
        if (limits.behindProxy()) {
            String forwarded = ctx.header("X-Forwarded-For");
            if (forwarded != null && !forwarded.isBlank()) {
                String[] hops = forwarded.split(",");
                return hops[hops.length - 1].strip();
            }
        }
        return ctx.req().getRemoteAddr();
    }

    void admitCreate(String address) {
        admit(creates, address, limits.createsPerMinute(), limits.createBurst(), "table creations");
    }

    void admitJoin(String address) {
        admit(joins, address, limits.joinsPerMinute(), limits.joinsPerMinute(), "joins");
    }

    /** Forgets the buckets that are full again, so that the maps hold only addresses active lately. */
    void forgetIdle() {
        creates.values().removeIf(RateLimiter::idle);
        joins.values().removeIf(RateLimiter::idle);
    }

    private static void admit(Map<String, RateLimiter> buckets, String address, int perMinute, int burst,
                              String what) {
        if (perMinute == Integer.MAX_VALUE) {
            return;
        }
        RateLimiter bucket = buckets.computeIfAbsent(address, a -> new RateLimiter(perMinute / 60.0, burst));
        if (!bucket.tryAcquire()) {
            throw ApiException.tooMany("rate-limited", "too many " + what + " from your address (at most "
                    + perMinute + " a minute); try again later", bucket.retryAfterSeconds());
        }
    }
}
