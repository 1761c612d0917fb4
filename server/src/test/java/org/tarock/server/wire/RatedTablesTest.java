package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.bots.Bots;
import org.tarock.server.client.BotClient;
import org.tarock.server.client.TableClient;

/**
 * Rated tables (docs/ratings.md, docs/protocol.md "Rated tables"): only signed-in people and server bots of distinct
 * kinds sit at them, each bot as its account {@code bot:KIND}; hints are refused; a rated table cannot be closed once
 * its first hand has begun; at its end every player's rating is updated once, a player who abandoned losing against
 * everyone, once, also when the server is killed at the match's end; one who closes his account during the match
 * abandons it, the table playing on with a stand-in; a signed-in player lists his seats and claims one from another
 * device.
 */
class RatedTablesTest {
    private static final String GAME = "bavarian-tarock";
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = new TestServer(TestServer.config());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static Map<String, Object> rated(List<String> seats) {
        return Map.of("game", GAME, "hands", 1, "seats", seats, "rated", true,
                "absent", Map.of("stand_in", "basic", "after", 0));
    }

    private static String create(Visitor creator, List<String> seats) {
        Visitor.Answer made = creator.post("/api/tables", rated(seats));
        assertThat(made.status()).as(made.body().toString()).isEqualTo(201);
        return made.body().get("id").asText();
    }

    /** Waits until the table info {@code info} reads says the match is finished. */
    private static void awaitFinished(Supplier<JsonNode> info) {
        Probe.await(() -> info.get().get("status").asText().equals("finished"), 60, "the match's end");
    }

    private static String join(Visitor who, String table, int seat) {
        Visitor.Answer joined = who.post("/api/tables/" + table + "/seats/" + seat, Map.of());
        assertThat(joined.status()).as(joined.body().toString()).isEqualTo(201);
        return joined.body().get("token").asText();
    }

    @Test
    void aRatedMatchRatesEveryPlayerOnceAndWhoAbandonedLosesAgainstEveryoneAndPlaysAgainRated() throws Exception {
        Visitor anna = new Visitor(server).signUp("Anna", "anna's password");
        Visitor bert = new Visitor(server).signUp("Bert", "bert's password");
        String table = create(anna, List.of("open", "open", "basic"));
        JsonNode info = server.get("/api/tables/" + table);
        assertThat(info.get("rated").asBoolean()).isTrue();
        assertThat(info.get("seats").get(2).get("name").asText()).isEqualTo("bot:basic");
        String annas = join(anna, table, 0);
        join(bert, table, 1);
        // Anna plays; Bert never comes, and a stand-in makes all of his decisions: he abandons.
        try (BotClient playing = BotClient.resume(HttpClient.newHttpClient(), server.uri, table, annas,
                Bots.create("basic", 7))) {
            awaitFinished(() -> server.get("/api/tables/" + table));
        }
        // the table shows its end a moment before the write of the end and the ratings is committed
        Probe.await(() -> server.get("/api/players/bert").get("recent").size() == 1, 60, "the ratings");
        JsonNode annaNow = server.get("/api/players/anna");
        JsonNode bertNow = server.get("/api/players/bert");
        JsonNode botNow = server.get("/api/players/bot:basic");
        for (JsonNode p : List.of(annaNow, bertNow, botNow)) {
            assertThat(p.get("ratings").get(GAME).get("matches").asInt()).as(p.get("name").asText()).isEqualTo(1);
            assertThat(p.get("recent")).hasSize(1);
            assertThat(p.get("recent").get(0).get("table").asText()).isEqualTo(table);
        }
        JsonNode bertsMatch = bertNow.get("recent").get(0);
        assertThat(bertsMatch.get("abandoned").asBoolean()).isTrue();
        assertThat(bertsMatch.get("score").asDouble()).isZero();
        assertThat(bertsMatch.get("change").asDouble()).isNegative();
        assertThat(annaNow.get("recent").get(0).get("score").asDouble()).isGreaterThanOrEqualTo(1);
        assertThat(botNow.get("bot").asBoolean()).isTrue();
        assertThat(server.get("/api/tables/" + table + "/hands/0").get("players").toString())
                .contains("Anna", "Bert", "bot:basic");
        // play again: rated too, Anna under her account
        Visitor.Answer again = anna.post("/api/tables/" + table + "/again", Map.of("token", annas));
        JsonNode next = server.get("/api/tables/" + again.body().get("table").asText());
        assertThat(next.get("rated").asBoolean()).isTrue();
        assertThat(next.get("seats").get(0).get("account").asBoolean()).isTrue();
        assertThat(next.get("seats").get(2).get("name").asText()).isEqualTo("bot:basic");
    }

    @Test
    void closingTheAccountDuringARatedMatchAbandonsItAndTheTablePlaysOnWithAStandIn() throws Exception {
        Visitor hanna = new Visitor(server).signUp("Hanna", "hanna's password");
        Visitor ida = new Visitor(server).signUp("Ida", "ida's password");
        String table = create(hanna, List.of("open", "open", "random"));
        String hannas = join(hanna, table, 0);
        String idas = join(ida, table, 1);
        Probe idaAtTable = server.connect();
        idaAtTable.hello(table, idas);
        assertThat(ida.delete("/api/me", Map.of("password", "ida's password")).status()).isEqualTo(200);
        // Her connection is closed, her token holds the seat no more, and she is away at once.
        assertThat(idaAtTable.until("error").get("code").asText()).isEqualTo("account-closed");
        Probe back = server.connect();
        back.send(Map.of("type", "hello", "table", table, "token", idas));
        assertThat(back.until("error").get("code").asText()).isEqualTo("bad-token");
        assertThat(server.get("/api/tables/" + table).get("seats").get(1).get("absent").asBoolean()).isTrue();
        try (BotClient playing = BotClient.resume(HttpClient.newHttpClient(), server.uri, table, hannas,
                Bots.create("basic", 5))) {
            awaitFinished(() -> server.get("/api/tables/" + table));
        }
        Probe.await(() -> server.get("/api/players/hanna").get("recent").size() == 1, 60, "the ratings");
        JsonNode match = server.get("/api/players/hanna").get("recent").get(0);
        JsonNode opponents = match.get("opponents");
        assertThat(opponents).extracting(o -> o.get("name").asText()).containsExactly("Ida", "bot:random");
        assertThat(opponents.get(0).get("abandoned").asBoolean()).isTrue();
        // Hanna won her game against Ida whatever the totals; the bot decides the other.
        double againstBot = Math.signum(match.get("total").asDouble() - opponents.get(1).get("total").asDouble());
        assertThat(match.get("score").asDouble()).isEqualTo(1 + (againstBot + 1) / 2);
        Visitor.Answer idasProfile = new Visitor(server).get("/api/players/ida");
        assertThat(idasProfile.status()).isEqualTo(404);
        assertThat(new Visitor(server).get("/api/players/ida/matches").status()).isEqualTo(404);
        assertThat(server.get("/api/tables/" + table + "/hands/0").get("players").toString()).contains("Ida");
    }

    @Test
    void aMatchEndedWhenTheServerIsKilledIsRatedOnceAfterTheRestart(@TempDir Path dir) throws Exception {
        String table;
        try (ServerProcess killed = ServerProcess.start(dir, Duration.ZERO)) {
            URI uri = URI.create(killed.url());
            Visitor gina = new Visitor(uri).signUp("Gina", "gina's password");
            Visitor.Answer made = gina.post("/api/tables", rated(List.of("open", "basic", "random")));
            table = made.body().get("id").asText();
            String token = gina.post("/api/tables/" + table + "/seats/0", Map.of()).body().get("token").asText();
            HttpClient http = HttpClient.newHttpClient();
            try (BotClient playing = BotClient.resume(http, uri, table, token, Bots.create("basic", 3))) {
                awaitFinished(() -> TableClient.get(http, uri, "/api/tables/" + table));
                killed.kill();
            }
        }
        for (int start = 0; start < 2; start++) {
            try (TestServer again = new TestServer(Config.defaults(0, dir))) {
                assertThat(again.get("/api/tables/" + table).get("status").asText()).isEqualTo("finished");
                for (String player : List.of("gina", "bot:basic", "bot:random")) {
                    JsonNode matches = again.get("/api/players/" + player + "/matches?game=" + GAME).get("matches");
                    assertThat(matches).extracting(m -> m.get("table").asText()).as(player).containsExactly(table);
                }
            }
        }
    }

    @Test
    void onlySignedInPeopleAndServerBotsOfDistinctKindsSitAtARatedTable() {
        Visitor guest = new Visitor(server);
        assertThat(guest.post("/api/tables", rated(List.of("open", "basic", "random"))).code())
                .isEqualTo("not-signed-in");
        Visitor cleo = new Visitor(server).signUp("Cleo", "cleo's password");
        assertThat(cleo.post("/api/tables", rated(List.of("open", "basic", "basic"))).code()).isEqualTo("bad-seats");
        String table = create(cleo, List.of("open", "open", "random"));
        Visitor.Answer asGuest = guest.post("/api/tables/" + table + "/seats/0", Map.of("name", "Gast"));
        assertThat(asGuest.status()).isEqualTo(401);
        assertThat(asGuest.code()).isEqualTo("not-signed-in");
        Visitor.Answer asBot = cleo.post("/api/tables/" + table + "/seats/0", Map.of("bot", true));
        assertThat(asBot.status()).isEqualTo(403);
        assertThat(asBot.code()).isEqualTo("rated-table");
        assertThat(server.get("/api/tables/" + table).get("seats").get(2).get("name").asText()).isEqualTo("bot:random");
    }

    @Test
    void hintsAreRefusedAndTheTableCannotBeClosedOnceItsFirstHandHasBegun() {
        Visitor dora = new Visitor(server).signUp("Dora", "dora's password");
        Visitor.Answer made = dora.post("/api/tables", rated(List.of("open", "basic", "random")));
        String table = made.body().get("id").asText();
        String token = join(dora, table, 0);
        Probe p = server.connect();
        p.hello(table, token);
        p.send(Map.of("type", "hint", "id", "h"));
        assertThat(p.answer("h").get("code").asText()).isEqualTo("no-hints");
        Visitor.Answer close = dora.post("/api/tables/" + table + "/close",
                Map.of("creator_token", made.body().get("creator_token").asText()));
        assertThat(close.status()).isEqualTo(409);
        assertThat(close.code()).isEqualTo("rated-table");
    }

    @Test
    void aSignedInPlayerListsHisSeatsAndClaimsOneFromAnotherDevice() {
        Visitor phone = new Visitor(server).signUp("Emil", "emil's password");
        String table = create(phone, List.of("open", "open", "basic"));
        String old = join(phone, table, 1);
        Visitor desktop = new Visitor(server);
        assertThat(desktop.post("/api/session", Map.of("name", "emil", "password", "emil's password")).status())
                .isEqualTo(200);
        JsonNode seats = desktop.get("/api/me").body().get("seats");
        assertThat(seats).hasSize(1);
        assertThat(seats.get(0).get("table").asText()).isEqualTo(table);
        assertThat(seats.get(0).get("seat").asInt()).isEqualTo(1);
        Visitor.Answer claimed = desktop.post("/api/tables/" + table + "/seats/1/claim", Map.of());
        assertThat(claimed.status()).isEqualTo(200);
        String fresh = claimed.body().get("token").asText();
        assertThat(fresh).isNotEqualTo(old);
        assertThat(server.connect().hello(table, fresh).get("role").asText()).isEqualTo("player");
        Probe stale = server.connect();
        stale.send(Map.of("type", "hello", "table", table, "token", old));
        assertThat(stale.until("error").get("code").asText()).isEqualTo("bad-token");
        assertThat(desktop.post("/api/tables/" + table + "/seats/0/claim", Map.of()).code()).isEqualTo("not-your-seat");
        assertThat(new Visitor(server).post("/api/tables/" + table + "/seats/1/claim", Map.of()).status())
                .isEqualTo(401);
    }
}
