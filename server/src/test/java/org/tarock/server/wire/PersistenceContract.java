package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;
import org.tarock.server.table.Tokens;
import org.tarock.server.store.Change;
import org.tarock.server.store.PlayerChange;
import org.tarock.server.store.PlayerRows;
import org.tarock.server.store.Store;

/**
 * What every database must do for the server: keep tables, seats, deals and actions exactly, keep only token
 * digests, and let a restarted server resume every table where it was. Run against H2 and PostgreSQL.
 */
abstract class PersistenceContract {
    /** The game the leaderboard's test rates its players in. */
    private static final String BOARD_GAME = "leipzig-taroc";

    /** A JDBC URL of an empty database (schema) for this test class. */
    abstract String jdbcUrl();

    private Config config() {
        return TestServer.config().withDbUrl(jdbcUrl()).withRateLimit(100_000, 100_000);
    }

    @Test
    void theStoreKeepsEverythingItIsGiven() {
        try (Store store = new Store(jdbcUrl())) {
            String id = "p" + Long.toHexString(System.nanoTime());
            Instant created = Instant.now().truncatedTo(ChronoUnit.MILLIS);
            store.createTable(new Store.TableRow(id, "bavarian-tarock", "{\"table-size\":3}", -5L, null, 7, created,
                    "\"wait\"", 30, "cd".repeat(32), "ef".repeat(32), null, "fast", null, "12".repeat(32), "34".repeat(32), true),
                    List.of(new Store.SeatRow(0, "open", null, null, null, null, null, null),
                            new Store.SeatRow(1, "bot", "basic", "basic-2", null, null, "", null))).join();
            store.takeSeat(id, new Store.SeatRow(0, "person", null, "Anna", "ab".repeat(32), 1, "a41f09!~", "anna")).join();
            store.startHand(id, 0, "{\"hands\":[]}").join();
            store.appendAction(id, 0, 0, 1, "bid solo", null).join();
            store.appendPresence(id, 0, 1, 2, "absent").join();
            store.appendAction(id, 0, 1, 2, "pass", "basic").join();
            store.finishHand(id, 0, "{\"format\":\"tarock-record/1\"}").join();
            Store.StoredTable t = store.loadAll().stream().filter(x -> x.table().id().equals(id)).findFirst()
                    .orElseThrow();
            assertThat(t.table()).isEqualTo(new Store.TableRow(id, "bavarian-tarock", "{\"table-size\":3}", -5L, null,
                    7, created, "\"wait\"", 30, "cd".repeat(32), "ef".repeat(32), null, "fast", null,
                    "12".repeat(32), "34".repeat(32), true));
            assertThat(t.seats()).containsExactly(
                    new Store.SeatRow(0, "person", null, "Anna", "ab".repeat(32), 1, "a41f09!~", "anna"),
                    new Store.SeatRow(1, "bot", "basic", "basic-2", null, null, "", null));
            assertThat(t.hands()).containsExactly(new Store.HandRow(0, "{\"hands\":[]}",
                    "{\"format\":\"tarock-record/1\"}",
                    List.of(new Store.ActionRow(1, "bid solo", null), new Store.ActionRow(2, "pass", "basic")),
                    List.of(new Store.PresenceRow(1, 2, "absent"))));
        }
    }

    @Test
    void aTableWithoutFairDealsKeepsItsFirstDealer() {
        try (Store store = new Store(jdbcUrl())) {
            String id = "q" + Long.toHexString(System.nanoTime());
            Instant created = Instant.now().truncatedTo(ChronoUnit.MILLIS);
            Store.TableRow row = new Store.TableRow(id, "husarln", "{}", 9L, 2, 3, created, null, null, null, null,
                    null, "normal", null, null, null, false);
            store.createTable(row, List.of()).join();
            assertThat(store.loadAll()).extracting(Store.StoredTable::table).contains(row);
        }
    }

    @Test
    void actionsOfTablesPlayingAtOnceComeBackInEachHandsOrder() {
        try (Store store = new Store(jdbcUrl())) {
            String a = "a" + Long.toHexString(System.nanoTime());
            String b = "b" + Long.toHexString(System.nanoTime());
            for (String id : List.of(a, b)) {
                store.createTable(new Store.TableRow(id, "bavarian-tarock", "{}", 1L, 0, 2, Instant.now(),
                        null, null, null, null, null, "normal", null, null, null, false), List.of())
                        .join();
                store.startHand(id, 0, "{}").join();
            }
            for (int i = 0; i < 5; i++) {
                store.appendAction(b, 0, i, i % 3, "play B" + i, null).join();
                store.appendAction(a, 0, i, i % 3, "play A" + i, null).join();
                if (i == 2) {
                    store.startHand(a, 1, "{}").join();
                    store.appendAction(a, 1, 0, 1, "pass", null).join();
                }
            }
            Map<String, Store.StoredTable> loaded = new java.util.HashMap<>();
            store.loadAll().forEach(t -> loaded.put(t.table().id(), t));
            assertThat(loaded.get(a).hands()).extracting(h -> h.actions().stream().map(Store.ActionRow::act).toList())
                    .containsExactly(List.of("play A0", "play A1", "play A2", "play A3", "play A4"), List.of("pass"));
            assertThat(loaded.get(b).hands().get(0).actions()).extracting(Store.ActionRow::act)
                    .containsExactly("play B0", "play B1", "play B2", "play B3", "play B4");
        }
    }

    @Test
    void theStoreKeepsAccountsSessionsAndRatedMatches() {
        try (Store store = new Store(jdbcUrl())) {
            Instant at = Instant.now().truncatedTo(ChronoUnit.MILLIS);
            String hash = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA";
            store.write(new PlayerChange.OpenAccount("anna", "Anna", hash, at, "ab".repeat(32))).join();
            store.write(new PlayerChange.OpenBotAccount("bot:basic", "bot:basic", at)).join();
            store.write(new PlayerChange.OpenBotAccount("bot:basic", "bot:basic", at)).join();
            assertThat(store.write(new PlayerChange.OpenAccount("anna", "ANNA", hash, at, null)))
                    .failsWithin(java.time.Duration.ofSeconds(10))
                    .withThrowableThat().matches(Store::duplicateKey, "a duplicate key");
            PlayerRows rows = store.players();
            assertThat(rows.account("anna")).contains(new PlayerRows.AccountRow("anna", "Anna", hash, false, at, null));
            assertThat(rows.account("bot:basic").orElseThrow().bot()).isTrue();
            assertThat(rows.session("ab".repeat(32)).orElseThrow().account().name()).isEqualTo("Anna");

            String table = "r" + Long.toHexString(System.nanoTime());
            store.createTable(new Store.TableRow(table, "bavarian-tarock", "{}", 1L, null, 1, at, null, null, null,
                    null, null, "normal", null, null, null, false), List.of()).join();
            store.startHand(table, 0, "{}").join();
            PlayerRows.MatchRow match = new PlayerRows.MatchRow(table, "bavarian-tarock", at, 1);
            store.write(new PlayerChange.RateMatch(
                    new Change.FinishHand(table, 0, "{}", new Store.SnapshotRow("finished", 1, "{}")), match,
                    List.of(new PlayerRows.PlayedRow("anna", 0, "Anna", 12, 1, false, 1500, 500, 1662.3, 290.3),
                            new PlayerRows.PlayedRow("bot:basic", 1, "bot:basic", -12, 0, false, 1500, 500, 1337.7,
                                    290.3)),
                    List.of(new PlayerRows.RatingRow("anna", "bavarian-tarock", 1662.3, 290.3, 0.09, 1, 1, at, at),
                            new PlayerRows.RatingRow("bot:basic", "bavarian-tarock", 1337.7, 290.3, 0.09, 1, 1, at,
                                    at.plusSeconds(60))),
                    List.of(new PlayerRows.DeclarerRow("anna", "bavarian-tarock", "solo", 1, 1)))).join();
            assertThat(rows.ratings("anna")).extracting(PlayerRows.RatingRow::rating).containsExactly(1662.3);
            assertThat(rows.declared("anna")).containsExactly(new PlayerRows.DeclarerRow("anna", "bavarian-tarock",
                    "solo", 1, 1));
            PlayerRows.HistoryRow played = rows.history("anna", null, null, 10).getFirst();
            assertThat(played.match()).isEqualTo(match);
            assertThat(played.players()).extracting(PlayerRows.Opponent::name).containsExactly("Anna", "bot:basic");
            assertThat(rows.leaderboard("bavarian-tarock", at, null, 10)).extracting(PlayerRows.BoardRow::name)
                    .containsExactly("bot:basic");
            assertThat(store.records(table, 1)).containsExactly("{}");

            store.write(new PlayerChange.CloseAccount("anna", at)).join();
            assertThat(rows.account("anna").orElseThrow().closed()).isEqualTo(at);
            assertThat(rows.ratings("anna")).isEmpty();
            assertThat(rows.session("ab".repeat(32))).isEmpty();
        }
    }

    @Test
    void theLeaderboardPagesThroughTiesByKeyAndLeavesOutWhoeverIsProvisionalAgain() {
        try (Store store = new Store(jdbcUrl())) {
            Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
            Instant month = now.plus(30, ChronoUnit.DAYS);
            // Four tied at 1650, Dot ranked for an hour more; Fay provisional again from this very instant, Gus,
            // the highest, since yesterday.
            rate(store, "ada", 1700, month);
            rate(store, "bea", 1650, month);
            rate(store, "cid", 1650, month);
            rate(store, "dot", 1650, now.plus(1, ChronoUnit.HOURS));
            rate(store, "eve", 1600, month);
            rate(store, "fay", 1650, now);
            rate(store, "gus", 1800, now.minus(1, ChronoUnit.DAYS));
            PlayerRows rows = store.players();
            List<String> pages = new java.util.ArrayList<>();
            PlayerRows.BoardCursor after = null;
            List<PlayerRows.BoardRow> page;
            do {
                page = rows.leaderboard(BOARD_GAME, now, after, 2);
                pages.add(String.join(" ", page.stream().map(PlayerRows.BoardRow::key).toList()));
                after = page.isEmpty() ? null
                        : new PlayerRows.BoardCursor(page.getLast().rating().rating(), page.getLast().key());
            } while (page.size() == 2);
            assertThat(pages).containsExactly("ada bea", "cid dot", "eve");
            assertThat(rows.leaderboard(BOARD_GAME, now.plus(2, ChronoUnit.HOURS),
                    new PlayerRows.BoardCursor(1650, "bea"), 10)).extracting(PlayerRows.BoardRow::key)
                    .containsExactly("cid", "eve");
        }
    }

    /** An account rated in {@link #BOARD_GAME}, ranked until {@code until}. */
    private void rate(Store store, String key, double rating, Instant until) {
        Instant at = until.minus(400, ChronoUnit.DAYS);
        store.write(new PlayerChange.OpenAccount(key, key, "$argon2id$v=19$m=256,t=1,p=1$c2FsdA$aGFzaA", at, null))
                .join();
        Jdbi.create(jdbcUrl()).useHandle(h -> h.createUpdate("insert into rating (account_key, game, rating, rd, "
                        + "volatility, matches, hands, rated_at, ranked_until) values (?, ?, ?, 60, 0.06, 1, 1, ?, ?)")
                .bind(0, key).bind(1, BOARD_GAME).bind(2, rating).bind(3, at).bind(4, until).execute());
    }

    @Test
    void aRestartedServerResumesEveryTableAndKeepsOnlyTokenDigests() throws Exception {
        Config config = config();
        String people;
        String bots;
        String[] tokens;
        long version;
        JsonNode view;
        String botMatch;
        try (TestServer first = new TestServer(config)) {
            bots = first.create(Map.of("game", "bavarian-tarock", "seats", List.of("basic", "random", "basic"),
                    "hands", 3));
            HumanTable t = new HumanTable(first, Map.of("game", "bavarian-tarock",
                    "seats", List.of("open", "open", "open"), "hands", 4));
            people = t.id;
            tokens = t.tokens;
            Random random = new Random(11);
            while (t.watcher.view.get("hand").asInt() < 1 || t.watcher.view.get("history").size() < 5) {
                t.playOne(HumanTable.randomPlay(random));
            }
            view = t.seats[1].view;
            t.close();
            // The players who left are marked absent (three more events); the restart keeps that version.
            version = awaitAllAbsent(first, people);
            awaitFinished(first, bots);
            botMatch = first.raw("GET", "/api/tables/" + bots + "/match.jsonl", null).body();
        }
        Jdbi jdbi = Jdbi.create(jdbcUrl());
        List<String> digests = jdbi.withHandle(h -> h.createQuery(
                "select token_digest from seat where table_id = :t order by seat_no").bind("t", people)
                .mapTo(String.class).list());
        for (int p = 0; p < 3; p++) {
            assertThat(digests.get(p)).matches("[0-9a-f]{64}").isNotEqualTo(tokens[p]).isEqualTo(Tokens.digest(tokens[p]));
        }
        try (TestServer second = new TestServer(config)) {
            assertThat(second.get("/api/tables/" + people).get("v").asLong()).isEqualTo(version);
            assertThat(second.raw("GET", "/api/tables/" + bots + "/match.jsonl", null).body()).isEqualTo(botMatch);
            assertThat(second.get("/api/tables/" + bots).get("status").asText()).isEqualTo("finished");
            try (Probe seat = second.connect()) {
                seat.hello(people, tokens[1]);
                assertThat(seat.until("state").get("view")).isEqualTo(view);
            }
        }
    }

    @Test
    void aTableOfFourInPlayResumesAfterARestartWithItsVersion() throws Exception {
        Config config = config();
        String id;
        long before;
        try (TestServer first = new TestServer(config)) {
            id = first.create(Map.of("game", "bavarian-tarock", "rules", Map.of("table-size", 4),
                    "seats", List.of("basic", "basic", "basic", "basic"), "hands", 200));
            JsonNode info = first.get("/api/tables/" + id);
            for (int i = 0; i < 400 && info.get("hands_played").asInt() < 2; i++) {
                Thread.sleep(25);
                info = first.get("/api/tables/" + id);
            }
            assertThat(info.get("hands_played").asInt()).as("hands played before the restart").isGreaterThanOrEqualTo(2);
            before = info.get("v").asLong();
        }
        try (TestServer second = new TestServer(config)) {
            JsonNode info = second.get("/api/tables/" + id);
            assertThat(info.get("status").asText()).as(info.toString()).isIn("playing", "finished");
            assertThat(info.get("v").asLong()).as("the version never goes down").isGreaterThanOrEqualTo(before);
            int resumedAt = info.get("hands_played").asInt();
            JsonNode later = info;
            for (int i = 0; i < 400 && later.get("status").asText().equals("playing")
                    && later.get("hands_played").asInt() <= resumedAt; i++) {
                Thread.sleep(25);
                later = second.get("/api/tables/" + id);
            }
            assertThat(later.get("hands_played").asInt()).as("the match plays on").isGreaterThan(resumedAt);
        }
    }

    private static long awaitAllAbsent(TestServer s, String id) throws InterruptedException {
        for (int i = 0; i < 400; i++) {
            JsonNode info = s.get("/api/tables/" + id);
            if (info.get("seats").findValues("absent").stream().allMatch(JsonNode::asBoolean)) {
                return info.get("v").asLong();
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the players of table " + id + " were not marked absent");
    }

    private static void awaitFinished(TestServer s, String id) throws InterruptedException {
        for (int i = 0; i < 400; i++) {
            if (s.get("/api/tables/" + id).get("status").asText().equals("finished")) {
                return;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("table " + id + " did not finish");
    }
}
