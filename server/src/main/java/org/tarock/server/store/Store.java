package org.tarock.server.store;

import com.zaxxer.hikari.HikariDataSource;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.flywaydb.core.Flyway;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The database: Flyway migrations, loading every table at start, and writes, which go through the
 * {@link StoreWriter}'s group commit. On the embedded database every batch goes to the {@link Journal} first,
 * since its own recovery after a kill may go back to an earlier version of its file: a start makes again what
 * the database lacks.
 */
public final class Store implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Store.class);

    /**
     * A table as stored. {@code absent} is the absent-player option as JSON text, {@code turnSeconds} the turn
     * timer or null; {@code creatorDigest} and {@code creatorAddress} are SHA-256 digests (the creator's token
     * and address themselves are never stored); {@code closed} is when the table was closed, or null.
     *
     * @param firstDealer the first dealer, null at a fair table (its first deal's seed chooses him)
     * @param fairSecret  the top secret {@code s_N} of a fair table's chain as hex, null at a table stored
     *                    before fair deals
     * @param fairCommitment the chain's commitment {@code hex(s_0)}, null at a table stored before it was kept
     */
    public record TableRow(String id, String game, String rules, long seed, Integer firstDealer, int handsPlanned,
                    Instant created, String absent, Integer turnSeconds, String creatorDigest, String creatorAddress,
                    Instant closed, String pace, String nextTable, String fairSecret, String fairCommitment,
                    boolean rated) {
    }

    /**
     * @param clientSeed the seat's client seed ({@code ""} for none), null while the seat is open
     * @param account    the key of the account that holds the seat, null for a guest's or an unrated bot's
     */
    public record SeatRow(int seat, String kind, String bot, String name, String tokenDigest, Integer joined,
                   String clientSeed, String account) {
    }

    /** A stored action; {@code standIn} is the kind of the stand-in bot that made it, or null. */
    public record ActionRow(int seat, String act, String standIn) {
    }

    /** A player leaving ({@code absent}) or coming back ({@code back}) after {@code index} actions of a hand. */
    public record PresenceRow(int index, int seat, String kind) {
    }

    public record HandRow(int number, String deal, String record, List<ActionRow> actions, List<PresenceRow> presence) {
    }

    /**
     * A snapshot of a table's match ({@code status} {@code playing}: before hand {@code hands}; {@code finished}
     * or {@code closed}: for good); {@code json} is what {@link MatchDriver} wrote.
     */
    public record SnapshotRow(String status, int hands, String json) {
    }

    /**
     * A stored table: with a snapshot, {@code hands} holds only the hands from the snapshot on (their earlier
     * records stay in the store, read with {@link #records}).
     */
    public record StoredTable(TableRow table, List<SeatRow> seats, SnapshotRow snapshot, List<HandRow> hands) {
    }

    /**
     * The writer's upkeep besides the writes.
     *
     * @param journalGenerationBytes the journal generation's length past which the database is closed cleanly
     *                               and a new generation begins
     * @param markLag   how far (in actions logged) a table's snapshot mark may fall behind before it is moved up
     * @param markCheck how often the writer looks for such tables (a scan of the snapshots)
     */
    public record Upkeep(long journalGenerationBytes, long markLag, java.time.Duration markCheck) {
        public static final Upkeep DEFAULT = new Upkeep(64L << 20, 20_000, java.time.Duration.ofMinutes(1));
    }

    /** The reads' connections: pooled on PostgreSQL ({@link ReadPool}), each its own on the embedded database. */
    private final Jdbi jdbi;
    /** The pool of {@link #jdbi}, or null. */
    private final HikariDataSource pool;
    private final StoreWriter writer;
    private final TournamentStore tournaments;
    private final PlayerRows players;

    /**
     * The version of the newest migration under {@code db/migration} (StoreMigrationsTest checks it): a database
     * that has it applied, and no failed one, is current, and the server starts without Flyway.
     */
    static final String LATEST_MIGRATION = "20";

    /**
     * The connection the start opened, kept for {@link #loadAll} (null once it has been used): a connection to
     * PostgreSQL costs a password exchange (SCRAM's thousands of hashes, in code not yet compiled at a start).
     */
    private Handle opening;

    public Store(String jdbcUrl) {
        this(jdbcUrl, null, Upkeep.DEFAULT);
    }

    /** @param journalFile the embedded database's journal, or null for none */
    public Store(String jdbcUrl, java.nio.file.Path journalFile, Upkeep upkeep) {
        Jdbi direct = Jdbi.create(jdbcUrl);
        this.opening = direct.open();
        Journal journal = null;
        long seq = 0;
        HikariDataSource pooled;
        try {
            if (!current(opening)) {
                Flyway.configure().dataSource(jdbcUrl, null, null).locations("classpath:db/migration").load().migrate();
            }
            journal = journalFile == null ? null : Journal.open(journalFile);
            if (journal != null) {
                seq = redo(opening, journal);
            }
            pooled = ReadPool.pooled(jdbcUrl) ? ReadPool.open(jdbcUrl) : null;
        } catch (RuntimeException e) {
            opening.close();
            throw e;
        }
        this.pool = pooled;
        this.jdbi = pooled != null ? Jdbi.create(pooled) : direct;
        // The writer keeps a connection of its own, outside the pool: it holds it from one batch to the next.
        this.writer = new StoreWriter(direct, journal, seq, upkeep);
        this.players = new PlayerRows(jdbi, writer.readers());
        this.tournaments = new TournamentStore(jdbi, writer);
    }

    /** The tournaments, their entries and scored deals. */
    public TournamentStore tournaments() {
        return tournaments;
    }

    /**
     * Makes again, in order and in one transaction, the journal's batches after the last one the database
     * committed; returns the number of the last batch.
     */
    private static long redo(Handle h, Journal journal) {
        long applied = h.createQuery("select applied from journal_state where id = 1").mapTo(Long.class).one();
        List<Journal.Entry> lost = journal.entriesAfter(applied);
        if (lost.isEmpty()) {
            return applied;
        }
        if (lost.getFirst().seq() != applied + 1) {
            LOG.error("the database lacks batches {} to {}, which its journal no longer holds",
                    applied + 1, lost.getFirst().seq() - 1);
        }
        long last = lost.getLast().seq();
        h.useTransaction(t -> {
            for (Journal.Entry e : lost) {
                e.writes().forEach(w -> w.apply(t));
            }
            StoreWriter.markApplied(t, last);
        });
        LOG.warn("the database had lost the last {} committed batches of writes (to batch {}); made again from "
                + "its journal", lost.size(), last);
        return last;
    }

    /**
     * Whether the database has every migration applied. Flyway's start (loading its plugins, scanning for
     * migrations, validating each one's checksum) took more of a restart than reading the tables did, so a
     * current database is recognised by one query instead. Flyway applies migrations in order, so the newest
     * applied means all are.
     */
    static boolean current(Jdbi jdbi) {
        try (Handle h = jdbi.open()) {
            return current(h);
        }
    }

    private static boolean current(Handle h) {
        try {
            return h.createQuery("select count(*) from \"flyway_schema_history\" where \"success\" and \"version\" = ? "
                            + "and not exists (select 1 from \"flyway_schema_history\" where not \"success\")")
                    .bind(0, LATEST_MIGRATION).mapTo(Long.class).one() == 1;
        } catch (RuntimeException noHistoryYet) {
            return false;
        }
    }

    public CompletableFuture<Void> createTable(TableRow t, List<SeatRow> seats) {
        return submit(new Change.CreateTable(t, List.copyOf(seats)));
    }

    /** Records the table a finished table's players went on to (play again with the same seats). */
    public CompletableFuture<Void> setNextTable(String tableId, String next) {
        return submit(new Change.SetNextTable(tableId, next));
    }

    public CompletableFuture<Void> takeSeat(String tableId, SeatRow s) {
        return submit(new Change.TakeSeat(tableId, s));
    }

    public CompletableFuture<Void> startHand(String tableId, int hand, String deal) {
        return submit(new Change.StartHand(tableId, hand, deal));
    }

    public CompletableFuture<Void> appendAction(String tableId, int hand, int index, int seat, String act, String standIn) {
        return submit(new Change.LoggedAction(tableId, hand, index, seat, act, standIn));
    }

    public CompletableFuture<Void> appendPresence(String tableId, int hand, int index, int seat, String kind) {
        return submit(new Change.LoggedPresence(tableId, hand, index, seat, kind));
    }

    /** Marks the table closed and stores its last snapshot, in one transaction. */
    public CompletableFuture<Void> closeTable(String tableId, Instant when, SnapshotRow snapshot) {
        return submit(new Change.CloseTable(tableId, when, snapshot));
    }

    public CompletableFuture<Void> finishHand(String tableId, int hand, String record) {
        return submit(new Change.FinishHand(tableId, hand, record, null));
    }

    /** Stores a hand's record and, in the same transaction, the table's snapshot after it. */
    public CompletableFuture<Void> finishHand(String tableId, int hand, String record, SnapshotRow snapshot) {
        return submit(new Change.FinishHand(tableId, hand, record, snapshot));
    }

    public CompletableFuture<Void> snapshot(String tableId, SnapshotRow snapshot) {
        return submit(new Change.PutSnapshot(tableId, snapshot));
    }

    /** Writes to the accounts, sessions and ratings. */
    public CompletableFuture<Void> write(PlayerChange change) {
        return submit(change);
    }

    /** Whether a write failed because a row with its key is there already (SQL state 23505, on both databases). */
    public static boolean duplicateKey(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof java.sql.SQLException sql && "23505".equals(sql.getSQLState())) {
                return true;
            }
        }
        return false;
    }

    /** Reads of the accounts, sessions and ratings. */
    public PlayerRows players() {
        return players;
    }

    /** Times each commit of the writer with {@code timer} from now on. */
    public void timeCommitsWith(io.micrometer.core.instrument.Timer timer) {
        writer.timeCommitsWith(timer);
    }

    /**
     * Why database writes fail, while they do (a full disk: {@code No space left on device}); null when the
     * last write succeeded. Callers that get a failed write may try again: the writer reopens its connection
     * after a failure, so writes succeed again by themselves once the cause is gone.
     */
    public String failure() {
        return writer.failure();
    }

    private CompletableFuture<Void> submit(Change change) {
        return writer.submit(change);
    }

    /**
     * Writes a consistent copy of the embedded database to the zip file {@code zip} while the tables go on
     * (H2's online {@code BACKUP TO}, on a connection of its own).
     */
    public void backupTo(java.nio.file.Path zip) {
        writer.readers().lock();
        try (Handle h = jdbi.open()) {
            h.execute("BACKUP TO '" + zip.toAbsolutePath().toString().replace("'", "''") + "'");
        } finally {
            writer.readers().unlock();
        }
    }

    /** The records of a table's finished hands numbered below {@code below}, in order. */
    public List<String> records(String tableId, int below) {
        writer.readers().lock();
        try (Handle h = jdbi.open()) {
            return h.createQuery("select record from hand where table_id = ? and hand_no < ? order by hand_no")
                    .bind(0, tableId).bind(1, below).mapTo(String.class).list();
        } finally {
            writer.readers().unlock();
        }
    }

    /**
     * Every table with its seats and snapshot, and the hands a restart replays: those from each table's
     * snapshot on (every hand of a table without one). Only the actions and comings and goings after the
     * smallest mark of the snapshots in play are read, so the cost follows the tables in play, not the hands
     * ever stored.
     */
    public List<StoredTable> loadAll() {
        writer.readers().lock();
        try {
            return loadAllOpen();
        } finally {
            writer.readers().unlock();
        }
    }

    private List<StoredTable> loadAllOpen() {
        Handle kept = opening;
        opening = null;
        try (Handle h = kept != null ? kept : jdbi.open()) {
            return StoredTables.read(h);
        }
    }

    @Override
    public void close() {
        if (opening != null) {
            opening.close();
            opening = null;
        }
        writer.close();
        if (pool != null) {
            pool.close();
        }
    }
}
