package org.tarock.server;

import io.micrometer.core.instrument.Timer;
import java.nio.file.Path;
import java.sql.BatchUpdateException;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.flywaydb.core.Flyway;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The database: Flyway migrations, loading every table at start, and writes. Writes go through one writer
 * thread that commits whatever has queued up in one transaction (group commit): each write's future
 * completes only once its transaction is committed, so a caller that waits for it knows the write is durable.
 * The actions of a batch, the bulk of all writes, are inserted as one JDBC batch of a single prepared statement.
 */
final class Store implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Store.class);
    private static final int MAX_BATCH = 512;
    private static final long GATHER_NANOS = TimeUnit.MILLISECONDS.toNanos(5);

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
    record TableRow(String id, String game, String rules, long seed, Integer firstDealer, int handsPlanned,
                    Instant created, String absent, Integer turnSeconds, String creatorDigest, String creatorAddress,
                    Instant closed, String pace, String nextTable, String fairSecret, String fairCommitment) {
    }

    /** @param clientSeed the seat's client seed ({@code ""} for none), null while the seat is open */
    record SeatRow(int seat, String kind, String bot, String name, String tokenDigest, Integer joined,
                   String clientSeed) {
    }

    /** A stored action; {@code standIn} is the kind of the stand-in bot that made it, or null. */
    record ActionRow(int seat, String act, String standIn) {
    }

    /** A player leaving ({@code absent}) or coming back ({@code back}) after {@code index} actions of a hand. */
    record PresenceRow(int index, int seat, String kind) {
    }

    record HandRow(int number, String deal, String record, List<ActionRow> actions, List<PresenceRow> presence) {
    }

    /**
     * A snapshot of a table's match ({@code status} {@code playing}: before hand {@code hands}; {@code finished}
     * or {@code closed}: for good); {@code json} is what {@link MatchDriver} wrote.
     */
    record SnapshotRow(String status, int hands, String json) {
    }

    /**
     * A stored table: with a snapshot, {@code hands} holds only the hands from the snapshot on (their earlier
     * records stay in the store, read with {@link #records}).
     */
    record StoredTable(TableRow table, List<SeatRow> seats, SnapshotRow snapshot, List<HandRow> hands) {
    }

    /** A write: a statement of its own, or an action to insert (batched with the batch's other actions). */
    private sealed interface Change permits Statement, LoggedAction {
    }

    private record Statement(Consumer<Handle> op) implements Change {
    }

    private record LoggedAction(String tableId, int hand, int index, int seat, String act, String standIn)
            implements Change {
    }

    private record Write(Change change, CompletableFuture<Void> done) {
    }

    private static final String INSERT_ACTION = "insert into action_log (table_id, hand_no, idx, seat, act, stand_in) "
            + "values (?, ?, ?, ?, ?, ?)";

    private static final Write STOP = new Write(new Statement(h -> { }), new CompletableFuture<>());

    private final Jdbi jdbi;
    /** The writer thread's connection; null after a failure, until the next batch opens a new one. */
    private Handle writer;
    /** Why writes fail, while they do (null when the last write succeeded). */
    private volatile String failure;
    private final BlockingQueue<Write> queue = new LinkedBlockingQueue<>();
    private final Thread thread;
    /** Times each commit of the writer; null: not timed. */
    private volatile Timer commits;

    /**
     * The version of the newest migration under {@code db/migration} (StoreMigrationsTest checks it): a database
     * that has it applied, and no failed one, is current, and the server starts without Flyway.
     */
    static final String LATEST_MIGRATION = "17";

    /**
     * The connection the start opened, kept for {@link #loadAll} (null once it has been used): a connection to
     * PostgreSQL costs a password exchange (SCRAM's thousands of hashes, in code not yet compiled at a start).
     */
    private Handle opening;

    Store(String jdbcUrl) {
        this.jdbi = Jdbi.create(jdbcUrl);
        this.opening = jdbi.open();
        try {
            if (!current(opening)) {
                Flyway.configure().dataSource(jdbcUrl, null, null).locations("classpath:db/migration").load().migrate();
            }
        } catch (RuntimeException e) {
            opening.close();
            throw e;
        }
        this.thread = Thread.ofPlatform().name("tarock-store-writer").daemon().start(this::writeLoop);
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

    CompletableFuture<Void> createTable(TableRow t, List<SeatRow> seats) {
        return submit(h -> {
            h.createUpdate("insert into game_table (id, game, rules, seed, first_dealer, hands_planned, created_at, "
                            + "absent, turn_seconds, creator_digest, creator_address, pace, fair_secret, fair_commitment) "
                            + "values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                    .bind(0, t.id()).bind(1, t.game()).bind(2, t.rules()).bind(3, t.seed()).bind(4, t.firstDealer())
                    .bind(5, t.handsPlanned()).bind(6, Timestamp.from(t.created())).bind(7, t.absent())
                    .bind(8, t.turnSeconds()).bind(9, t.creatorDigest()).bind(10, t.creatorAddress())
                    .bind(11, t.pace()).bind(12, t.fairSecret()).bind(13, t.fairCommitment()).execute();
            for (SeatRow s : seats) {
                insertSeat(h, t.id(), s);
            }
        });
    }

    /** Records the table a finished table's players went on to (play again with the same seats). */
    CompletableFuture<Void> setNextTable(String tableId, String next) {
        return submit(h -> h.createUpdate("update game_table set next_table = ? where id = ?")
                .bind(0, next).bind(1, tableId).execute());
    }

    CompletableFuture<Void> takeSeat(String tableId, SeatRow s) {
        return submit(h -> h.createUpdate("update seat set kind = ?, name = ?, token_digest = ?, joined = ?, "
                        + "client_seed = ? where table_id = ? and seat_no = ?")
                .bind(0, s.kind()).bind(1, s.name()).bind(2, s.tokenDigest()).bind(3, s.joined())
                .bind(4, s.clientSeed()).bind(5, tableId).bind(6, s.seat()).execute());
    }

    CompletableFuture<Void> startHand(String tableId, int hand, String deal) {
        return submit(h -> h.createUpdate("insert into hand (table_id, hand_no, deal) values (?, ?, ?)")
                .bind(0, tableId).bind(1, hand).bind(2, deal).execute());
    }

    CompletableFuture<Void> appendAction(String tableId, int hand, int index, int seat, String act, String standIn) {
        return submit(new LoggedAction(tableId, hand, index, seat, act, standIn));
    }

    CompletableFuture<Void> appendPresence(String tableId, int hand, int index, int seat, String kind) {
        return submit(h -> h.createUpdate("insert into presence_log (table_id, hand_no, idx, seat_no, kind) "
                        + "values (?, ?, ?, ?, ?)")
                .bind(0, tableId).bind(1, hand).bind(2, index).bind(3, seat).bind(4, kind).execute());
    }

    /** Marks the table closed and stores its last snapshot, in one transaction. */
    CompletableFuture<Void> closeTable(String tableId, Instant when, SnapshotRow snapshot) {
        return submit(h -> {
            h.createUpdate("update game_table set closed_at = ? where id = ?")
                    .bind(0, Timestamp.from(when)).bind(1, tableId).execute();
            putSnapshot(h, tableId, snapshot);
        });
    }

    CompletableFuture<Void> finishHand(String tableId, int hand, String record) {
        return submit(h -> h.createUpdate("update hand set record = ? where table_id = ? and hand_no = ?")
                .bind(0, record).bind(1, tableId).bind(2, hand).execute());
    }

    /** Stores a hand's record and, in the same transaction, the table's snapshot after it. */
    CompletableFuture<Void> finishHand(String tableId, int hand, String record, SnapshotRow snapshot) {
        return submit(h -> {
            h.createUpdate("update hand set record = ? where table_id = ? and hand_no = ?")
                    .bind(0, record).bind(1, tableId).bind(2, hand).execute();
            putSnapshot(h, tableId, snapshot);
        });
    }

    CompletableFuture<Void> snapshot(String tableId, SnapshotRow snapshot) {
        return submit(h -> putSnapshot(h, tableId, snapshot));
    }

    private static void putSnapshot(Handle h, String tableId, SnapshotRow s) {
        h.createUpdate("delete from table_snapshot where table_id = ?").bind(0, tableId).execute();
        h.createUpdate("insert into table_snapshot (table_id, status, hands, snapshot, action_mark, presence_mark) "
                        + "values (?, ?, ?, ?, (select coalesce(max(id), 0) from action_log), "
                        + "(select coalesce(max(id), 0) from presence_log))")
                .bind(0, tableId).bind(1, s.status()).bind(2, s.hands()).bind(3, s.json()).execute();
    }

    /** Times each commit of the writer with {@code timer} from now on. */
    void timeCommitsWith(Timer timer) {
        commits = timer;
    }

    /**
     * Writes a consistent copy of the embedded database to the zip file {@code zip} while the tables go on
     * (H2's online {@code BACKUP TO}, on a connection of its own).
     */
    void backupTo(Path zip) {
        try (Handle h = jdbi.open()) {
            h.execute("BACKUP TO '" + zip.toAbsolutePath().toString().replace("'", "''") + "'");
        }
    }

    /** The records of a table's finished hands numbered below {@code below}, in order. */
    List<String> records(String tableId, int below) {
        try (Handle h = jdbi.open()) {
            return h.createQuery("select record from hand where table_id = ? and hand_no < ? order by hand_no")
                    .bind(0, tableId).bind(1, below).mapTo(String.class).list();
        }
    }

    /**
     * Every table with its seats and snapshot, and the hands a restart replays: those from each table's
     * snapshot on (every hand of a table without one). Only the actions and comings and goings after the
     * smallest mark of the snapshots in play are read, so the cost follows the tables in play, not the hands
     * ever stored.
     */
    List<StoredTable> loadAll() {
        Handle kept = opening;
        opening = null;
        try (Handle h = kept != null ? kept : jdbi.open()) {
            List<TableRow> tables = h.createQuery("select id, game, rules, seed, first_dealer, hands_planned, "
                            + "created_at, absent, turn_seconds, creator_digest, creator_address, closed_at, pace, "
                            + "next_table, fair_secret, fair_commitment from game_table order by created_at, id")
                    .map((rs, ctx) -> {
                        int firstDealer = rs.getInt(5);
                        Integer first = rs.wasNull() ? null : firstDealer;
                        int turn = rs.getInt(9);
                        Integer turnSeconds = rs.wasNull() ? null : turn;
                        Timestamp closed = rs.getTimestamp(12);
                        return new TableRow(rs.getString(1), rs.getString(2), rs.getString(3), rs.getLong(4),
                                first, rs.getInt(6), rs.getTimestamp(7).toInstant(), rs.getString(8),
                                turnSeconds, rs.getString(10), rs.getString(11),
                                closed == null ? null : closed.toInstant(), rs.getString(13), rs.getString(14),
                                rs.getString(15), rs.getString(16));
                    })
                    .list();
            Map<String, List<SeatRow>> seats = new LinkedHashMap<>();
            h.createQuery("select table_id, seat_no, kind, bot, name, token_digest, joined, client_seed from seat "
                            + "order by table_id, seat_no")
                    .map((rs, ctx) -> {
                        int joinedNumber = rs.getInt(7);
                        Integer joined = rs.wasNull() ? null : joinedNumber;
                        seats.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(new SeatRow(rs.getInt(2),
                                rs.getString(3), rs.getString(4), rs.getString(5), rs.getString(6), joined,
                                rs.getString(8)));
                        return 0;
                    }).list();
            Map<String, SnapshotRow> snapshots = new HashMap<>();
            long[] marks = {Long.MAX_VALUE, Long.MAX_VALUE};
            h.createQuery("select table_id, status, hands, snapshot, action_mark, presence_mark from table_snapshot")
                    .map((rs, ctx) -> {
                        SnapshotRow snap = new SnapshotRow(rs.getString(2), rs.getInt(3), rs.getString(4));
                        snapshots.put(rs.getString(1), snap);
                        if (snap.status().equals("playing")) {
                            marks[0] = Math.min(marks[0], rs.getLong(5));
                            marks[1] = Math.min(marks[1], rs.getLong(6));
                        }
                        return 0;
                    }).list();
            // A table with hands but no snapshot (stored before snapshots existed) is replayed from its start.
            Map<String, List<HandRow>> hands = new LinkedHashMap<>();
            Map<String, Map<Integer, List<ActionRow>>> actions = new HashMap<>();
            Map<String, Map<Integer, List<PresenceRow>>> presence = new HashMap<>();
            // Each table's hands are read by their key (table, hand number) from its snapshot on: never a scan of
            // every hand stored. Finished and closed tables replay nothing.
            for (TableRow t : tables) {
                SnapshotRow snap = snapshots.get(t.id());
                if (snap != null && !snap.status().equals("playing")) {
                    continue;
                }
                h.createQuery("select hand_no, deal, record from hand where table_id = ? and hand_no >= ? "
                                + "order by hand_no")
                        .bind(0, t.id()).bind(1, snap == null ? 0 : snap.hands())
                        .map((rs, ctx) -> {
                            int no = rs.getInt(1);
                            if (snap == null) {
                                marks[0] = 0;
                                marks[1] = 0;
                            }
                            List<ActionRow> acts = new ArrayList<>();
                            List<PresenceRow> comings = new ArrayList<>();
                            actions.computeIfAbsent(t.id(), k -> new HashMap<>()).put(no, acts);
                            presence.computeIfAbsent(t.id(), k -> new HashMap<>()).put(no, comings);
                            hands.computeIfAbsent(t.id(), k -> new ArrayList<>())
                                    .add(new HandRow(no, rs.getString(2), rs.getString(3), acts, comings));
                            return 0;
                        }).list();
            }
            // Appended in the order played, so id order is each hand's order.
            long[] read = {0};
            h.createQuery("select table_id, hand_no, seat, act, stand_in from action_log where id > ? order by id")
                    .bind(0, marks[0] == Long.MAX_VALUE ? Long.MAX_VALUE - 1 : marks[0])
                    .map((rs, ctx) -> {
                        read[0]++;
                        List<ActionRow> acts = actions.getOrDefault(rs.getString(1), Map.of()).get(rs.getInt(2));
                        if (acts != null) {
                            acts.add(new ActionRow(rs.getInt(3), rs.getString(4), rs.getString(5)));
                        }
                        return 0;
                    }).list();
            h.createQuery("select table_id, hand_no, idx, seat_no, kind from presence_log where id > ? order by id")
                    .bind(0, marks[1] == Long.MAX_VALUE ? Long.MAX_VALUE - 1 : marks[1])
                    .map((rs, ctx) -> {
                        List<PresenceRow> rows = presence.getOrDefault(rs.getString(1), Map.of()).get(rs.getInt(2));
                        if (rows != null) {
                            rows.add(new PresenceRow(rs.getInt(3), rs.getInt(4), rs.getString(5)));
                        }
                        return 0;
                    }).list();
            LOG.info("read {} tables, {} of them with hands to replay; {} logged actions after id {}", tables.size(),
                    hands.size(), read[0], marks[0] == Long.MAX_VALUE ? "(none in play)" : marks[0]);
            List<StoredTable> out = new ArrayList<>(tables.size());
            for (TableRow t : tables) {
                out.add(new StoredTable(t, seats.getOrDefault(t.id(), List.of()), snapshots.get(t.id()),
                        hands.getOrDefault(t.id(), List.of())));
            }
            return out;
        }
    }

    private static void insertSeat(Handle h, String tableId, SeatRow s) {
        h.createUpdate("insert into seat (table_id, seat_no, kind, bot, name, token_digest, joined, client_seed) "
                        + "values (?, ?, ?, ?, ?, ?, ?, ?)")
                .bind(0, tableId).bind(1, s.seat()).bind(2, s.kind()).bind(3, s.bot()).bind(4, s.name())
                .bind(5, s.tokenDigest()).bind(6, s.joined()).bind(7, s.clientSeed()).execute();
    }

    private CompletableFuture<Void> submit(Consumer<Handle> op) {
        return submit(new Statement(op));
    }

    private CompletableFuture<Void> submit(Change change) {
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
            handle().useTransaction(h -> apply(h, batch));
            Timer timer = commits;
            if (timer != null) {
                timer.record(System.nanoTime() - begin, TimeUnit.NANOSECONDS);
            }
            batch.forEach(w -> w.done().complete(null));
            succeeded();
        } catch (RuntimeException batchFailure) {
            for (int i = 0; i < batch.size(); i++) {
                Write w = batch.get(i);
                try {
                    handle().useTransaction(h -> apply(h, List.of(w)));
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
    }

    /**
     * Makes the writes in their order. Consecutive actions go to the database as one JDBC batch: one statement
     * prepared, one round trip, instead of a Jdbi statement (and, on PostgreSQL, a round trip) per action.
     */
    private static void apply(Handle h, List<Write> writes) {
        try (PreparedStatement actions = h.getConnection().prepareStatement(INSERT_ACTION)) {
            int pending = 0;
            for (Write w : writes) {
                switch (w.change()) {
                    case LoggedAction a -> {
                        actions.setString(1, a.tableId());
                        actions.setInt(2, a.hand());
                        actions.setInt(3, a.index());
                        actions.setInt(4, a.seat());
                        actions.setString(5, a.act());
                        actions.setString(6, a.standIn());
                        actions.addBatch();
                        pending++;
                    }
                    case Statement s -> {
                        // A later statement may read the actions (a snapshot's mark is the newest action's id).
                        if (pending > 0) {
                            actions.executeBatch();
                            pending = 0;
                        }
                        s.op().accept(h);
                    }
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

    @Override
    public void close() {
        if (opening != null) {
            opening.close();
            opening = null;
        }
        queue.add(STOP);
        try {
            thread.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        dropConnection();
    }
}
