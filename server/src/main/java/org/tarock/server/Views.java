package org.tarock.server;

import java.util.ArrayList;
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
 * The {@code view} object of the protocol. A seat's view is built from {@link State#view(int)} and nothing
 * else; a watcher's view is what all three seats see alike, so it can never show a card one of them could
 * not see. Nothing here reads the deal or another seat's hand.
 */
final class Views {
    private Views() {
    }

    /** What the player in engine seat {@code seat} sees of hand number {@code hand}. */
    static Map<String, Object> seat(State state, int seat, int hand) {
        SeatView v = state.view(seat);
        Vocabulary vocabulary = state.game().vocabulary();
        List<Object> history = new ArrayList<>(v.history().size());
        for (Move m : v.history()) {
            history.add(move(vocabulary, m.seat(), m.action() == Action.HIDDEN ? null : m.action()));
        }
        List<String> legal = v.legal().stream().map(vocabulary::format).toList();
        return view(hand, seat, v, codes(v.hand()), codes(v.talon()), history, legal, v.detail());
    }

    /** What a watcher (or a person sitting this hand out) sees: only what every seat sees. */
    static Map<String, Object> watcher(State state, int hand) {
        SeatView[] views = {state.view(0), state.view(1), state.view(2)};
        Vocabulary vocabulary = state.game().vocabulary();
        List<Object> history = new ArrayList<>(views[0].history().size());
        for (int i = 0; i < views[0].history().size(); i++) {
            Move m = views[0].history().get(i);
            history.add(move(vocabulary, m.seat(), isPublic(views, i) ? m.action() : null));
        }
        List<String> talon = new ArrayList<>();
        for (Card c : views[0].talon()) {
            if (views[1].talon().contains(c) && views[2].talon().contains(c)) {
                talon.add(c.code());
            }
        }
        Object detail = views[0].detail();
        boolean sameDetail = Objects.equals(detail, views[1].detail()) && Objects.equals(detail, views[2].detail());
        return view(hand, null, views[0], List.of(), talon, history, List.of(), sameDetail ? detail : null);
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

    private static Map<String, Object> view(int hand, Integer seat, SeatView v, List<String> cards, List<String> talon,
                                            List<Object> history, List<String> legal, Object detail) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("hand", hand);
        out.put("seat", seat);
        out.put("dealer", v.dealer());
        out.put("phase", v.phase());
        out.put("turn", v.currentSeat());
        out.put("cards", cards);
        out.put("talon", talon);
        out.put("hand_sizes", v.handSizes());
        out.put("history", history);
        List<Object> tricks = new ArrayList<>(v.tricks().size());
        for (Trick t : v.tricks()) {
            Map<String, Object> trick = new LinkedHashMap<>();
            trick.put("leader", t.leader());
            trick.put("cards", codes(t.cards()));
            trick.put("winner", t.winner());
            tricks.add(trick);
        }
        out.put("tricks", tricks);
        out.put("legal", legal);
        out.put("detail", detail);
        return out;
    }

    private static Map<String, Object> move(Vocabulary vocabulary, int seat, Integer action) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("seat", seat);
        m.put("act", action == null ? null : vocabulary.format(action));
        return m;
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
