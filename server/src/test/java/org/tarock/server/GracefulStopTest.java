package org.tarock.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.server.client.TableClient;

/**
 * SIGTERM while bot tables play: the server stops taking actions, finishes the writes in flight and then
 * closes the database; nothing fails on the way, and every table resumes after the restart.
 */
class GracefulStopTest {

    @TempDir
    Path dir;

    @Test
    void sigtermStopsWithoutAFailedWriteOrABrokenTable() throws Exception {
        List<String> ids = new ArrayList<>();
        List<String> log;
        try (ServerProcess server = ServerProcess.start(dir, Duration.ZERO)) {
            HttpClient http = HttpClient.newHttpClient();
            URI uri = URI.create(server.url());
            for (int i = 0; i < 20; i++) {
                ids.add(TableClient.post(http, uri, "/api/tables", Map.of("game", "bavarian-tarock",
                        "seats", List.of("basic", "basic", "basic"), "hands", TableSpec.MAX_HANDS)).get("id").asText());
            }
            long deadline = System.nanoTime() + 60_000_000_000L;
            while (TableClient.get(http, uri, "/api/tables/" + ids.getLast()).get("v").asLong() < 100
                    && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            assertThat(server.terminate()).isNotEqualTo(137);
            log = List.copyOf(server.output);
        }
        assertThat(log).noneMatch(l -> l.contains("write failed") || l.contains("writes fail")
                || l.contains("already closed") || l.contains("failed and is stopped") || l.contains("Exception")
                || l.contains("ERROR") || l.contains("WARN"));
        try (TestServer restarted = new TestServer(Config.defaults(0, dir))) {
            for (String id : ids) {
                JsonNode table = restarted.get("/api/tables/" + id);
                assertThat(table.get("status").asText()).as(table.toString()).isEqualTo("playing");
                assertThat(table.has("problem")).isFalse();
            }
        }
    }
}
