package org.tarock.server.table;

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
public final class EventLog {
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

    /**
     * A connection following the table: a player at table position {@code position}, or a watcher (-1), speaking
     * protocol {@code protocol}. {@code held} is the view it was last sent (protocol 2: the next is a delta of it;
     * null until a whole view is sent).
     */
    private static final class Member {
        final Peer peer;
        final int position;
        final int protocol;
        Views.Shown held;
        /** Protocol 2: the id of the member's act that the event of version {@code answerAt} answers (else null). */
        String answer;
        long answerAt;

        Member(Peer peer, int position, int protocol) {
            this.peer = peer;
            this.position = position;
            this.protocol = protocol;
        }
    }

    private final String tableId;
    private final Seats seats;
    private final Views views;
    private final int historySize;
    private final ArrayDeque<Event> history = new ArrayDeque<>();
    private final List<Member> members = new ArrayList<>();
    /** {@code {"type":"event","table":"ID","v":} as the message writer writes it: every event message starts so. */
    private final String eventStart;
    private long version;
    private Base base;

    EventLog(String tableId, Seats seats, Views views, int historySize) {
        this.tableId = tableId;
        this.seats = seats;
        this.views = views;
        this.historySize = historySize;
        Map<String, Object> start = Messages.message("event", null);
        start.put("table", tableId);
        String json = Messages.json(start);
        this.eventStart = json.substring(0, json.length() - 1) + ",\"v\":";
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
            for (Iterator<Member> it = members.iterator(); it.hasNext(); ) {
                Member m = it.next();
                if (m.position == position) {
                    it.remove();
                    m.peer.closeWith(Messages.error(null, "superseded",
                            "another connection has taken over this seat"), 4001, "superseded");
                }
            }
        }
        members.add(new Member(peer, position, protocol));
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
    void catchUp(Peer peer, int position, Long after, Map<String, Object> header, Map<String, Object> info,
                 int hand, Seating seating, State state) {
        Member member = member(peer);
        if (member == null) {
            member = new Member(peer, position, 1);
        }
        member.held = null;
        long oldest = history.isEmpty() ? version + 1 : history.peekFirst().version;
        boolean events = after != null && after <= version && after >= oldest - 1;
        List<String> missed = events ? missed(member, after) : List.of();
        String whole = null;
        if (events && missed.size() > 1 && "synced".equals(header.get("type"))) {
            Views.Shown afterEvents = member.held;
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
        header.put("v", version);
        header.put("resume", events ? "events" : "state");
        peer.send(Messages.json(header));
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
    private String state(Member member, int position, Map<String, Object> info, int hand, Seating seating,
                         State state) {
        Map<String, Object> msg = Messages.message("state", null);
        msg.put("table", tableId);
        msg.put("v", version);
        msg.put("info", info);
        Object view = null;
        if (state != null) {
            int seat = position < 0 ? -1 : seating.players().indexOf(seats.get(position).name());
            Views.Shown shown = seat >= 0 ? Views.shownTo(state.view(seat), hand)
                    : Views.shownToWatchers(Views.all(state), hand);
            view = views.view(shown);
            member.held = shown;
        }
        msg.put("view", view);
        return Messages.json(msg);
    }

    /**
     * Whether the acceptance of {@code peer}'s act (request id {@code requestId}, null for none) is told by the
     * event of version {@code v} itself, carrying the id (protocol 2), rather than by an {@code ack} message: one
     * message fewer for every action.
     */
    boolean answeredByEvent(Peer peer, String requestId, long v) {
        Member m = member(peer);
        if (m == null || m.protocol < 2) {
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
     * watchers') is built and written once however many members are shown it, and so is a delta of the same view.
     */
    private final class Rendering {
        private final Event e;
        private final State state;
        private SeatView[] all;
        private final Views.Shown[] shown = new Views.Shown[4];
        private final String[] whole = new String[4];
        private final Views.Shown[] deltaFrom = new Views.Shown[4];
        private final String[] delta = new String[4];
        private String data;

        Rendering(Event e, State state) {
            this.e = e;
            this.state = state;
        }

        /**
         * The event as {@code m} may see it: an action it may not see comes as the bare version. In protocol 2 the
         * view comes as a delta of the one {@code m} holds.
         */
        String message(Member m) {
            StringBuilder out = new StringBuilder(eventStart).append(e.version);
            if (m.answer != null && m.answerAt == e.version) {
                out.append(",\"id\":").append(Messages.json(m.answer));
                m.answer = null;
            }
            if (e.kind == Kind.ABSENT || e.kind == Kind.BACK || state == null) {
                // Comings and goings change no view: without one, a client that acts on every view of its turn
                // does not act twice.
                return out.append(",\"event\":").append(data()).append('}').toString();
            }
            int seat = e.seating == null || m.position < 0 ? -1
                    : e.seating.players().indexOf(seats.get(m.position).name());
            int slot = seat >= 0 ? seat : 3;
            Views.Shown now = shown(slot);
            if (e.kind != Kind.ACTION || now.history().get(e.move()).action() != Action.HIDDEN) {
                out.append(",\"event\":").append(data());
            }
            if (m.protocol == 1 || m.held == null) {
                out.append(",\"view\":").append(whole(slot));
            } else {
                out.append(",\"delta\":").append(delta(slot, m.held));
            }
            m.held = now;
            return out.append('}').toString();
        }

        private String data() {
            if (data == null) {
                data = Messages.json(e.data);
            }
            return data;
        }

        private Views.Shown shown(int slot) {
            if (shown[slot] == null) {
                if (slot < 3) {
                    shown[slot] = Views.shownTo(all == null ? state.view(slot) : all[slot], e.hand);
                } else {
                    all = all == null ? Views.all(state) : all;
                    shown[slot] = Views.shownToWatchers(all, e.hand);
                }
            }
            return shown[slot];
        }

        private String whole(int slot) {
            if (whole[slot] == null) {
                whole[slot] = views.view(shown(slot)).rawValue().toString();
            }
            return whole[slot];
        }

        private String delta(int slot, Views.Shown from) {
            if (deltaFrom[slot] == from) {
                return delta[slot];
            }
            String d = views.delta(from, shown(slot)).rawValue().toString();
            deltaFrom[slot] = from;
            delta[slot] = d;
            return d;
        }
    }
}
