package org.tarock.server.store;

import java.sql.BatchUpdateException;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The store's writer: one thread that commits whatever writes have queued up in one transaction (group commit),
 * each write's future completing only once its transaction is committed, so a caller that waits for it knows the
 * write is durable. On the embedded database every batch goes to the {@link Journal} first. Besides the writes it
 * keeps the journal's generations and the snapshot marks of the tables in play ({@link Store.Upkeep}).
 */
public final class StoreWriter {
    private static final Logger LOG = LoggerFactory.getLogger(StoreWriter.class);
    private static final int MAX_BATCH = 512;
    private static final long GATHER_NANOS = TimeUnit.MILLISECONDS.toNanos(5);

    private record Write(Change change, CompletableFuture<Void> done) {
    }

    private static final Write STOP = new Write(null, new CompletableFuture<>());

    private final Jdbi jdbi;
    /** The writer thread's connection; null after a failure, until the next batch opens a new one. */
    private Handle writer;
    /** Why writes fail, while they do (null when the last write succeeded). */
    private volatile String failure;
    private final BlockingQueue<Write> queue = new LinkedBlockingQueue<>();
    private final Thread thread;
    /** The embedded database's journal, or null (PostgreSQL commits durably by itself). */
    private final Journal journal;
    private final Store.Upkeep upkeep;
    /** When the writer last looked for tables whose mark fell behind ({@link System#nanoTime}). */
    private long markChecked = System.nanoTime();
    /** The number of the last batch committed. */
    private long seq;
    /** Readers hold it shared; closing the database for a new journal generation holds it alone. */
    private final ReentrantReadWriteLock open = new ReentrantReadWriteLock();
    /** Times each commit of the writer; null: not timed. */
    private volatile io.micrometer.core.instrument.Timer commits;

    /** @param seq the number of the last batch the database committed (with a journal) */
    StoreWriter(Jdbi jdbi, Journal journal, long seq, Store.Upkeep upkeep) {
        this.jdbi = jdbi;
        this.journal = journal;
        this.seq = seq;
        this.upkeep = upkeep;
        this.thread = Thread.ofPlatform().name("tarock-store-writer").daemon().start(this::writeLoop);
    }

    /** What readers hold while they use a connection of their own. */
    java.util.concurrent.locks.Lock readers() {
        return open.readLock();
    }

    /** Times each commit with {@code timer} from now on. */
    void timeCommitsWith(io.micrometer.core.instrument.Timer timer) {
        commits = timer;
    }

    CompletableFuture<Void> submit(Change change) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        if (!thread.isAlive()) {
            done.completeExceptionally(new IllegalStateException("the store is closed"));
            return done;
        }
        queue.add(new Write(change, done));
        return done;
    }

    private void writeLoop() {
        try {
            // Opened here, beside the start's reading of the tables rather than after it, at the first write.
            handle();
        } catch (RuntimeException notYet) {
            // The first batch opens it again, and fails its writes with the reason if it still cannot.
            dropConnection();
        }
        List<Write> batch = new ArrayList<>(MAX_BATCH);
        while (true) {
            try {
                batch.add(queue.take());
            } catch (InterruptedException e) {
                return;
            }
            gather(batch);
            boolean stop = batch.remove(STOP);
            if (!batch.isEmpty()) {
                commit(batch);
            }
            batch.clear();
            if (stop) {
                return;
            }
        }
    }

    /**
     * Waits a moment for more writes before committing: a commit rewrites every database page the batch
     * touched, so fewer, larger commits cost the database far less than one per action.
     */
    private void gather(List<Write> batch) {
        long end = System.nanoTime() + GATHER_NANOS;
        queue.drainTo(batch, MAX_BATCH - batch.size());
        try {
            while (batch.size() < MAX_BATCH) {
                long left = end - System.nanoTime();
                Write w = left > 0 ? queue.poll(left, TimeUnit.NANOSECONDS) : null;
                if (w == null) {
                    return;
                }
                batch.add(w);
                queue.drainTo(batch, MAX_BATCH - batch.size());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Why database writes fail, while they do (a full disk: {@code No space left on device}); null when the
     * last write succeeded. Callers that get a failed write may try again: the store reopens its connection
     * after a failure, so writes succeed again by themselves once the cause is gone.
     */
    String failure() {
        return failure;
    }

    /**
     * Commits the batch in one transaction; if that fails, each write alone, so one bad write fails alone.
     * When the database itself is gone (it closes itself when it cannot write its file), the rest of the
     * batch fails at once and the next batch opens a new connection.
     */
    private void commit(List<Write> batch) {
        try {
            long begin = System.nanoTime();
            commitJournaled(batch);
            io.micrometer.core.instrument.Timer timer = commits;
            if (timer != null) {
                timer.record(System.nanoTime() - begin, TimeUnit.NANOSECONDS);
            }
            batch.forEach(w -> w.done().complete(null));
            succeeded();
        } catch (RuntimeException batchFailure) {
            for (int i = 0; i < batch.size(); i++) {
                Write w = batch.get(i);
                try {
                    commitJournaled(List.of(w));
                    w.done().complete(null);
                    succeeded();
                } catch (RuntimeException e) {
                    failed(e);
                    w.done().completeExceptionally(e);
                    if (databaseGone(e)) {
                        dropConnection();
                        batch.subList(i + 1, batch.size()).forEach(rest -> rest.done().completeExceptionally(e));
                        return;
                    }
                }
            }
        }
        if (System.nanoTime() - markChecked > upkeep.markCheck().toNanos()) {
            markChecked = System.nanoTime();
            refreshMarks();
        }
        if (journal != null && journal.size() > upkeep.journalGenerationBytes()) {
            newGeneration();
        }
    }

    /** Moves up the snapshot marks of the tables in play that have fallen more than {@link Upkeep#markLag} behind. */
    private void refreshMarks() {
        try {
            List<String> behind = handle().createQuery("select table_id from table_snapshot where status = "
                            + "'playing' and action_mark < (select coalesce(max(id), 0) from action_log) - ?")
                    .bind(0, upkeep.markLag()).mapTo(String.class).list();
            for (String table : behind) {
                commitJournaled(List.of(new Write(new Change.RefreshMarks(table), null)));
            }
        } catch (RuntimeException e) {
            // Only a restart's reading is longer meanwhile; the next look tries again.
            LOG.debug("snapshot marks could not be moved up", e);
        }
    }

    /**
     * Commits the writes in one transaction, written to the journal first (where there is one) and taken back
     * from it when the commit fails.
     */
    private void commitJournaled(List<Write> writes) {
        if (journal == null) {
            handle().useTransaction(h -> apply(h, writes));
            return;
        }
        long next = seq + 1;
        long before = journal.append(next, writes.stream().map(Write::change).toList());
        try {
            handle().useTransaction(h -> {
                apply(h, writes);
                markApplied(h, next);
            });
        } catch (RuntimeException e) {
            journal.undo(before);
            throw e;
        }
        seq = next;
    }

    /** Records in the database, inside the batch's own transaction, that it holds batch {@code seq}. */
    static void markApplied(Handle h, long seq) {
        h.createUpdate("update journal_state set applied = ? where id = 1").bind(0, seq).execute();
    }

    /**
     * Closes the embedded database cleanly, which makes it hold every batch so far, and starts a new journal
     * generation; the next batch opens it again. Readers wait meanwhile.
     */
    private void newGeneration() {
        open.writeLock().lock();
        try {
            shutdown(handle().getConnection());
            dropConnection();
            journal.rotate();
            LOG.info("the embedded database was closed cleanly: its journal starts a new generation");
        } catch (RuntimeException e) {
            dropConnection();
            LOG.warn("the journal goes on in its generation: the database could not be closed cleanly ({})",
                    DataDirectory.rootMessage(e));
        } finally {
            open.writeLock().unlock();
        }
    }

    /** Closes the embedded database; what fails only because it is closed by then is no failure. */
    private static void shutdown(java.sql.Connection c) {
        try (java.sql.Statement st = c.createStatement()) {
            st.execute("shutdown");
        } catch (SQLException e) {
            try {
                if (c.isValid(1)) {
                    throw new UncheckedSqlException(e);
                }
            } catch (SQLException gone) {
                // not valid: closed, as the shutdown was to do
            }
        }
    }

    /**
     * Makes the writes in their order. Consecutive actions go to the database as one JDBC batch: one statement
     * prepared, one round trip, instead of a Jdbi statement (and, on PostgreSQL, a round trip) per action.
     */
    private static void apply(Handle h, List<Write> writes) {
        try (PreparedStatement actions = h.getConnection().prepareStatement(Change.LoggedAction.INSERT)) {
            int pending = 0;
            for (Write w : writes) {
                if (w.change() instanceof Change.LoggedAction a) {
                    actions.setString(1, a.tableId());
                    actions.setInt(2, a.hand());
                    actions.setInt(3, a.index());
                    actions.setInt(4, a.seat());
                    actions.setString(5, a.act());
                    actions.setString(6, a.standIn());
                    actions.addBatch();
                    pending++;
                } else {
                    // A later statement may read the actions (a snapshot's mark is the newest action's id).
                    if (pending > 0) {
                        actions.executeBatch();
                        pending = 0;
                    }
                    w.change().apply(h);
                }
            }
            if (pending > 0) {
                actions.executeBatch();
            }
        } catch (BatchUpdateException e) {
            // The batch's exception carries only the message; the database's own, with its cause (a full disk's
            // IOException), is the next one.
            throw new UncheckedSqlException(e.getNextException() != null ? e.getNextException() : e);
        } catch (SQLException e) {
            throw new UncheckedSqlException(e);
        }
    }

    /** A JDBC failure of a batch, unchecked like Jdbi's, with the {@link SQLException} as its cause. */
    private static final class UncheckedSqlException extends RuntimeException {
        UncheckedSqlException(SQLException cause) {
            super(cause.getMessage(), cause);
        }
    }

    /**
     * Whether a write failed because the connection or the database is gone (H2 closes itself when it cannot
     * write its file, and says so only from the next statement on), rather than because of the write itself.
     */
    private boolean databaseGone(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof java.sql.SQLNonTransientConnectionException
                    || t instanceof java.sql.SQLTransientConnectionException
                    || t instanceof java.sql.SQLException sql && sql.getSQLState() != null
                    && sql.getSQLState().startsWith("08")
                    || t instanceof java.io.IOException) {
                return true;
            }
        }
        try {
            return writer == null || !writer.getConnection().isValid(1);
        } catch (java.sql.SQLException | RuntimeException invalid) {
            return true;
        }
    }

    private Handle handle() {
        if (writer == null) {
            writer = jdbi.open();
        }
        return writer;
    }

    /**
     * Drops the connection after a failure: an embedded database closes itself when it cannot write its file
     * (a full disk), and only a new connection opens it again.
     */
    private void dropConnection() {
        if (writer != null) {
            try {
                writer.close();
            } catch (RuntimeException alreadyBroken) {
                // the connection is being dropped because it failed; closing it may fail the same way
            }
            writer = null;
        }
    }

    private void succeeded() {
        if (failure != null) {
            failure = null;
            LOG.info("database writes succeed again; the tables go on");
        }
    }

    /** Logs the start of a failure once, with its cause, rather than a stack trace for every write. */
    private void failed(RuntimeException e) {
        String why = DataDirectory.rootMessage(e);
        if (failure == null) {
            LOG.error("database writes fail ({}); tables wait, and go on by themselves once writes succeed again",
                    why);
        }
        LOG.debug("a database write failed", e);
        failure = why;
    }

    /** Commits what is queued, stops the thread and, with a journal, closes the database cleanly. */
    void close() {
        queue.add(STOP);
        try {
            thread.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (journal != null && !thread.isAlive()) {
            // Closed cleanly, the database holds every batch: the journal starts a new generation.
            newGeneration();
            journal.close();
        }
        dropConnection();
    }
}
