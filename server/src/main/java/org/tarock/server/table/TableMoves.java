package org.tarock.server.table;

import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A move at the table, a player's or a server bot's: performed by the match, then the table goes on (bots,
 * turn timer, info); a failure inside stops this table, never the server. Runs as tasks of the table.
 */
final class TableMoves {
    private static final Logger LOG = LoggerFactory.getLogger(Table.class);

    private final Table t;

    TableMoves(Table table) {
        this.t = table;
    }

    /** A player's parsed move, read off the wire at {@code received} (nanoseconds). */
    void byPlayer(Peer peer, int position, int action, String requestId, Long expected, long received) {
        try {
            if (t.driver.perform(position, action, peer, requestId, expected, null) == MatchDriver.Outcome.APPLIED) {
                t.hub.metrics().playerActions.increment();
                t.hub.metrics().actionRoundTrip.record(System.nanoTime() - received, TimeUnit.NANOSECONDS);
                after();
            }
        } catch (RuntimeException e) {
            fail(e, peer, requestId);
        }
    }

    /** A server bot's move, or a stand-in's of kind {@code standIn} for an absent player. */
    void byBot(int position, int action, String standIn) {
        try {
            switch (t.driver.perform(position, action, null, null, null, standIn)) {
                case APPLIED -> {
                    t.hub.metrics().botActions.increment();
                    after();
                }
                // the database is not taking writes: the bot tries again, so the table goes on once it does
                case NOT_STORED -> t.bots.retryLater();
                case REFUSED -> { }
            }
        } catch (RuntimeException e) {
            fail(e, null, null);
        }
    }

    private void after() {
        t.touch();
        t.info.refreshVersion();
        t.bots.schedule();
        t.timers.armTurnTimer();
    }

    /**
     * A failure inside the table (a bug in the engine, a bot or the server) stops this table: the table is marked
     * broken, its members are told, and the stored actions stay as they were.
     */
    private void fail(RuntimeException e, Peer actor, String requestId) {
        LOG.error("table {} failed and is stopped", t.id(), e);
        t.driver.breakDown("an internal error stopped this table");
        t.info.refresh();
        if (actor != null) {
            actor.send(new Reply.Error(requestId, "internal", "the server failed to handle this action; "
                    + "the table is stopped"));
        }
    }
}
