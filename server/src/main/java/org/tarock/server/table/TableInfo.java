package org.tarock.server.table;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
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
     * writes, a table in play names that as its {@code problem}: it waits, and goes on once writes succeed.
     */
    Map<String, Object> published() {
        Info current = info;
        String storeFailure = hub.store().failure();
        if (storeFailure == null || !"playing".equals(current.facts().get("status"))) {
            return current.withVersion();
        }
        Map<String, Object> waiting = current.withVersion();
        waiting.put("problem", "the database is not taking writes (" + storeFailure + "); play waits and goes on "
                + "by itself once it does");
        return waiting;
    }

    /** The summary as it is, with its version (what a catch-up sends). */
    Map<String, Object> withVersion() {
        return info.withVersion();
    }

    /** Whether the table is open or being played (it counts against the limits). */
    boolean live() {
        Object s = info.facts().get("status");
        return "open".equals(s) || "playing".equals(s);
    }

    /**
     * The table info ({@link #published()}) apart from its version {@code v}, which changes at every action, the facts
     * it was made from that an action may change, and the version.
     */
    private record Info(Map<String, Object> facts, InfoKey key, long version) {
        Map<String, Object> withVersion() {
            Map<String, Object> out = new LinkedHashMap<>(facts);
            out.put("v", version);
            return out;
        }
    }

    /** What an action may change in the table info besides its version ({@code absent}, {@code standIns}: masks). */
    private record InfoKey(MatchDriver.Status status, String broken, int handsPlayed, int hand, int absent,
                           int standIns) {
    }

    void refresh() {
        MatchDriver.Status status = driver.status();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", id);
        out.put("game", game.id().id());
        out.put("title", game.id().title());
        out.put("rules", game.rules().values());
        out.put("status", status.name().toLowerCase(Locale.ROOT));
        if (driver.brokenReason() != null) {
            out.put("problem", driver.brokenReason());
        }
        out.put("seats", seats.infoJson(presence));
        out.put("absent", presence.policy().json());
        out.put("turn_seconds", presence.turnSeconds());
        out.put("hands", driver.handsPlanned());
        out.put("pace", pace.code());
        // The browser table scales its own pauses (holding a complete trick) by the server's bot delay.
        out.put("bot_delay_ms", hub.botDelay().toMillis());
        out.put("next_table", nextTable.get());
        out.put("hands_played", driver.handsPlayed());
        out.put("hand", status == MatchDriver.Status.PLAYING ? driver.hand() : null);
        out.put("totals", driver.totalsJson());
        out.put("created", created.toString());
        out.put("fairness", commitment == null ? null : seats.fairnessJson(commitment));
        if (tournament != null) {
            out.put("tournament", tournament);
        }
        info = new Info(out, infoKey(), log.version());
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
            info = new Info(current.facts(), now, log.version());
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
