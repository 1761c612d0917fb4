package org.tarock.engine.bavarian;

import java.util.Map;
import org.tarock.engine.Deal;
import org.tarock.engine.Pack;
import org.tarock.engine.State;
import org.tarock.engine.TestDeals;

/** The deal the whole-hand and refusal examples of bavarian-tarock.md are played on: seat 2 deals, seat 0 leads. */
final class WorkedDeal {
    static final Deal DEAL = TestDeals.deal(Pack.GERMAN_36,
            "EA E10 EK EO EU E9 E8 GA G10 HA SA",
            "E7 E6 GK GO GU G9 G8 HK HO HU H9",
            "G7 G6 H10 H8 H7 H6 S10 SK SO SU S9",
            "S8 S7 S6");

    private WorkedDeal() {
    }

    /** The hand on {@link #DEAL} under {@code options}, with a Haferl of 5, after {@code moves}. */
    static State hand(Map<String, Object> options, String... moves) {
        BavarianTarock game = new BavarianTarock(BavarianTarock.RULE_BOOK.resolve(options, false));
        return TestDeals.play(game.newHand(DEAL, 2, new Haferl(5)), moves);
    }

    static State hand(String... moves) {
        return hand(Map.of(), moves);
    }
}
