package org.tarock.server;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tarock.engine.Action;
import org.tarock.engine.Move;
import org.tarock.engine.SeatView;
import org.tarock.engine.Seating;
import org.tarock.engine.State;

/**
 * A table's numbered events and the connections following them: each event is rendered for each member as
 * that member may see it, the recent ones are kept so a reconnecting client catches up with what it missed,
 * and a client too far behind gets the whole current state instead. Touched only by the table's serial tasks.
 */
final class EventLog {
    enum Kind { SEATED, HAND, ACTION, HAND_OVER, MATCH_OVER, ABSENT, BACK, CLOSED, NEXT_TABLE }

    /**
     * One numbered event. {@code state} is the hand's own state (null before the first hand), which only grows by
     * moves; right after the event it had {@code moves} moves, so {@code move} ({@code moves - 1}) is the index of
     * the action for {@link Kind#ACTION} events. {@code base} is a copy of the same hand taken at the first event
     * of it this log kept, shared by all the hand's events: an older event's state is rebuilt from it.
     */
    private record Event(long version, Kind kind, Map<String, Object> data, int hand, Seating seating, State state,
                         int moves, Base base) {
        int move() {
            return moves - 1;
        }
    }

    /**
     * A copy of a hand at its first kept event. Keeping a copy of the state with every event (200 per table)
     * made these copies most of what the server kept, and collecting them most of the garbage collector's
     * work; one copy per hand, from which a reconnecting member's events are rebuilt, is enough.
     */
    private record Base(State of, State copy) {
    }

    /** A connection following the table: a player at table position {@code position}, or a watcher (-1). */
    private record Member(Peer peer, int position) {
    }

    private final String tableId;
    private final Seats seats;
    private final Views views;
    private final int historySize;
    private final ArrayDeque<Event> history = new ArrayDeque<>();
    private final List<Member> members = new ArrayList<>();
    private long version;
    private Base base;

    EventLog(String tableId, Seats seats, Views views, int historySize) {
        this.tableId = tableId;
        this.seats = seats;
        this.views = views;
        this.historySize = historySize;
    }

    /** The number of the last event (0 before the first). */
    long version() {
        return version;
    }

    /** Continues the numbering after {@code v} (a table resumed from a snapshot; the earlier events are gone). */
    void resumeAt(long v) {
        version = v;
        history.clear();
    }

    /** Numbers the event, keeps it, and sends it to every member as that member may see it. */
    void emit(Kind kind, Map<String, Object> data, int hand, Seating seating, State state) {
        version++;
        data.put("kind", kind.name().toLowerCase(Locale.ROOT).replace('_', '-'));
        if (state != null && (base == null || base.of != state)) {
            base = new Base(state, state.copy());
        }
        Event e = new Event(version, kind, data, hand, seating, state, state == null ? 0 : state.moves().size(),
                state == null ? null : base);
        history.addLast(e);
        while (history.size() > historySize) {
            history.removeFirst();
        }
        for (Member m : members) {
            m.peer.send(render(e, state, m.position));
        }
    }

    /** Adds a member; a player's earlier connections to the same seat are closed as superseded. */
    void join(Peer peer, int position) {
        removeMember(peer);
        if (position >= 0) {
            for (Iterator<Member> it = members.iterator(); it.hasNext(); ) {
                Member m = it.next();
                if (m.position == position) {
                    it.remove();
                    m.peer.closeWith(Messages.error(null, "superseded",
                            "another connection has taken over this seat"), 4001, "superseded");
                }
            }
        }
        members.add(new Member(peer, position));
    }

    /** The table position of a member (-1 for a watcher), or null when the peer is not a member. */
    Integer positionOf(Peer peer) {
        for (Member m : members) {
            if (m.peer == peer) {
                return m.position;
            }
        }
        return null;
    }

    /** Removes a member; returns its position (-1 for a watcher), or null when the peer was not a member. */
    Integer removeMember(Peer peer) {
        for (Iterator<Member> it = members.iterator(); it.hasNext(); ) {
            Member m = it.next();
            if (m.peer == peer) {
                it.remove();
                return m.position;
            }
        }
        return null;
    }

    /** Whether a connection holds the seat at {@code position}. */
    boolean connected(int position) {
        for (Member m : members) {
            if (m.position == position) {
                return true;
            }
        }
        return false;
    }

    /** Whether a watcher (a member without a seat) follows the table. */
    boolean watched() {
        for (Member m : members) {
            if (m.position < 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether any player (not a watcher) is connected. */
    boolean anyPlayerConnected() {
        for (Member m : members) {
            if (m.position >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Sends {@code header} (with the version and how the member resumes), then the events after {@code after},
     * or the whole current state when those are gone.
     */
    void catchUp(Peer peer, int position, Long after, Map<String, Object> header, Map<String, Object> info,
                 int hand, Seating seating, State state) {
        long oldest = history.isEmpty() ? version + 1 : history.peekFirst().version;
        boolean events = after != null && after <= version && after >= oldest - 1;
        header.put("v", version);
        header.put("resume", events ? "events" : "state");
        peer.send(Messages.json(header));
        if (events) {
            // Each event's state is rebuilt from its hand's base copy, going on from the one before within a hand.
            State rebuilt = null;
            Base of = null;
            for (Event e : history) {
                if (e.version <= after) {
                    continue;
                }
                if (e.state != null) {
                    if (e.base != of || rebuilt.moves().size() > e.moves) {
                        rebuilt = e.base.copy.copy();
                        of = e.base;
                    }
                    List<Move> moves = e.state.moves();
                    for (int i = rebuilt.moves().size(); i < e.moves; i++) {
                        rebuilt.applyTrusted(moves.get(i).action());
                    }
                }
                peer.send(render(e, e.state == null ? null : rebuilt, position));
            }
            return;
        }
        Map<String, Object> msg = Messages.message("state", null);
        msg.put("table", tableId);
        msg.put("v", version);
        msg.put("info", info);
        Object view = null;
        if (state != null) {
            int seat = position < 0 ? -1 : seating.players().indexOf(seats.get(position).name());
            view = seat >= 0 ? views.seat(state.view(seat), hand) : views.watcher(Views.all(state), hand);
        }
        msg.put("view", view);
        peer.send(Messages.json(msg));
    }

    /**
     * The event as member {@code position} may see it, {@code state} being the hand right after it: an action it
     * may not see comes as the bare version.
     */
    private String render(Event e, State state, int position) {
        Map<String, Object> msg = Messages.message("event", null);
        msg.put("table", tableId);
        msg.put("v", e.version);
        int seat = e.seating == null || position < 0 ? -1 : e.seating.players().indexOf(seats.get(position).name());
        Object view = null;
        boolean visible = e.kind != Kind.ACTION;
        if (e.kind == Kind.ABSENT || e.kind == Kind.BACK) {
            // Comings and goings change no view: without one, a client that acts on every view of its turn
            // does not act twice.
            msg.put("event", e.data);
            return Messages.json(msg);
        }
        if (state != null && seat >= 0) {
            SeatView v = state.view(seat);
            visible = visible || v.history().get(e.move()).action() != Action.HIDDEN;
            view = views.seat(v, e.hand);
        } else if (state != null) {
            SeatView[] all = Views.all(state);
            visible = visible || Views.isPublic(all, e.move());
            view = views.watcher(all, e.hand);
        }
        if (visible) {
            msg.put("event", e.data);
        }
        if (view != null) {
            msg.put("view", view);
        }
        return Messages.json(msg);
    }
}
