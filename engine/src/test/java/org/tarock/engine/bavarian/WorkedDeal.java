package org.tarock.engine.bavarian;

import java.util.Map;
import org.tarock.engine.State;
import org.tarock.engine.TestHand;

/** The deals the worked examples of bavarian-tarock.md are played on: seat 2 deals, seat 0 leads. */
final class WorkedDeal {
    private WorkedDeal() {
    }

    /** The deal of the whole-hand and refusal examples, with a Haferl of 5. */
    static TestHand on(BavarianTarock game) {
        return TestHand.of(game)
                .hand(0, "EA E10 EK EO EU E9 E8 GA G10 HA SA")
                .hand(1, "E7 E6 GK GO GU G9 G8 HK HO HU H9")
                .hand(2, "G7 G6 H10 H8 H7 H6 S10 SK SO SU S9")
                .talon("S8 S7 S6")
                .carry(new Haferl(5));
    }

    /** The hand on {@link #on} under {@code options}, after {@code moves}. */
    static State hand(Map<String, Object> options, String... moves) {
        return on(TestHand.game(BavarianTarock.ID, options)).start(moves);
    }

    static State hand(String... moves) {
        return hand(Map.of(), moves);
    }

    /** Herz-Solo of seat 2 on a deal built for the duties to beat and to over-trump, after {@code moves}. */
    static State herzSolo(String... moves) {
        State s = TestHand.of(new BavarianTarock())
                .hand(0, "G10 G9 EA E10 EK EO EU E9 E8 E7 E6")
                .hand(1, "GA GK SA S10 SK SO SU S9 S8 H9 H6")
                .hand(2, "GO GU G8 G7 G6 HA H10 HK HO HU H8")
                .talon("H7 S7 S6")
                .carry(new Haferl(0))
                .start("0:pass", "1:pass", "2:bid herzsolo");
        return TestHand.play(s, moves);
    }
}
