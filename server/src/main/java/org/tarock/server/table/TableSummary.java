package org.tarock.server.table;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.tarock.engine.Amount;
import org.tarock.engine.Game;

/**
 * A table's public summary (the lobby's listing, a catch-up's {@code info}): no secrets, no cards.
 *
 * @param problem      why a broken table cannot go on, else null
 * @param turnSeconds  the turn timer, or null
 * @param hand         the number of the hand in play, null when none is
 * @param totals       the running totals by player name
 * @param fairness     the fair deals' commitment and the seats' client seeds, null at a table without fair deals
 * @param version      the table's version (its last event's number)
 * @param storeProblem why the database takes no writes while a table in play waits for it, else null
 * @param tournament   the tournament whose entry the table is, else null
 */
public record TableSummary(String id, Game game, TableStatus status, String problem, List<SeatSummary> seats,
                           TableSpec.Absence absent, Integer turnSeconds, int hands, Pace pace, long botDelayMillis,
                           String nextTable, int handsPlayed, Integer hand, Map<String, Amount> totals,
                           Instant created, Fairness fairness, long version, String storeProblem,
                           String tournament) {

    /** One seat: who sits there, whether he is away, and the kind of bot that stands in for him (else null). */
    public record SeatSummary(int seat, String player, String bot, String name, boolean absent, String standIn) {
    }

    /** The fair deals' commitment, and the client seeds and names of the seats taken so far (null while open). */
    public record Fairness(String commitment, List<String> clientSeeds, List<String> seats) {
    }

    TableSummary at(long v) {
        return new TableSummary(id, game, status, problem, seats, absent, turnSeconds, hands, pace, botDelayMillis,
                nextTable, handsPlayed, hand, totals, created, fairness, v, storeProblem, tournament);
    }

    TableSummary waitingFor(String why) {
        return new TableSummary(id, game, status, problem, seats, absent, turnSeconds, hands, pace, botDelayMillis,
                nextTable, handsPlayed, hand, totals, created, fairness, version, why, tournament);
    }
}
