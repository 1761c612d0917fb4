package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.engine.Card;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.records.RecordReader;
import org.tarock.records.Verifier;
import org.tarock.records.VerifyReport;

/** The HTTP side: status page, games, creating, listing and joining tables, records; and every error. */
class HttpApiTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = new TestServer(TestServer.config().withMaxTables(40));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static JsonNode status(HttpResponse<String> r, int expected) throws Exception {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(expected);
        return JSON.readTree(r.body());
    }

    private static HttpResponse<String> post(String path, String body) {
        return server.raw("POST", path, body);
    }

    @Test
    void statusPageNamesTheProject() {
        HttpResponse<String> r = server.raw("GET", "/", null);
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
        assertThat(r.body()).contains("tarock").contains("Bavarian Tarock");
    }

    @Test
    void aTableIsCreatedAtNormalOrFastPace() throws Exception {
        JsonNode normal = status(post("/api/tables", "{\"game\": \"bavarian-tarock\", \"seats\": [\"open\", \"open\", \"open\"]}"), 201);
        assertThat(normal.get("pace").asText()).isEqualTo("normal");
        JsonNode fast = status(post("/api/tables", "{\"game\": \"bavarian-tarock\", \"seats\": [\"open\", \"open\", \"open\"], "
                + "\"pace\": \"fast\"}"), 201);
        assertThat(fast.get("pace").asText()).isEqualTo("fast");
        assertThat(server.get("/api/tables/" + fast.get("id").asText()).get("pace").asText()).isEqualTo("fast");
        JsonNode slow = status(post("/api/tables", "{\"game\": \"bavarian-tarock\", \"pace\": \"slow\"}"), 400);
        assertThat(slow.get("code").asText()).isEqualTo("malformed");
        assertThat(slow.get("message").asText()).contains("pace");
    }

    @Test
    void faviconIsTheIconOfThePage() {
        HttpResponse<String> r = server.raw("GET", "/favicon.ico", null);
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("image/svg+xml");
        assertThat(r.body()).startsWith("<svg");
        assertThat(server.raw("GET", "/web/favicon.svg", null).body()).isEqualTo(r.body());
    }

    @Test
    void gamesListEveryAvailableGameWithItsOptionsAndTheBots() {
        JsonNode games = server.get("/api/games");
        assertThat(games.get("games").size()).isEqualTo(Games.available().size());
        for (JsonNode g : games.get("games")) {
            GameId id = GameId.of(g.get("game").asText());
            assertThat(g.get("options").size()).isEqualTo(Games.ruleBook(id).options().size());
            assertThat(g.get("pack").asText()).isEqualTo(
                    Games.byId(id.id()).pack().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
            assertThat(g.get("options").get(0).get("meaning").asText()).isNotBlank();
            // the page sorts a hand by the pack's canonical order
            List<String> cards = new ArrayList<>();
            g.get("cards").forEach(c -> cards.add(c.asText()));
            assertThat(cards).isEqualTo(Games.byId(id.id()).pack().cards().stream().map(Card::code).toList());
        }
        assertThat(games.get("bots").toString()).contains("random", "basic", "easy", "medium", "hard");
    }

    @Test
    void createValidatesGameRulesSeatsAndHands() throws Exception {
        assertThat(status(post("/api/tables", "{\"game\":\"skat\"}"), 400).get("code").asText())
                .isEqualTo("unknown-game");
        JsonNode badOption = status(post("/api/tables", "{\"game\":\"bavarian-tarock\",\"rules\":{\"jokers\":true}}"), 400);
        assertThat(badOption.get("code").asText()).isEqualTo("bad-rules");
        assertThat(badOption.get("message").asText()).contains("rules.jokers").contains("has no such option");
        JsonNode badValue = status(post("/api/tables",
                "{\"game\":\"bavarian-tarock\",\"rules\":{\"table-size\":5}}"), 400);
        assertThat(badValue.get("message").asText()).contains("rules.table-size").contains("not a valid value");
        assertThat(status(post("/api/tables", "{\"game\":\"bavarian-tarock\",\"rules\":{\"table-size\":[3]}}"), 400)
                .get("code").asText()).isEqualTo("bad-rules");
        assertThat(status(post("/api/tables", "{\"game\":\"bavarian-tarock\",\"preset\":\"prague\"}"), 400)
                .get("message").asText()).contains("unknown preset");
        assertThat(status(post("/api/tables", "{\"game\":\"bavarian-tarock\",\"seats\":[\"open\",\"basic\"]}"), 400)
                .get("code").asText()).isEqualTo("bad-seats");
        assertThat(status(post("/api/tables",
                "{\"game\":\"bavarian-tarock\",\"seats\":[\"open\",\"basic\",\"grandmaster\"]}"), 400)
                .get("code").asText()).isEqualTo("bad-seats");
        assertThat(status(post("/api/tables", "{\"game\":\"bavarian-tarock\",\"hands\":0}"), 400)
                .get("code").asText()).isEqualTo("malformed");
        assertThat(status(post("/api/tables", "{\"game\":"), 400).get("code").asText()).isEqualTo("malformed");
        assertThat(status(post("/api/tables", "[]"), 400).get("code").asText()).isEqualTo("malformed");
        assertThat(status(post("/api/tables", "{}"), 400).get("message").asText()).contains("\"game\" is required");
        // Four at the table needs four seats.
        JsonNode four = status(post("/api/tables", "{\"game\":\"bavarian-tarock\",\"rules\":{\"table-size\":4},"
                + "\"seats\":[\"open\",\"basic\",\"basic\",\"random\"]}"), 201);
        assertThat(four.get("seats").size()).isEqualTo(4);
    }

    @Test
    void aCreatedTableIsListedAsOpenThenInPlayOnceItsSeatsAreTaken() throws Exception {
        JsonNode created = status(post("/api/tables", "{\"game\":\"bavarian-tarock\",\"rules\":{\"haferl-stake\":20},"
                + "\"seats\":[\"open\",\"open\",\"basic\"]}"), 201);
        String id = created.get("id").asText();
        assertThat(created.get("status").asText()).isEqualTo("open");
        assertThat(created.get("rules").get("haferl-stake").asInt()).isEqualTo(20);
        assertThat(ids(server.get("/api/tables?status=open"))).contains(id);
        server.join(id, 0, "Anna");
        JsonNode second = status(post("/api/tables/" + id + "/seats/1", "{\"name\":\"Ben\"}"), 201);
        assertThat(second.get("token").asText()).hasSizeGreaterThanOrEqualTo(40);
        assertThat(second.get("seat").asInt()).isEqualTo(1);
        JsonNode info = server.get("/api/tables/" + id);
        assertThat(info.get("status").asText()).isEqualTo("playing");
        assertThat(info.toString()).doesNotContain(second.get("token").asText());
        assertThat(ids(server.get("/api/tables?status=playing"))).contains(id);
        assertThat(ids(server.get("/api/tables?status=open"))).doesNotContain(id);
    }

    @Test
    void joiningChecksTheSeatTheNameAndTheTable() throws Exception {
        String id = server.create(Map.of("game", "bavarian-tarock", "seats", List.of("open", "open", "basic")));
        assertThat(status(post("/api/tables/nosuch/seats/0", "{\"name\":\"Anna\"}"), 404).get("code").asText())
                .isEqualTo("unknown-table");
        assertThat(status(post("/api/tables/" + id + "/seats/7", "{\"name\":\"Anna\"}"), 400).get("code").asText())
                .isEqualTo("bad-seat");
        assertThat(status(post("/api/tables/" + id + "/seats/x", "{\"name\":\"Anna\"}"), 400).get("code").asText())
                .isEqualTo("malformed");
        assertThat(status(post("/api/tables/" + id + "/seats/2", "{\"name\":\"Anna\"}"), 409).get("code").asText())
                .isEqualTo("seat-taken");
        assertThat(status(post("/api/tables/" + id + "/seats/0", "{\"name\":\"  \"}"), 400).get("code").asText())
                .isEqualTo("bad-name");
        assertThat(status(post("/api/tables/" + id + "/seats/0", "{\"name\":\"" + "n".repeat(40) + "\"}"), 400)
                .get("code").asText()).isEqualTo("bad-name");
        assertThat(status(post("/api/tables/" + id + "/seats/0", "{\"name\":\"basic-3\"}"), 409).get("code").asText())
                .isEqualTo("name-taken");
        assertThat(status(post("/api/tables/" + id + "/seats/0", "{\"name\":\"Anna\",\"bot\":\"yes\"}"), 400)
                .get("code").asText()).isEqualTo("malformed");
        status(post("/api/tables/" + id + "/seats/0", "{\"name\":\"Anna\"}"), 201);
        assertThat(status(post("/api/tables/" + id + "/seats/0", "{\"name\":\"Eve\"}"), 409).get("code").asText())
                .isEqualTo("seat-taken");
        assertThat(status(server.raw("GET", "/api/tables/nosuch", null), 404).get("code").asText())
                .isEqualTo("unknown-table");
        assertThat(status(server.raw("GET", "/api/nothing", null), 404).get("code").asText()).isEqualTo("not-found");
    }

    @Test
    void finishedHandsAreDownloadableAsRecordsAndTheMatchAsJsonLines(@TempDir Path dir) throws Exception {
        String id = server.create(Map.of("game", "bavarian-tarock", "seats", List.of("basic", "random", "basic"),
                "hands", 4));
        JsonNode info = awaitStatus(id, "finished");
        assertThat(info.get("hands_played").asInt()).isEqualTo(4);
        JsonNode hands = server.get("/api/tables/" + id + "/hands");
        assertThat(hands.get("hands").size()).isEqualTo(4);
        HttpResponse<String> record = server.raw("GET", "/api/tables/" + id + "/hands/2", null);
        assertThat(record.statusCode()).isEqualTo(200);
        assertThat(RecordReader.read(record.body()).players()).containsExactly("basic-1", "random-2", "basic-3");
        assertThat(status(server.raw("GET", "/api/tables/" + id + "/hands/4", null), 404).get("code").asText())
                .isEqualTo("no-such-hand");
        HttpResponse<String> match = server.raw("GET", "/api/tables/" + id + "/match.jsonl", null);
        assertThat(match.headers().firstValue("Content-Type").orElse("")).startsWith("application/x-ndjson");
        List<String> lines = match.body().lines().toList();
        assertThat(lines).hasSize(4);
        assertThat(lines.get(2)).isEqualTo(record.body());
        Path file = dir.resolve("match.jsonl");
        Files.writeString(file, match.body());
        VerifyReport report = Verifier.verify(List.of(file));
        assertThat(report.problems()).isEmpty();
        assertThat(report.ok()).isEqualTo(4);
    }

    @Test
    void aFinishedHandsAnalysisNamesTheDoubleDummyBestCardOfEveryCardPlayed() throws Exception {
        String id = server.create(Map.of("game", "bavarian-tarock", "seats", List.of("basic", "basic", "basic"),
                "hands", 3));
        awaitStatus(id, "finished");
        int analysed = 0;
        for (int n = 0; n < 3; n++) {
            var record = RecordReader.read(server.raw("GET", "/api/tables/" + id + "/hands/" + n, null).body());
            JsonNode analysis = status(server.raw("GET", "/api/tables/" + id + "/hands/" + n + "/analysis", null), 200);
            assertThat(analysis.get("contract").asText()).isEqualTo(record.result().contract());
            for (JsonNode d : analysis.get("decisions")) {
                var move = record.actions().get(d.get("action").asInt());
                assertThat(move.seat()).isEqualTo(d.get("seat").asInt());
                assertThat(record.game().vocabulary().format(move.action())).isEqualTo("play " + d.get("played").asText());
                assertThat(d.get("points_lost").asInt())
                        .isEqualTo(d.get("best_value").asInt() - d.get("played_value").asInt())
                        .isNotNegative();
                analysed++;
            }
        }
        assertThat(analysed).as("card plays analysed in three hands").isPositive();
        assertThat(status(server.raw("GET", "/api/tables/" + id + "/hands/3/analysis", null), 404).get("code").asText())
                .isEqualTo("no-such-hand");
    }

    @Test
    void aLeipzigHandsAnalysisComesFromTheParanoidSearchWithEachPlayersValue() throws Exception {
        String id = server.create(Map.of("game", "leipzig-taroc", "seats", List.of("random", "random", "random"),
                "hands", 1));
        awaitStatus(id, "finished");
        var record = RecordReader.read(server.raw("GET", "/api/tables/" + id + "/hands/0", null).body());
        JsonNode analysis = status(server.raw("GET", "/api/tables/" + id + "/hands/0/analysis", null), 200);
        assertThat(analysis.get("method").asText()).isEqualTo("paranoid-search");
        assertThat(analysis.get("declarer").isNull()).isTrue();
        assertThat(analysis.get("decisions")).hasSize(75);
        for (JsonNode d : analysis.get("decisions")) {
            var move = record.actions().get(d.get("action").asInt());
            assertThat(record.game().vocabulary().format(move.action())).isEqualTo("play " + d.get("played").asText());
            assertThat(d.get("points_lost").asInt()).isEqualTo(d.get("best_value").asInt() - d.get("played_value").asInt());
            assertThat(d.get("cards").findValuesAsText("card")).contains(d.get("best").asText(), d.get("played").asText());
        }
        JsonNode seats = analysis.get("seats");
        assertThat(seats).hasSize(3);
        for (int seat = 0; seat < 3; seat++) {
            assertThat(seats.get(seat).get("card_points").asInt())
                    .isEqualTo(((Number) ((List<?>) record.result().fields().get("card_points")).get(seat)).intValue());
            assertThat(seats.get(seat).get("search_value").asInt()).isBetween(0, 78);
        }
    }

    @Test
    void theServerRefusesMoreTablesThanItsLimit() throws Exception {
        try (TestServer small = new TestServer(TestServer.config().withMaxTables(2))) {
            small.create(Map.of("game", "bavarian-tarock"));
            small.create(Map.of("game", "bavarian-tarock"));
            HttpResponse<String> r = small.raw("POST", "/api/tables", "{\"game\":\"bavarian-tarock\"}");
            assertThat(r.statusCode()).isEqualTo(503);
            assertThat(JSON.readTree(r.body()).get("code").asText()).isEqualTo("too-many-tables");
        }
    }

    static JsonNode awaitStatus(String id, String status) throws InterruptedException {
        JsonNode info = null;
        for (int i = 0; i < 600; i++) {
            info = server.get("/api/tables/" + id);
            if (info.get("status").asText().equals(status)) {
                return info;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("table " + id + " did not become " + status + ": " + info);
    }

    private static List<String> ids(JsonNode list) {
        return java.util.stream.StreamSupport.stream(list.get("tables").spliterator(), false)
                .map(t -> t.get("id").asText()).toList();
    }
}
