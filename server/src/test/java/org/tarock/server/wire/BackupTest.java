package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A backup taken while bot tables play and people are mid-hand, restored into a fresh directory: a server
 * started there has every table and hand of the moment of the backup, and they go on.
 */
class BackupTest {
    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void aBackupOfARunningServerRestoresEveryTableAndHandAndTheyGoOn(@TempDir Path tmp) throws Exception {
        Path zip = tmp.resolve("tarock-backup.zip");
        List<String> botTables = new ArrayList<>();
        Map<String, Long> botVersions = new HashMap<>();
        Map<String, String> botRecords = new HashMap<>();
        Set<String> tableIds;
        String tableId;
        String[] tokens;
        long version;
        JsonNode[] views = new JsonNode[3];
        Config first = TestServer.config();
        try (TestServer server = new TestServer(first)) {
            for (int i = 0; i < 3; i++) {
                botTables.add(server.create(Map.of("game", "bavarian-tarock",
                        "seats", List.of("basic", "basic", "random"), "hands", 1000)));
            }
            HumanTable t = new HumanTable(server, Map.of("game", "bavarian-tarock",
                    "seats", List.of("open", "open", "open"), "hands", 5));
            tableId = t.id;
            tokens = t.tokens;
            Random random = new Random(42);
            while (t.watcher.view.get("hand").asInt() < 1 || t.watcher.view.get("history").size() < 4) {
                t.playOne(HumanTable.randomPlay(random));
            }
            version = t.version();
            for (int p = 0; p < 3; p++) {
                views[p] = t.seats[p].view;
            }
            for (String id : botTables) {
                botVersions.put(id, server.get("/api/tables/" + id).get("v").asLong());
                botRecords.put(id, server.raw("GET", "/api/tables/" + id + "/match.jsonl", null).body());
            }
            tableIds = ids(server.get("/api/tables"));

            assertThat(Backups.backup(first.dataDir(), zip)).isEqualTo(Backups.Maker.RUNNING_SERVER);

            assertThat(Files.getPosixFilePermissions(first.dataDir().resolve(AdminEndpoint.TOKEN_FILE)))
                    .isEqualTo(PosixFilePermissions.fromString("rw-------"));
            Thread.sleep(300); // the bot tables play on after the backup, which holds what was before it
            t.close();
        }
        assertThat(first.dataDir().resolve(AdminEndpoint.TOKEN_FILE)).doesNotExist();

        Path fresh = tmp.resolve("restored");
        Backups.restore(zip, fresh, false);
        try (TestServer server = new TestServer(restoredConfig(fresh))) {
            assertThat(ids(server.get("/api/tables"))).isEqualTo(tableIds);
            JsonNode info = server.get("/api/tables/" + tableId);
            assertThat(info.get("v").asLong()).isEqualTo(version);
            assertThat(info.get("hands_played").asInt()).isEqualTo(1);
            Probe[] seats = new Probe[3];
            for (int p = 0; p < 3; p++) {
                seats[p] = new Probe(http, server.uri);
                seats[p].hello(tableId, tokens[p]);
                JsonNode state = seats[p].until("state");
                assertThat(state.get("v").asLong()).isEqualTo(version + p);
                assertThat(state.get("view")).isEqualTo(views[p]);
            }
            for (String id : botTables) {
                // The restored bot tables play on at once (on hands of their own from the backup's moment on), so
                // what they had before the backup is where they are or behind it.
                long restoredVersion = server.get("/api/tables/" + id).get("v").asLong();
                String records = server.raw("GET", "/api/tables/" + id + "/match.jsonl", null).body();
                assertThat(restoredVersion).isGreaterThanOrEqualTo(botVersions.get(id));
                assertThat(records).startsWith(botRecords.get(id));
                Probe.await(() -> server.get("/api/tables/" + id).get("v").asLong() > restoredVersion, 10,
                        "bot table " + id + " past version " + restoredVersion);
            }
            HumanTable resumed = new HumanTable(http, server.uri, tableId, tokens, seats);
            resumed.playMatch(new Random(7));
            assertThat(server.raw("GET", "/api/tables/" + tableId + "/match.jsonl", null).body().lines())
                    .hasSize(5);
            resumed.close();
        }
    }

    @Test
    void aStoppedServersDatabaseIsCopiedByTheCommandItself(@TempDir Path tmp) throws Exception {
        Config config = TestServer.config();
        String id;
        try (TestServer server = new TestServer(config)) {
            id = server.create(Map.of("game", "bavarian-tarock", "seats", List.of("open", "basic", "basic"),
                    "hands", 3));
        }
        Path zip = tmp.resolve("stopped.zip");
        assertThat(Backups.backup(config.dataDir(), zip)).isEqualTo(Backups.Maker.THIS_COMMAND);
        Path fresh = tmp.resolve("restored");
        Backups.restore(zip, fresh, false);
        try (TestServer server = new TestServer(restoredConfig(fresh))) {
            assertThat(server.get("/api/tables/" + id).get("status").asText()).isEqualTo("open");
        }
    }

    private static Config restoredConfig(Path dir) {
        return Config.defaults(0, dir).withLimits(Config.Limits.LIFTED).withBotDelay(Duration.ZERO);
    }

    private static Set<String> ids(JsonNode list) {
        Set<String> ids = new TreeSet<>();
        list.get("tables").forEach(t -> ids.add(t.get("id").asText()));
        return ids;
    }
}
