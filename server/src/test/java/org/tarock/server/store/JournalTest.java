package org.tarock.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The embedded store's journal: a batch the database lost is made again at the next start, a last line a kill
 * cut short is dropped, and a long journal closes the database cleanly and starts a new generation while the
 * store goes on.
 */
class JournalTest {

    private static String url(Path dir) {
        return "jdbc:h2:file:" + dir.resolve("tarock") + ";WRITE_DELAY=0;DB_CLOSE_ON_EXIT=FALSE";
    }

    private static Store store(Path dir, Store.Upkeep upkeep) {
        return new Store(url(dir), dir.resolve("tarock.journal"), upkeep);
    }

    private static Store.TableRow table(String id) {
        return new Store.TableRow(id, "bavarian-tarock", "{}", 1L, 0, 2, Instant.now().truncatedTo(ChronoUnit.MILLIS),
                "\"wait\"", null, null, null, null, "normal", null, null, null, false);
    }

    private static List<String> acts(Path dir, String table) {
        return Jdbi.create(url(dir)).withHandle(h -> h.createQuery(
                "select act from action_log where table_id = ? order by id").bind(0, table).mapTo(String.class).list());
    }

    @Test
    void batchesTheDatabaseLostAreMadeAgainFromTheJournalAtTheNextStart(@TempDir Path dir) {
        try (Store store = store(dir, Store.Upkeep.DEFAULT)) {
            store.createTable(table("t"), List.of(new Store.SeatRow(0, "open", null, null, null, null, null, null))).join();
            store.startHand("t", 0, "{}").join();
            for (int i = 0; i < 10; i++) {
                store.appendAction("t", 0, i, i % 3, "play " + i, null).join();
            }
        }
        // As a recovery that goes back to an earlier version of the file leaves it: the last writes are gone.
        Jdbi.create(url(dir)).useHandle(h -> {
            long applied = h.createQuery("select applied from journal_state").mapTo(Long.class).one();
            h.execute("delete from action_log where table_id = 't' and idx >= 6");
            h.createUpdate("update journal_state set applied = ?").bind(0, applied - 4).execute();
        });
        assertThat(acts(dir, "t")).hasSize(6);
        try (Store store = store(dir, Store.Upkeep.DEFAULT)) {
            assertThat(store.loadAll().getFirst().hands().getFirst().actions()).extracting(Store.ActionRow::act)
                    .containsExactly("play 0", "play 1", "play 2", "play 3", "play 4", "play 5", "play 6", "play 7",
                            "play 8", "play 9");
        }
    }

    @Test
    void aLastLineAKillCutShortIsDroppedAndTheJournalGoesOnAfterIt(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("j");
        try (Journal j = Journal.open(file)) {
            j.append(1, List.of(new Change.StartHand("t", 0, "{}")));
        }
        Files.writeString(file, "{\"seq\":2,\"writes\":[{\"w\":\"act\",\"tab", StandardCharsets.UTF_8,
                StandardOpenOption.APPEND);
        try (Journal j = Journal.open(file)) {
            assertThat(j.entries()).extracting(Journal.Entry::seq).containsExactly(1L);
            j.append(2, List.of(new Change.LoggedAction("t", 0, 0, 1, "pass", null)));
        }
        try (Journal j = Journal.open(file)) {
            assertThat(j.entries()).extracting(Journal.Entry::seq).containsExactly(1L, 2L);
            assertThat(j.entries().get(1).writes()).containsExactly(new Change.LoggedAction("t", 0, 0, 1, "pass", null));
        }
    }

    @Test
    void everyKindOfWriteReadsBackFromTheJournalAsItWasWritten(@TempDir Path dir) {
        Store.SnapshotRow snap = new Store.SnapshotRow("playing", 2, "{\"v\":3}");
        Store.TableRow row = new Store.TableRow("t", "husarln", "{\"x\":1}", -5L, null, 7, Instant.parse(
                "2026-12-04T10:00:00.123456Z"), null, 30, "cd", "ef", Instant.parse("2026-12-04T11:00:00Z"), "fast",
                "u", "12", "34", true);
        List<Change> all = List.of(new Change.CreateTable(row, List.of(new Store.SeatRow(1, "bot", "basic", "b", null,
                        null, "", null))),
                new Change.SetNextTable("t", "u"), new Change.TakeSeat("t", new Store.SeatRow(0, "person", null, "Anna",
                        "ab", 1, "s!", "anna")),
                new Change.StartHand("t", 0, "{}"), new Change.LoggedAction("t", 0, 1, 2, "bid solo", "basic"),
                new Change.LoggedAction("t\"x", 0, 2, 0, "play \"\u00e9\\\n", null),
                new Change.LoggedPresence("t", 0, 1, 2, "absent"), new Change.CloseTable("t", Instant.EPOCH, snap),
                new Change.FinishHand("t", 0, "{}", null), new Change.FinishHand("t", 0, "{}", snap),
                new Change.PutSnapshot("t", snap));
        Path file = dir.resolve("j");
        try (Journal j = Journal.open(file)) {
            j.append(1, all);
        }
        try (Journal j = Journal.open(file)) {
            assertThat(j.entries()).containsExactly(new Journal.Entry(1, all));
        }
    }

    @Test
    void aLongJournalClosesTheDatabaseCleanlyStartsANewGenerationAndTheStoreGoesOn(@TempDir Path dir) {
        List<CompletableFuture<Void>> writes = new ArrayList<>();
        try (Store store = store(dir, new Store.Upkeep(4096, 20_000, java.time.Duration.ofMinutes(1)))) {
            store.createTable(table("t"), List.of()).join();
            store.startHand("t", 0, "{}").join();
            for (int i = 0; i < 300; i++) {
                writes.add(store.appendAction("t", 0, i, i % 3, "play " + i, null));
                if (i % 50 == 0) {
                    CompletableFuture.allOf(writes.toArray(CompletableFuture[]::new)).join();
                    assertThat(store.records("t", 1)).hasSize(1);
                }
            }
            CompletableFuture.allOf(writes.toArray(CompletableFuture[]::new)).join();
            assertThat(Files.exists(dir.resolve("tarock.journal.previous"))).as("a generation was started").isTrue();
        }
        assertThat(acts(dir, "t")).hasSize(300);
    }

    @Test
    void onlyTheBatchesAfterTheLastOneTheDatabaseCommittedAreReadEvenAfterALongLine(@TempDir Path dir) {
        Path file = dir.resolve("j");
        List<Change> many = new ArrayList<>();
        for (int i = 0; i < 800; i++) {
            many.add(new Change.LoggedAction("t", 0, i, i % 3, "play " + "x".repeat(80), null));
        }
        try (Journal j = Journal.open(file)) {
            j.append(1, List.of(new Change.StartHand("t", 0, "{}")));
            j.append(2, many);
        }
        try (Journal j = Journal.open(file)) {
            assertThat(j.entriesAfter(1)).extracting(Journal.Entry::seq).containsExactly(2L);
            assertThat(j.entriesAfter(1).getFirst().writes()).hasSize(800);
            assertThat(j.entriesAfter(2)).isEmpty();
            assertThat(j.entriesAfter(0)).extracting(Journal.Entry::seq).containsExactly(1L, 2L);
        }
    }

    @Test
    void aTableThatStaysInOneHandHasItsSnapshotMarkMovedUpAndItsHandReadsBackWhole(@TempDir Path dir) {
        long lag = 100;
        // The writer looks for tables behind after every batch here.
        try (Store store = store(dir, new Store.Upkeep(64L << 20, lag, java.time.Duration.ZERO))) {
            store.createTable(table("idle"), List.of()).join();
            store.snapshot("idle", new Store.SnapshotRow("playing", 0, "{}")).join();
            store.startHand("idle", 0, "{}").join();
            store.appendAction("idle", 0, 0, 1, "bid solo", null).join();
            store.appendPresence("idle", 0, 1, 2, "absent").join();
            store.appendAction("idle", 0, 1, 2, "pass", "basic").join();
            // Another table plays hand after hand, one action at a time, with a snapshot after each hand as a
            // match does.
            store.createTable(table("busy"), List.of()).join();
            store.snapshot("busy", new Store.SnapshotRow("playing", 0, "{}")).join();
            for (int hand = 0; hand < 24; hand++) {
                store.startHand("busy", hand, "{}").join();
                for (int i = 0; i < 25; i++) {
                    store.appendAction("busy", hand, i, i % 3, "play " + i, null).join();
                }
                store.finishHand("busy", hand, "{}", new Store.SnapshotRow("playing", hand + 1, "{}")).join();
            }
            store.appendAction("idle", 0, 2, 0, "pass", null).join();
        }
        long newest = Jdbi.create(url(dir)).withHandle(h -> h.createQuery("select max(id) from action_log")
                .mapTo(Long.class).one());
        long mark = Jdbi.create(url(dir)).withHandle(h -> h.createQuery(
                "select action_mark from table_snapshot where table_id = 'idle'").mapTo(Long.class).one());
        assertThat(mark).as("the idle table's mark").isGreaterThan(newest - 2 * lag);
        try (Store store = store(dir, Store.Upkeep.DEFAULT)) {
            Store.HandRow idle = store.loadAll().stream().filter(t -> t.table().id().equals("idle")).findFirst()
                    .orElseThrow().hands().getFirst();
            assertThat(idle.actions()).containsExactly(new Store.ActionRow(1, "bid solo", null),
                    new Store.ActionRow(2, "pass", "basic"), new Store.ActionRow(0, "pass", null));
            assertThat(idle.presence()).containsExactly(new Store.PresenceRow(1, 2, "absent"));
        }
    }
}
