package org.tarock.server.lobby;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.tarock.engine.Echo;
import org.tarock.engine.Game;
import org.tarock.server.store.Store;
import org.tarock.server.table.ApiException;
import org.tarock.server.table.Duplicate;
import org.tarock.server.table.Hub;
import org.tarock.server.table.PlayAgain;
import org.tarock.server.table.Table;
import org.tarock.server.table.TableSpec;
import org.tarock.server.table.TableStatus;
import org.tarock.server.table.TableSummary;
import org.tarock.server.table.Tables;
import org.tarock.server.table.Tokens;

/** The tables of the server: creating them from a request, finding them, listing them. */
public final class Lobby {
    private final Hub hub;
    private final Map<String, Table> tables = new ConcurrentHashMap<>();
    /** Creations under way, all and per address digest: counted with the live tables, so no limit is raced past. */
    private int pending;
    private final Map<String, Integer> pendingFrom = new java.util.HashMap<>();

    private final Quotas quotas;

    /**
     * How many tables the server holds and each address may have open or running, and how long a table nobody
     * is at stays: after {@code idleJoined} once someone joined, after {@code idleNeverJoined} when nobody did.
     */
    public record Quotas(int maxTables, int liveTablesPerAddress, java.time.Duration idleJoined,
                         java.time.Duration idleNeverJoined) {
    }

    public Lobby(Hub hub, Quotas quotas) {
        this.hub = hub;
        this.quotas = quotas;
    }

    /** Where new tokens are drawn. */
    public Tokens tokens() {
        return hub.tokens();
    }

    /**
     * Restores the stored tables; none goes on before {@link #resume()}. A table that plays again keeps the seats
     * of the players of the table before for them, as before the restart. {@code entries} gives what makes a
     * table a tournament's entry, or null for the others.
     */
    public void restore(List<Store.StoredTable> stored, java.util.function.Function<String, Duplicate> entries) {
        for (Store.StoredTable s : stored) {
            Table t = Tables.restore(s, hub, entries.apply(s.table().id()));
            tables.put(t.id(), t);
        }
        for (Table t : tables.values()) {
            Table next = lookup(t.again().nextTable());
            if (next != null) {
                next.again().reserve(kept(t.again().againSpec()));
            }
        }
    }

    /** The seats a table that plays again keeps for the players of the table before: all but the server bots'. */
    private static List<Integer> kept(TableSpec spec) {
        List<Integer> kept = new ArrayList<>();
        for (int p = 0; p < spec.seats().size(); p++) {
            if (spec.seats().get(p) == null) {
                kept.add(p);
            }
        }
        return kept;
    }

    /** Lets every restored table go on (bots, stand-ins, timers). */
    public void resume() {
        tables.values().forEach(Table::resume);
    }

    public Table find(String id) {
        Table t = id == null ? null : tables.get(id);
        if (t == null) {
            throw ApiException.unknownTable(id);
        }
        return t;
    }

    public Table lookup(String id) {
        return id == null ? null : tables.get(id);
    }

    public int size() {
        return tables.size();
    }

    /** How many tables have each status (the metrics' gauge). */
    public Map<String, Long> countByStatus() {
        return tables.values().stream().collect(java.util.stream.Collectors.groupingBy(
                t -> t.info().status().code(), java.util.stream.Collectors.counting()));
    }

    /** The statuses a table can have, as {@code GET /api/tables?status=} names them. */
    public static final List<String> STATUSES = Arrays.stream(TableStatus.values()).map(TableStatus::code).toList();

    /**
     * The tables' summaries, oldest first, without tournaments' entry tables; {@code status} filters when not null:
     * one status or several separated by commas ({@code open,playing}, the lobby's list). An unknown status is
     * {@code 400 malformed}.
     */
    public List<TableSummary> list(String status) {
        java.util.Set<String> wanted = status == null ? null : statuses(status);
        return tables.values().stream().filter(t -> t.duplicate() == null).map(Table::info)
                .filter(i -> wanted == null || wanted.contains(i.status().code()))
                .sorted(Comparator.comparing(TableSummary::created).thenComparing(TableSummary::id))
                .toList();
    }

    private static java.util.Set<String> statuses(String text) {
        java.util.Set<String> wanted = new java.util.HashSet<>();
        for (String part : text.split(",", -1)) {
            String status = part.strip();
            if (!STATUSES.contains(status)) {
                throw ApiException.malformed("status \"" + Echo.of(status) + "\" is not one of "
                        + String.join(", ", STATUSES) + " (several are separated by commas)");
            }
            wanted.add(status);
        }
        return wanted;
    }

    /** Why database writes fail, while they do; null when they succeed. */
    public String storeFailure() {
        return hub.store().failure();
    }

    /**
     * Creates a table as asked (docs/protocol.md, "Create a table") for a client at {@code address}, with the
     * secret {@code creatorToken} that closes it. The server's limit of live tables and the address's quota are
     * checked together with the creations still under way, so concurrent requests cannot pass them.
     */
    public Table create(TableSpec spec, String address, String creatorToken) {
        String from = Tokens.digest(address);
        reserve(from);
        try {
            Table t = Tables.create(spec, hub, creatorToken, address);
            tables.put(t.id(), t);
            return t;
        } catch (java.util.concurrent.CompletionException e) {
            throw new ApiException(503, "store-failed", "the table could not be stored; try again");
        } finally {
            release(from);
        }
    }

    /**
     * Creates a tournament's entry table (docs/fairness.md, "Tournaments"). Entry tables count against no limit of
     * the lobby's: the tournament takes one entry per account.
     */
    public Table createEntry(Duplicate entry, Game game) {
        try {
            Table t = Tables.createEntry(entry, game, hub);
            tables.put(t.id(), t);
            return t;
        } catch (java.util.concurrent.CompletionException e) {
            throw new ApiException(503, "store-failed", "the entry's table could not be stored; try again");
        }
    }

    private synchronized void reserve(String from) {
        long live = 0;
        long mine = 0;
        for (Table t : tables.values()) {
            if (t.live() && t.duplicate() == null) {
                live++;
                if (from.equals(t.creatorAddress())) {
                    mine++;
                }
            }
        }
        int mineUnderway = pendingFrom.getOrDefault(from, 0);
        if (live + pending >= quotas.maxTables()) {
            throw new ApiException(503, "too-many-tables", "the server holds " + (live + pending)
                    + " open or running tables, its limit; try again later");
        }
        int quota = quotas.liveTablesPerAddress();
        if (mine + mineUnderway >= quota) {
            throw ApiException.tooMany("quota-exceeded", "your address has " + (mine + mineUnderway)
                    + " open or running tables, the most it may have; close one or let one end first", 60);
        }
        pending++;
        pendingFrom.merge(from, 1, Integer::sum);
    }

    private synchronized void release(String from) {
        pending--;
        pendingFrom.computeIfPresent(from, (k, n) -> n == 1 ? null : n - 1);
    }

    /** Closes the tables nobody has been at for the configured time (docs/protocol.md, "Table lifecycle"). */
    public void closeIdle() {
        for (Table t : tables.values()) {
            if (t.live()) {
                t.closeIfIdle(quotas.idleJoined(), quotas.idleNeverJoined());
            }
        }
    }

    /**
     * Where a player of a finished table sits at the table that plays again: the table, his seat and token, and
     * the table's creator token when his request made the table (null when another player's did).
     */
    public record Again(String table, int seat, String token, String creatorToken) {
    }

    /**
     * Play again with the same seats (docs/protocol.md): the first player of finished table {@code id} to ask
     * creates a new table with the same game, rules, hands, pace, seat kinds and bots, where every seat of a
     * person or an outside bot is kept for its player; each player, proven by his old seat's {@code token}, then
     * takes his own seat there under the same name, with {@code clientSeed} (checked already; null for none) for
     * the new table's fair deals, which are dealt from a fresh chain like any new table's.
     */
    public Again again(String id, String token, String clientSeed, String address, String creatorToken) {
        Table old = find(id);
        if (old.duplicate() != null) {
            throw new ApiException(409, "no-play-again", "table " + id + " is an entry of tournament "
                    + old.duplicate().tournament() + ": its deals are played once");
        }
        PlayAgain.Holder holder = old.again().holder(token);
        Table next;
        boolean made = false;
        synchronized (old) {
            String nextId = old.again().nextTable();
            next = nextId == null ? null : tables.get(nextId);
            if (next == null) {
                TableSpec spec = old.again().againSpec();
                next = create(spec, address, creatorToken);
                next.again().reserve(kept(spec));
                old.again().goOnTo(next.id());
                made = true;
            }
        }
        return new Again(next.id(), holder.position(), next.again().claimReserved(holder, clientSeed),
                made ? creatorToken : null);
    }

    /** A seat an account holds at a live table. */
    public record HeldSeat(String table, int seat, String game, TableStatus status) {
    }

    /** Lets go of every seat the closed account {@code account} (its key) holds at a live table. */
    public void accountClosed(String account) {
        seatsOf(account).stream().map(HeldSeat::table).distinct().forEach(id -> lookup(id).accountClosed(account));
    }

    /** The seats {@code account} (its key) holds at live tables, oldest table first. */
    public List<HeldSeat> seatsOf(String account) {
        List<HeldSeat> held = new ArrayList<>();
        for (TableSummary info : list("open,playing")) {
            for (int seat : lookup(info.id()).seatsOf(account)) {
                held.add(new HeldSeat(info.id(), seat, info.game().id().id(), info.status()));
            }
        }
        return held;
    }
}
