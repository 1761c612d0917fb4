package org.tarock.engine.husarln;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tarock.engine.TestHand.act;
import static org.tarock.engine.TestHand.legal;

import org.junit.jupiter.api.Test;
import org.tarock.engine.Phase;
import org.tarock.engine.Reason;
import org.tarock.engine.TestHand;

/** §5.3: who declares, in which order, and which claims are true. */
class BonusesTest {
    private final Husarln game = new Husarln();

    private Reason refusal(HusarlnState s, String action) {
        return s.check(s.currentSeat(), game.vocabulary().parse(action)).reason();
    }

    @Test
    void exactlyTenTrumpsCountingTheFoolGiveTrumps10Only() {
        HusarlnState s = TestHand.of(game).talon("CK DK HK SK CQ DQ").hand(0, "FOOL T2 T3 T4 T5 T6 T7 T8 T9 T10 HQ SQ").start();
        act(s, "bid solo");
        assertThat(legal(s)).containsExactly("pass", "declare trumps-10");
        assertThat(refusal(s, "declare trumps-11")).isEqualTo(Reason.DECLARATION_NOT_ALLOWED);
    }

    @Test
    void elevenTrumpsGiveTrumps11() {
        HusarlnState s = TestHand.of(game).talon("CK DK HK SK CQ DQ").hand(0, "FOOL T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 SQ").start();
        act(s, "bid solo");
        assertThat(legal(s)).containsExactly("pass", "declare trumps-11");
        assertThat(refusal(s, "declare trumps-10")).isEqualTo(Reason.DECLARATION_NOT_ALLOWED);
    }

    @Test
    void twelveTrumpsWithAllHonoursAndThePagatGiveEveryCombination() {
        HusarlnState s = TestHand.of(game).talon("CK DK HK SK CQ DQ").hand(0, "FOOL T21 T1 T2 T3 T4 T5 T6 T7 T8 T9 T10").start();
        act(s, "bid solo");
        assertThat(legal(s)).containsExactly("pass", "declare trumps-12", "declare honours",
                "declare trumps-12 honours", "declare ultimo", "declare trumps-12 ultimo", "declare honours ultimo",
                "declare trumps-12 honours ultimo");
        assertThat(refusal(s, "declare trumps-10 trumps-12")).isEqualTo(Reason.DECLARATION_NOT_ALLOWED);
    }

    @Test
    void honoursNeedPagatMondAndSkus() {
        HusarlnState s = TestHand.of(game).talon("CK DK HK SK CQ DQ").hand(0, "FOOL T21 T2 CC DC HC SC CJ DJ HJ SJ C10").hand(2, "T1").start();
        act(s, "bid solo");
        assertThat(legal(s)).containsExactly("pass");
        assertThat(refusal(s, "declare honours")).isEqualTo(Reason.DECLARATION_NOT_ALLOWED);
        assertThat(s.check(0, game.vocabulary().parse("declare honours")).message()).contains("T1");
    }

    @Test
    void onlyThePagatsHolderMayAnnounceUltimo() {
        HusarlnState s = TestHand.of(game).talon("CK DK HK SK CQ DQ").hand(0, "T2").hand(2, "T1").start();
        act(s, "bid solo");
        assertThat(refusal(s, "declare ultimo")).isEqualTo(Reason.DECLARATION_NOT_ALLOWED);
        act(s, "pass", "pass");
        assertThat(s.currentSeat()).isEqualTo(2);
        assertThat(legal(s)).contains("declare ultimo");
    }

    @Test
    void theDeclarerSpeaksFirstThenTheNextTwoSeats() {
        HusarlnState s = TestHand.of(game).talon("CK DK HK SK CQ DQ").start();
        act(s, "pass", "bid solo");
        assertThat(s.phase()).isEqualTo(Phase.DECLARATIONS);
        assertThat(s.currentSeat()).isEqualTo(1);
        act(s, "pass");
        assertThat(s.currentSeat()).isEqualTo(2);
        act(s, "pass");
        assertThat(s.currentSeat()).isZero();
        act(s, "pass");
        assertThat(s.phase()).isEqualTo(Phase.PLAY);
        assertThat(s.currentSeat()).as("the declarer leads").isEqualTo(1);
    }

    @Test
    void theDeclarersHandIsCountedAfterDiscarding() {
        HusarlnState s = TestHand.of(game).talon("T11 T12 CK DK HK SK").hand(0, "FOOL T2 T3 T4 T5 T6 T7 T8 T9 T10 HQ SQ").start();
        act(s, "bid two-cards", "pass", "pass", "take T11 T12", "discard HQ SQ");
        assertThat(legal(s)).containsExactly("pass", "declare trumps-12");
    }

    @Test
    void declarationsArePublic() {
        HusarlnState s = TestHand.of(game).talon("CK DK HK SK CQ DQ").hand(0, "FOOL T21 T1 T2 T3 T4 T5 T6 T7 T8 T9 T10").start();
        act(s, "bid solo", "declare honours", "pass");
        HusarlnPublic d = s.view(2).detail(HusarlnPublic.class);
        assertThat(d.declarations()).containsExactly(Bonus.HONOURS.bit(), 0, -1);
    }
}
