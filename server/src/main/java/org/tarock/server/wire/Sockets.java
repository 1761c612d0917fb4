package org.tarock.server.wire;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.http.Context;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import io.javalin.websocket.WsMessageContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tarock.engine.Echo;
import org.tarock.server.lobby.Lobby;
import org.tarock.server.table.ApiException;
import org.tarock.server.table.Hub;
import org.tarock.server.table.Reply;
import org.tarock.server.table.Table;

/**
 * The table protocol over WebSocket ({@code /ws}): admits a connection within its address's number and the
 * server's file descriptors, reads each client message, checks its size, rate and shape, and hands it to the
 * table it concerns. A bad message is answered with an error and the connection is kept; nothing a client sends
 * can stop the server or another table.
 */
public final class Sockets {
    private static final Logger LOG = LoggerFactory.getLogger(Sockets.class);
    private static final String CONNECTION = "tarock.connection";
    /** The client address of an admitted upgrade request, which holds one of that address's connections. */
    private static final String ADDRESS = "tarock.address";
    /** Seconds a refused connection is told to wait. */
    private static final int RETRY_SECONDS = 5;
    private static final int MAX_ID = 64;

    private final Lobby lobby;
    private final Hub hub;
    private final Config config;
    private final ClientLimits limits;
    private final Descriptors descriptors = new Descriptors();
    private final Origins origins;

    Sockets(Lobby lobby, Hub hub, Config config, ClientLimits limits, Origins origins) {
        this.origins = origins;
        this.config = config;
        this.lobby = lobby;
        this.hub = hub;
        this.limits = limits;
    }

    /**
     * Before the upgrade to a WebSocket: refuses it ({@code too-many-connections}) when the client's address has
     * as many connections open as it may ({@code 429}) or the server is short of file descriptors ({@code 503});
     * else takes one of the address's places, which the connection gives back when it closes. An upgrade that
     * brings the session cookie from another site's page is refused {@code 403 bad-origin}.
     */
    void beforeUpgrade(Context ctx) throws IOException {
        if (SessionCookies.token(ctx) != null) {
            // The browser sends the session cookie with another site's WebSocket too: hold it to the own origin.
            try {
                origins.checkOrigin(ctx);
            } catch (ApiException e) {
                refuse(ctx, e);
            }
        }
        String address = limits.address(ctx);
        if (descriptors.fewerFreeThan(config.capacity().descriptorReserve())) {
            refuse(ctx, new ApiException(503, "too-many-connections", "the server holds as many connections as it "
                    + "can; try again later"));
        }
        if (!limits.openConnection(address)) {
            refuse(ctx, ApiException.tooMany("too-many-connections", "your address has "
                    + limits.limits().connections() + " connections open, as many as it may; close one first",
                    RETRY_SECONDS));
        }
        ctx.attribute(ADDRESS, address);
    }

    /**
     * Answers an upgrade request with the protocol's error and stops it there: Javalin does not write a result
     * of an upgrade request, so the answer is written to the response itself, and the exception ends the upgrade.
     */
    private void refuse(Context ctx, ApiException e) throws IOException {
        hub.metrics().refusal(e.code(), "http");
        HttpServletResponse res = ctx.res();
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", e.code());
        error.put("message", e.getMessage());
        byte[] body = Messages.json(error).getBytes(StandardCharsets.UTF_8);
        res.setStatus(e.status());
        res.setContentType("application/json");
        if (e.retryAfterSeconds() > 0) {
            res.setHeader("Retry-After", Long.toString(e.retryAfterSeconds()));
        }
        res.setContentLength(body.length);
        res.getOutputStream().write(body);
        res.flushBuffer();
        throw e;
    }

    /** After the upgrade request: a request that did not become a WebSocket gives its address's place back. */
    void afterUpgrade(Context ctx) {
        String address = ctx.attribute(ADDRESS);
        if (address != null && ctx.res().getStatus() != 101) {
            limits.closeConnection(address);
        }
    }

    void configure(WsConfig ws) {
        ws.onConnect(ctx -> {
            Config c = config;
            String address = ctx.attribute(ADDRESS);
            ctx.attribute(CONNECTION, new Connection(ctx, hub.tableThreads(), address,
                    new RateLimiter(c.messagesPerSecond(), c.messageBurst()),
                    new RateLimiter(c.capacity().catchUpsPerSecond(), c.capacity().catchUpBurst()),
                    limits.addressMessages(address), hub.metrics()));
            hub.metrics().connectionsOpened.increment();
            hub.metrics().connectionsOpen.incrementAndGet();
        });
        ws.onMessage(this::onMessage);
        ws.onBinaryMessage(ctx -> {
            Connection c = connection(ctx);
            if (c.admit()) {
                c.send(new Reply.Error(null, "malformed", "a message is a text frame of JSON, not a binary frame"));
            }
        });
        ws.onClose(ctx -> {
            Connection c = connection(ctx);
            c.markClosed();
            hub.metrics().connectionsOpen.decrementAndGet();
            if (c.address() != null) {
                limits.closeConnection(c.address());
            }
            hub.hints().cancel(c);
            Table t = c.table();
            if (t != null) {
                t.detach(c);
            }
        });
        ws.onError(ctx -> LOG.debug("websocket error: {}", ctx.error() == null ? "unknown" : ctx.error().toString()));
    }

    private static Connection connection(WsContext ctx) {
        return ctx.attribute(CONNECTION);
    }

    private void onMessage(WsMessageContext ctx) {
        Connection c = connection(ctx);
        if (!c.admit()) {
            return;
        }
        String text = ctx.message();
        if (text.length() > config.maxMessageChars()) {
            c.send(new Reply.Error(null, "oversized", "a message may have at most " + config.maxMessageChars()
                    + " characters; this one has " + text.length()));
            return;
        }
        JsonNode msg = null;
        try {
            msg = Json.read(text, "the message");
            handle(c, msg);
        } catch (ApiException e) {
            c.send(new Reply.Error(requestId(msg), e.code(), e.getMessage()));
        }
    }

    private void handle(Connection c, JsonNode msg) {
        if (msg == null || !msg.isObject()) {
            throw ApiException.malformed("a message is a JSON object with a \"type\"");
        }
        String id = requestId(msg);
        if (msg.has("id") && id == null) {
            throw ApiException.malformed("\"id\" must be a string of at most " + MAX_ID + " characters");
        }
        String type = Requests.text(msg, "type", true);
        switch (type) {
            case "hello" -> {
                String tableId = Requests.text(msg, "table", true);
                String token = Requests.text(msg, "token", false);
                Long after = version(msg, "after");
                if (after != null) {
                    admitCatchUp(c);
                }
                int protocol = protocol(msg);
                Table t = lobby.lookup(tableId);
                if (t == null) {
                    throw ApiException.unknownTable(tableId);
                }
                Table before = c.table();
                if (before != null && before != t) {
                    before.detach(c);
                    hub.hints().cancel(c);
                }
                c.follow(t);
                c.limitAs(token == null ? null : limits.tokenMessages(token));
                t.attach(c, token, after, id, protocol);
            }
            case "act" -> {
                String act = Requests.text(msg, "act", true);
                Long expected = version(msg, "v");
                attached(c).act(c, act, id, expected);
            }
            case "sync" -> {
                admitCatchUp(c);
                Long after = version(msg, "after");
                attached(c).sync(c, after, id);
            }
            case "hint" -> attached(c).hint(c, id);
            case "ping" -> c.send(Messages.pong(id));
            default -> throw new ApiException(400, "unknown-type", "unknown message type \"" + Echo.of(type)
                    + "\" (valid: hello, act, sync, hint, ping)");
        }
    }

    /** A {@code sync}, or a {@code hello} with {@code after}, within the connection's rate of catch-ups. */
    private void admitCatchUp(Connection c) {
        if (!c.admitCatchUp()) {
            Config.Capacity cap = config.capacity();
            throw ApiException.tooMany("rate-limited", "too many catch-ups (sync, or hello with after: at most "
                    + cap.catchUpsPerSecond() + " a second, " + cap.catchUpBurst() + " at once); this one was dropped",
                    1);
        }
    }

    private static Table attached(Connection c) {
        Table t = c.table();
        if (t == null) {
            throw new ApiException(400, "not-attached", "send hello with a table first");
        }
        return t;
    }

    /** The protocol version a {@code hello} asks for: 1 when it names none. */
    private static int protocol(JsonNode msg) {
        JsonNode n = msg.get("protocol");
        if (n == null || n.isNull()) {
            return Protocol.FIRST;
        }
        if (!n.isIntegralNumber()) {
            throw ApiException.malformed("\"protocol\" must be a protocol version (a whole number)");
        }
        if (!n.canConvertToInt() || n.intValue() < Protocol.FIRST || n.intValue() > Protocol.LAST) {
            throw new ApiException(400, "unsupported-protocol", "this server speaks protocol versions "
                    + Protocol.FIRST + " to " + Protocol.LAST + ", not " + Echo.of(n.asText()));
        }
        return n.intValue();
    }

    private static Long version(JsonNode msg, String field) {
        JsonNode n = msg.get(field);
        if (n == null || n.isNull()) {
            return null;
        }
        if (n.isIntegralNumber() && !n.canConvertToLong() && n.bigIntegerValue().signum() > 0) {
            throw ApiException.malformed("\"" + field + "\": " + Echo.of(n.toString()) + " is larger than any version");
        }
        if (!n.isIntegralNumber() || !n.canConvertToLong() || n.longValue() < 0) {
            throw ApiException.malformed("\"" + field + "\" must be a version number (a whole number from 0)");
        }
        return n.longValue();
    }

    private static String requestId(JsonNode msg) {
        JsonNode n = msg == null ? null : msg.get("id");
        return n != null && n.isTextual() && n.textValue().length() <= MAX_ID ? n.textValue() : null;
    }
}
