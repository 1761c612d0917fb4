package org.tarock.server.wire;

import io.javalin.http.Context;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.tarock.server.table.Tokens;
import org.tarock.server.table.ApiException;

/**
 * The limits per client address and per token (docs/protocol.md, "Limits"): table creations and joins a
 * minute, and WebSocket messages a second. A request that carries a token (a seat token presented to play
 * again or to take a seat over WebSocket) is counted against that token as well as against its address, so
 * neither many addresses sharing one token nor many connections of one seat get past a limit. An HTTP request
 * over a limit fails with {@code 429 rate-limited} and the seconds to wait. The address is the connection's,
 * or, on a connection from a trusted proxy, the last {@code X-Forwarded-For} hop (the one that proxy added); an
 * IPv6 address counts by its /64 network ({@link Addresses#key}). Also counts the WebSocket connections open
 * from each address.
 */
public final class ClientLimits {
    private final Config.Limits limits;
    private final int tokenMessagesPerSecond;
    private final int tokenMessageBurst;
    private final Map<String, RateLimiter> creates = new ConcurrentHashMap<>();
    private final Map<String, RateLimiter> joins = new ConcurrentHashMap<>();
    private final Map<String, RateLimiter> messages = new ConcurrentHashMap<>();
    private final Map<String, RateLimiter> tableRequests = new ConcurrentHashMap<>();
    private final Map<String, Integer> connections = new ConcurrentHashMap<>();
    /** The trusted proxies' addresses, each as {@link java.net.InetAddress#getHostAddress} writes it. */
    private final Set<String> proxies;

    /**
     * @param tokenMessagesPerSecond the messages a second one token may send over all its connections together
     *                               (the same rate as one connection's, so a second tab of a seat adds none)
     */
    ClientLimits(Config.Limits limits, int tokenMessagesPerSecond, int tokenMessageBurst) {
        this.limits = limits;
        this.tokenMessagesPerSecond = tokenMessagesPerSecond;
        this.tokenMessageBurst = tokenMessageBurst;
        this.proxies = limits.trustedProxies();
    }

    Config.Limits limits() {
        return limits;
    }

    /**
     * The client address of a request (of a WebSocket's upgrade request too), as the limits count it. Only a
     * trusted proxy's forwarded header counts, and of it only the last hop, the one the proxy added: the earlier
     * hops, and any earlier header line, are the client's to forge.
     */
    String address(Context ctx) {
        String remote = ctx.req().getRemoteAddr();
        if (!proxies.isEmpty() && proxies.contains(Addresses.literal(remote).map(a -> a.getHostAddress()).orElse(""))) {
            List<String> lines = Collections.list(ctx.req().getHeaders("X-Forwarded-For"));
            if (!lines.isEmpty()) {
                String[] hops = lines.getLast().split(",");
                String last = hops[hops.length - 1].strip();
                if (!last.isEmpty()) {
                    return Addresses.key(last);
                }
            }
        }
        return Addresses.key(remote);
    }

    /** Takes one of {@code address}'s WebSocket connections; false when it has all it may have open at once. */
    boolean openConnection(String address) {
        int max = limits.connections();
        boolean[] taken = {false};
        connections.compute(address, (a, open) -> {
            int n = open == null ? 0 : open;
            if (n >= max) {
                return open;
            }
            taken[0] = true;
            return n + 1;
        });
        return taken[0];
    }

    /** Gives back a connection {@link #openConnection} took. */
    void closeConnection(String address) {
        connections.computeIfPresent(address, (a, open) -> open <= 1 ? null : open - 1);
    }

    /** Admits closing a table or playing again from {@code address}: counted before the body is read. */
    void admitTableRequest(String address) {
        int perMinute = limits.tableRequestsPerMinute();
        admit(tableRequests, "address " + address, perMinute, perMinute, "table requests from your address");
    }

    /** Admits closing a table or playing again with {@code token}, the body's creator or seat token. */
    void admitTableRequestWith(String token) {
        int perMinute = limits.tableRequestsPerMinute();
        admit(tableRequests, tokenKey(token), perMinute, perMinute, "table requests with this token");
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
        tableRequests.values().removeIf(RateLimiter::idle);
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
