package org.tarock.server.players;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.server.store.PlayerChange;
import org.tarock.server.store.PlayerRows;
import org.tarock.server.store.Store;
import org.tarock.server.table.RatedMatch;

/**
 * Rating a rated match: every player once, from the pairs of players (the higher total wins the pair), an
 * abandoner losing against everyone (stand-ins making half of one's decisions or fewer is no abandoning), a closed
 * account losing against everyone and not rated, the declarer figures added up, the end and the ratings in one transaction,
 * and matches ending at once rated one after the other.
 */
class RatingsTest {
    private static final String GAME = "bavarian-tarock";
    private static final Instant NOW = Instant.parse("2026-12-01T12:00:00Z");

    @TempDir
    Path dir;
    private Store store;
    private Ratings ratings;
    private final Glicko2 glicko = new Glicko2(Glicko2.Settings.LICHESS);

    @BeforeEach
    void open() {
        store = new Store("jdbc:h2:file:" + dir.resolve("tarock") + ";DB_CLOSE_ON_EXIT=FALSE");
        ratings = new Ratings(store, glicko, Clock.fixed(NOW, ZoneOffset.UTC));
        for (String name : List.of("anna", "bert", "cleo", "bot:basic")) {
            store.write(new PlayerChange.OpenBotAccount(name, name, NOW)).join();
        }
    }

    @AfterEach
    void close() {
        store.close();
    }

    /** A table whose match has reached its last hand, stored as a table would have stored it. */
    private String table(String id) {
        store.createTable(new Store.TableRow(id, GAME, "{}", 1L, null, 1, NOW, null, null, null, null, null, "normal",
                null, null, null, false), List.of()).join();
        store.startHand(id, 0, "{}").join();
        return id;
    }

    private static RatedMatch match(String table, RatedMatch.Player... players) {
        return new RatedMatch(table, GAME, 1, 0, "{\"record\":\"" + table + "\"}",
                new Store.SnapshotRow("finished", 1, "{}"), List.of(players));
    }

    private static RatedMatch.Player player(int seat, String key, double total) {
        return new RatedMatch.Player(seat, key, key, total, false, 10, 0, 1, Map.of());
    }

    @Test
    void aRatedMatchRatesEveryPlayerOnceFromThePairsOfPlayers() {
        ratings.finish(match(table("t1"), player(0, "anna", 10), player(1, "bert", 0), player(2, "cleo", -10))).join();
        Map<String, PlayerRows.RatingRow> after = new java.util.HashMap<>();
        for (String key : List.of("anna", "bert", "cleo")) {
            after.put(key, store.players().ratings(key).getFirst());
        }
        // Three newcomers at 1500: the one who won both pairs gains what the one who lost both loses.
        Glicko2.Rating fresh = glicko.initial();
        Glicko2.Rating won = glicko.rate(fresh, List.of(new Glicko2.Game(fresh, 1), new Glicko2.Game(fresh, 1)), 0);
        assertThat(after.get("anna").rating()).isCloseTo(won.rating(), within(1e-9));
        assertThat(after.get("bert").rating()).isCloseTo(1500, within(1e-9));
        assertThat(after.get("anna").rating() - 1500).isCloseTo(1500 - after.get("cleo").rating(), within(1e-9));
        assertThat(after.values()).allSatisfy(r -> {
            assertThat(r.matches()).isEqualTo(1);
            assertThat(r.hands()).isEqualTo(1);
            assertThat(r.ratedAt()).isEqualTo(NOW);
        });
        assertThat(store.players().history("anna", GAME, null, 10).getFirst().own().score()).isEqualTo(2);
        assertThat(store.records("t1", 1)).containsExactly("{\"record\":\"t1\"}");
    }

    @Test
    void aPlayerWhoAbandonedLosesAgainstEveryone() {
        RatedMatch.Player away = new RatedMatch.Player(0, "anna", "anna", 30, true, 10, 1, 1, Map.of());
        ratings.finish(match(table("t2"), away, player(1, "bert", -10), player(2, "cleo", -20))).join();
        assertThat(store.players().history("anna", GAME, null, 1).getFirst().own().score()).isZero();
        assertThat(store.players().history("anna", GAME, null, 1).getFirst().own().abandoned()).isTrue();
        assertThat(store.players().history("bert", GAME, null, 1).getFirst().own().score()).isEqualTo(2);
        assertThat(store.players().history("cleo", GAME, null, 1).getFirst().own().score()).isEqualTo(1);
    }

    @Test
    void standInsMakingMoreThanHalfOfAPlayersDecisionsIsAbandoning() {
        assertThat(Ratings.abandoned(new RatedMatch.Player(0, "a", "a", 0, false, 10, 6, 1, Map.of()))).isTrue();
        assertThat(Ratings.abandoned(new RatedMatch.Player(0, "a", "a", 0, false, 10, 5, 1, Map.of()))).isFalse();
        assertThat(Ratings.abandoned(new RatedMatch.Player(0, "a", "a", 0, true, 10, 0, 1, Map.of()))).isTrue();
    }

    /** A player of ten or eleven decisions, {@code standIns} of them made by stand-ins, who is there at the end. */
    private static RatedMatch.Player standInFor(int seat, String key, double total, int decisions, int standIns) {
        return new RatedMatch.Player(seat, key, key, total, false, decisions, standIns, 1, Map.of());
    }

    /** The score Anna's history shows for the match of {@code players} at a new table {@code id}. */
    private double annasScore(String id, RatedMatch.Player anna) {
        ratings.finish(match(table(id), anna, player(1, "bert", 0), player(2, "cleo", -10))).join();
        PlayerRows.PlayedRow own = store.players().history("anna", GAME, null, 1).getFirst().own();
        assertThat(own.abandoned()).isEqualTo(own.score() == 0);
        return own.score();
    }

    @Test
    void aPlayerForWhomStandInsMadeExactlyHalfOfHisDecisionsIsRatedFromTheTotals() {
        assertThat(annasScore("h1", standInFor(0, "anna", 10, 10, 5))).isEqualTo(2);
    }

    @Test
    void aPlayerForWhomStandInsMadeLessThanHalfOfHisDecisionsIsRatedFromTheTotals() {
        assertThat(annasScore("h2", standInFor(0, "anna", 10, 11, 5))).isEqualTo(2);
    }

    @Test
    void aPlayerForWhomStandInsMadeOneDecisionMoreThanHalfAbandonedTheMatch() {
        assertThat(annasScore("h3", standInFor(0, "anna", 10, 11, 6))).isZero();
        assertThat(store.players().history("bert", GAME, null, 1).getFirst().own().score()).isEqualTo(2);
    }

    @Test
    void aPlayerWhoseAccountClosedDuringTheMatchLosesAgainstEveryoneAtHisLastRatingAndIsNotRated() {
        ratings.finish(match(table("c1"), player(0, "bert", 10), player(1, "anna", 0), player(2, "cleo", -10)))
                .join();
        PlayerRows.RatingRow bertsLast = store.players().ratings("bert").getFirst();
        Map<String, PlayerRows.RatingRow> before = new java.util.HashMap<>();
        for (String key : List.of("anna", "cleo")) {
            before.put(key, store.players().ratings(key).getFirst());
        }
        store.write(new PlayerChange.CloseAccount("bert", NOW)).join();
        // Bert's account closes while the match is played; Cleo is away at its end: both abandoned, but Bert lost
        // for good, below Cleo too, whatever the totals.
        Map<String, RatedMatch.Declared> solo = Map.of("solo", new RatedMatch.Declared(1, 1));
        RatedMatch.Player bert = new RatedMatch.Player(0, "bert", "bert", 30, false, 10, 2, 1, solo);
        RatedMatch.Player cleo = new RatedMatch.Player(2, "cleo", "cleo", 0, true, 10, 0, 1, Map.of());
        ratings.finish(match(table("c2"), bert, player(1, "anna", -30), cleo)).join();

        assertThat(store.players().ratings("bert")).isEmpty();
        assertThat(store.players().declared("bert")).isEmpty();
        Glicko2.Rating bertsRating = new Glicko2.Rating(bertsLast.rating(), bertsLast.rd(), bertsLast.volatility());
        Glicko2.Rating annas = rating(before.get("anna"));
        Glicko2.Rating cleos = rating(before.get("cleo"));
        Glicko2.Rating annaAfter = glicko.rate(annas, List.of(new Glicko2.Game(bertsRating, 1),
                new Glicko2.Game(cleos, 1)), 0);
        Glicko2.Rating cleoAfter = glicko.rate(cleos, List.of(new Glicko2.Game(bertsRating, 1),
                new Glicko2.Game(annas, 0)), 0);
        assertThat(store.players().ratings("anna").getFirst().rating()).isCloseTo(annaAfter.rating(), within(1e-9));
        assertThat(store.players().ratings("cleo").getFirst().rating()).isCloseTo(cleoAfter.rating(), within(1e-9));
        assertThat(store.players().history("anna", GAME, null, 2))
                .filteredOn(row -> row.match().tableId().equals("c2")).singleElement()
                .satisfies(row -> assertThat(row.players()).contains(new PlayerRows.Opponent("bert", true, 30, 0, true)));
    }

    private static Glicko2.Rating rating(PlayerRows.RatingRow row) {
        return new Glicko2.Rating(row.rating(), row.rd(), row.volatility());
    }

    @Test
    void equalTotalsDrawThePair() {
        assertThat(Ratings.score(player(0, "a", 5), player(1, "b", 5), Set.of())).isEqualTo(0.5);
    }

    @Test
    void theDeclarerFiguresAddUpOverMatches() {
        Map<String, RatedMatch.Declared> solo = Map.of("solo", new RatedMatch.Declared(2, 1));
        for (String t : List.of("t3", "t4")) {
            ratings.finish(match(table(t), new RatedMatch.Player(0, "anna", "anna", 5, false, 10, 0, 4, solo),
                    player(1, "bert", 0), player(2, "cleo", -5))).join();
        }
        assertThat(store.players().declared("anna")).containsExactly(
                new PlayerRows.DeclarerRow("anna", GAME, "solo", 4, 2));
        assertThat(store.players().ratings("anna").getFirst().hands()).isEqualTo(8);
    }

    @Test
    void theEndAndTheRatingsAreStoredTogetherOrNotAtAll() {
        String t = table("t5");
        ratings.finish(match(t, player(0, "anna", 1), player(1, "bert", 0), player(2, "cleo", -1))).join();
        store.startHand(t, 1, "{}").join();
        // Rating the same table twice breaks its key: neither that end nor those ratings may be stored.
        RatedMatch again = new RatedMatch(t, GAME, 2, 1, "{\"again\":true}", new Store.SnapshotRow("finished", 2, "{}"),
                List.of(player(0, "anna", 9), player(1, "bert", 0), player(2, "cleo", -9)));
        assertThat(ratings.finish(again)).isCompletedExceptionally();
        assertThat(store.records(t, 2)).containsExactly("{\"record\":\"t5\"}", null);
        assertThat(store.players().ratings("anna").getFirst().matches()).isEqualTo(1);
    }

    @Test
    void matchesEndingAtOnceAreRatedOneAfterTheOther() {
        List<CompletableFuture<Void>> ends = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            RatedMatch m = match(table("m" + i), player(0, "anna", 1), player(1, "bot:basic", -1));
            ends.add(CompletableFuture.supplyAsync(() -> ratings.finish(m).join(), r -> Thread.ofVirtual().start(r)));
        }
        ends.forEach(CompletableFuture::join);
        assertThat(store.players().ratings("bot:basic").getFirst().matches()).isEqualTo(6);
        assertThat(store.players().history("bot:basic", GAME, null, 10)).hasSize(6);
    }
}
