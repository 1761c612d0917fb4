package org.tarock.server.table;

import java.util.ArrayList;
import java.util.Collections;
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

    /** The totals a snapshot holds ({@link #byName}). */
    void restore(Map<String, Amount> stored) {
        totals.putAll(stored);
    }

    /** The running totals by player name, in the order the players first scored. */
    Map<String, Amount> byName() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(totals));
    }

    /** The final standings: every table seat with its name and total, highest total first (ties by seat). */
    List<TableEvent.Standing> standings() {
        List<Integer> order = new ArrayList<>();
        for (int p = 0; p < seats.size(); p++) {
            order.add(p);
        }
        order.sort((a, b) -> total(b).compareTo(total(a)));
        List<TableEvent.Standing> out = new ArrayList<>();
        for (int p : order) {
            out.add(new TableEvent.Standing(p, seats.get(p).name(), total(p)));
        }
        return out;
    }

    private Amount total(int position) {
        return totals.getOrDefault(seats.get(position).name(), Amount.ZERO);
    }
}
