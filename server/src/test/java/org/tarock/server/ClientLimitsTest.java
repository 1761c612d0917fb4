package org.tarock.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

/**
 * The abuse limits (docs/protocol.md, "Limits"): creations and joins a minute and live tables per client
 * address, answered {@code 429} with {@code Retry-After}; the rates per token too; messages a second per
 * connection, per address and per seat token; the address behind a proxy; the server's table limit under
 * concurrent creations; a message flood closes the connection.
 */
class ClientLimitsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String OPEN_TABLE = "{\"game\":\"bavarian-tarock\",\"seats\":[\"open\",\"basic\",\"basic\"]}";

    private static TestServer server(Config.Limits limits) {
        return new TestServer(TestServer.config().withLimits(limits));
    }

    private static HttpResponse<String> create(TestServer s, String forwardedFor) {
        try {
            HttpRequest.Builder b = HttpRequest.newBuilder(s.uri.resolve("/api/tables"))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(OPEN_TABLE));
            if (forwardedFor != null) {
                b.header("X-Forwarded-For", forwardedFor);
            }
            return s.http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static HttpResponse<String> post(TestServer s, String path, String body, String forwardedFor) {
        try {
            return s.http.send(HttpRequest.newBuilder(s.uri.resolve(path)).header("Content-Type", "application/json")
                    .header("X-Forwarded-For", forwardedFor).POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static boolean rateLimited(JsonNode m) {
        return m.path("type").asText().equals("error") && m.path("code").asText().equals("rate-limited");
    }

    private static String code(HttpResponse<String> r) throws Exception {
        return JSON.readTree(r.body()).path("code").asText();
    }

    @Test
    void creationsOverTheRateAreRefusedWith429AndRetryAfter() throws Exception {
        try (TestServer s = server(new Config.Limits(1, 3, 50, 30, 500, false))) {
            for (int i = 0; i < 3; i++) {
                assertThat(create(s, null).statusCode()).isEqualTo(201);
            }
            HttpResponse<String> over = create(s, null);
            assertThat(over.statusCode()).isEqualTo(429);
            assertThat(code(over)).isEqualTo("rate-limited");
            assertThat(Long.parseLong(over.headers().firstValue("Retry-After").orElseThrow())).isBetween(1L, 60L);
        }
    }

    @Test
    void liveTablesOverTheQuotaAreRefusedAsQuotaExceeded() throws Exception {
        try (TestServer s = server(new Config.Limits(100, 100, 2, 30, 500, false))) {
            String token = JSON.readTree(create(s, null).body()).get("creator_token").asText();
            String first = s.get("/api/tables").get("tables").get(0).get("id").asText();
            assertThat(create(s, null).statusCode()).isEqualTo(201);
            HttpResponse<String> over = create(s, null);
            assertThat(over.statusCode()).isEqualTo(429);
            assertThat(code(over)).isEqualTo("quota-exceeded");
            assertThat(over.headers().firstValue("Retry-After")).isPresent();
            s.post("/api/tables/" + first + "/close", Map.of("creator_token", token));
            assertThat(create(s, null).statusCode()).as("a closed table counts no more").isEqualTo(201);
        }
    }

    @Test
    void joinsOverTheRateAreRefusedWith429() throws Exception {
        try (TestServer s = server(new Config.Limits(100, 100, 50, 2, 500, false))) {
            String a = s.create(Map.of("game", "bavarian-tarock", "seats", List.of("open", "open", "open")));
            s.join(a, 0, "Anna");
            s.join(a, 1, "Bert");
            HttpResponse<String> over = s.raw("POST", "/api/tables/" + a + "/seats/2", "{\"name\":\"Cora\"}");
            assertThat(over.statusCode()).isEqualTo(429);
            assertThat(code(over)).isEqualTo("rate-limited");
            assertThat(over.headers().firstValue("Retry-After")).isPresent();
        }
    }

    @Test
    void playingAgainCountsAgainstTheTokensRatesFromEveryAddress() throws Exception {
        try (TestServer s = server(new Config.Limits(1, 1, 50, 30, 500, true))) {
            String table = s.create(Map.of("game", "bavarian-tarock", "seats", List.of("open", "basic", "basic")));
            String token = s.join(table, 0, "Anna");
            String path = "/api/tables/" + table + "/again";
            String body = "{\"token\": \"" + token + "\"}";
            assertThat(code(post(s, path, body, "10.0.0.1"))).as("admitted, then refused by the table")
                    .isEqualTo("match-not-over");
            HttpResponse<String> over = post(s, path, body, "10.0.0.2");
            assertThat(over.statusCode()).as("a new address, the same token").isEqualTo(429);
            assertThat(code(over)).isEqualTo("rate-limited");
            assertThat(over.body()).contains("with this token");
            assertThat(over.headers().firstValue("Retry-After")).isPresent();
            assertThat(code(post(s, path, "{\"token\": \"another\"}", "10.0.0.3"))).isEqualTo("bad-token");
        }
    }

    @Test
    void allConnectionsOfOneSeatTokenShareItsMessageRate() {
        try (TestServer s = new TestServer(TestServer.config().withRateLimit(1, 10))) {
            String table = s.create(Map.of("game", "bavarian-tarock", "seats", List.of("open", "open", "basic")));
            String token = s.join(table, 0, "Anna");
            try (Probe first = s.connect(); Probe second = s.connect()) {
                first.hello(table, token);
                for (int i = 0; i < 8; i++) {
                    first.send(Map.of("type", "ping", "id", "a" + i));
                }
                assertThat(first.answer("a7").path("type").asText()).isEqualTo("pong");
                assertThat(first.all).noneMatch(ClientLimitsTest::rateLimited);
                // The second connection's own bucket holds 10 messages, the token's only about 2 more.
                second.hello(table, token);
                for (int i = 0; i < 8; i++) {
                    second.send(Map.of("type", "ping", "id", "b" + i));
                }
                assertThat(second.until(ClientLimitsTest::rateLimited).path("message").asText()).contains("dropped");
            }
        }
    }

    @Test
    void allConnectionsFromOneAddressShareItsMessageRate() {
        try (TestServer s = server(new Config.Limits(100, 100, 50, 30, 1, false))) {
            String table = s.create(Map.of("game", "bavarian-tarock", "seats", List.of("open", "basic", "basic")));
            try (Probe first = s.connect(); Probe second = s.connect()) {
                first.hello(table, null);
                first.send(Map.of("type", "ping", "id", "a"));
                first.answer("a");
                // The address's bucket (1 a second, bursts of 2) is empty; this connection's own is full.
                for (int i = 0; i < 3; i++) {
                    second.send(Map.of("type", "ping", "id", "b" + i));
                }
                assertThat(second.until(ClientLimitsTest::rateLimited).path("message").asText()).contains("dropped");
            }
        }
    }

    @Test
    void behindAProxyTheAddressIsTheHopTheProxyAdded() throws Exception {
        try (TestServer s = server(new Config.Limits(1, 1, 50, 30, 500, true))) {
            assertThat(create(s, "1.1.1.1, 10.0.0.7").statusCode()).isEqualTo(201);
            assertThat(create(s, "9.9.9.9, 10.0.0.7").statusCode()).as("same last hop").isEqualTo(429);
            assertThat(create(s, "10.0.0.8").statusCode()).isEqualTo(201);
        }
        try (TestServer s = server(new Config.Limits(1, 1, 50, 30, 500, false))) {
            assertThat(create(s, "10.0.0.7").statusCode()).isEqualTo(201);
            assertThat(create(s, "10.0.0.8").statusCode()).as("the header is ignored without a proxy")
                    .isEqualTo(429);
        }
    }

    @Test
    void concurrentCreationsCannotRacePastTheServersTableLimit() throws Exception {
        try (TestServer s = new TestServer(TestServer.config().withMaxTables(5));
             ExecutorService pool = Executors.newFixedThreadPool(16)) {
            List<CompletableFuture<Integer>> answers = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                answers.add(CompletableFuture.supplyAsync(() -> create(s, null).statusCode(), pool));
            }
            List<Integer> codes = answers.stream().map(CompletableFuture::join).toList();
            assertThat(codes).filteredOn(c -> c == 201).hasSize(5);
            assertThat(codes).filteredOn(c -> c == 503).hasSize(35);
            assertThat(s.get("/api/tables?status=open").get("tables").size()).isEqualTo(5);
        }
    }

    @Test
    void aFloodOfMessagesLongerThanAFewSecondsClosesTheConnection() throws Exception {
        try (TestServer s = new TestServer(TestServer.config().withRateLimit(20, 20));
             Probe p = s.connect()) {
            long end = System.nanoTime() + 6_000_000_000L;
            while (!p.client.closed().isDone() && System.nanoTime() < end) {
                p.send(Map.of("type", "ping"));
                Probe.sleep(2);
            }
            assertThat(p.client.closed().isDone()).isTrue();
            assertThat(p.client.closed().join()).isEqualTo(1008);
        }
    }

    @Test
    void theDefaultLimitsAreTheIssuesNumbers() {
        Config.Limits d = Config.defaults(0, java.nio.file.Path.of("x")).limits();
        assertThat(List.of(d.createsPerMinute(), d.createBurst(), d.liveTables(), d.joinsPerMinute()))
                .containsExactly(10, 20, 50, 30);
        assertThat(d.messagesPerSecond()).isEqualTo(500);
        assertThat(d.behindProxy()).isFalse();
    }
}
