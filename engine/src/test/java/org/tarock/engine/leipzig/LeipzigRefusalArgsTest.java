package org.tarock.engine.leipzig;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tarock.engine.RefusalChecks.assertRefusal;
import static org.tarock.engine.RefusalChecks.refusal;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Phase;
import org.tarock.engine.Reason;
import org.tarock.engine.State;
import org.tarock.engine.TestHand;

/** Each refusal of leipzig-taroc.md names its facts as arguments (docs/reasons.md), on worked examples. */
class LeipzigRefusalArgsTest {
    private static final LeipzigTaroc LEIPZIG = TestHand.preset(LeipzigTaroc.ID, "leipzig");
    private static final String CLUBS = "CK CQ CC CJ C10 C9 C8 C7 C6 C5 C4 C3 C2 C1";
    private static final String DIAMONDS = "DK DQ DC DJ D10 D9 D8 D7 D6 D5 D4 D3 D2 D1";
    private static final String HEARTS = "HK HQ HC HJ H10 H9 H8 H7 H6 H5 H4 H3 H2 H1";

    /** Dealer 2 lays away the talon's three Spades, everyone passes the declarations; forehand (0) leads. */
    private static State playing(String hand0, String hand1, String dealer28) {
        State s = TestHand.of(LEIPZIG).hand(0, hand0).hand(1, hand1).hand(2, dealer28).start();
        while (s.phase() == Phase.ANNULMENT) {
            s.apply(s.currentSeat(), "keep");
        }
        s.apply(2, "discard S4 S3 S2");
        while (s.phase() == Phase.DECLARATIONS) {
            s.apply(s.currentSeat(), "pass");
        }
        assertThat(s.currentSeat()).isZero();
        return s;
    }

    /** Seat 0: the Clubs and T2–T12; seat 1: the Diamonds, T1, T13–T21 and S1; the dealer: Hearts, the Excuse, Spades. */
    private static State excuseWithTheDealer() {
        return playing(CLUBS + " T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12",
                DIAMONDS + " T1 T13 T14 T15 T16 T17 T18 T19 T20 T21 S1",
                HEARTS + " FOOL SK SQ SC SJ S10 S9 S8 S7 S6 S5 S4 S3 S2");
    }

    @Test
    void mustTrumpMustPlayExcuseAndMustFollowSuit() {
        State s = excuseWithTheDealer();
        s.apply(0, "play CK");
        assertRefusal(refusal(s, 1, "play DK"), Reason.MUST_TRUMP, Map.of("led", "CK",
                "cards", List.of("T1", "T13", "T14", "T15", "T16", "T17", "T18", "T19", "T20", "T21")));
        s.apply(1, "play T13");
        assertRefusal(refusal(s, 2, "play HK"), Reason.MUST_PLAY_EXCUSE, Map.of("rule", "only-trump", "card", "FOOL"));
        s.apply(2, "play FOOL");
        s.apply(1, "play T21");
        s.apply(2, "play HK");
        assertRefusal(refusal(s, 0, "play C10"), Reason.MUST_FOLLOW_SUIT, Map.of("led", "T21", "trumps", true,
                "cards", List.of("T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "T11", "T12")));
        assertRefusal(refusal(s, 0, "play DK"), Reason.CARD_NOT_HELD, Map.of("cards", List.of("DK")));
        assertRefusal(refusal(s, 1, "play D1"), Reason.NOT_YOUR_TURN, Map.of("seat", 0));
    }

    @Test
    void theExcuseMayNotLead() {
        State s = playing(CLUBS + " T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 FOOL",
                DIAMONDS + " T1 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21", "");
        assertRefusal(refusal(s, 0, "play FOOL"), Reason.EXCUSE_MAY_NOT_LEAD, Map.of("card", "FOOL"));
        assertRefusal(refusal(s, 0, "pass"), Reason.WRONG_PHASE, Map.of("phase", "play", "expected", List.of("play")));
    }

    @Test
    void skartRefusalsNameTheCardsAndTheRule() {
        State s = Situations.dealt(LEIPZIG, "T1 T7 T15 T20 D5 C2 CK");
        assertRefusal(refusal(s, 2, "discard CK D5 C2"), Reason.DISCARD_NOT_ALLOWED,
                Map.of("rule", "king", "cards", List.of("CK")));
        assertRefusal(refusal(s, 2, "discard T7 T15 D5"), Reason.DISCARD_NOT_ALLOWED,
                Map.of("rule", "trump", "cards", List.of("T7", "T15")));
        assertRefusal(refusal(Situations.dealt(LEIPZIG, "T1 T7 T15 D5 C2"), 2, "discard T1 D5 C2"),
                Reason.DISCARD_NOT_ALLOWED, Map.of("rule", "pagat-exception", "cards", List.of("T1", "T7", "T15")));
        assertRefusal(refusal(s, 2, "discard D5 C2"), Reason.WRONG_CARD_COUNT, Map.of("count", 3, "given", 2));
        assertRefusal(refusal(s, 2, "play D5"), Reason.WRONG_PHASE,
                Map.of("phase", "discard", "expected", List.of("discard"), "count", 3));
    }

    @Test
    void declarationRefusalsNameTheDeclarationAndTheSuit() {
        assertRefusal(RoemTest.refusal(LEIPZIG, "HK HC HJ", "half-cavalry-hearts"), Reason.DECLARATION_NOT_ALLOWED,
                Map.of("rule", "requirement", "declaration", "half-cavalry-hearts", "suit", "H"));
        assertRefusal(RoemTest.refusal(LEIPZIG, "T1 T21 T20", "matadors"), Reason.DECLARATION_NOT_ALLOWED,
                Map.of("rule", "requirement", "declaration", "matadors"));
        assertRefusal(RoemTest.refusal(LEIPZIG, "CK CQ CC CJ HK HC HJ FOOL", "cavalry-clubs half-cavalry-hearts"),
                Reason.DECLARATION_NOT_ALLOWED, Map.of("rule", "half-with-full"));
    }

    @Test
    void wrongPhaseInTheDeclarations() {
        State s = RoemTest.declaring(LEIPZIG, "T1 T21 FOOL");
        assertRefusal(refusal(s, 0, "play T1"), Reason.WRONG_PHASE,
                Map.of("phase", "declarations", "expected", List.of("declare", "pass")));
    }
}
