package org.tarock.server.table;

import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.tarock.engine.IllegalActionException;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;

/** What the members of a table ask on its WebSocket, answered as tasks of the table. */
final class TableRequests {
    private final Table t;

    TableRequests(Table table) {
        this.t = table;
    }

    /** A connection follows the table as the holder of {@code token}'s seat, or as a watcher when it is null. */
    void attach(Peer peer, String token, Long after, String requestId, int protocol) {
        t.timers.leave(peer);
        int position = -1;
        if (token != null) {
            position = t.seats.positionOfToken(token);
            if (position < 0) {
                peer.send(Messages.error(requestId, "bad-token", "this token holds no seat at table " + t.id()));
                return;
            }
        }
        t.log.join(peer, position, protocol);
        Map<String, Object> welcome = Messages.message("welcome", requestId);
        welcome.put("protocol", protocol);
        welcome.put("table", t.id());
        welcome.put("seat", position < 0 ? null : position);
        welcome.put("role", position < 0 ? "watcher" : "player");
        catchUp(peer, position, after, welcome);
        if (position >= 0) {
            t.touch();
            // After the catch-up, so that the returning player hears his "back" as the next event.
            if (t.presence.absent(position)) {
                t.driver.presence(EventLog.Kind.BACK, position);
                t.info.refresh();
            }
            // Someone is here again: stand-ins may go on.
            t.bots.schedule();
        }
    }

    /** Sends a member the events after {@code after}, or the whole current state when those are gone. */
    void sync(Peer peer, Long after, String requestId) {
        Integer position = t.log.positionOf(peer);
        if (position == null) {
            peer.send(notAttached(requestId));
            return;
        }
        catchUp(peer, position, after, Messages.message("synced", requestId));
    }

    /** A player's intent, read at {@code received} (nanoseconds): checked, stored, applied, announced, or refused. */
    void act(Peer peer, String text, String requestId, Long expected, long received) {
        Integer position = t.log.positionOf(peer);
        if (position == null) {
            peer.send(notAttached(requestId));
            return;
        }
        if (position < 0) {
            peer.send(Messages.error(requestId, "watcher-cannot-act", "you are watching this table; "
                    + "join a seat to play"));
            return;
        }
        int action;
        try {
            action = t.game.vocabulary().parse(text);
        } catch (IllegalActionException e) {
            peer.send(Messages.refused(requestId, e.refusal()));
            return;
        }
        try {
            if (t.driver.perform(position, action, peer, requestId, expected, null) == MatchDriver.Outcome.APPLIED) {
                t.hub.metrics().playerActions.increment();
                t.hub.metrics().actionRoundTrip.record(System.nanoTime() - received, TimeUnit.NANOSECONDS);
                t.afterAction();
            }
        } catch (RuntimeException e) {
            t.fail(e, peer, requestId);
        }
    }

    /** A hint for a player's card decision, searched on the hints' own threads. */
    void hint(Peer peer, String requestId) {
        Integer position = t.log.positionOf(peer);
        if (position == null) {
            peer.send(notAttached(requestId));
            return;
        }
        State state = t.driver.state();
        int seat = position < 0 || state == null ? -1
                : t.driver.seating().players().indexOf(t.seats.get(position).name());
        SeatView view = seat < 0 ? null : state.view(seat);
        if (view == null || !Hints.offered(t.game, view)) {
            peer.send(Messages.error(requestId, "no-hint", "hints are for your own card decisions, when it is "
                    + "your turn to play a card"));
            return;
        }
        long version = t.log.version();
        t.hub.hints().ask(t.id() + "/" + position, peer, requestId,
                () -> Hints.hint(t.game, view, version, requestId));
    }

    private void catchUp(Peer peer, int position, Long after, Map<String, Object> header) {
        t.log.catchUp(peer, position, after, header, t.info.withVersion(), t.driver.hand(), t.driver.seating(),
                t.driver.state());
    }

    private String notAttached(String requestId) {
        return Messages.error(requestId, "not-attached", "this connection does not follow table " + t.id()
                + "; send hello first");
    }
}
