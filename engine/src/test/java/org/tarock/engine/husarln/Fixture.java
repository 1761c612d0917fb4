package org.tarock.engine.husarln;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToIntFunction;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.Carry;
import org.tarock.engine.Deal;
import org.tarock.engine.HandResult;
import org.tarock.engine.Pack;
import org.tarock.engine.Phase;
import org.tarock.engine.State;

/** Deals written as card codes, hands driven by action strings, and results read as plain values. */
final class Fixture {
    private Fixture() {
    }

    static final Pack PACK = Pack.TAROT_42;

    static Husarln game(Map<String, Object> options) {
        return new Husarln(Husarln.RULE_BOOK.resolve(options, false));
    }

    /**
     * A deal with the given stock (six codes in stock order) and the given cards in each hand; every hand is
     * filled up to 12 with the remaining cards in canonical order, seat 0 first.
     */
    static Deal deal(String stock, String hand0, String hand1, String hand2) {
        Set<Card> used = new LinkedHashSet<>();
        List<Card> talon = cards(stock);
        used.addAll(talon);
        List<List<Card>> hands = new ArrayList<>();
        for (String h : new String[]{hand0, hand1, hand2}) {
            List<Card> cs = cards(h);
            used.addAll(cs);
            hands.add(new ArrayList<>(cs));
        }
        List<Card> rest = new ArrayList<>(PACK.cards());
        rest.removeAll(used);
        for (List<Card> h : hands) {
            while (h.size() < 12) {
                h.add(rest.remove(0));
            }
        }
        return new Deal(hands, talon);
    }

    static List<Card> cards(String codes) {
        return codes.isBlank() ? List.of() : Arrays.stream(codes.trim().split(" +")).map(PACK::parse).toList();
    }

    static long mask(String codes) {
        long m = 0;
        for (Card c : cards(codes)) {
            m |= c.bit();
        }
        return m;
    }

    static List<String> codes(List<Card> cards) {
        return cards.stream().map(Card::code).toList();
    }

    /** Starts a hand with seat 2 dealing, so that seat 0 is forehand. */
    static HusarlnState start(Husarln game, Deal deal) {
        return (HusarlnState) game.newHand(deal, 2, Carry.NONE);
    }

    /** Applies actions, each by the seat to act. */
    static void act(State state, String... actions) {
        for (String a : actions) {
            state.apply(state.currentSeat(), a);
        }
    }

    /** The legal actions as strings. */
    static List<String> legal(State state) {
        return state.legalActionList().stream().map(a -> state.game().vocabulary().format(a)).toList();
    }

    /**
     * Plays to the end: every bonus passed, and in play the card {@code chooser} picks among the legal cards
     * (given as a mask), or the lowest legal card when it returns -1.
     */
    static void finish(State state, ToIntFunction<State> chooser) {
        while (!state.isOver()) {
            if (state.phase() == Phase.DECLARATIONS) {
                state.apply(state.currentSeat(), Action.PASS_ACTION);
                continue;
            }
            int c = state.phase() == Phase.PLAY ? chooser.applyAsInt(state) : -1;
            state.apply(state.currentSeat(), c >= 0 ? Action.play(c) : state.legalActionList().get(0));
        }
    }

    /** Plays to the end with the lowest legal card each time. */
    static void finish(State state) {
        finish(state, s -> -1);
    }

    static long number(HandResult r, String field) {
        return (Long) r.fields().get(field);
    }

    @SuppressWarnings("unchecked")
    static List<Object> list(HandResult r, String field) {
        return (List<Object>) r.fields().get(field);
    }

    static List<Long> settlement(HandResult r) {
        return list(r, "settlement").stream().map(o -> (Long) o).toList();
    }

    static Map<String, Object> bonus(int seat, String kind, long value) {
        return Map.of("seat", (long) seat, "kind", kind, "value", value);
    }
}
