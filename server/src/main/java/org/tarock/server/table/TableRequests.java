package org.tarock.server.table;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tarock.engine.IllegalActionException;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;

/**
 * What is asked of a table — by its members on the WebSocket, by its creator, by the lobby — answered as tasks
 * of the table.
 */
final class TableRequests {
    private static final Logger LOG = LoggerFactory.getLogger(Table.class);

    private final Table t;

    TableRequests(Table table) {
        this.t = table;
    }

    /** A connection follows the table as the holder of {@code token}'s seat, or as a watcher when it is null. */
    void attach(Peer peer, String token, Long after, String requestId, int protocol) {
        t.timers.leave(peer);
        int position = -1;
        if (token == null && t.duplicate != null) {
            peer.send(new Reply.Error(requestId, "no-watchers", "table " + t.id() + " is an entry of a tournament: "
                    + "only its entrant follows it"));
            return;
        }
        if (token != null) {
            position = t.seats.positionOfToken(token);
            if (position < 0) {
                peer.send(new Reply.Error(requestId, "bad-token", "this token holds no seat at table " + t.id()));
                return;
            }
        }
        t.log.join(peer, position, protocol);
        catchUp(peer, position, after, new Reply.Welcome(requestId, protocol, t.id(), position < 0 ? null : position,
                null));
        if (position >= 0) {
            t.touch();
            // After the catch-up, so that the returning player hears his "back" as the next event.
            if (t.presence.absent(position)) {
                t.driver.presence(false, position);
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
        catchUp(peer, position, after, new Reply.Synced(requestId, null));
    }

    /** A player's intent, read at {@code received} (nanoseconds): checked, stored, applied, announced, or refused. */
    void act(Peer peer, String text, String requestId, Long expected, long received) {
        Integer position = t.log.positionOf(peer);
        if (position == null) {
            peer.send(notAttached(requestId));
            return;
        }
        if (position < 0) {
            peer.send(new Reply.Error(requestId, "watcher-cannot-act", "you are watching this table; "
                    + "join a seat to play"));
            return;
        }
        int action;
        try {
            action = t.game.vocabulary().parse(text);
        } catch (IllegalActionException e) {
            peer.send(new Reply.Refused(requestId, e.refusal()));
            return;
        }
        t.moves.byPlayer(peer, position, action, requestId, expected, received);
    }

    /** A hint for a player's card decision, searched on the hints' own threads. */
    void hint(Peer peer, String requestId) {
        Integer position = t.log.positionOf(peer);
        if (position == null) {
            peer.send(notAttached(requestId));
            return;
        }
        if (t.duplicate != null) {
            peer.send(new Reply.Error(requestId, "no-hint", "a tournament's deals are played without hints"));
            return;
        }
        if (t.seats.rated()) {
            peer.send(new Reply.Error(requestId, "no-hints", "table " + t.id() + " is rated: its players play "
                    + "without hints"));
            return;
        }
        State state = t.driver.state();
        int seat = state == null ? -1 : t.seats.handSeat(position, t.driver.seating());
        SeatView view = seat < 0 ? null : state.view(seat);
        if (view == null || !Hints.offered(t.game, view)) {
            peer.send(new Reply.Error(requestId, "no-hint", "hints are for your own card decisions, when it is "
                    + "your turn to play a card"));
            return;
        }
        long version = t.log.version();
        t.hub.hints().ask(t.id() + "/" + position, peer, requestId,
                () -> Hints.hint(t.game, view, version, requestId));
    }

    /**
     * Closes the table for its creator; completes {@code result} with the table info, or fails it with
     * {@code not-creator} for a wrong token or {@code not-live} when the match has already ended.
     */
    void closeByCreator(String creatorToken, CompletableFuture<TableSummary> result) {
        if (creatorToken == null || !Tokens.matches(creatorToken, t.creatorDigest)) {
            result.completeExceptionally(new ApiException(403, "not-creator",
                    "this is not the creator token of table " + t.id()));
            return;
        }
        TableStatus status = t.driver.status();
        if (status == TableStatus.FINISHED || status == TableStatus.BROKEN) {
            result.completeExceptionally(new ApiException(409, "not-live", "table " + t.id() + " has already "
                    + "ended (" + status.code() + ")"));
            return;
        }
        if (t.seats.rated() && t.driver.hand() >= 0) {
            result.completeExceptionally(new ApiException(409, "rated-table", "table " + t.id() + " is rated: "
                    + "once its first hand has begun it plays to its end"));
            return;
        }
        try {
            t.close();
            result.complete(t.info());
        } catch (CompletionException e) {
            result.completeExceptionally(new ApiException(503, "store-failed",
                    "the table could not be closed; try again"));
        }
    }

    /**
     * The account {@code account} was closed: at a rated table each seat it holds is let go as its player leaves for
     * good. The seat's token is replaced by one nobody is told, its connections are closed ({@code account-closed},
     * status 4003), and while the match is played the player is away at once, a stand-in playing for him after the
     * table's absence delay as for anyone away. At the match's end he has abandoned it (docs/ratings.md).
     */
    void accountClosed(String account) {
        if (!t.seats.rated()) {
            return;
        }
        for (int p = 0; p < t.seats.size(); p++) {
            if (!account.equals(t.seats.get(p).account())) {
                continue;
            }
            t.tokens.revoke(p);
            t.log.dropSeat(p, new Reply.Error(null, "account-closed", "the account holding this seat was closed"),
                    4003, "account closed");
            if (t.driver.status() == TableStatus.PLAYING && !t.presence.absent(p)) {
                t.driver.presence(true, p);
                t.timers.awaitStandIn(p);
            }
        }
        t.info.refresh();
    }

    /**
     * Closes the table when no player is connected and nothing has happened at it for the configured time:
     * {@code joined} for a table a person or outside bot has joined, {@code neverJoined} for one never joined.
     */
    void closeIfIdle(java.time.Duration joined, java.time.Duration neverJoined) {
        if (!t.live()) {
            return;
        }
        if (t.duplicate != null) {
            // an entry table waits for its entrant as long as the tournament is open, and closes with it
            if (t.duplicate.over().getAsBoolean()) {
                t.close();
            }
            return;
        }
        if (t.log.anyPlayerConnected()) {
            return;
        }
        java.time.Duration limit = t.seats.joinOrder().isEmpty() ? neverJoined : joined;
        if (t.lastActivity.plus(limit).isAfter(t.hub.clock().instant())) {
            return;
        }
        try {
            t.close();
            LOG.info("table {} closed after {} without anyone at it", t.id(), limit);
        } catch (CompletionException e) {
            LOG.warn("table {} could not be closed; trying again later", t.id());
        }
    }

    private void catchUp(Peer peer, int position, Long after, Reply.CatchUp header) {
        t.log.catchUp(peer, position, after, header, t.info.withVersion(), t.driver.hand(), t.driver.seating(),
                t.driver.state());
    }

    private Reply notAttached(String requestId) {
        return new Reply.Error(requestId, "not-attached", "this connection does not follow table " + t.id()
                + "; send hello first");
    }
}
