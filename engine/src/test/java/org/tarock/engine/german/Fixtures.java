package org.tarock.engine.german;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tarock.engine.Card;
import org.tarock.engine.Deal;
import org.tarock.engine.Pack;
import org.tarock.engine.State;

/** Small helpers for the German Tarok tests. */
final class Fixtures {
    private Fixtures() {
    }

    /** A game from option values given as name, value pairs over the defaults. */
    static GermanTarok game(Object... nameValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < nameValues.length; i += 2) {
            m.put((String) nameValues[i], nameValues[i + 1]);
        }
        return new GermanTarok(GermanTarok.RULE_BOOK.resolve(m, false));
    }

    static GermanTarok era1839(Object... nameValues) {
        Object[] all = Arrays.copyOf(new Object[]{"era", "sansprendre-1839"}, 2 + nameValues.length);
        System.arraycopy(nameValues, 0, all, 2, nameValues.length);
        return game(all);
    }

    static List<Card> cards(String codes) {
        List<Card> out = new ArrayList<>();
        for (String c : codes.trim().split("\\s+")) {
            out.add(Pack.GERMAN_36.parse(c));
        }
        return out;
    }

    static Deal deal(String seat0, String seat1, String seat2, String scat) {
        return new Deal(List.of(cards(seat0), cards(seat1), cards(seat2)), cards(scat));
    }

    /**
     * Seat 0 (forehand when seat 2 deals) holds all nine Acorns and GA G10; seat 1 the other Leaves and four
     * Hearts; seat 2 the other Hearts and six Bells; the scat S8 S7 S6.
     */
    static Deal acornsDeal() {
        return deal("EA E10 EK EO EU E9 E8 E7 E6 GA G10",
                "GK GO GU G9 G8 G7 G6 HA H10 HK HO",
                "HU H9 H8 H7 H6 SA S10 SK SO SU S9",
                "S8 S7 S6");
    }

    /** A new hand of {@code game} with seat 2 dealing and the match's starting carry. */
    static State hand(GermanTarok game, Deal deal) {
        return game.newHand(deal, 2, game.initialCarry());
    }

    /** Applies record actions, each written "seat:action". */
    static State play(State state, String... seatActions) {
        for (String sa : seatActions) {
            int colon = sa.indexOf(':');
            state.apply(Integer.parseInt(sa.substring(0, colon)), sa.substring(colon + 1));
        }
        return state;
    }
}
