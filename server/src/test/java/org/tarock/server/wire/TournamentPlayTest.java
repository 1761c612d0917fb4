package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.bots.Bots;
import org.tarock.records.TournamentVerifier;
import org.tarock.server.client.BotClient;
import org.tarock.server.tournaments.DailySchedule;

/**
 * Tournaments played at real tables of the server: the creator's seed, two entrants and the server's bot entry on
 * the same deals, dealer and seat, the same play meeting the same answers, the standings and how the field played
 * each deal, the records once it has closed and what a verifier makes of them; and what an entry table keeps to
 * its entrant.
 */
class TournamentPlayTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final TestClock clock = new TestClock();
    private TestServer server;
    private Visitor anna;
    private Visitor ben;

    @BeforeEach
    void start() {
        server = new TestServer(TestServer.config(), clock);
        anna = new Visitor(server).signUp("Anna", "anna's long password");
        ben = new Visitor(server).signUp("Ben", "ben's long password");
    }

    @AfterEach
    void stop() {
        server.close();
    }

    /** A two-deal Husarln tournament of Anna's with basic bots, opening in an hour, its seed given; then open. */
    private String openTournament() {
        Visitor.Answer made = anna.post("/api/tournaments", Map.of("game", "husarln", "deals", 2, "bots", "basic",
                "opens", clock.instant().plus(Duration.ofHours(1)).toString()));
        assertThat(made.status()).as(made.body().toString()).isEqualTo(201);
        String id = made.body().get("id").asText();
        assertThat(made.body().get("commitment").asText()).hasSize(64);
        assertThat(anna.post("/api/tournaments/" + id + "/seed", Map.of("client_seed", "anna-chose-this"))
                .status()).isEqualTo(200);
        clock.advance(Duration.ofHours(1));
        return id;
    }

    /** Enters and plays every deal with a seeded basic bot in the entrant's seat, as the protocol lets a player. */
    private String enterAndPlay(Visitor who, String id) throws Exception {
        Visitor.Answer entry = who.post("/api/tournaments/" + id + "/entries", Map.of());
        assertThat(entry.status()).as(entry.body().toString()).isEqualTo(201);
        assertThat(entry.body().get("seat").asInt()).isZero();
        String table = entry.body().get("table").asText();
        try (BotClient player = BotClient.resume(server.http, server.uri, table, entry.body().get("token").asText(),
                Bots.create("basic", 7))) {
            player.matchOver().get(60, TimeUnit.SECONDS);
            assertThat(player.problems()).isEmpty();
        }
        return table;
    }

    private JsonNode awaitStandings(String id, int entries) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (true) {
            JsonNode t = anna.get("/api/tournaments/" + id).body();
            List<JsonNode> done = new ArrayList<>();
            t.get("standings").forEach(s -> {
                if (s.get("deals_played").asInt() == 2) {
                    done.add(s);
                }
            });
            if (done.size() == entries || System.nanoTime() > end) {
                return t;
            }
            Thread.sleep(50);
        }
    }

    @Test
    void twoEntrantsAndTheBotEntryPlayTheSameDealsAndTheRecordsVerifyAfterTheClose(@TempDir Path dir)
            throws Exception {
        String id = openTournament();
        String annas = enterAndPlay(anna, id);
        String bens = enterAndPlay(ben, id);
        assertThat(anna.post("/api/tournaments/" + id + "/entries", Map.of()).code()).isEqualTo("already-entered");

        JsonNode t = awaitStandings(id, 3);
        assertThat(t.get("standings")).extracting(s -> s.get("name").asText())
                .containsExactlyInAnyOrder("Anna", "Ben", "bot:basic");
        assertThat(t.get("field")).hasSize(2);
        assertThat(t.get("field").get(0).get("plays")).hasSize(3);
        assertThat(t.get("entry").get("table").asText()).isEqualTo(annas);
        assertThat(ben.get("/api/players/Ben").body().at("/tournaments/0/entry/deals_played").asInt()).isEqualTo(2);

        // an entry's hands are its entrant's until the tournament closes
        assertThat(server.raw("GET", "/api/tables/" + annas + "/match.jsonl", null).statusCode()).isEqualTo(403);
        assertThat(anna.get("/api/tables/" + annas + "/hands/1").status()).isEqualTo(200);
        assertThat(anna.get("/api/tables/" + bens + "/hands/1").code()).isEqualTo("not-closed");

        assertThat(anna.get("/api/tournaments/" + id + "/records.jsonl").code()).isEqualTo("not-closed");
        clock.advance(Duration.ofDays(1));
        String records = anna.get("/api/tournaments/" + id + "/records.jsonl").response().body();
        assertThat(records.lines()).hasSize(6);
        // the same play met the same answers: Anna's and Ben's hands are the same, card for card
        List<JsonNode> annaRecords = records.lines().map(TournamentPlayTest::read)
                .filter(r -> r.get("entrant").asText().equals("Anna")).toList();
        List<JsonNode> benRecords = records.lines().map(TournamentPlayTest::read)
                .filter(r -> r.get("entrant").asText().equals("Ben")).toList();
        for (int k = 0; k < 2; k++) {
            assertThat(benRecords.get(k).get("deal")).isEqualTo(annaRecords.get(k).get("deal"));
            assertThat(benRecords.get(k).get("dealer")).isEqualTo(annaRecords.get(k).get("dealer"));
            assertThat(benRecords.get(k).get("moves")).isEqualTo(annaRecords.get(k).get("moves"));
            assertThat(benRecords.get(k).at("/fairness/client_seeds/0").asText()).isEqualTo("anna-chose-this");
        }

        Path file = Files.writeString(dir.resolve("records.jsonl"), records);
        Path standings = Files.writeString(dir.resolve("tournament.json"),
                anna.get("/api/tournaments/" + id).body().toString());
        List<String> problems = new ArrayList<>();
        TournamentVerifier.Report report = TournamentVerifier.verify(file, standings, problems::add);
        assertThat(problems).isEmpty();
        assertThat(report.summary()).isEqualTo("6 records, 6 ok, 0 bad; standings ok");
    }

    @Test
    void anEntryTableIsNotListedTakesNoWatchersAndGivesNoHints() throws Exception {
        String id = openTournament();
        Visitor.Answer entry = anna.post("/api/tournaments/" + id + "/entries", Map.of());
        String table = entry.body().get("table").asText();
        assertThat(server.get("/api/tables").get("tables")).noneMatch(i -> i.get("id").asText().equals(table));
        assertThat(server.get("/api/tables/" + table).get("tournament").asText()).isEqualTo(id);
        try (Probe watcher = server.connect()) {
            watcher.send(Map.of("type", "hello", "table", table));
            assertThat(watcher.until("error").get("code").asText()).isEqualTo("no-watchers");
        }
        try (Probe player = server.connect()) {
            player.hello(table, entry.body().get("token").asText());
            player.send(Map.of("type", "hint", "id", "h1"));
            assertThat(player.answer("h1").get("code").asText()).isEqualTo("no-hint");
        }
        assertThat(ben.get("/api/tables/" + table + "/hands/0").code()).isEqualTo("not-closed");
    }

    @Test
    void anEntryLeftIsResumedWithAFreshTokenAndTheOldOneHoldsNoSeat() throws Exception {
        String id = openTournament();
        String old = anna.post("/api/tournaments/" + id + "/entries", Map.of()).body().get("token").asText();
        JsonNode me = anna.get("/api/tournaments/" + id + "/entries/me").body();
        assertThat(me.get("token").asText()).isNotEqualTo(old);
        try (Probe stale = server.connect()) {
            stale.send(Map.of("type", "hello", "table", me.get("table").asText(), "token", old));
            assertThat(stale.until("error").get("code").asText()).isEqualTo("bad-token");
        }
        try (BotClient player = BotClient.resume(server.http, server.uri, me.get("table").asText(),
                me.get("token").asText(), Bots.create("basic", 7))) {
            player.matchOver().get(60, TimeUnit.SECONDS);
        }
        assertThat(ben.get("/api/tournaments/" + id + "/entries/me").code()).isEqualTo("not-entered");
    }

    @Test
    void aServerWithDailyTournamentsStartsTodaysAtItsStartWithItsBotEntryPlaying() throws Exception {
        try (TestServer daily = new TestServer(TestServer.config().withDaily(DailySchedule.parse("husarln:2:basic")),
                clock)) {
            JsonNode open = daily.get("/api/tournaments?status=open").get("tournaments");
            assertThat(open).hasSize(1);
            assertThat(open.get(0).get("daily").asText()).isEqualTo("2026-12-01");
            assertThat(open.get(0).get("opens").asText()).isEqualTo("2026-12-01T00:00:00Z");
            assertThat(open.get(0).get("creator").isNull()).isTrue();
            String id = open.get(0).get("id").asText();
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (daily.get("/api/tournaments/" + id).at("/standings/0/deals_played").asInt() < 2) {
                assertThat(System.nanoTime()).isLessThan(end);
                Thread.sleep(50);
            }
            assertThat(daily.get("/api/tournaments/" + id).at("/standings/0/name").asText()).isEqualTo("bot:basic");
        }
    }

    private static JsonNode read(String line) {
        try {
            return JSON.readTree(line);
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }
}
