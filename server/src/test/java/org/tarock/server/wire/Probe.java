package org.tarock.server.wire;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import org.tarock.server.client.LiveView;
import org.tarock.server.client.TableClient;

/**
 * A test's WebSocket connection: every message received is kept in order, to be waited for and inspected;
 * the latest view and version, and the answers to requests by id, are at hand.
 */
final class Probe implements AutoCloseable {
    final TableClient client;
    final BlockingQueue<JsonNode> inbox = new LinkedBlockingQueue<>();
    final List<JsonNode> all = Collections.synchronizedList(new ArrayList<>());
    final Map<String, JsonNode> answers = new ConcurrentHashMap<>();
    volatile JsonNode view;
    volatile long v = -1;
    /** The latest version with the latest view at that version, read together (the two fields are not). */
    volatile Seen seen = new Seen(-1, null);
    volatile boolean matchOver;
    private final LiveView live = new LiveView();

    Probe(HttpClient http, URI uri) {
        client = TableClient.connect(http, uri, m -> {
            all.add(m);
            if (m.has("id")) {
                answers.put(m.get("id").asText(), m);
            }
            String type = m.path("type").asText();
            if (type.equals("event") || type.equals("state")) {
                v = m.get("v").asLong();
                // in protocol 2 an event brings the delta of the view
                JsonNode now = live.accept(m);
                if (now != null) {
                    view = now.deepCopy();
                }
                seen = new Seen(v, view);
                if (m.path("event").path("kind").asText().equals("match-over")
                        || m.path("info").path("status").asText().equals("finished")) {
                    matchOver = true;
                }
            }
            inbox.add(m);
        });
    }

    /** A version and the member's view at it. */
    record Seen(long v, JsonNode view) {
    }

    void send(Map<String, ?> message) {
        client.send(message);
    }

    void sendRaw(String text) {
        client.sendRaw(text);
    }

    void sendBinary(byte[] data) {
        client.sendBinary(data);
    }

    /** Says hello to a table (as a watcher when {@code token} is null) and waits for the welcome. */
    JsonNode hello(String table, String token) {
        return hello(table, token, 1);
    }

    /** As {@link #hello(String, String)}, asking for protocol version {@code protocol} (1: not asking). */
    JsonNode hello(String table, String token, int protocol) {
        Map<String, Object> m = new java.util.HashMap<>(Map.of("type", "hello", "table", table));
        if (token != null) {
            m.put("token", token);
        }
        if (protocol != 1) {
            m.put("protocol", protocol);
        }
        send(m);
        return until("welcome");
    }

    /** The next message, waiting up to 10 seconds. */
    JsonNode next() {
        try {
            JsonNode m = inbox.poll(10, TimeUnit.SECONDS);
            if (m == null) {
                throw new AssertionError("no message within 10 s");
            }
            return m;
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Skips messages until one matches. */
    JsonNode until(Predicate<JsonNode> p) {
        while (true) {
            JsonNode m = next();
            if (p.test(m)) {
                return m;
            }
        }
    }

    JsonNode until(String type) {
        return until(m -> m.path("type").asText().equals(type));
    }

    /** The answer to the request with this id, waiting up to 10 seconds. */
    JsonNode answer(String id) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < end) {
            JsonNode a = answers.get(id);
            if (a != null) {
                return a;
            }
            Thread.onSpinWait();
            sleep(1);
        }
        throw new AssertionError("no answer to " + id + " within 10 s");
    }

    /** Waits until this connection has seen version {@code target}. */
    void awaitVersion(long target) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (seen.v() < target) {
            if (System.nanoTime() > end) {
                throw new AssertionError("version " + target + " not reached within 10 s (at " + v + ")");
            }
            sleep(1);
        }
    }

    /** Waits until no message arrives for {@code millis}; returns what arrived meanwhile. */
    List<JsonNode> drain(long millis) {
        List<JsonNode> out = new ArrayList<>();
        try {
            JsonNode m;
            while ((m = inbox.poll(millis, TimeUnit.MILLISECONDS)) != null) {
                out.add(m);
            }
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
        return out;
    }

    /** Waits up to {@code seconds} for {@code done}, looking every 20 ms; fails naming {@code what} it waited for. */
    static void await(BooleanSupplier done, long seconds, String what) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("not within " + seconds + " s: " + what);
            }
            sleep(20);
        }
    }

    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        client.close();
    }
}
