package org.tarock.engine.german;

import org.tarock.engine.TestHand;

/**
 * The deal most German Tarok examples are played on, seat 2 dealing: seat 0 (forehand) holds all nine Acorns
 * and GA G10; seat 1 the other Leaves and four Hearts; seat 2 the other Hearts and six Bells; the scat S8 S7 S6.
 */
final class AcornsDeal {
    private AcornsDeal() {
    }

    static TestHand on(GermanTarok game) {
        return TestHand.of(game)
                .hand(0, "EA E10 EK EO EU E9 E8 E7 E6 GA G10")
                .hand(1, "GK GO GU G9 G8 G7 G6 HA H10 HK HO")
                .hand(2, "HU H9 H8 H7 H6 SA S10 SK SO SU S9")
                .talon("S8 S7 S6");
    }
}
