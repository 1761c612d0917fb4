package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tarock.server.store.Change;
import org.tarock.server.store.PlayerChange;
import org.tarock.server.store.PlayerRows;
import org.tarock.server.store.Store;

/**
 * What anyone reads of players (docs/protocol.md, "Players and ratings"): a profile by any case of the name, the
 * rated matches page by page, the rating after each match, the leaderboard of the players not provisional, and
 * the refusals of a bad game, limit or cursor. The store is filled before the server starts.
 */
class ProfilesTest {
    private static final String GAME = "bavarian-tarock";
    private static TestServer server;

    @BeforeAll
    static void start() {
        Config config = TestServer.config();
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        try (Store store = new Store(config.jdbcUrl(), config.journalFile(), Store.Upkeep.DEFAULT)) {
            String hash = "$argon2id$v=19$m=256,t=1,p=1$c2FsdHNhbHQ$aGFzaA";
            for (String name : List.of("Anna", "Bert", "Cleo", "Dana")) {
                store.write(new PlayerChange.OpenAccount(name.toLowerCase(), name, hash, now, null)).join();
            }
            store.write(new PlayerChange.OpenBotAccount("bot:basic", "bot:basic", now)).join();
            List<PlayerRows.RatingRow> ratings = List.of(rating("anna", 1620, 80, now, true),
                    rating("bert", 1490, 90, now, true), rating("bot:basic", 1700, 60, now, true),
                    rating("cleo", 1900, 200, now, false), rating("dana", 1620, 70, now, true));
            // Anna's three matches against Bert and the bot, a day apart (of no table the server restores); the ratings
            // stand as the last left them.
            double[] anna = {1500, 1600, 1650, 1620};
            for (int m = 0; m < 3; m++) {
                Instant ended = now.minus(Duration.ofDays(3 - m));
                String table = "t" + m;
                boolean last = m == 2;
                store.write(new PlayerChange.RateMatch(new Change.FinishHand(table, 1, "{}",
                        new Store.SnapshotRow("finished", 2, "{}")), new PlayerRows.MatchRow(table, GAME, ended, 2),
                        List.of(played("anna", 0, "Anna", 10 - 15 * (m % 2), anna[m], anna[m + 1]),
                                played("bert", 1, "Bert", 0, 1500, 1490),
                                played("bot:basic", 2, "bot:basic", -10 + 15 * (m % 2), 1500, 1480)),
                        last ? ratings : List.of(),
                        last ? List.of(new PlayerRows.DeclarerRow("anna", GAME, "solo", 3, 2)) : List.of())).join();
            }
        }
        server = new TestServer(config);
    }

    private static PlayerRows.PlayedRow played(String key, int seat, String name, double total, double before,
                                               double after) {
        return new PlayerRows.PlayedRow(key, seat, name, total, total > 0 ? 2 : total < 0 ? 0 : 1, false, before, 200,
                after, 150);
    }

    private static PlayerRows.RatingRow rating(String key, double r, double rd, Instant at, boolean ranked) {
        return new PlayerRows.RatingRow(key, GAME, r, rd, 0.06, 3, 6, at, ranked ? at.plus(Duration.ofDays(90)) : at);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void aProfileHasTheRatingsPerGameAndTheRecentMatches() {
        JsonNode anna = server.get("/api/players/ANNA");
        assertThat(anna.get("name").asText()).isEqualTo("Anna");
        assertThat(anna.get("bot").asBoolean()).isFalse();
        JsonNode bavarian = anna.get("ratings").get(GAME);
        assertThat(bavarian.get("rating").asDouble()).isEqualTo(1620);
        assertThat(bavarian.get("rd").asDouble()).isBetween(80.0, 80.1);
        assertThat(bavarian.get("provisional").asBoolean()).isFalse();
        assertThat(bavarian.get("matches").asInt()).isEqualTo(3);
        assertThat(bavarian.get("hands").asInt()).isEqualTo(6);
        assertThat(bavarian.get("declarer").get("solo").get("played").asInt()).isEqualTo(3);
        assertThat(bavarian.get("declarer").get("solo").get("won").asInt()).isEqualTo(2);
        JsonNode last = anna.get("recent").get(0);
        assertThat(anna.get("recent")).hasSize(3);
        assertThat(last.get("table").asText()).isEqualTo("t2");
        assertThat(last.get("rating_before").asDouble()).isEqualTo(1650);
        assertThat(last.get("change").asDouble()).isEqualTo(-30);
        assertThat(last.get("place").asInt()).isEqualTo(1);
        assertThat(last.get("opponents")).extracting(o -> o.get("name").asText()).containsExactly("Bert", "bot:basic");
        assertThat(last.get("opponents").get(1).get("bot").asBoolean()).isTrue();
        assertThat(last.get("replay").asText()).isEqualTo("/#/replay/t2/0");
        assertThat(server.get("/api/players/bot:basic").get("bot").asBoolean()).isTrue();
    }

    @Test
    void theMatchesComePageByPageNewestFirst() {
        JsonNode first = server.get("/api/players/anna/matches?game=" + GAME + "&limit=2");
        assertThat(first.get("matches")).extracting(m -> m.get("table").asText()).containsExactly("t2", "t1");
        JsonNode second = server.get("/api/players/anna/matches?limit=2&cursor=" + first.get("next").asText());
        assertThat(second.get("matches")).extracting(m -> m.get("table").asText()).containsExactly("t0");
        assertThat(second.get("next").isNull()).isTrue();
    }

    @Test
    void theRatingsAfterEachMatchComeOldestFirst() {
        JsonNode chart = server.get("/api/players/Anna/ratings?game=" + GAME);
        assertThat(chart.get("ratings")).extracting(p -> p.get("rating").asDouble()).containsExactly(1600.0, 1650.0,
                1620.0);
    }

    @Test
    void theLeaderboardRanksThePlayersNotProvisionalByRating() {
        JsonNode top = server.get("/api/leaderboard?game=" + GAME + "&limit=2");
        assertThat(top.get("players")).extracting(p -> p.get("name").asText()).containsExactly("bot:basic", "Anna");
        assertThat(top.get("players").get(0).get("bot").asBoolean()).isTrue();
        assertThat(top.get("players").get(1).get("rank").asInt()).isEqualTo(2);
        JsonNode rest = server.get("/api/leaderboard?game=" + GAME + "&limit=2&cursor=" + top.get("next").asText());
        assertThat(rest.get("players")).extracting(p -> p.get("rank").asInt() + " " + p.get("name").asText())
                .containsExactly("3 Dana", "4 Bert");
        assertThat(rest.get("next").isNull()).isTrue();
    }

    @Test
    void aBadGameLimitCursorOrNameIsRefused() {
        Visitor v = new Visitor(server);
        assertThat(v.get("/api/leaderboard").code()).isEqualTo("malformed");
        assertThat(v.get("/api/leaderboard?game=skat").code()).isEqualTo("unknown-game");
        assertThat(v.get("/api/leaderboard?game=" + GAME + "&limit=101").code()).isEqualTo("malformed");
        assertThat(v.get("/api/leaderboard?game=" + GAME + "&cursor=nonsense").code()).isEqualTo("bad-cursor");
        Visitor.Answer nobody = v.get("/api/players/Nobody");
        assertThat(nobody.status()).isEqualTo(404);
        assertThat(nobody.code()).isEqualTo("unknown-player");
    }
}
