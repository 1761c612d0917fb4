package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@code --metrics-port}: {@code /metrics} in Prometheus's text format, read by a strict parser, has the JVM's,
 * the HTTP and WebSocket families and the tables' own, and the counters move with play.
 */
class MetricsTest {
    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void metricsCountTheTablesPlayAndRefusals() throws Exception {
        Config config = TestServer.config().withMetrics(Config.MetricsAddress.loopback(0));
        try (TestServer server = new TestServer(config)) {
            int port = server.server.metricsPort();
            HttpResponse<String> first = scrape(InetAddress.getLoopbackAddress(), port);
            assertThat(first.statusCode()).isEqualTo(200);
            assertThat(first.headers().firstValue("Content-Type")).hasValue(MetricsEndpoint.CONTENT_TYPE);
            Map<String, PrometheusText.Family> before = PrometheusText.parse(first.body());
            assertThat(value(before, "tarock_actions_total", Map.of("by", "player"))).isZero();

            server.create(Map.of("game", "bavarian-tarock", "seats", List.of("basic", "basic", "random"),
                    "hands", 1000));
            HumanTable t = new HumanTable(server, Map.of("game", "bavarian-tarock",
                    "seats", List.of("open", "open", "open"), "hands", 2));
            Random random = new Random(3);
            int played = 0;
            for (int i = 0; i < 6; i++) {
                if (HumanTable.accepted(t.playOne(HumanTable.randomPlay(random)))) {
                    played++;
                }
            }
            t.seats[0].send(Map.of("type", "act", "id", "wrong", "act", "play nothing"));
            JsonNode refused = t.seats[0].answer("wrong");
            server.raw("GET", "/api/tables/no-such-table", null);

            Map<String, PrometheusText.Family> after = PrometheusText.parse(
                    scrape(InetAddress.getLoopbackAddress(), port).body());
            assertThat(after).containsKeys("jvm_memory_used_bytes", "jvm_gc_memory_allocated_bytes_total",
                    "jvm_threads_live_threads", "process_uptime_seconds");
            assertThat(value(after, "tarock_actions_total", Map.of("by", "player"))).isEqualTo(played);
            assertThat(value(after, "tarock_actions_total", Map.of("by", "bot"))).isPositive();
            assertThat(type(after, "tarock_action_round_trip_seconds")).isEqualTo("histogram");
            assertThat(value(after, "tarock_action_round_trip_seconds_count", Map.of())).isEqualTo(played);
            assertThat(type(after, "tarock_store_commit_seconds")).isEqualTo("histogram");
            assertThat(value(after, "tarock_store_commit_seconds_count", Map.of())).isPositive();
            assertThat(value(after, "tarock_bot_decision_seconds_count", Map.of())).isPositive();
            assertThat(type(after, "tarock_hint_search_seconds")).isEqualTo("histogram");
            assertThat(value(after, "tarock_tables", Map.of("status", "playing"))).isEqualTo(2);
            assertThat(value(after, "tarock_tables", Map.of("status", "open"))).isZero();
            assertThat(value(after, "tarock_websocket_connections", Map.of())).isEqualTo(4);
            assertThat(value(after, "tarock_websocket_connections_opened_total", Map.of())).isEqualTo(4);
            assertThat(value(after, "tarock_refusals_total",
                    Map.of("code", refused.get("code").asText(), "via", "websocket"))).isEqualTo(1);
            assertThat(value(after, "tarock_refusals_total", Map.of("code", "unknown-table", "via", "http")))
                    .isEqualTo(1);
            assertThat(value(after, "http_server_requests_seconds_count",
                    Map.of("method", "POST", "route", "/api/tables", "status", "201"))).isEqualTo(2);
            t.close();
        }
    }

    @Test
    void theMetricsPortListensOnLoopbackUnlessToldOtherwise() throws Exception {
        try (TestServer server = new TestServer(TestServer.config().withMetrics(Config.MetricsAddress.loopback(0)))) {
            assertThat(server.server.metricsAddress().isLoopbackAddress()).isTrue();
        }
        InetAddress other = InetAddress.getByName("127.0.0.2");
        try (TestServer server = new TestServer(TestServer.config().withMetrics(
                new Config.MetricsAddress(other, 0)))) {
            int port = server.server.metricsPort();
            assertThat(scrape(other, port).statusCode()).isEqualTo(200);
            assertThatThrownBy(() -> scrape(InetAddress.getByName("127.0.0.1"), port))
                    .isInstanceOf(ConnectException.class);
        }
    }

    @Test
    void theReaderRefusesWhatTheFormatDoesNot() {
        assertThat(PrometheusText.parse("# TYPE a_total counter\na_total{x=\"1\"} 2.0\n").get("a_total")
                .value("a_total", Map.of("x", "1"))).isEqualTo(2.0);
        assertThatThrownBy(() -> PrometheusText.parse("a_total 2.0\n")).hasMessageContaining("typed before it");
        assertThatThrownBy(() -> PrometheusText.parse("# TYPE a gauge\na{x=1} 2\n")).hasMessageContaining("labels");
        assertThatThrownBy(() -> PrometheusText.parse("# TYPE h histogram\nh_bucket{le=\"1\"} 2\n"
                + "h_bucket{le=\"+Inf\"} 1\nh_count 1\n")).hasMessageContaining("rising buckets");
    }

    @Test
    void withoutAMetricsPortNothingListens() {
        try (TestServer server = TestServer.start()) {
            assertThat(server.server.metricsPort()).isEqualTo(-1);
        }
    }

    private HttpResponse<String> scrape(InetAddress address, int port) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create("http://" + address.getHostAddress() + ":" + port
                + "/metrics")).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static double value(Map<String, PrometheusText.Family> families, String sample,
                                Map<String, String> labels) {
        String family = families.containsKey(sample) ? sample : sample.replaceAll("_(count|sum|bucket)$", "");
        assertThat(families).containsKey(family);
        return families.get(family).value(sample, labels);
    }

    private static String type(Map<String, PrometheusText.Family> families, String family) {
        assertThat(families).containsKey(family);
        return families.get(family).type();
    }
}
