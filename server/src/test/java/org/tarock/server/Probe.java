package org.tarock.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.tarock.server.client.TableClient;

/** A test's WebSocket connection: every message received is kept, in order, to be waited for and inspected. */
final class Probe implements AutoCloseable {
    final TableClient client;
    final BlockingQueue<JsonNode> inbox = new LinkedBlockingQueue<>();
    final List<JsonNode> all = java.util.Collections.synchronizedList(new ArrayList<>());

    Probe(HttpClient http, URI uri) {
        client = TableClient.connect(http, uri, m -> {
            all.add(m);
            inbox.add(m);
        });
    }

    void send(Map<String, ?> message) {
        client.send(message);
    }

    void sendRaw(String text) {
        client.sendRaw(text);
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

    @Override
    public void close() {
        client.close();
    }
}
