package org.tarock.server.tournaments;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import org.tarock.server.lobby.Lobby;
import org.tarock.server.table.ApiException;
import org.tarock.server.table.Duplicate;
import org.tarock.server.table.Table;

/**
 * The tables tournaments are played at: an entrant's, made when he enters, and the server's own bot entry's, made
 * when the tournament opens; each a table of the lobby (not listed) that tells its tournament of every finished
 * deal, and closes when the tournament does.
 */
public final class EntryTables {
    /** Where an entrant plays: his table, his seat there and the seat's token. */
    public record Seat(String table, int seat, String token) {
    }

    private final Tournaments tournaments;
    private final Lobby lobby;

    public EntryTables(Tournaments tournaments, Lobby lobby) {
        this.tournaments = tournaments;
        this.lobby = lobby;
    }

    /**
     * Enters {@code entrant} in tournament {@code id} and seats him at a table of his own.
     *
     * @throws ApiException as {@link Tournaments#enter} refuses, or {@code 503 store-failed}
     */
    public Seat enter(String id, String entrant) {
        String[] token = new String[1];
        Tournament t = tournaments.enter(id, entrant, tournament -> {
            Table table = lobby.createEntry(duplicate(tournament, entrant, false), tournament.spec().game());
            String seed = tournament.deals().clientSeed().orElse(null);
            token[0] = await(table.join(Duplicate.ENTRANT_SEAT, entrant, false, seed));
            return table.id();
        });
        return new Seat(tournaments.table(t.id(), entrant).orElseThrow(), Duplicate.ENTRANT_SEAT, token[0]);
    }

    /**
     * The table of {@code entrant}'s entry with a fresh token for his seat (the one before holds it no more).
     *
     * @throws ApiException {@code 404 not-entered} when he has not entered
     */
    public Seat resume(String id, String entrant) {
        String table = tournaments.table(id, entrant).orElseThrow(() -> new ApiException(404, "not-entered",
                entrant + " has not entered tournament " + id));
        return new Seat(table, Duplicate.ENTRANT_SEAT, lobby.find(table).renewEntrantToken());
    }

    /** Gives every open tournament whose server bot entry has no table yet its table, which plays at once. */
    public void seatBotEntries() {
        for (Tournament due : tournaments.botEntriesDue()) {
            tournaments.seatBotEntry(due.id(), t -> lobby.createEntry(duplicate(t, t.botEntrant(), true),
                    t.spec().game()).id());
        }
    }

    /** What makes each stored entry table one, by table id: for restoring the tables at a start. */
    public Map<String, Duplicate> stored() {
        Map<String, Duplicate> out = new HashMap<>();
        for (Tournament t : tournaments.all()) {
            tournaments.entries(t.id()).forEach((entrant, table) -> {
                if (table != null) {
                    out.put(table, duplicate(t, entrant, entrant.equals(t.botEntrant())));
                }
            });
        }
        return out;
    }

    /** The finished hands' records of every entry of tournament {@code id} by entrant, in the order entered. */
    public Map<String, List<String>> records(String id) {
        Map<String, List<String>> out = new java.util.LinkedHashMap<>();
        tournaments.entries(id).forEach((entrant, table) -> out.put(entrant,
                table == null ? List.of() : lobby.find(table).records()));
        return out;
    }

    private Duplicate duplicate(Tournament t, String entrant, boolean bot) {
        String id = t.id();
        return new Duplicate(id, entrant, t.spec().bots(), bot, t.deals().chain(), t.deals().clientSeeds(),
                () -> tournaments.get(id).status(tournaments.clock().instant()) == Tournament.Status.CLOSED,
                played -> tournaments.finished(id, new DealResult(entrant, played.deal(), played.settlement(),
                        played.contract(), played.declarer(), played.won())));
    }

    private static String await(java.util.concurrent.CompletableFuture<String> answer) {
        try {
            return answer.join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof ApiException api ? api : e;
        }
    }
}
