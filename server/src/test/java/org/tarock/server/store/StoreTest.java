package org.tarock.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The store's group commit: the actions that arrive together are committed in one transaction, each
 * acknowledged only once it is committed, and a write the database refuses fails alone.
 */
class StoreTest {
    private static final int ACTIONS = 300;

    private static String url(Path dir) {
        return "jdbc:h2:file:" + dir.resolve("tarock") + ";DB_CLOSE_ON_EXIT=FALSE";
    }

    /** The actions stored for hand 1 of table {@code t}, as their idx, read over a connection of its own. */
    private static List<Integer> stored(Handle reader) {
        return reader.createQuery("select idx from action_log where table_id = 't' and hand_no = 1 order by id")
                .mapTo(Integer.class).list();
    }

    @Test
    void anActionIsAcknowledgedOnlyOnceItIsCommitted(@TempDir Path dir) {
        ConcurrentLinkedQueue<String> unseen = new ConcurrentLinkedQueue<>();
        List<CompletableFuture<Void>> writes = new ArrayList<>();
        try (Store store = new Store(url(dir)); Handle reader = Jdbi.create(url(dir)).open()) {
            Jdbi other = Jdbi.create(url(dir));
            for (int i = 0; i < ACTIONS; i++) {
                int index = i;
                // Runs as the write completes (on the writer thread): another connection must already see it.
                writes.add(store.appendAction("t", 1, i, i % 3, "pass", null).thenRun(() -> {
                    if (!other.withHandle(StoreTest::stored).contains(index)) {
                        unseen.add("action " + index);
                    }
                }));
            }
            CompletableFuture.allOf(writes.toArray(CompletableFuture[]::new)).join();
            assertThat(unseen).as("acknowledged before their commit").isEmpty();
            assertThat(stored(reader)).as("stored in the order submitted").hasSize(ACTIONS).isSorted();
        }
    }

    @Test
    void anActionTheDatabaseRefusesFailsAloneAndTheRestOfItsBatchIsStored(@TempDir Path dir) {
        List<CompletableFuture<Void>> writes = new ArrayList<>();
        int bad = ACTIONS / 2;
        try (Store store = new Store(url(dir)); Handle reader = Jdbi.create(url(dir)).open()) {
            for (int i = 0; i < ACTIONS; i++) {
                // An action text longer than its column (200 characters) is refused by the database.
                writes.add(store.appendAction("t", 1, i, i % 3, i == bad ? "x".repeat(201) : "pass", null));
            }
            List<Integer> failed = new ArrayList<>();
            for (int i = 0; i < ACTIONS; i++) {
                try {
                    writes.get(i).join();
                } catch (CompletionException e) {
                    failed.add(i);
                }
            }
            assertThat(failed).containsExactly(bad);
            List<Integer> expected = new ArrayList<>();
            for (int i = 0; i < ACTIONS; i++) {
                if (i != bad) {
                    expected.add(i);
                }
            }
            assertThat(stored(reader)).containsExactlyElementsOf(expected);
            assertThat(store.failure()).as("the writes after the refused one succeeded").isNull();
        }
    }

    @Test
    void aSnapshotAfterActionsOfTheSameBatchMarksThemAsBeforeIt(@TempDir Path dir) {
        try (Store store = new Store(url(dir)); Handle reader = Jdbi.create(url(dir)).open()) {
            List<CompletableFuture<Void>> writes = new ArrayList<>();
            for (int i = 0; i < 10; i++) {
                writes.add(store.appendAction("t", 1, i, i % 3, "pass", null));
            }
            writes.add(store.snapshot("t", new Store.SnapshotRow("playing", 2, "{}")));
            CompletableFuture.allOf(writes.toArray(CompletableFuture[]::new)).join();
            long newest = reader.createQuery("select max(id) from action_log").mapTo(Long.class).one();
            long mark = reader.createQuery("select action_mark from table_snapshot where table_id = 't'")
                    .mapTo(Long.class).one();
            assertThat(mark).isEqualTo(newest);
        }
    }
}
