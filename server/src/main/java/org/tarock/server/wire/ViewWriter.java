package org.tarock.server.wire;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.Move;
import org.tarock.engine.Trick;
import org.tarock.engine.Vocabulary;
import org.tarock.server.table.Shown;
import org.tarock.server.table.StandInMoves;

/**
 * The {@code view} object of the protocol, for one table's game, and the delta of one view to the next.
 *
 * <p>In protocol 1 every event sends each member its whole view, history included, so views are written straight
 * to JSON text, and each slot's history is kept as JSON text that grows with the hand: building maps for Jackson
 * and writing the whole history again for every event was the server's largest cost under load
 * (docs/performance.md). Protocol 2 sends the {@link #delta} of a member's view instead, written from the engine's
 * values of the two views. Not thread-safe: a table uses its writer on its own serial executor only.
 */
final class ViewWriter {
    private final Vocabulary vocabulary;
    /** The history text of each engine seat's view, and of the watchers' view (index 3). */
    private final HistoryText[] histories = {new HistoryText(), new HistoryText(), new HistoryText(), new HistoryText()};

    private final Map<Long, String> entries = new HashMap<>();

    ViewWriter(Vocabulary vocabulary) {
        this.vocabulary = vocabulary;
    }

    /** The whole view object. */
    String view(Shown s) {
        StringWriter out = new StringWriter(2048);
        try (JsonGenerator g = Json.mapper().createGenerator(out)) {
            g.writeStartObject();
            g.writeNumberField("hand", s.hand());
            g.writeFieldName("seat");
            if (s.seat() == null) {
                g.writeNull();
            } else {
                g.writeNumber(s.seat());
            }
            g.writeNumberField("dealer", s.dealer());
            g.writeStringField("phase", Json.code(s.phase()));
            g.writeNumberField("turn", s.turn());
            writeCards(g, "cards", s.cards());
            writeCards(g, "talon", s.talon());
            writeSizes(g, s.handSizes());
            g.writeFieldName("history");
            HistoryText text = histories[s.slot()];
            text.update(s.hand(), s.history(), s.standIns());
            g.writeRawValue(text.chars, 0, text.length);
            g.writeArrayFieldStart("tricks");
            writeTricks(g, s.tricks(), 0);
            g.writeEndArray();
            writeLegal(g, s.legal());
            g.writeFieldName("detail");
            g.writeObject(s.detail());
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("a view could not be written as JSON", e);
        }
        return out.toString();
    }

    /**
     * The delta that turns view {@code was} into view {@code now} (protocol 2): each top-level field whose value
     * changed, in full, except {@code history} and {@code tricks}, which come as {@code {"keep": K, "add": [...]}}:
     * the first {@code K} entries stay, the entries of {@code add} follow them.
     */
    String delta(Shown was, Shown now) {
        StringWriter out = new StringWriter(256);
        try (JsonGenerator g = Json.mapper().createGenerator(out)) {
            g.writeStartObject();
            if (was.hand() != now.hand()) {
                g.writeNumberField("hand", now.hand());
            }
            if (!Objects.equals(was.seat(), now.seat())) {
                g.writeFieldName("seat");
                if (now.seat() == null) {
                    g.writeNull();
                } else {
                    g.writeNumber(now.seat());
                }
            }
            if (was.dealer() != now.dealer()) {
                g.writeNumberField("dealer", now.dealer());
            }
            if (was.phase() != now.phase()) {
                g.writeStringField("phase", Json.code(now.phase()));
            }
            if (was.turn() != now.turn()) {
                g.writeNumberField("turn", now.turn());
            }
            if (!was.cards().equals(now.cards())) {
                writeCards(g, "cards", now.cards());
            }
            if (!was.talon().equals(now.talon())) {
                writeCards(g, "talon", now.talon());
            }
            if (!was.handSizes().equals(now.handSizes())) {
                writeSizes(g, now.handSizes());
            }
            int keep = sameHistory(was, now);
            if (keep < was.history().size() || keep < now.history().size()) {
                g.writeObjectFieldStart("history");
                g.writeNumberField("keep", keep);
                g.writeArrayFieldStart("add");
                for (int i = keep; i < now.history().size(); i++) {
                    Move m = now.history().get(i);
                    g.writeStartObject();
                    g.writeNumberField("seat", m.seat());
                    g.writeFieldName("act");
                    if (m.action() == Action.HIDDEN) {
                        g.writeNull();
                    } else {
                        g.writeString(vocabulary.format(m.action()));
                    }
                    String standIn = now.standIns().kind(i);
                    if (standIn != null) {
                        g.writeStringField("stand_in", standIn);
                    }
                    g.writeEndObject();
                }
                g.writeEndArray();
                g.writeEndObject();
            }
            keep = sameTricks(was, now);
            if (keep < was.tricks().size() || keep < now.tricks().size()) {
                g.writeObjectFieldStart("tricks");
                g.writeNumberField("keep", keep);
                g.writeArrayFieldStart("add");
                writeTricks(g, now.tricks(), keep);
                g.writeEndArray();
                g.writeEndObject();
            }
            if (!was.legal().equals(now.legal())) {
                writeLegal(g, now.legal());
            }
            if (!Objects.equals(was.detail(), now.detail())) {
                g.writeFieldName("detail");
                g.writeObject(now.detail());
            }
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("a view delta could not be written as JSON", e);
        }
        return out.toString();
    }

    /** How many history entries, from the first, are alike in both views: the same moves, by the same hands. */
    private static int sameHistory(Shown was, Shown now) {
        int n = Math.min(was.history().size(), now.history().size());
        int same = 0;
        while (same < n && was.history().get(same).equals(now.history().get(same))
                && Objects.equals(was.standIns().kind(same), now.standIns().kind(same))) {
            same++;
        }
        return same;
    }

    private static int samePrefix(List<?> a, List<?> b) {
        int n = Math.min(a.size(), b.size());
        int same = 0;
        while (same < n && a.get(same).equals(b.get(same))) {
            same++;
        }
        return same;
    }

    /**
     * How many of the tricks shown before are shown alike now. Within a hand a completed trick (one with its
     * winner) never changes, the engine only adds to its tricks, so only those after it are compared: comparing
     * every trick's cards for every seat at every event took 3% of the server's time under load.
     */
    private static int sameTricks(Shown was, Shown now) {
        int n = Math.min(was.tricks().size(), now.tricks().size());
        int same = 0;
        if (was.hand() == now.hand()) {
            while (same < n && was.tricks().get(same).winner() >= 0) {
                same++;
            }
        }
        return same + samePrefix(was.tricks().subList(same, n), now.tricks().subList(same, n));
    }

    private static void writeSizes(JsonGenerator g, List<Integer> sizes) throws IOException {
        g.writeArrayFieldStart("hand_sizes");
        for (int size : sizes) {
            g.writeNumber(size);
        }
        g.writeEndArray();
    }

    private static void writeTricks(JsonGenerator g, List<Trick> tricks, int from) throws IOException {
        for (int i = from; i < tricks.size(); i++) {
            Trick t = tricks.get(i);
            g.writeStartObject();
            g.writeNumberField("leader", t.leader());
            writeCards(g, "cards", t.cards());
            g.writeNumberField("winner", t.winner());
            if (t.winner() >= 0) {
                g.writeNumberField("points", t.cards().get(0).pack().points(t.cards()));
            }
            g.writeEndObject();
        }
    }

    private void writeLegal(JsonGenerator g, List<Integer> legal) throws IOException {
        g.writeArrayFieldStart("legal");
        for (int action : legal) {
            g.writeString(vocabulary.format(action));
        }
        g.writeEndArray();
    }

    private static void writeCards(JsonGenerator g, String field, List<Card> cards) throws IOException {
        g.writeArrayFieldStart(field);
        for (Card c : cards) {
            g.writeString(c.code());
        }
        g.writeEndArray();
    }

    /**
     * One view's history as the JSON text of its array, kept from event to event: usually the new view's history
     * is the old one and one more move, and only that move is written. Any other history (a new hand, an older
     * event sent to a reconnecting member) is written from the first entry that differs.
     */
    private final class HistoryText {
        private int hand = -1;
        private int[] seats = new int[64];
        private int[] acts = new int[64];
        private String[] standIns = new String[64];
        /** The text's length after each entry. */
        private int[] ends = new int[64];
        private int count;
        private char[] chars = new char[4096];
        private int length;

        void update(int hand, List<Move> moves, StandInMoves marks) {
            int same = 0;
            if (hand == this.hand) {
                int n = Math.min(count, moves.size());
                while (same < n && seats[same] == moves.get(same).seat() && acts[same] == moves.get(same).action()
                        && Objects.equals(standIns[same], marks.kind(same))) {
                    same++;
                }
            }
            this.hand = hand;
            count = same;
            length = same == 0 ? 0 : ends[same - 1];
            append(same == 0 ? "[" : "");
            for (int i = same; i < moves.size(); i++) {
                int seat = moves.get(i).seat();
                int act = moves.get(i).action();
                String standIn = marks.kind(i);
                if (i == seats.length) {
                    seats = Arrays.copyOf(seats, 2 * i);
                    acts = Arrays.copyOf(acts, 2 * i);
                    standIns = Arrays.copyOf(standIns, 2 * i);
                    ends = Arrays.copyOf(ends, 2 * i);
                }
                append(i == 0 ? "" : ",");
                append(standIn == null ? entry(seat, act) : writeEntry(seat, act, standIn));
                seats[i] = seat;
                acts[i] = act;
                standIns[i] = standIn;
                ends[i] = length;
                count++;
            }
            append("]");
        }

        private void append(String s) {
            if (length + s.length() > chars.length) {
                chars = Arrays.copyOf(chars, Math.max(2 * chars.length, length + s.length()));
            }
            s.getChars(0, s.length(), chars, length);
            length += s.length();
        }
    }

    /**
     * A history entry of the seat's own player as JSON text ({@link Action#HIDDEN}: a move the member may not see),
     * written once per seat and action: a hand has few distinct ones.
     */
    private String entry(int seat, int action) {
        return entries.computeIfAbsent(((long) seat << 32) | (action & 0xffffffffL),
                k -> writeEntry(seat, action, null));
    }

    /** A history entry as JSON text; one a stand-in made names its kind ({@code standIn}, else null). */
    private String writeEntry(int seat, int action, String standIn) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("seat", seat);
        m.put("act", action == Action.HIDDEN ? null : vocabulary.format(action));
        if (standIn != null) {
            m.put("stand_in", standIn);
        }
        return Messages.json(m);
    }
}
