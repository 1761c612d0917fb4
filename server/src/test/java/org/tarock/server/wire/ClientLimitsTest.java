package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The abuse limits (docs/protocol.md, "Limits"): creations and joins a minute and live tables per client
 * address, answered {@code 429} with {@code Retry-After}; the rates per token too; messages a second per
 * connection, per address and per seat token; connections per address and the descriptor reserve; table
 * requests; the address behind a trusted proxy, IPv6 per /64; the server's table limit under
 * concurrent creations; a message flood closes the connection.
 */
class ClientLimitsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String OPEN_TABLE = "{\"game\":\"bavarian-tarock\",\"seats\":[\"open\",\"basic\",\"basic\"]}";

    /** The test clients' own addresses, which play the proxy in front where a test trusts one. */
    private static final Set<String> LOOPBACK = Set.of("127.0.0.1", "::1");

    private static TestServer server(Config.Limits limits) {
        return new TestServer(TestServer.config().withLimits(limits));
    }

    /** The given per-address rates, the defaults' connections and table requests, no trusted proxy. */
    private static Config.Limits limits(int createsPerMinute, int createBurst, int liveTables, int joinsPerMinute,
                                        int messagesPerSecond) {
        Config.Limits d = Config.Limits.DEFAULTS;
        return new Config.Limits(createsPerMinute, createBurst, liveTables, joinsPerMinute, messagesPerSecond,
                d.connections(), d.tableRequestsPerMinute(), Set.of());
    }

    private static HttpResponse<String> create(TestServer s, String forwardedFor) {
        return createForwarded(s, forwardedFor == null ? List.of() : List.of(forwardedFor));
    }

    /** Creates a table with one {@code X-Forwarded-For} header line for each of {@code forwardedLines}. */
    private static HttpResponse<String> createForwarded(TestServer s, List<String> forwardedLines) {
        try {
            HttpRequest.Builder b = HttpRequest.newBuilder(s.uri.resolve("/api/tables"))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(OPEN_TABLE));
            for (String line : forwardedLines) {
                b.header("X-Forwarded-For", line);
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
        try (TestServer s = server(limits(1, 3, 50, 30, 500))) {
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
        try (TestServer s = server(limits(100, 100, 2, 30, 500))) {
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
        try (TestServer s = server(limits(100, 100, 50, 2, 500))) {
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
        try (TestServer s = server(limits(1, 1, 50, 30, 500).trusting(LOOPBACK))) {
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
        try (TestServer s = server(limits(100, 100, 50, 30, 1))) {
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
    void fromATrustedProxyTheAddressIsTheLastHopOfItsLastForwardedLine() throws Exception {
        try (TestServer s = server(limits(1, 1, 50, 30, 500).trusting(LOOPBACK))) {
            assertThat(create(s, "1.1.1.1, 10.0.0.7").statusCode()).isEqualTo(201);
            assertThat(create(s, "9.9.9.9, 10.0.0.7").statusCode()).as("same last hop").isEqualTo(429);
            assertThat(create(s, "10.0.0.8").statusCode()).isEqualTo(201);
            // A client's forged line first, the proxy's own line last: only the proxy's counts.
            for (int i = 0; i < 5; i++) {
                assertThat(createForwarded(s, List.of("10.9.9." + i, "10.0.0.9")).statusCode()).as("forged line %d", i)
                        .isEqualTo(i == 0 ? 201 : 429);
            }
        }
    }

    @Test
    void forwardedHeadersFromAnUntrustedConnectionAreIgnored() throws Exception {
        try (TestServer s = server(limits(1, 1, 50, 30, 500).trusting(Set.of("10.1.1.1")))) {
            assertThat(create(s, "10.0.0.7").statusCode()).isEqualTo(201);
            assertThat(create(s, "10.0.0.8").statusCode()).as("the header is not the proxy's").isEqualTo(429);
        }
        try (TestServer s = server(limits(1, 1, 50, 30, 500))) {
            assertThat(create(s, "10.0.0.7").statusCode()).isEqualTo(201);
            assertThat(create(s, "10.0.0.8").statusCode()).as("no proxy is trusted").isEqualTo(429);
        }
    }

    @Test
    void anIpv6AddressCountsByItsSlash64() throws Exception {
        try (TestServer s = server(limits(1, 1, 50, 30, 500).trusting(LOOPBACK))) {
            assertThat(create(s, "2001:db8:1:2::1").statusCode()).isEqualTo(201);
            assertThat(create(s, "2001:db8:1:2:ffff:1:2:3").statusCode()).as("the same /64").isEqualTo(429);
            assertThat(create(s, "[2001:db8:1:2::9]").statusCode()).as("bracketed").isEqualTo(429);
            assertThat(create(s, "2001:db8:1:3::1").statusCode()).as("the next /64").isEqualTo(201);
        }
        assertThat(Addresses.key("2001:DB8:0:1:aaaa::1")).isEqualTo("2001:db8:0:1::/64");
        assertThat(Addresses.key("::ffff:10.0.0.1")).as("IPv4 in IPv6").isEqualTo("10.0.0.1");
        assertThat(Addresses.key("not.an.address.example")).isEqualTo("not.an.address.example");
    }

    @Test
    void aTrustedProxyMustBeAnIpAddress() {
        assertThatThrownBy(() -> Config.Limits.DEFAULTS.trusting(Set.of("proxy.example")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("proxy.example");
        assertThat(Config.Limits.DEFAULTS.trusting(Set.of("::1")).trustedProxies()).containsExactly("0:0:0:0:0:0:0:1");
    }

    @Test
    void connectionsOverTheAddressCapAreRefusedWith429() throws Exception {
        try (TestServer s = server(Config.Limits.DEFAULTS.withConnections(3))) {
            List<Probe> open = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                open.add(s.connect());
            }
            String[] answer = new String[1];
            String log = Logs.during(() -> answer[0] = Upgrades.upgrade(s));
            assertThat(log).as("a refusal logs nothing").isEmpty();
            String refused = answer[0];
            assertThat(refused).startsWith("HTTP/1.1 429 ");
            assertThat(Upgrades.body(refused).path("code").asText()).as(refused).isEqualTo("too-many-connections");
            assertThat(refused).containsIgnoringCase("Retry-After:");
            open.removeFirst().close();
            try (Probe again = connectOnceFree(s)) {
                again.send(Map.of("type", "ping", "id", "in"));
                assertThat(again.answer("in").get("type").asText()).as("a closed connection gives its place back")
                        .isEqualTo("pong");
            }
            assertThat(s.get("/api/health").get("store").asText()).isEqualTo("ok");
            open.forEach(Probe::close);
        }
    }

    @Test
    void newWebSocketsAreRefusedWhileFileDescriptorsRunShortAndHttpGoesOn() throws Exception {
        Config.Capacity d = TestServer.config().capacity();
        Config starved = TestServer.config().withCapacity(new Config.Capacity(d.hintThreads(), d.hintQueue(),
                d.catchUpsPerSecond(), d.catchUpBurst(), Integer.MAX_VALUE));
        try (TestServer s = new TestServer(starved)) {
            String refused = Upgrades.upgrade(s);
            assertThat(refused).startsWith("HTTP/1.1 503 ");
            assertThat(Upgrades.body(refused).path("code").asText()).as(refused).isEqualTo("too-many-connections");
            assertThat(s.get("/api/health").get("store").asText()).isEqualTo("ok");
        }
    }

    @Test
    void closingAndPlayingAgainAreRateLimitedPerAddressAndPerTokenAndLogNothing() throws Exception {
        try (TestServer s = server(Config.Limits.DEFAULTS.withTableRequestsPerMinute(3).trusting(LOOPBACK))) {
            String table = s.create(Map.of("game", "bavarian-tarock", "seats", List.of("open", "basic", "basic")));
            String close = "/api/tables/" + table + "/close";
            String again = "/api/tables/" + table + "/again";
            String log = Logs.during(() -> {
                for (int i = 0; i < 3; i++) {
                    assertThat(code(post(s, close, "{\"creator_token\": \"wrong\"}", "10.0.0.1")))
                            .isEqualTo("not-creator");
                }
                HttpResponse<String> over = post(s, close, "{\"creator_token\": \"wrong\"}", "10.0.0.1");
                assertThat(over.statusCode()).isEqualTo(429);
                assertThat(code(over)).isEqualTo("rate-limited");
                assertThat(over.headers().firstValue("Retry-After")).isPresent();
                HttpResponse<String> overAgain = post(s, again, "{\"token\": \"wrong\"}", "10.0.0.1");
                assertThat(overAgain.statusCode()).as("closing and playing again share the rate").isEqualTo(429);
                // The same token from other addresses: the token's own rate.
                for (int i = 0; i < 3; i++) {
                    post(s, close, "{\"creator_token\": \"stolen\"}", "10.0.1." + i);
                }
                HttpResponse<String> byToken = post(s, close, "{\"creator_token\": \"stolen\"}", "10.0.2.1");
                assertThat(byToken.statusCode()).isEqualTo(429);
                assertThat(byToken.body()).contains("with this token");
                for (int i = 0; i < 100; i++) {
                    post(s, again, "{\"token\": \"wrong\"}", "10.0.0.1");
                }
            });
            assertThat(log).as("refusals log nothing").isEmpty();
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
        assertThat(d.connections()).isEqualTo(64);
        assertThat(d.tableRequestsPerMinute()).isEqualTo(30);
        assertThat(d.trustedProxies()).isEmpty();
    }

    /** Connects as soon as the server has let a closed connection go (it hears of the close a moment later). */
    private static Probe connectOnceFree(TestServer s) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (true) {
            try {
                return s.connect();
            } catch (RuntimeException refused) {
                if (System.nanoTime() > end) {
                    throw refused;
                }
                Probe.sleep(20);
            }
        }
    }
}
