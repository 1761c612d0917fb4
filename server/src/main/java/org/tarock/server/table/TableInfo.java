package org.tarock.server.table;

import java.time.Instant;
import java.util.function.Supplier;
import org.tarock.engine.Game;

/**
 * A table's public summary, kept ready: readers on any thread take the latest one, the table's own tasks
 * renew it when what it shows changes.
 */
final class TableInfo {
    private final String id;
    private final Game game;
    private final Instant created;
    /** The fair deals' commitment {@code hex(s_0)}, or null at a table stored before fair deals. */
    private final String commitment;
    /** The tournament whose entry the table is, or null. */
    private final String tournament;
    private final Hub hub;
    private final Seats seats;
    private final Presence presence;
    private final Pace pace;
    private final EventLog log;
    private final MatchDriver driver;
    private final Supplier<String> nextTable;
    private volatile Info info;

    /** {@code nextTable} tells the table its players went on to, or null. */
    TableInfo(String id, Game game, Instant created, String commitment, String tournament, Hub hub, Seats seats,
              Presence presence, Pace pace, EventLog log, MatchDriver driver, Supplier<String> nextTable) {
        this.tournament = tournament;
        this.id = id;
        this.game = game;
        this.created = created;
        this.commitment = commitment;
        this.hub = hub;
        this.seats = seats;
        this.presence = presence;
        this.pace = pace;
        this.log = log;
        this.driver = driver;
        this.nextTable = nextTable;
    }

    /**
     * The public summary of the table (lobby listing); no secrets, no cards. While the database is not taking
     * writes, a table in play names that as its problem: it waits, and goes on once writes succeed.
     */
    TableSummary published() {
        TableSummary current = info.summary();
        String storeFailure = hub.store().failure();
        return storeFailure == null || current.status() != TableStatus.PLAYING ? current
                : current.waitingFor(storeFailure);
    }

    /** The summary as it is (what a catch-up sends). */
    TableSummary withVersion() {
        return info.summary();
    }

    /** Whether the table is open or being played (it counts against the limits). */
    boolean live() {
        return info.summary().status().live();
    }

    /** The table info with its version, and the facts it was made from that an action may change. */
    private record Info(TableSummary summary, InfoKey key) {
    }

    /** What an action may change in the table info besides its version ({@code absent}, {@code standIns}: masks). */
    private record InfoKey(TableStatus status, String broken, int handsPlayed, int hand, int absent,
                           int standIns) {
    }

    void refresh() {
        TableStatus status = driver.status();
        TableSummary summary = new TableSummary(id, game, status, driver.brokenReason(), seats.summary(presence),
                presence.policy(), presence.turnSeconds(), driver.handsPlanned(), pace, hub.botDelay().toMillis(),
                nextTable.get(), driver.handsPlayed(), status == TableStatus.PLAYING ? driver.hand() : null,
                driver.totals(), created, commitment == null ? null : seats.fairness(commitment), log.version(),
                null, tournament);
        info = new Info(summary, infoKey());
    }

    /**
     * After an action: the info's version, and the rest only when the action changed it (a hand's end, a player
     * getting his seat back from a stand-in). Rebuilding all of it at every action took 3% of the server's time
     * under load, for a version number.
     */
    void refreshVersion() {
        Info current = info;
        InfoKey now = infoKey();
        if (current.key().equals(now)) {
            info = new Info(current.summary().at(log.version()), now);
        } else {
            refresh();
        }
    }

    private InfoKey infoKey() {
        int absent = 0;
        int standIns = 0;
        for (int p = 0; p < seats.size(); p++) {
            absent |= presence.absent(p) ? 1 << p : 0;
            standIns |= presence.standsIn(p) ? 1 << p : 0;
        }
        return new InfoKey(driver.status(), driver.brokenReason(), driver.handsPlayed(), driver.hand(), absent,
                standIns);
    }
}
