package org.tarock.server.wire;

import org.tarock.server.store.StartException;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.tarock.server.store.DataDirectory;
import org.tarock.server.table.Metrics;

/**
 * {@code GET /metrics} in Prometheus's text format, on a port of its own apart from the players' (docs/deploy.md,
 * "Metrics"). Bound to loopback unless {@code --metrics-address} names another interface; bound to loopback, it
 * answers only loopback clients.
 */
public final class MetricsEndpoint implements AutoCloseable {
    static final String CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

    private final HttpServer http;
    private final ExecutorService thread;

    private MetricsEndpoint(HttpServer http, ExecutorService thread) {
        this.http = http;
        this.thread = thread;
    }

    static MetricsEndpoint start(Config.MetricsAddress where, Metrics metrics) {
        try {
            HttpServer http = HttpServer.create(new InetSocketAddress(where.address(), where.port()), 16);
            boolean loopbackOnly = where.address().isLoopbackAddress();
            http.createContext("/metrics", exchange -> serve(exchange, metrics, loopbackOnly));
            ExecutorService thread = Executors.newSingleThreadExecutor(
                    Thread.ofPlatform().name("tarock-metrics").daemon().factory());
            http.setExecutor(thread);
            http.start();
            return new MetricsEndpoint(http, thread);
        } catch (IOException e) {
            throw new StartException("cannot serve metrics on " + where.address().getHostAddress() + ":"
                    + where.port() + ": " + DataDirectory.rootMessage(e), e);
        }
    }

    private static void serve(HttpExchange exchange, Metrics metrics, boolean loopbackOnly) throws IOException {
        try (exchange) {
            if (loopbackOnly && !exchange.getRemoteAddress().getAddress().isLoopbackAddress()) {
                text(exchange, 403, "text/plain; charset=utf-8", "metrics are served to loopback only\n");
            } else if (!exchange.getRequestMethod().equals("GET") && !exchange.getRequestMethod().equals("HEAD")) {
                text(exchange, 405, "text/plain; charset=utf-8", "metrics are read with GET\n");
            } else {
                text(exchange, 200, CONTENT_TYPE, metrics.scrape());
            }
        }
    }

    private static void text(HttpExchange exchange, int status, String type, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", type);
        boolean head = exchange.getRequestMethod().equals("HEAD");
        exchange.sendResponseHeaders(status, head ? -1 : bytes.length);
        if (!head) {
            exchange.getResponseBody().write(bytes);
        }
    }

    int port() {
        return http.getAddress().getPort();
    }

    /** The address it is bound to. */
    java.net.InetAddress address() {
        return http.getAddress().getAddress();
    }

    @Override
    public void close() {
        http.stop(0);
        thread.shutdownNow();
    }
}
