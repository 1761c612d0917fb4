package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.server.table.TableSpec;

/**
 * A full disk: while the database cannot write, bot tables wait and say why; once space is back they go on
 * by themselves, and a restart finds every table where it stood.
 */
class FullDiskTest {

    @TempDir
    Path dir;

    private static JsonNode waitFor(TestServer server, String path, Predicate<JsonNode> done, String what)
            throws InterruptedException {
        long deadline = System.nanoTime() + 180_000_000_000L;
        JsonNode last = null;
        while (System.nanoTime() < deadline) {
            last = server.get(path);
            if (done.test(last)) {
                return last;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("timed out waiting for " + what + "; last: " + last);
    }

    @Test
    void tablesWaitWhileTheDiskIsFullAndGoOnOnceSpaceIsBack() throws Exception {
        Path data = Mounts.tmpfs(dir.resolve("disk"), "size=2m");
        try {
            long stoodAt;
            String id;
            List<String> recordsBefore;
            try (TestServer server = new TestServer(Config.defaults(0, data))) {
                id = server.create(Map.of("game", "bavarian-tarock", "seats", List.of("basic", "basic", "basic"),
                        "hands", TableSpec.MAX_HANDS));
                JsonNode health = waitFor(server, "/api/health", h -> h.get("store").asText().equals("failing"),
                        "the disk to fill");
                assertThat(health.get("problem").asText()).contains("No space left on device");

                JsonNode waiting = server.get("/api/tables/" + id);
                assertThat(waiting.get("status").asText()).isEqualTo("playing");
                assertThat(waiting.get("problem").asText()).startsWith("the database is not taking writes (");
                JsonNode refused = server.post("/api/tables", Map.of("game", "bavarian-tarock"));
                assertThat(refused.get("code").asText()).isEqualTo("store-failed");

                Mounts.remount(data, "size=64m");
                long before = waiting.get("v").asLong();
                JsonNode going = waitFor(server, "/api/tables/" + id, t -> t.get("v").asLong() > before + 50,
                        "the table to go on once space is back");
                assertThat(going.has("problem")).isFalse();
                assertThat(server.get("/api/health").get("store").asText()).isEqualTo("ok");
                assertThat(server.get("/api/tables/" + id).get("status").asText()).isEqualTo("playing");
                stoodAt = server.get("/api/tables/" + id).get("v").asLong();
                recordsBefore = server.get("/api/tables/" + id + "/hands").findValuesAsText("record");
            }
            try (TestServer restarted = new TestServer(Config.defaults(0, data))) {
                JsonNode resumed = restarted.get("/api/tables/" + id);
                assertThat(resumed.get("v").asLong()).isGreaterThanOrEqualTo(stoodAt);
                assertThat(restarted.get("/api/tables/" + id + "/hands").findValuesAsText("record"))
                        .startsWith(recordsBefore.toArray(String[]::new));
            }
        } finally {
            Mounts.unmount(data);
        }
    }
}
