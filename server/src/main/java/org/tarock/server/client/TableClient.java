package org.tarock.server.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;

/**
 * A small client of the table server for programs (bots, tests, the load test): HTTP requests for the lobby
 * and one WebSocket that delivers each server message, parsed, to a listener. Only the JDK's HTTP client is
 * used, so any Java program can copy it.
 */
public final class TableClient implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final WebSocket socket;
    private final CompletableFuture<Integer> closed;

    private TableClient(WebSocket socket, CompletableFuture<Integer> closed) {
        this.socket = socket;
        this.closed = closed;
    }

    /**
     * Opens the table WebSocket of the server at {@code server} ({@code http://localhost:PORT/}); every
     * message the server sends is handed to {@code onMessage} in order, on one thread at a time.
     */
    public static TableClient connect(HttpClient http, URI server, Consumer<JsonNode> onMessage) {
        return connectText(http, server, text -> {
            try {
                onMessage.accept(JSON.readTree(text));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("the server sent a message that is not JSON: " + text, e);
            }
        });
    }

    /**
     * As {@link #connect}, handing over each message as its JSON text, for a client that reads only what it
     * needs of most messages.
     */
    public static TableClient connectText(HttpClient http, URI server, Consumer<String> onText) {
        URI ws = URI.create(server.toString().replaceFirst("^http", "ws")).resolve("/ws");
        CompletableFuture<Integer> closed = new CompletableFuture<>();
        WebSocket socket = http.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(10))
                .buildAsync(ws, new Listener(onText, closed)).join();
        return new TableClient(socket, closed);
    }

    /** Sends one message. Sends are serialised: the JDK's WebSocket allows one outstanding send. */
    public synchronized void send(Map<String, ?> message) {
        try {
            socket.sendText(JSON.writeValueAsString(message), true).join();
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("the message cannot be written as JSON", e);
        }
    }

    /** Sends raw text, as it is (for tests of malformed messages). */
    public synchronized void sendRaw(String text) {
        socket.sendText(text, true).join();
    }

    /** Sends a binary frame (for tests: the protocol is text frames only). */
    public synchronized void sendBinary(byte[] data) {
        socket.sendBinary(java.nio.ByteBuffer.wrap(data), true).join();
    }

    /** Completes with the close status when the server closes the connection. */
    public CompletableFuture<Integer> closed() {
        return closed;
    }

    @Override
    public void close() {
        if (!socket.isOutputClosed()) {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "bye").exceptionally(e -> null);
        }
        socket.abort();
    }

    /** GET a JSON resource of the server. */
    public static JsonNode get(HttpClient http, URI server, String path) {
        return request(http, HttpRequest.newBuilder(server.resolve(path)).GET().build());
    }

    /** POST a JSON body to the server; the answer, error or not, as JSON. */
    public static JsonNode post(HttpClient http, URI server, String path, Map<String, ?> body) {
        try {
            return request(http, HttpRequest.newBuilder(server.resolve(path))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))).build());
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("the body cannot be written as JSON", e);
        }
    }

    private static JsonNode request(HttpClient http, HttpRequest request) {
        try {
            HttpResponse<String> r = http.send(request, HttpResponse.BodyHandlers.ofString());
            return JSON.readTree(r.body());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("request to " + request.uri() + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private static final class Listener implements WebSocket.Listener {
        private final Consumer<String> onMessage;
        private final CompletableFuture<Integer> closed;
        private final StringBuilder partial = new StringBuilder();

        Listener(Consumer<String> onMessage, CompletableFuture<Integer> closed) {
            this.onMessage = onMessage;
            this.closed = closed;
        }

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                String text = partial.toString();
                partial.setLength(0);
                onMessage.accept(text);
            }
            ws.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket ws, int status, String reason) {
            closed.complete(status);
            return null;
        }

        @Override
        public void onError(WebSocket ws, Throwable error) {
            closed.complete(-1);
        }
    }
}
