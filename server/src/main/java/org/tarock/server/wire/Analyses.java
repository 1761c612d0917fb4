package org.tarock.server.wire;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import org.tarock.records.HandRecord;
import org.tarock.records.RecordException;
import org.tarock.records.RecordReader;
import org.tarock.solver.Analysis;
import org.tarock.solver.Solver;

/**
 * The post-game analysis of finished hands for the replay view: the double-dummy solver's best card and the
 * points each card gave away, whether the contract could have been made, and the value of the deal in every
 * contract; in Leipzig Taroc the paranoid search's best card and each player's search value against the
 * points he took. Analyses run one at a time on their own thread (a solve may take seconds and a lot of memory,
 * and must not slow the tables) and each is computed once.
 */
public final class Analyses {
    /** Most analyses kept; a replay asks for one hand at a time. */
    private static final int KEPT = 64;

    private final ExecutorService thread;
    private final Solver solver = new Solver();
    private final Map<String, CompletableFuture<Map<String, Object>>> done =
            new LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, CompletableFuture<Map<String, Object>>> e) {
                    return size() > KEPT;
                }
            };

    Analyses(ExecutorService thread) {
        this.thread = thread;
    }

    /** The analysis of a stored record, computed once per table and hand. */
    synchronized CompletableFuture<Map<String, Object>> of(String table, int hand, String recordJson) {
        return done.computeIfAbsent(table + "/" + hand,
                key -> CompletableFuture.supplyAsync(() -> analyse(recordJson), thread));
    }

    private Map<String, Object> analyse(String recordJson) {
        HandRecord record;
        try {
            record = RecordReader.read(recordJson);
        } catch (RecordException e) {
            throw new IllegalStateException("a stored record does not read back: " + e.getMessage(), e);
        }
        return json(new Analysis(record.game(), solver).analyse(record.replay(), 0, 1));
    }

    /** The report as the protocol's JSON (docs/protocol.md): snake_case, card codes, values for each seat's side. */
    static Map<String, Object> json(Analysis.Report r) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("method", r.method().code());
        out.put("declarer", r.declarer() < 0 ? null : r.declarer());
        out.put("contract", r.contract());
        out.put("first_lead_value", r.firstLeadValue());
        out.put("could_have_been_made", r.couldHaveBeenMade());
        List<Object> decisions = new ArrayList<>();
        for (Analysis.Decision d : r.decisions()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("action", d.moveIndex());
            m.put("seat", d.seat());
            m.put("trick", d.trick());
            m.put("played", d.played().code());
            m.put("played_value", d.playedValue());
            m.put("best", d.best().code());
            m.put("best_value", d.bestValue());
            m.put("points_lost", d.pointsLost());
            List<Object> cards = new ArrayList<>();
            for (Analysis.CardValue c : d.cards()) {
                cards.add(Map.of("card", c.card().code(), "value", c.ddValue()));
            }
            m.put("cards", cards);
            decisions.add(m);
        }
        out.put("decisions", decisions);
        List<Object> contracts = new ArrayList<>();
        for (Analysis.ContractValue c : r.contracts()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("contract", c.contract());
            m.put("trump", c.trump());
            m.put("taken", c.taken());
            m.put("discard", c.discard());
            m.put("value", c.value());
            m.put("made", c.made());
            contracts.add(m);
        }
        out.put("contracts", contracts);
        List<Object> seats = new ArrayList<>();
        for (Analysis.SeatValue v : r.seats()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("seat", v.seat());
            m.put("search_value", v.searchValue());
            m.put("card_points", v.cardPoints());
            m.put("points_lost", v.pointsLost());
            seats.add(m);
        }
        out.put("seats", seats);
        return out;
    }
}
