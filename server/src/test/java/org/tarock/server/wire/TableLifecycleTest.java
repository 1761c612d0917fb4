package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The table lifecycle (docs/protocol.md, "Closing a table"): the creator closes a table with the creator token,
 * a table nobody is at is closed after the configured time (an injected clock here), closed tables keep their
 * hands and count against no limit, and a closed table stays closed through a restart.
 */
class TableLifecycleTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Map<String, Object> OPEN_TABLE = Map.of("game", "bavarian-tarock",
            "seats", List.of("open", "basic", "basic"));

    private static JsonNode status(HttpResponse<String> r, int expected) throws Exception {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(expected);
        return JSON.readTree(r.body());
    }

    private static JsonNode close(TestServer s, String id, String token) {
        return s.post("/api/tables/" + id + "/close", Map.of("creator_token", token));
    }

    private static List<String> ids(JsonNode list) {
        return list.get("tables").findValuesAsText("id");
    }

    @Test
    void theCreatorClosesTheTableWithTheCreatorToken() throws Exception {
        try (TestServer s = new TestServer(TestServer.config())) {
            JsonNode created = s.post("/api/tables", OPEN_TABLE);
            String id = created.get("id").asText();
            String token = created.get("creator_token").asText();
            assertThat(token).hasSize(43);
            assertThat(s.get("/api/tables/" + id).has("creator_token")).isFalse();
            JsonNode wrong = status(s.raw("POST", "/api/tables/" + id + "/close",
                    "{\"creator_token\":\"" + "x".repeat(43) + "\"}"), 403);
            assertThat(wrong.get("code").asText()).isEqualTo("not-creator");
            assertThat(close(s, id, token).get("status").asText()).isEqualTo("closed");
            assertThat(ids(s.get("/api/tables?status=closed"))).containsExactly(id);
            assertThat(ids(s.get("/api/tables?status=open"))).doesNotContain(id);
            assertThat(ids(s.get("/api/tables"))).contains(id);
        }
    }

    @Test
    void theLobbysListHoldsTheLiveTablesAndTheEndedOnesOnlyWhenAskedFor() throws Exception {
        try (TestServer s = new TestServer(TestServer.config())) {
            String open = s.post("/api/tables", OPEN_TABLE).get("id").asText();
            String playing = s.create(Map.of("game", "bavarian-tarock", "seats", List.of("open", "open", "basic")));
            s.join(playing, 0, "Anna");
            s.join(playing, 1, "Ben");
            String finished = s.create(Map.of("game", "bavarian-tarock", "seats", List.of("random", "random", "random"),
                    "hands", 1));
            JsonNode toClose = s.post("/api/tables", OPEN_TABLE);
            String closed = toClose.get("id").asText();
            close(s, closed, toClose.get("creator_token").asText());
            long end = System.nanoTime() + 30_000_000_000L;
            while (!s.get("/api/tables/" + finished).get("status").asText().equals("finished")) {
                assertThat(System.nanoTime()).as("the bot table's hand ends within 30 s").isLessThan(end);
                Probe.sleep(20);
            }

            assertThat(ids(s.get("/api/tables?status=open,playing"))).containsExactly(open, playing);
            assertThat(ids(s.get("/api/tables?status=finished,closed"))).containsExactlyInAnyOrder(finished, closed);
            assertThat(ids(s.get("/api/tables"))).as("without a status, every table")
                    .containsExactlyInAnyOrder(open, playing, finished, closed);
            JsonNode unknown = status(s.raw("GET", "/api/tables?status=open,gone", null), 400);
            assertThat(unknown.get("code").asText()).isEqualTo("malformed");
            assertThat(unknown.get("message").asText()).contains("\"gone\"").contains("open, playing, finished, closed");
        }
    }

    @Test
    void aClosedTableRefusesActionsAndKeepsItsFinishedHands() throws Exception {
        try (TestServer s = new TestServer(TestServer.config())) {
            JsonNode created = s.post("/api/tables", Map.of("game", "bavarian-tarock",
                    "seats", List.of("open", "open", "open"), "hands", 3));
            String id = created.get("id").asText();
            String[] tokens = new String[3];
            Probe[] seats = new Probe[3];
            for (int p = 0; p < 3; p++) {
                tokens[p] = s.join(id, p, HumanTable.NAMES.get(p));
                seats[p] = s.connect();
                seats[p].hello(id, tokens[p]);
            }
            try (HumanTable t = new HumanTable(s.http, s.uri, id, tokens, seats)) {
                while (s.get("/api/tables/" + id).get("hands_played").asInt() < 1) {
                    t.playOne(HumanTable.randomPlay(new java.util.Random(2)));
                }
                close(s, id, created.get("creator_token").asText());
                JsonNode closed = t.watcher.until(m -> m.path("event").path("kind").asText().equals("closed"));
                assertThat(closed.get("event").get("hands_played").asInt()).isEqualTo(1);
                seats[0].send(Map.of("type", "act", "id", "late", "act", "pass"));
                assertThat(seats[0].answer("late").get("code").asText()).isEqualTo("table-closed");
                assertThat(status(s.raw("GET", "/api/tables/" + id + "/hands/0", null), 200).get("format").asText())
                        .isEqualTo("tarock-record/1");
                JsonNode again = status(s.raw("POST", "/api/tables/" + id + "/close",
                        "{\"creator_token\":\"" + created.get("creator_token").asText() + "\"}"), 200);
                assertThat(again.get("status").asText()).isEqualTo("closed");
            }
        }
    }

    @Test
    void aFinishedMatchStaysFinished() throws Exception {
        try (TestServer s = new TestServer(TestServer.config())) {
            JsonNode created = s.post("/api/tables", Map.of("game", "bavarian-tarock",
                    "seats", List.of("basic", "basic", "basic"), "hands", 1));
            String id = created.get("id").asText();
            while (!s.get("/api/tables/" + id).get("status").asText().equals("finished")) {
                Probe.sleep(20);
            }
            JsonNode refused = status(s.raw("POST", "/api/tables/" + id + "/close",
                    "{\"creator_token\":\"" + created.get("creator_token").asText() + "\"}"), 409);
            assertThat(refused.get("code").asText()).isEqualTo("not-live");
        }
    }

    @Test
    void aTableNeverJoinedIsClosedAfterTenIdleMinutes() {
        TestClock clock = new TestClock();
        try (TestServer s = new TestServer(TestServer.config(), clock)) {
            String id = s.create(OPEN_TABLE);
            clock.advance(Duration.ofMinutes(9));
            s.server.closeIdleTables();
            assertThat(statusAfterItsTasks(s, id)).isEqualTo("open");
            clock.advance(Duration.ofMinutes(2));
            s.server.closeIdleTables();
            awaitStatus(s, id, "closed");
        }
    }

    @Test
    void aJoinedTableNobodyIsAtIsClosedAfterADayAndNotWhileSomeoneIsConnected() {
        TestClock clock = new TestClock();
        try (TestServer s = new TestServer(TestServer.config(), clock)) {
            String away = s.create(OPEN_TABLE);
            s.join(away, 0, "Anna");
            String here = s.create(OPEN_TABLE);
            try (Probe bert = s.connect()) {
                bert.hello(here, s.join(here, 0, "Bert"));
                clock.advance(Duration.ofHours(23));
                s.server.closeIdleTables();
                assertThat(statusAfterItsTasks(s, away)).isEqualTo("playing");
                clock.advance(Duration.ofHours(2));
                s.server.closeIdleTables();
                awaitStatus(s, away, "closed");
                assertThat(statusAfterItsTasks(s, here)).isEqualTo("playing");
            }
        }
    }

    @Test
    void closedTablesCountAgainstNoLimit() throws Exception {
        try (TestServer s = new TestServer(TestServer.config().withMaxTables(2))) {
            String token = s.post("/api/tables", OPEN_TABLE).get("creator_token").asText();
            String first = ids(s.get("/api/tables")).getFirst();
            s.create(OPEN_TABLE);
            assertThat(status(s.raw("POST", "/api/tables", JSON.writeValueAsString(OPEN_TABLE)), 503)
                    .get("code").asText()).isEqualTo("too-many-tables");
            close(s, first, token);
            s.create(OPEN_TABLE);
        }
    }

    @Test
    void aClosedTableStaysClosedThroughARestart() {
        Config config = TestServer.config();
        String id;
        try (TestServer s = new TestServer(config)) {
            JsonNode created = s.post("/api/tables", OPEN_TABLE);
            id = created.get("id").asText();
            s.join(id, 0, "Anna");
            close(s, id, created.get("creator_token").asText());
        }
        try (TestServer s = new TestServer(config)) {
            assertThat(s.get("/api/tables/" + id).get("status").asText()).isEqualTo("closed");
        }
    }

    /**
     * The status once the table has run every task asked of it before (closing is one of them): a watcher's
     * welcome comes from a task queued after them, and a watcher is no player, nor activity at the table.
     */
    private static String statusAfterItsTasks(TestServer s, String id) {
        try (Probe watcher = s.connect()) {
            watcher.hello(id, null);
        }
        return s.get("/api/tables/" + id).get("status").asText();
    }

    /** Waits up to 10 s for the table's status to become {@code expected} (closing runs as one of its tasks). */
    private static void awaitStatus(TestServer s, String id, String expected) {
        Probe.await(() -> s.get("/api/tables/" + id).get("status").asText().equals(expected), 10,
                "table " + id + " " + expected);
    }
}
