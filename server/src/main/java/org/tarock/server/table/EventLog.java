package org.tarock.server.table;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.tarock.engine.Action;
import org.tarock.engine.Move;
import org.tarock.engine.SeatView;
import org.tarock.engine.Seating;
import org.tarock.engine.State;

/**
 * A table's numbered events and the connections following them: each event is sent to each member as that
 * member may see it (written by the table's {@link TableWriter} as the member's protocol version says), the
 * recent ones are kept so a reconnecting client catches up with what it missed, and a client too far behind gets
 * the whole current state instead. Touched only by the table's serial tasks.
 */
public final class EventLog {
    /**
     * One numbered event. {@code state} is the hand's own state (null before the first hand), which only grows by
     * moves; right after the event it had {@code moves} moves, so {@code move} ({@code moves - 1}) is the index of
     * the action of an {@link TableEvent.Acted} event. {@code base} is a copy of the same hand taken at the first event
     * of it this log kept, shared by all the hand's events: an older event's state is rebuilt from it.
     */
    private record Event(long version, TableEvent event, int hand, Seating seating, State state, int moves,
                         Base base) {
        int move() {
            return moves - 1;
        }
    }

    /**
     * A copy of a hand at its first kept event, and the hand's moves stand-ins made, as its actions said. Keeping
     * a copy of the state with every event (200 per table) made these copies most of what the server kept, and
     * collecting them most of the garbage collector's work; one copy per hand, from which a reconnecting member's
     * events are rebuilt, is enough.
     */
    private record Base(State of, State copy, StandInMoves standIns) {
    }

    /**
     * A connection following the table: a player at table position {@code position}, or a watcher (-1), speaking
     * protocol {@code protocol}. {@code held} is the view it was last sent (protocol 2: the next is a delta of it;
     * null until a whole view is sent).
     */
    private static final class Member {
        final Peer peer;
        final int position;
        final int protocol;
        Shown held;
        /** Protocol 2: the id of the member's act that the event of version {@code answerAt} answers (else null). */
        String answer;
        long answerAt;

        Member(Peer peer, int position, int protocol) {
            this.peer = peer;
            this.position = position;
            this.protocol = protocol;
        }
    }

    private final Seats seats;
    private final TableWriter writer;
    private final int historySize;
    private final ArrayDeque<Event> history = new ArrayDeque<>();
    private final List<Member> members = new ArrayList<>();
    private long version;
    private Base base;

    EventLog(Seats seats, TableWriter writer, int historySize) {
        this.seats = seats;
        this.writer = writer;
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
    void emit(TableEvent event, int hand, Seating seating, State state) {
        version++;
        if (state != null && (base == null || base.of != state)) {
            base = new Base(state, state.copy(), new StandInMoves());
        }
        if (event instanceof TableEvent.Acted a && a.standIn() != null) {
            base.standIns.mark(state.moves().size() - 1, a.standIn());
        }
        Event e = new Event(version, event, hand, seating, state, state == null ? 0 : state.moves().size(),
                state == null ? null : base);
        history.addLast(e);
        while (history.size() > historySize) {
            history.removeFirst();
        }
        Rendering r = new Rendering(e, state);
        for (Member m : members) {
            m.peer.send(r.message(m));
        }
    }

    /** Adds a member speaking protocol 1. */
    void join(Peer peer, int position) {
        join(peer, position, 1);
    }

    /**
     * Adds a member speaking protocol {@code protocol}; a player's earlier connections to the same seat are closed
     * as superseded.
     */
    void join(Peer peer, int position, int protocol) {
        removeMember(peer);
        if (position >= 0) {
            dropSeat(position, new Reply.Error(null, "superseded", "another connection has taken over this seat"),
                    4001, "superseded");
        }
        members.add(new Member(peer, position, protocol));
    }

    /** Closes every connection holding the seat at {@code position} with {@code reply} and the close status. */
    void dropSeat(int position, Reply reply, int status, String reason) {
        for (Iterator<Member> it = members.iterator(); it.hasNext(); ) {
            Member m = it.next();
            if (m.position == position) {
                it.remove();
                m.peer.closeWith(reply, status, reason);
            }
        }
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
     * or the whole current state when those are gone. In protocol 2 the first view that follows comes whole, and
     * every later one as a delta of the one before. The answer to a {@code sync} (header {@code synced}) is the
     * state also when the events would be longer than it: in protocol 1 each event carries a whole view, and a
     * short request asking for many of them would cost the server thousands of times its length.
     */
    void catchUp(Peer peer, int position, Long after, Reply.CatchUp header, TableSummary info, int hand,
                 Seating seating, State state) {
        Member member = member(peer);
        if (member == null) {
            member = new Member(peer, position, 1);
        }
        member.held = null;
        long oldest = history.isEmpty() ? version + 1 : history.peekFirst().version;
        boolean events = after != null && after <= version && after >= oldest - 1;
        List<String> missed = events ? missed(member, after) : List.of();
        String whole = null;
        if (events && missed.size() > 1 && header instanceof Reply.Synced) {
            Shown afterEvents = member.held;
            whole = state(member, position, info, hand, seating, state);
            long length = 0;
            for (String m : missed) {
                length += m.length();
            }
            events = length <= whole.length();
            if (events) {
                member.held = afterEvents;
            }
        }
        peer.send(header.resumed(new Reply.Resume(version, events)));
        if (events) {
            missed.forEach(peer::send);
            return;
        }
        peer.send(whole != null ? whole : state(member, position, info, hand, seating, state));
    }

    /** The events after {@code after} as {@code member} is shown them, the first with its whole view. */
    private List<String> missed(Member member, long after) {
        List<String> out = new ArrayList<>();
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
            out.add(new Rendering(e, e.state == null ? null : rebuilt).message(member));
        }
        return out;
    }

    /** The {@code state} message for {@code member}: the table info and its view; the member now holds that view. */
    private String state(Member member, int position, TableSummary info, int hand, Seating seating, State state) {
        Shown shown = null;
        if (state != null) {
            int seat = seats.handSeat(position, seating);
            StandInMoves standIns = base != null && base.of == state ? base.standIns : StandInMoves.NONE;
            shown = seat >= 0 ? Shown.to(state.view(seat), hand, standIns)
                    : Shown.toWatchers(Shown.all(state), hand, standIns);
            member.held = shown;
        }
        return writer.state(version, info, shown);
    }

    /**
     * Whether the acceptance of {@code peer}'s act (request id {@code requestId}, null for none) is told by the
     * event of version {@code v} itself, carrying the id (protocol 2), rather than by an {@code ack} message: one
     * message fewer for every action.
     */
    boolean answeredByEvent(Peer peer, String requestId, long v) {
        Member m = member(peer);
        if (m == null || !writer.answersByEvent(m.protocol)) {
            return false;
        }
        m.answer = requestId;
        m.answerAt = v;
        return true;
    }

    private Member member(Peer peer) {
        for (Member m : members) {
            if (m.peer == peer) {
                return m;
            }
        }
        return null;
    }

    /**
     * One event as each member may see it, {@code state} being the hand right after it. Each view (a seat's, the
     * watchers') is built once however many members are shown it.
     */
    private final class Rendering {
        private final Event e;
        private final State state;
        private final TableWriter.EventText text;
        private SeatView[] all;
        private final Shown[] shown = new Shown[Shown.WATCHERS + 1];

        Rendering(Event e, State state) {
            this.e = e;
            this.state = state;
            this.text = writer.event(e.version, e.event);
        }

        /** The event as {@code m} may see it: an action it may not see comes as the bare version. */
        String message(Member m) {
            String answer = null;
            if (m.answer != null && m.answerAt == e.version) {
                answer = m.answer;
                m.answer = null;
            }
            if (e.event instanceof TableEvent.ComingOrGoing || state == null) {
                // Comings and goings change no view: without one, a client that acts on every view of its turn
                // does not act twice.
                return text.to(m.protocol, answer, true, null, null);
            }
            int seat = seats.handSeat(m.position, e.seating);
            Shown now = shown(seat >= 0 ? seat : Shown.WATCHERS);
            boolean eventShown = !(e.event instanceof TableEvent.Acted)
                    || now.history().get(e.move()).action() != Action.HIDDEN;
            String out = text.to(m.protocol, answer, eventShown, now, m.held);
            m.held = now;
            return out;
        }

        private Shown shown(int slot) {
            if (shown[slot] == null) {
                if (slot < Shown.WATCHERS) {
                    shown[slot] = Shown.to(all == null ? state.view(slot) : all[slot], e.hand, e.base.standIns);
                } else {
                    all = all == null ? Shown.all(state) : all;
                    shown[slot] = Shown.toWatchers(all, e.hand, e.base.standIns);
                }
            }
            return shown[slot];
        }
    }
}
