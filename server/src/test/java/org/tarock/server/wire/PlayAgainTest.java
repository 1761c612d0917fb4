package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Play again with the same seats: one player asks, the new table keeps every other player's seat for him. */
class PlayAgainTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static JsonNode post(String path, String body, int expected) throws Exception {
        HttpResponse<String> r = server.raw("POST", path, body);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(expected);
        return JSON.readTree(r.body());
    }

    /** Plays the match to its end, each person taking his first legal action. */
    private static void playOut(Probe... players) {
        long end = System.nanoTime() + 60_000_000_000L;
        while (!players[0].matchOver) {
            assertThat(System.nanoTime()).as("the match ends within a minute").isLessThan(end);
            for (Probe p : players) {
                Probe.Seen seen = p.seen;
                JsonNode view = seen.view();
                if (view != null && !view.get("seat").isNull() && view.get("turn").asInt() == view.get("seat").asInt()
                        && !view.get("legal").isEmpty() && !p.matchOver) {
                    p.send(Map.of("type", "act", "v", seen.v(), "act", view.get("legal").get(0).asText()));
                    p.awaitVersion(seen.v() + 1);
                }
            }
            Probe.sleep(1);
        }
    }

    @Test
    void theAskerTakesHisSeatAtOnceAndTheOthersClaimTheirsWithTheirOldTokens() throws Exception {
        String old = server.create(Map.of("game", "bavarian-tarock", "seats", List.of("open", "open", "random"),
                "hands", 1, "pace", "fast"));
        String anna = server.join(old, 0, "Anna");
        String ben = server.join(old, 1, "Ben");
        try (Probe a = server.connect(); Probe b = server.connect()) {
            a.hello(old, anna);
            b.hello(old, ben);
            assertThat(post("/api/tables/" + old + "/again", "{\"token\": \"" + ben + "\"}", 409)
                    .get("code").asText()).isEqualTo("match-not-over");
            playOut(a, b);

            assertThat(post("/api/tables/" + old + "/again", "{\"token\": \"forged\"}", 403).get("code").asText())
                    .isEqualTo("bad-token");
            JsonNode benAgain = post("/api/tables/" + old + "/again", "{\"token\": \"" + ben + "\"}", 201);
            String next = benAgain.get("table").asText();
            assertThat(next).isNotEqualTo(old);
            assertThat(benAgain.get("seat").asInt()).isEqualTo(1);
            JsonNode event = a.until(m -> m.path("event").path("kind").asText().equals("next-table"));
            assertThat(event.get("event").get("table").asText()).isEqualTo(next);
            assertThat(server.get("/api/tables/" + old).get("next_table").asText()).isEqualTo(next);

            JsonNode info = server.get("/api/tables/" + next);
            assertThat(info.get("game").asText()).isEqualTo("bavarian-tarock");
            assertThat(info.get("rules")).isEqualTo(server.get("/api/tables/" + old).get("rules"));
            assertThat(info.get("hands").asInt()).isEqualTo(1);
            assertThat(info.get("pace").asText()).isEqualTo("fast");
            assertThat(info.get("seats").get(0).get("player").asText()).isEqualTo("open");
            assertThat(info.get("seats").get(1).get("name").asText()).isEqualTo("Ben");
            assertThat(info.get("seats").get(2).get("bot").asText()).isEqualTo("random");
            assertThat(post("/api/tables/" + next + "/seats/0", "{\"name\": \"Stranger\"}", 409).get("code").asText())
                    .isEqualTo("seat-reserved");

            JsonNode annaAgain = post("/api/tables/" + old + "/again", "{\"token\": \"" + anna + "\"}", 201);
            assertThat(annaAgain.get("table").asText()).as("the same new table").isEqualTo(next);
            assertThat(annaAgain.get("seat").asInt()).isZero();
            assertThat(server.get("/api/tables/" + next).get("status").asText()).isEqualTo("playing");
            assertThat(post("/api/tables/" + old + "/again", "{\"token\": \"" + ben + "\"}", 409).get("code").asText())
                    .isEqualTo("seat-taken");
            try (Probe again = server.connect()) {
                assertThat(again.hello(next, annaAgain.get("token").asText()).get("role").asText()).isEqualTo("player");
            }
        }
    }

    @Test
    void theNewTableDealsFromAFreshChainWithTheClientSeedsSentToPlayAgain() throws Exception {
        Finished f = Finished.at(server, "husarln", "basic");
        String old = f.table();
        String anna = f.anna();
        String ben = f.ben();
        String oldCommitment = server.get("/api/tables/" + old).get("fairness").get("commitment").asText();
        assertThat(post("/api/tables/" + old + "/again", "{\"token\": \"" + ben + "\", \"client_seed\": \"a b\"}",
                400).get("code").asText()).isEqualTo("bad-client-seed");
        String next = post("/api/tables/" + old + "/again",
                "{\"token\": \"" + ben + "\", \"client_seed\": \"ben-again\"}", 201).get("table").asText();
        JsonNode fairness = server.get("/api/tables/" + next).get("fairness");
        assertThat(fairness.get("commitment").asText()).matches("[0-9a-f]{64}").isNotEqualTo(oldCommitment);
        assertThat(fairness.get("client_seeds").get(1).asText()).isEqualTo("ben-again");
        assertThat(fairness.get("client_seeds").get(0).isNull()).as("Anna's seat is still open").isTrue();
        post("/api/tables/" + old + "/again", "{\"token\": \"" + anna + "\"}", 201);
        assertThat(server.get("/api/tables/" + next).get("fairness").get("client_seeds").get(0).asText())
                .as("no client seed sent: the empty one").isEmpty();
    }

    /**
     * A finished match of one hand of {@code game} with Anna and Ben and a server bot of kind {@code bot} at
     * {@code s}: the table's id and their tokens.
     */
    private record Finished(String table, String anna, String ben) {
        static Finished at(TestServer s) {
            return at(s, "bavarian-tarock", "random");
        }

        static Finished at(TestServer s, String game, String bot) {
            String old = s.create(Map.of("game", game, "seats", List.of("open", "open", bot), "hands", 1,
                    "pace", "fast"));
            String anna = s.join(old, 0, "Anna");
            String ben = s.join(old, 1, "Ben");
            try (Probe a = s.connect(); Probe b = s.connect()) {
                a.hello(old, anna);
                b.hello(old, ben);
                playOut(a, b);
            }
            return new Finished(old, anna, ben);
        }
    }

    @Test
    void thePlayerWhoseRequestMadeTheNewTableGetsItsCreatorTokenAndCanCloseIt() throws Exception {
        Finished f = Finished.at(server);
        String old = f.table();
        String anna = f.anna();
        String ben = f.ben();
        JsonNode benAgain = post("/api/tables/" + old + "/again", "{\"token\": \"" + ben + "\"}", 201);
        JsonNode annaAgain = post("/api/tables/" + old + "/again", "{\"token\": \"" + anna + "\"}", 201);
        assertThat(annaAgain.has("creator_token")).as("only the request that made the table").isFalse();
        String next = benAgain.get("table").asText();
        post("/api/tables/" + next + "/close", "{\"creator_token\": \"" + benAgain.get("creator_token").asText()
                + "\"}", 200);
        assertThat(server.get("/api/tables/" + next).get("status").asText()).isEqualTo("closed");
    }

    @Test
    void aSeatKeptForItsPlayerStaysKeptAcrossARestart() throws Exception {
        Config config = TestServer.config();
        String old;
        String next;
        String anna;
        try (TestServer first = new TestServer(config)) {
            Finished f = Finished.at(first);
            old = f.table();
            anna = f.anna();
            HttpResponse<String> again = first.raw("POST", "/api/tables/" + old + "/again",
                    "{\"token\": \"" + f.ben() + "\"}");
            assertThat(again.statusCode()).as(again.body()).isEqualTo(201);
            next = JSON.readTree(again.body()).get("table").asText();
        }
        try (TestServer second = new TestServer(config)) {
            HttpResponse<String> stranger = second.raw("POST", "/api/tables/" + next + "/seats/0",
                    "{\"name\": \"Stranger\"}");
            assertThat(stranger.statusCode()).as(stranger.body()).isEqualTo(409);
            assertThat(JSON.readTree(stranger.body()).get("code").asText()).isEqualTo("seat-reserved");
            HttpResponse<String> claimed = second.raw("POST", "/api/tables/" + old + "/again",
                    "{\"token\": \"" + anna + "\"}");
            assertThat(claimed.statusCode()).as(claimed.body()).isEqualTo(201);
            assertThat(JSON.readTree(claimed.body()).get("seat").asInt()).isZero();
        }
    }
}
