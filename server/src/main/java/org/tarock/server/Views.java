package org.tarock.server;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.util.RawValue;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.Move;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.Trick;
import org.tarock.engine.Vocabulary;

/**
 * The {@code view} object of the protocol, for one table's game. A seat's view is built from
 * {@link State#view(int)} and nothing else; a watcher's view is what all three seats see alike, so it can never
 * show a card one of them could not see. Nothing here reads the deal or another seat's hand.
 *
 * <p>Every event sends each member its whole view, history included, so views are written straight to JSON
 * text, and each seat's history is kept as JSON text that grows with the hand: building maps for Jackson and
 * writing the whole history again for every event was the server's largest cost under load (docs/protocol.md,
 * load test). Not thread-safe: a table uses its views on its own serial executor only.
 */
final class Views {
    private final Vocabulary vocabulary;
    /** The history text of each engine seat's view, and of the watchers' view (index 3). */
    private final HistoryText[] histories = {new HistoryText(), new HistoryText(), new HistoryText(), new HistoryText()};

    Views(Vocabulary vocabulary) {
        this.vocabulary = vocabulary;
    }

    /** The three seats' views of a state, in engine seat order. */
    static SeatView[] all(State state) {
        return new SeatView[] {state.view(0), state.view(1), state.view(2)};
    }

    /** What the player in engine seat {@code v.seat()} sees of hand number {@code hand}. */
    RawValue seat(SeatView v, int hand) {
        return write(hand, v.seat(), v, v.hand(), v.talon(), histories[v.seat()], i -> v.history().get(i).action(),
                v.legal(), v.detail());
    }

    /** What a watcher (or a person sitting this hand out) sees: only what every seat sees. */
    RawValue watcher(SeatView[] views, int hand) {
        List<Card> talon = new ArrayList<>();
        for (Card c : views[0].talon()) {
            if (views[1].talon().contains(c) && views[2].talon().contains(c)) {
                talon.add(c);
            }
        }
        Object detail = views[0].detail();
        boolean sameDetail = Objects.equals(detail, views[1].detail()) && Objects.equals(detail, views[2].detail());
        return write(hand, null, views[0], List.of(), talon, histories[3],
                i -> isPublic(views, i) ? views[0].history().get(i).action() : Action.HIDDEN,
                List.of(), sameDetail ? detail : null);
    }

    /** Whether move {@code i} of the hand is visible to every seat. */
    static boolean isPublic(SeatView[] views, int i) {
        for (SeatView v : views) {
            if (v.history().get(i).action() == Action.HIDDEN) {
                return false;
            }
        }
        return true;
    }

    /** The action of history entry {@code i} as this member sees it ({@link Action#HIDDEN} when hidden). */
    private interface Visible {
        int action(int i);
    }

    private RawValue write(int hand, Integer seat, SeatView v, List<Card> cards, List<Card> talon, HistoryText text,
                           Visible history, List<Integer> legal, Object detail) {
        StringWriter out = new StringWriter(2048);
        try (JsonGenerator g = Wire.mapper().createGenerator(out)) {
            g.writeStartObject();
            g.writeNumberField("hand", hand);
            g.writeFieldName("seat");
            if (seat == null) {
                g.writeNull();
            } else {
                g.writeNumber(seat);
            }
            g.writeNumberField("dealer", v.dealer());
            g.writeStringField("phase", Wire.code(v.phase()));
            g.writeNumberField("turn", v.currentSeat());
            writeCards(g, "cards", cards);
            writeCards(g, "talon", talon);
            g.writeArrayFieldStart("hand_sizes");
            for (int size : v.handSizes()) {
                g.writeNumber(size);
            }
            g.writeEndArray();
            g.writeFieldName("history");
            text.update(hand, v.history(), history);
            g.writeRawValue(text.chars, 0, text.length);
            g.writeArrayFieldStart("tricks");
            for (Trick t : v.tricks()) {
                g.writeStartObject();
                g.writeNumberField("leader", t.leader());
                writeCards(g, "cards", t.cards());
                g.writeNumberField("winner", t.winner());
                if (t.winner() >= 0) {
                    g.writeNumberField("points", t.cards().get(0).pack().points(t.cards()));
                }
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeArrayFieldStart("legal");
            for (int action : legal) {
                g.writeString(vocabulary.format(action));
            }
            g.writeEndArray();
            g.writeFieldName("detail");
            g.writeObject(detail);
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("a view could not be written as JSON", e);
        }
        return new RawValue(out.toString());
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
        /** The text's length after each entry. */
        private int[] ends = new int[64];
        private int count;
        private char[] chars = new char[4096];
        private int length;

        void update(int hand, List<Move> moves, Visible visible) {
            int same = 0;
            if (hand == this.hand) {
                int n = Math.min(count, moves.size());
                while (same < n && seats[same] == moves.get(same).seat() && acts[same] == visible.action(same)) {
                    same++;
                }
            }
            this.hand = hand;
            count = same;
            length = same == 0 ? 0 : ends[same - 1];
            append(same == 0 ? "[" : "");
            for (int i = same; i < moves.size(); i++) {
                int seat = moves.get(i).seat();
                int act = visible.action(i);
                if (i == seats.length) {
                    seats = Arrays.copyOf(seats, 2 * i);
                    acts = Arrays.copyOf(acts, 2 * i);
                    ends = Arrays.copyOf(ends, 2 * i);
                }
                append(i == 0 ? "" : ",");
                append(entry(seat, act));
                seats[i] = seat;
                acts[i] = act;
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

    /** A history entry as JSON text ({@link Action#HIDDEN}: a move the member may not see). */
    private String entry(int seat, int action) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("seat", seat);
        m.put("act", action == Action.HIDDEN ? null : vocabulary.format(action));
        return Messages.json(m);
    }

    /** The deal as dealt, once the hand is over: every hand and the talon. */
    static Map<String, Object> deal(State over) {
        Map<String, Object> deal = new LinkedHashMap<>();
        deal.put("hands", over.deal().hands().stream().map(Views::codes).toList());
        deal.put("talon", codes(over.deal().talon()));
        return deal;
    }

    static List<String> codes(List<Card> cards) {
        return cards.stream().map(Card::code).toList();
    }
}
