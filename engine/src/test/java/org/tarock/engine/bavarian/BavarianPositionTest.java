package org.tarock.engine.bavarian;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.tarock.engine.GermanCards;
import org.tarock.engine.Pack;
import org.tarock.engine.State;
import org.tarock.engine.TestHand;

/** The perfect-information snapshot that searches read: hands, trick, pile and points as the state has them. */
class BavarianPositionTest {
    private static final Pack PACK = Pack.GERMAN_36;

    @Test
    void stockspielPositionHoldsTheDiscardsAsPileAndTheTrickSoFar() {
        State s = WorkedDeal.on(new BavarianTarock()).carry(new Haferl(0)).start("0:bid stock", "1:pass", "2:pass", "0:discard S8 S7 S6", "0:trump E", "0:play GA", "1:play GK", "2:play G7", "0:play SA");
        BavarianPosition p = BavarianTarock.position(s);
        assertThat(p.contract()).isEqualTo(Contract.STOCK);
        assertThat(p.declarer()).isZero();
        assertThat(p.trump()).isEqualTo(GermanCards.E);
        assertThat(p.pile()).isEqualTo(TestHand.mask(PACK, "S8 S7 S6"));
        assertThat(p.trick()).containsExactly(PACK.parse("SA").index());
        assertThat(p.leader()).isZero();
        assertThat(p.toPlay()).isEqualTo(1);
        assertThat(p.tricksPlayed()).isEqualTo(1);
        assertThat(p.soloistTrickPoints()).isEqualTo(15);
        assertThat(p.soloistTricks()).isEqualTo(1);
        assertThat(p.soloistPoints()).isEqualTo(15);
        assertThat(p.hands()[0]).isEqualTo(TestHand.mask(PACK, "EA E10 EK EO EU E9 E8 G10 HA"));
    }

    @Test
    void soloCountsTheStockForTheSoloistAndBettelDoesNot() {
        State solo = WorkedDeal.on(new BavarianTarock()).carry(new Haferl(0)).start("0:pass", "1:pass", "2:bid solo", "2:trump S");
        assertThat(BavarianTarock.position(solo).pilePoints()).isZero(); // S8 S7 S6 carry no points
        BavarianPosition p = BavarianTarock.position(solo).withCards(new long[]{0, 0, 0},
                TestHand.mask(PACK, "SA S10 SK"));
        assertThat(p.soloistPoints()).isEqualTo(25);
        State bettel = WorkedDeal.on(new BavarianTarock()).carry(new Haferl(0)).start("0:pass", "1:bid bettel", "2:pass");
        assertThat(BavarianTarock.position(bettel).withCards(new long[3], TestHand.mask(PACK, "SA S10 SK"))
                .soloistPoints()).isZero();
    }

    @Test
    void onlyPlayPhasePositionsExist() {
        State s = WorkedDeal.on(new BavarianTarock()).carry(new Haferl(0)).start();
        assertThatThrownBy(() -> BavarianTarock.position(s)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void noTrumpMayBeLaidAway() {
        assertThat(BavarianTarock.forbiddenDiscards(GermanCards.H)).isEqualTo(GermanCards.SUIT[GermanCards.H]);
    }
}
