package org.tarock.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Test setups that read like the situation: hands and talon written as card codes. */
public final class TestDeals {
    private TestDeals() {
    }

    /** Cards from space-separated codes. */
    public static List<Card> cards(Pack pack, String codes) {
        if (codes.isBlank()) {
            return List.of();
        }
        return Arrays.stream(codes.trim().split("\\s+")).map(pack::parse).toList();
    }

    /** The mask of space-separated codes (packs of at most 64 cards). */
    public static long mask(Pack pack, String codes) {
        return Cards.mask(cards(pack, codes));
    }

    /** A deal of three hands and a talon written as codes. */
    public static Deal deal(Pack pack, String hand0, String hand1, String hand2, String talon) {
        List<List<Card>> hands = new ArrayList<>();
        for (String h : List.of(hand0, hand1, hand2)) {
            hands.add(cards(pack, h));
        }
        return new Deal(hands, cards(pack, talon));
    }

    /** Applies actions given as {@code seat:action} strings, e.g. {@code "0:bid solo"}. */
    public static State play(State state, String... moves) {
        for (String m : moves) {
            int colon = m.indexOf(':');
            state.apply(Integer.parseInt(m.substring(0, colon)), m.substring(colon + 1));
        }
        return state;
    }
}
