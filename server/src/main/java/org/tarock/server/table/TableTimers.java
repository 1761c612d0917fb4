package org.tarock.server.table;

import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * A table's clocks: the moment a departing player is given before he counts as away, the absence option's delay
 * before a stand-in takes over, and the turn timer. Each runs out as a task of the table.
 */
final class TableTimers {
    private final Hub hub;
    private final SerialExecutor serial;
    private final Seats seats;
    private final EventLog log;
    private final MatchDriver driver;
    private final BotTurns bots;
    private final Presence presence;
    private final Runnable touch;
    private final Runnable refreshInfo;
    /** Per seat, how often its last connection went: an absence is announced only for the latest departure. */
    private final int[] departures;
    /** Per seat, whether its latest departure's moment is still running. */
    private final boolean[] leaving;
    private ScheduledFuture<?> turnTimer;

    /** {@code touch} notes activity at the table; {@code refreshInfo} renews its info. */
    TableTimers(Hub hub, SerialExecutor serial, Seats seats, EventLog log, MatchDriver driver, BotTurns bots,
                Presence presence, Runnable touch, Runnable refreshInfo) {
        this.hub = hub;
        this.serial = serial;
        this.seats = seats;
        this.log = log;
        this.driver = driver;
        this.bots = bots;
        this.presence = presence;
        this.touch = touch;
        this.refreshInfo = refreshInfo;
        this.departures = new int[seats.size()];
        this.leaving = new boolean[seats.size()];
    }

    /**
     * A connection stops following the table; a player whose last connection it was is away once he has stayed
     * away a moment ({@link Presence#debounceSeconds}): coming back within it is no event.
     */
    void leave(Peer peer) {
        Integer position = log.removeMember(peer);
        if (position != null && position >= 0) {
            touch.run();
            if (!log.connected(position)) {
                int departure = ++departures[position];
                leaving[position] = true;
                later(() -> {
                    if (departures[position] == departure) {
                        leaving[position] = false;
                        if (!log.connected(position)) {
                            goneAway(position);
                        }
                    }
                }, presence.debounceSeconds(position, hub.clock().instant()));
            }
        }
    }

    private void goneAway(int position) {
        String kind = seats.get(position).kind();
        if (driver.status() != TableStatus.PLAYING || presence.absent(position)
                || !(kind.equals("person") || kind.equals("api-bot"))) {
            return;
        }
        driver.presence(true, position);
        awaitStandIn(position);
        refreshInfo.run();
    }

    /**
     * Marks every player without a connection absent (when the match starts); one who has just left is announced
     * when his departure's moment is over.
     */
    void markAbsentees() {
        for (int p = 0; p < seats.size(); p++) {
            if (!log.connected(p) && !leaving[p]) {
                goneAway(p);
            }
        }
    }

    /** After the absence option's delay the stand-in takes over, unless the player is back by then. */
    void awaitStandIn(int position) {
        if (presence.policy().waits()) {
            return;
        }
        long epoch = presence.epoch(position);
        later(() -> {
            if (presence.absent(position) && presence.epoch(position) == epoch) {
                presence.startStandIn(position);
                refreshInfo.run();
                bots.schedule();
            }
        }, presence.policy().afterSeconds());
    }

    /** Starts the turn timer for the player to act, if the table has one; a stand-in acts when it runs out. */
    void armTurnTimer() {
        if (turnTimer != null) {
            turnTimer.cancel(false);
            turnTimer = null;
        }
        if (presence.turnSeconds() == null || driver.status() != TableStatus.PLAYING) {
            return;
        }
        int position = driver.positionToAct();
        if (seats.get(position).bot() != null || presence.standsIn(position)) {
            return;
        }
        long expected = driver.playVersion();
        turnTimer = later(() -> {
            if (driver.playVersion() == expected && log.anyPlayerConnected()) {
                bots.standInOnce();
            }
        }, presence.turnSeconds());
    }

    /** Runs {@code task} as a task of the table after {@code seconds}; nothing once the server is stopping. */
    ScheduledFuture<?> later(Runnable task, long seconds) {
        try {
            return hub.scheduler().schedule(() -> serial.execute(task), seconds, TimeUnit.SECONDS);
        } catch (RejectedExecutionException e) {
            return null;
        }
    }

    /** Stops the turn timer for good (the table closed). */
    void stopTurnTimer() {
        if (turnTimer != null) {
            turnTimer.cancel(false);
        }
    }
}
