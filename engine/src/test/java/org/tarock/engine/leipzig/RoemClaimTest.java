package org.tarock.engine.leipzig;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Pack;
import org.tarock.engine.TestHand;

/** §5.2 read backwards: what a declaration, as the table sees it, says of its declarer's hand. */
class RoemClaimTest {
    private static final LeipzigTaroc UNSHOWN = TestHand.game(LeipzigTaroc.ID, Map.of("show-declarations", false));

    private static RoemClaim claim(LeipzigTaroc game, String cards, String token) {
        return game.claim(RoemTest.declare(RoemTest.declaring(game, cards), token).get(0));
    }

    @Test
    void matadorsBySequenceHoldTheirRunAndNotTheTrumpThatEndsIt() {
        RoemClaim c = claim(UNSHOWN, "T1 T21 FOOL T20 T19 T17", "matadors");
        assertThat(c.held()).isEqualTo(TestHand.masks(Pack.TAROT_78, "T1 T21 FOOL T20 T19"));
        assertThat(c.notHeld()).isEqualTo(TestHand.masks(Pack.TAROT_78, "T18"));
        assertThat(c.minTrumps()).isEqualTo(-1);
    }

    @Test
    void threeKingsWithTheExcuseLackExactlyOneKing() {
        RoemClaim c = claim(UNSHOWN, "CK DK HK FOOL", "kings-excuse");
        assertThat(c.held()).isEqualTo(TestHand.masks(Pack.TAROT_78, "FOOL"));
        assertThat(c.oneMissing()).isEqualTo(TestHand.masks(Pack.TAROT_78, "CK DK HK SK"));
    }

    @Test
    void tenOrMoreTrumpsCountThemByTheValueOrFromTenToAllUnderFlat() {
        String eleven = "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12";
        RoemClaim progressive = claim(UNSHOWN, eleven, "trumps");
        assertThat(progressive.minTrumps()).isEqualTo(11);
        assertThat(progressive.maxTrumps()).isEqualTo(11);
        RoemClaim flat = claim(TestHand.game(LeipzigTaroc.ID, Map.of("show-declarations", false, "trumps-declaration", "flat")), eleven,
                "trumps");
        assertThat(flat.minTrumps()).isEqualTo(10);
        assertThat(flat.maxTrumps()).isEqualTo(21);
    }

    @Test
    void aShownHalfCavallerieHoldsItsCardsAndNotTheMissingCourt() {
        RoemClaim c = claim(TestHand.game(LeipzigTaroc.ID, Map.of()), "HK HQ HJ FOOL", "half-cavalry-hearts");
        assertThat(c.held()).isEqualTo(TestHand.masks(Pack.TAROT_78, "HK HQ HJ FOOL"));
        assertThat(c.notHeld()).isEqualTo(TestHand.masks(Pack.TAROT_78, "HC"));
        assertThat(c.oneMissing()).isEqualTo(new long[2]);
    }
}
