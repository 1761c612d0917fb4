package org.tarock.server;

import io.javalin.http.Context;
import io.javalin.websocket.WsContext;
import java.net.InetSocketAddress;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The limits per client address and per token (docs/protocol.md, "Limits"): table creations and joins a
 * minute, and WebSocket messages a second. A request that carries a token (a seat token presented to play
 * again or to take a seat over WebSocket) is counted against that token as well as against its address, so
 * neither many addresses sharing one token nor many connections of one seat get past a limit. An HTTP request
 * over a limit fails with {@code 429 rate-limited} and the seconds to wait. The address is the connection's,
 * or the last {@code X-Forwarded-For} hop when the server runs behind a proxy that adds it.
 */
final class ClientLimits {
    private final Config.Limits limits;
    private final int tokenMessagesPerSecond;
    private final int tokenMessageBurst;
    private final Map<String, RateLimiter> creates = new ConcurrentHashMap<>();
    private final Map<String, RateLimiter> joins = new ConcurrentHashMap<>();
    private final Map<String, RateLimiter> messages = new ConcurrentHashMap<>();

    /**
     * @param tokenMessagesPerSecond the messages a second one token may send over all its connections together
     *                               (the same rate as one connection's, so a second tab of a seat adds none)
     */
    ClientLimits(Config.Limits limits, int tokenMessagesPerSecond, int tokenMessageBurst) {
        this.limits = limits;
        this.tokenMessagesPerSecond = tokenMessagesPerSecond;
        this.tokenMessageBurst = tokenMessageBurst;
    }

    Config.Limits limits() {
        return limits;
    }

    /** The client address of a request. */
    String address(Context ctx) {
        return address(ctx.header("X-Forwarded-For"), ctx.req().getRemoteAddr());
    }

    /** The client address of a WebSocket connection, from its upgrade request. */
    String address(WsContext ctx) {
        String remote = ctx.session.getRemoteSocketAddress() instanceof InetSocketAddress inet
                && inet.getAddress() != null ? inet.getAddress().getHostAddress() : String.valueOf(
                ctx.session.getRemoteSocketAddress());
        return address(ctx.header("X-Forwarded-For"), remote);
    }

    private String address(String forwarded, String remote) {
        if (limits.behindProxy() && forwarded != null && !forwarded.isBlank()) {
            String[] hops = forwarded.split(",");
            return hops[hops.length - 1].strip();
        }
        return remote;
    }

    /** Admits a table creation from {@code address}, made with {@code token} (null for none). */
    void admitCreate(String address, String token) {
        admit(creates, "address " + address, limits.createsPerMinute(), limits.createBurst(),
                "table creations from your address");
        if (token != null) {
            admit(creates, tokenKey(token), limits.createsPerMinute(), limits.createBurst(),
                    "table creations with this token");
        }
    }

    /** Admits taking a seat from {@code address}, with {@code token} (null for none). */
    void admitJoin(String address, String token) {
        admit(joins, "address " + address, limits.joinsPerMinute(), limits.joinsPerMinute(),
                "joins from your address");
        if (token != null) {
            admit(joins, tokenKey(token), limits.joinsPerMinute(), limits.joinsPerMinute(), "joins with this token");
        }
    }

    /** The message bucket that every WebSocket connection from {@code address} shares (null: no limit). */
    RateLimiter addressMessages(String address) {
        int perSecond = limits.messagesPerSecond();
        if (perSecond == Integer.MAX_VALUE) {
            return null;
        }
        return messages.computeIfAbsent("address " + address,
                a -> new RateLimiter(perSecond, (int) Math.min(Integer.MAX_VALUE, 2L * perSecond)));
    }

    /** The message bucket that every WebSocket connection presenting {@code token} shares. */
    RateLimiter tokenMessages(String token) {
        return messages.computeIfAbsent(tokenKey(token),
                t -> new RateLimiter(tokenMessagesPerSecond, tokenMessageBurst));
    }

    /** Forgets the buckets that are full again, so that the maps hold only addresses and tokens active lately. */
    void forgetIdle() {
        creates.values().removeIf(RateLimiter::idle);
        joins.values().removeIf(RateLimiter::idle);
        messages.values().removeIf(RateLimiter::idle);
    }

    /** A token is kept only as its digest, here as in the store. */
    private static String tokenKey(String token) {
        return "token " + Tokens.digest(token);
    }

    private static void admit(Map<String, RateLimiter> buckets, String key, int perMinute, int burst, String what) {
        if (perMinute == Integer.MAX_VALUE) {
            return;
        }
        RateLimiter bucket = buckets.computeIfAbsent(key, a -> new RateLimiter(perMinute / 60.0, burst));
        if (!bucket.tryAcquire()) {
            throw ApiException.tooMany("rate-limited", "too many " + what + " (at most " + perMinute
                    + " a minute); try again later", bucket.retryAfterSeconds());
        }
    }
}
