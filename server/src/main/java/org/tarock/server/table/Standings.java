package org.tarock.server.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tarock.engine.Amount;

/** A match's running totals by player name, and the final standings of its seats. */
final class Standings {
    private final Seats seats;
    private final Map<String, Amount> totals = new LinkedHashMap<>();

    Standings(Seats seats) {
        this.seats = seats;
    }

    /** Adds a hand's settlement, one amount per player of the hand in {@code players}' order. */
    void add(List<String> players, List<Amount> settlement) {
        for (int s = 0; s < settlement.size(); s++) {
            totals.merge(players.get(s), settlement.get(s), Amount::plus);
        }
    }

    /** The totals a snapshot holds ({@link #json}). */
    void restore(JsonNode stored) {
        stored.properties().forEach(e -> totals.put(e.getKey(), Amount.fromNumber(e.getValue().numberValue())));
    }

    /** The running totals by player name, as JSON numbers. */
    Map<String, Object> json() {
        Map<String, Object> out = new LinkedHashMap<>();
        totals.forEach((name, amount) -> out.put(name, amount.toNumber()));
        return out;
    }

    /** The final standings: every table seat with its name and total, highest total first (ties by seat). */
    List<Object> standings() {
        List<Integer> order = new ArrayList<>();
        for (int p = 0; p < seats.size(); p++) {
            order.add(p);
        }
        order.sort((a, b) -> total(b).compareTo(total(a)));
        List<Object> out = new ArrayList<>();
        for (int p : order) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("seat", p);
            m.put("name", seats.get(p).name());
            m.put("total", total(p).toNumber());
            out.add(m);
        }
        return out;
    }

    /** The total of the player at table position {@code position}. */
    Amount total(int position) {
        return totals.getOrDefault(seats.get(position).name(), Amount.ZERO);
    }
}
