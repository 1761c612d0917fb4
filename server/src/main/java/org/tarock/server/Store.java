package org.tarock.server;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
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
 */
final class Store implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Store.class);
    private static final int MAX_BATCH = 512;
    private static final long GATHER_NANOS = TimeUnit.MILLISECONDS.toNanos(5);

    /**
     * @param firstDealer the first dealer, null at a fair table (its first deal's seed chooses him)
     * @param fairSecret  the top secret {@code s_N} of a fair table's chain as hex, null at a table stored
     *                    before fair deals
     */
    record TableRow(String id, String game, String rules, long seed, Integer firstDealer, int handsPlanned,
                    Instant created, String fairSecret) {
    }

    /** @param clientSeed the seat's client seed ({@code ""} for none), null while the seat is open */
    record SeatRow(int seat, String kind, String bot, String name, String tokenDigest, Integer joined,
                   String clientSeed) {
    }

    record ActionRow(int seat, String act) {
    }

    record HandRow(int number, String deal, String record, List<ActionRow> actions) {
    }

    record StoredTable(TableRow table, List<SeatRow> seats, List<HandRow> hands) {
    }

    private record Write(Consumer<Handle> op, CompletableFuture<Void> done) {
    }

    private static final Write STOP = new Write(h -> { }, new CompletableFuture<>());

    private final Jdbi jdbi;
    private final Handle writer;
    private final BlockingQueue<Write> queue = new LinkedBlockingQueue<>();
    private final Thread thread;

    Store(String jdbcUrl) {
        Flyway.configure().dataSource(jdbcUrl, null, null).locations("classpath:db/migration").load().migrate();
        this.jdbi = Jdbi.create(jdbcUrl);
        this.writer = jdbi.open();
        this.thread = Thread.ofPlatform().name("tarock-store-writer").daemon().start(this::writeLoop);
    }

    CompletableFuture<Void> createTable(TableRow t, List<SeatRow> seats) {
        return submit(h -> {
            h.createUpdate("insert into game_table (id, game, rules, seed, first_dealer, hands_planned, created_at, "
                            + "fair_secret) values (?, ?, ?, ?, ?, ?, ?, ?)")
                    .bind(0, t.id()).bind(1, t.game()).bind(2, t.rules()).bind(3, t.seed()).bind(4, t.firstDealer())
                    .bind(5, t.handsPlanned()).bind(6, Timestamp.from(t.created())).bind(7, t.fairSecret())
                    .execute();
            for (SeatRow s : seats) {
                insertSeat(h, t.id(), s);
            }
        });
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

    CompletableFuture<Void> appendAction(String tableId, int hand, int index, int seat, String act) {
        return submit(h -> h.createUpdate("insert into action_log (table_id, hand_no, idx, seat, act) "
                        + "values (?, ?, ?, ?, ?)")
                .bind(0, tableId).bind(1, hand).bind(2, index).bind(3, seat).bind(4, act).execute());
    }

    CompletableFuture<Void> finishHand(String tableId, int hand, String record) {
        return submit(h -> h.createUpdate("update hand set record = ? where table_id = ? and hand_no = ?")
                .bind(0, record).bind(1, tableId).bind(2, hand).execute());
    }

    /** Every table with its seats, hands and actions, oldest table first. */
    List<StoredTable> loadAll() {
        try (Handle h = jdbi.open()) {
            List<TableRow> tables = h.createQuery("select id, game, rules, seed, first_dealer, hands_planned, "
                            + "created_at, fair_secret from game_table order by created_at, id")
                    .map((rs, ctx) -> {
                        int firstDealer = rs.getInt(5);
                        Integer first = rs.wasNull() ? null : firstDealer;
                        return new TableRow(rs.getString(1), rs.getString(2), rs.getString(3), rs.getLong(4), first,
                                rs.getInt(6), rs.getTimestamp(7).toInstant(), rs.getString(8));
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
            Map<String, Map<Integer, List<ActionRow>>> actions = new LinkedHashMap<>();
            // Appended in the order played, so id order is each hand's order.
            h.createQuery("select table_id, hand_no, seat, act from action_log order by id")
                    .map((rs, ctx) -> actions.computeIfAbsent(rs.getString(1), k -> new LinkedHashMap<>())
                            .computeIfAbsent(rs.getInt(2), k -> new ArrayList<>())
                            .add(new ActionRow(rs.getInt(3), rs.getString(4))))
                    .list();
            Map<String, List<HandRow>> hands = new LinkedHashMap<>();
            h.createQuery("select table_id, hand_no, deal, record from hand order by table_id, hand_no")
                    .map((rs, ctx) -> {
                        String table = rs.getString(1);
                        int no = rs.getInt(2);
                        List<ActionRow> acts = actions.getOrDefault(table, Map.of()).getOrDefault(no, List.of());
                        hands.computeIfAbsent(table, k -> new ArrayList<>())
                                .add(new HandRow(no, rs.getString(3), rs.getString(4), acts));
                        return 0;
                    }).list();
            List<StoredTable> out = new ArrayList<>(tables.size());
            for (TableRow t : tables) {
                out.add(new StoredTable(t, seats.getOrDefault(t.id(), List.of()), hands.getOrDefault(t.id(), List.of())));
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
        CompletableFuture<Void> done = new CompletableFuture<>();
        if (!thread.isAlive()) {
            done.completeExceptionally(new IllegalStateException("the store is closed"));
            return done;
        }
        queue.add(new Write(op, done));
        return done;
    }

    private void writeLoop() {
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

    /** Commits the batch in one transaction; if that fails, each write alone, so one bad write fails alone. */
    private void commit(List<Write> batch) {
        try {
            writer.useTransaction(h -> batch.forEach(w -> w.op().accept(h)));
            batch.forEach(w -> w.done().complete(null));
        } catch (RuntimeException batchFailure) {
            for (Write w : batch) {
                try {
                    writer.useTransaction(h -> w.op().accept(h));
                    w.done().complete(null);
                } catch (RuntimeException e) {
                    LOG.error("a database write failed", e);
                    w.done().completeExceptionally(e);
                }
            }
        }
    }

    @Override
    public void close() {
        queue.add(STOP);
        try {
            thread.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        writer.close();
    }
}
