package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.server.client.TableClient;
import org.tarock.server.table.TableSpec;

/**
 * Stopping while bot tables play: the server stops taking actions, finishes the writes in flight and then
 * closes the database; nothing fails on the way, and every table resumes after the restart.
 */
class GracefulStopTest {
    private static final Map<String, Object> BOT_TABLE = Map.of("game", "bavarian-tarock",
            "seats", List.of("basic", "basic", "basic"), "hands", TableSpec.MAX_HANDS);

    @TempDir
    Path dir;

    /** SIGTERM to a server process at the default bot delay, as `tarock serve` runs. */
    @Test
    void sigtermStopsWithoutAFailedWriteOrABrokenTable() throws Exception {
        List<String> ids = new ArrayList<>();
        List<String> log;
        try (ServerProcess server = ServerProcess.start(dir, Config.DEFAULT_BOT_DELAY)) {
            HttpClient http = HttpClient.newHttpClient();
            URI uri = URI.create(server.url());
            for (int i = 0; i < 20; i++) {
                ids.add(TableClient.post(http, uri, "/api/tables", BOT_TABLE).get("id").asText());
            }
            awaitVersion(id -> TableClient.get(http, uri, "/api/tables/" + id), ids);
            assertThat(server.terminate()).isNotEqualTo(137);
            log = List.copyOf(server.output);
        }
        assertThat(log).noneMatch(l -> l.contains("write failed") || l.contains("writes fail")
                || l.contains("already closed") || l.contains("failed and is stopped") || l.contains("Exception")
                || l.contains("ERROR") || l.contains("WARN"));
        assertResumed(ids);
    }

    /**
     * The same stop inside this JVM, where the log is watched as the stop writes it: the bots' turns that come
     * due while the server stops are dropped, not handed to pools already shut down, so no table fails.
     */
    @Test
    void stopWhileBotsPlayFailsNoTable() throws Exception {
        List<String> ids = new ArrayList<>();
        TestServer server = new TestServer(Config.defaults(0, dir).withLimits(Config.Limits.LIFTED));
        for (int i = 0; i < 20; i++) {
            ids.add(server.create(BOT_TABLE));
        }
        awaitVersion(server::get, ids.stream().map(id -> "/api/tables/" + id).toList());
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream console = System.err;
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            server.server.stop();
        } finally {
            System.setErr(console);
        }
        assertThat(err.toString(StandardCharsets.UTF_8)).doesNotContain("failed and is stopped")
                .doesNotContain("write failed").doesNotContain("Exception");
        assertResumed(ids);
    }

    /**
     * H2 closes its databases in a shutdown hook of its own, which runs beside the server's and would close the
     * database under the writes the stop lets finish: the embedded database leaves closing to the server.
     */
    @Test
    void theEmbeddedDatabaseIsClosedByTheServerNotByTheJvmExit() {
        assertThat(Config.defaults(0, dir).jdbcUrl()).contains(";DB_CLOSE_ON_EXIT=FALSE");
    }

    /** Waits until every table has taken 300 actions, so that all of them play when the stop comes. */
    private static void awaitVersion(java.util.function.Function<String, JsonNode> table, List<String> keys)
            throws InterruptedException {
        long deadline = System.nanoTime() + 60_000_000_000L;
        for (String key : keys) {
            while (table.apply(key).get("v").asLong() < 300 && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
        }
    }

    private void assertResumed(List<String> ids) {
        try (TestServer restarted = new TestServer(Config.defaults(0, dir))) {
            for (String id : ids) {
                JsonNode table = restarted.get("/api/tables/" + id);
                assertThat(table.get("status").asText()).as(table.toString()).isEqualTo("playing");
                assertThat(table.has("problem")).isFalse();
            }
        }
    }
}
