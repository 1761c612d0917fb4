package org.tarock.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * Who sits where in one hand of a match (rules/README.md §1, record format "A match"): the active players in play
 * order, the dealer's seat, and with four at the table the dealer who sits out.
 *
 * @param players    the three active players in play order
 * @param dealer     the dealer's seat (always 2 with four at the table)
 * @param sittingOut the dealer who sits the hand out (four at the table), else null
 */
public record Seating(List<String> players, int dealer, String sittingOut) {

    public Seating {
        players = List.copyOf(players);
    }

    /**
     * The first hand of a match. {@code table} lists the people in play order; {@code firstDealer} indexes it.
     */
    public static Seating first(List<String> table, int firstDealer) {
        if (table.size() == 4) {
            List<String> active = new ArrayList<>(3);
            for (int i = 1; i <= 3; i++) {
                active.add(table.get((firstDealer + i) % 4));
            }
            return new Seating(active, 2, table.get(firstDealer));
        }
        return new Seating(table, firstDealer, null);
    }

    /** The seating of the next hand: the deal passes to forehand, or stays (annulled Leipzig deal). */
    public Seating next(boolean dealPasses) {
        if (!dealPasses) {
            return this;
        }
        if (sittingOut != null) {
            return new Seating(List.of(players.get(1), players.get(2), sittingOut), 2, players.get(0));
        }
        return new Seating(players, (dealer + 1) % 3, null);
    }

    /** The name of the dealer (sitting out or not). */
    public String dealerName() {
        return sittingOut != null ? sittingOut : players.get(dealer);
    }
}
