package org.tarock.server.store;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;

/**
 * The tournaments' part of the store: their rows, entries and scored deals, written through the store's writer
 * (so a write acknowledged is in the database, or in its journal, before its future completes) and read once at
 * start.
 */
public final class TournamentStore {

    /**
     * A tournament as stored.
     *
     * @param rules       every rule option as JSON text
     * @param creator     the creating account's name, null for a daily tournament
     * @param daily       the day of a daily tournament ({@code yyyy-mm-dd}, UTC), else null
     * @param botsVersion the project version whose bots play it
     * @param fairSecret  the top secret {@code s_N} of its chain as hex
     * @param clientSeed  the creator's client seed, null while none is given
     * @param ended       when its creator closed it early, else null
     */
    public record TournamentRow(String id, String game, String rules, int deals, String bots, Instant opens,
                                Instant closes, boolean linkOnly, String creator, String daily, String botsVersion,
                                String fairSecret, String fairCommitment, String clientSeed, Instant created,
                                Instant ended) {
    }

    /** An entry: the entrant's name (an account's, or {@code bot:KIND}) and the table it plays at. */
    public record EntryRow(String tournamentId, String entrant, String tableId, Instant entered) {
    }

    /**
     * An entry's finished deal {@code deal} (from 1): the entrant's settlement in half units, the contract (null
     * where the game has none), the declarer's table seat (null for none) and whether he won (null for none).
     */
    public record ResultRow(String tournamentId, String entrant, int deal, long settlementHalves, String contract,
                            Integer declarer, Boolean won) {
    }

    /** A stored tournament with its entries (in the order entered) and its scored deals. */
    public record StoredTournament(TournamentRow tournament, List<EntryRow> entries, List<ResultRow> results) {
    }

    private final Jdbi jdbi;
    private final StoreWriter writer;

    TournamentStore(Jdbi jdbi, StoreWriter writer) {
        this.jdbi = jdbi;
        this.writer = writer;
    }

    /** Stores a new tournament with its first entries, in one transaction. */
    public CompletableFuture<Void> create(TournamentRow tournament, List<EntryRow> entries) {
        return writer.submit(new Change.CreateTournament(tournament, List.copyOf(entries)));
    }

    public CompletableFuture<Void> seed(String tournamentId, String clientSeed) {
        return writer.submit(new Change.SeedTournament(tournamentId, clientSeed));
    }

    public CompletableFuture<Void> end(String tournamentId, Instant when) {
        return writer.submit(new Change.EndTournament(tournamentId, when));
    }

    public CompletableFuture<Void> enter(EntryRow entry) {
        return writer.submit(new Change.AddEntry(entry));
    }

    public CompletableFuture<Void> entryTable(String tournamentId, String entrant, String tableId) {
        return writer.submit(new Change.SetEntryTable(tournamentId, entrant, tableId));
    }

    public CompletableFuture<Void> score(ResultRow result) {
        return writer.submit(new Change.AddResult(result));
    }

    /** Every tournament with its entries and results, oldest first. */
    public List<StoredTournament> loadAll() {
        writer.readers().lock();
        try (Handle h = jdbi.open()) {
            List<TournamentRow> rows = h.createQuery("select id, game, rules, deals, bots, opens_at, closes_at, "
                            + "link_only, creator, daily, bots_version, fair_secret, fair_commitment, client_seed, "
                            + "created_at, ended_at from tournament order by created_at, id")
                    .map((rs, ctx) -> new TournamentRow(rs.getString(1), rs.getString(2), rs.getString(3),
                            rs.getInt(4), rs.getString(5), rs.getTimestamp(6).toInstant(),
                            rs.getTimestamp(7).toInstant(), rs.getBoolean(8), rs.getString(9), rs.getString(10),
                            rs.getString(11), rs.getString(12), rs.getString(13), rs.getString(14),
                            rs.getTimestamp(15).toInstant(), instant(rs.getTimestamp(16))))
                    .list();
            Map<String, List<EntryRow>> entries = new HashMap<>();
            h.createQuery("select tournament_id, entrant, table_id, entered_at from tournament_entry "
                            + "order by entered_at, entrant")
                    .map((rs, ctx) -> new EntryRow(rs.getString(1), rs.getString(2), rs.getString(3),
                            rs.getTimestamp(4).toInstant()))
                    .forEach(e -> entries.computeIfAbsent(e.tournamentId(), k -> new ArrayList<>()).add(e));
            Map<String, List<ResultRow>> results = new HashMap<>();
            h.createQuery("select tournament_id, entrant, deal_no, settlement_halves, contract, declarer, won "
                            + "from tournament_result order by tournament_id, entrant, deal_no")
                    .map((rs, ctx) -> {
                        int declarer = rs.getInt(6);
                        Integer seat = rs.wasNull() ? null : declarer;
                        boolean won = rs.getBoolean(7);
                        return new ResultRow(rs.getString(1), rs.getString(2), rs.getInt(3), rs.getLong(4),
                                rs.getString(5), seat, rs.wasNull() ? null : won);
                    })
                    .forEach(r -> results.computeIfAbsent(r.tournamentId(), k -> new ArrayList<>()).add(r));
            List<StoredTournament> out = new ArrayList<>(rows.size());
            for (TournamentRow t : rows) {
                out.add(new StoredTournament(t, entries.getOrDefault(t.id(), List.of()),
                        results.getOrDefault(t.id(), List.of())));
            }
            return out;
        } finally {
            writer.readers().unlock();
        }
    }

    private static Instant instant(Timestamp t) {
        return t == null ? null : t.toInstant();
    }
}
