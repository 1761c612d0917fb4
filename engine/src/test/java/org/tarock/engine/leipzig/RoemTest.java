package org.tarock.engine.leipzig;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Action;
import org.tarock.engine.Phase;
import org.tarock.engine.Reason;
import org.tarock.engine.Refusal;
import org.tarock.engine.State;
import org.tarock.engine.TestHand;

/** §5.2: each declaration (Roem), its value, the exclusions, the order of declaring and what is shown. */
class RoemTest {
    private static final LeipzigTaroc LEIPZIG = TestHand.preset(LeipzigTaroc.ID, "leipzig");

    /** A hand after the Skart and the dealer's pass: forehand (seat 0), holding {@code cards}, is to declare. */
    static State declaring(LeipzigTaroc game, String cards) {
        State s = TestHand.of(game).hand(0, Situations.padded(cards, 25)).start();
        while (s.phase() == Phase.ANNULMENT) {
            s.apply(s.currentSeat(), "keep");
        }
        s.applyTrusted(s.legalAction(0));
        s.apply(2, "pass");
        return s;
    }

    static List<LeipzigPublic.Declared> declare(State s, String tokens) {
        s.apply(0, "declare " + tokens);
        return s.view(1).detail(LeipzigPublic.class).declarations().get(0);
    }

    static int value(LeipzigTaroc game, String cards, String token) {
        return declare(declaring(game, cards), token).get(0).value();
    }

    static Refusal refusal(LeipzigTaroc game, String cards, String tokens) {
        State s = declaring(game, cards);
        return s.check(0, s.game().vocabulary().parse("declare " + tokens));
    }

    @Test
    void matadorsCountTenPlusFiveForEachTrumpOfTheRunFromT20() {
        assertThat(value(LEIPZIG, "T1 T21 FOOL T20 T19", "matadors")).isEqualTo(20);
        assertThat(value(LEIPZIG, "T1 T21 FOOL T20 T19 T17", "matadors")).isEqualTo(20);
    }

    @Test
    void theMatadorsRunStartsAtT20() {
        assertThat(value(LEIPZIG, "T1 T21 FOOL T19 T18", "matadors")).isEqualTo(10);
    }

    @Test
    void fixedMatadorsHaveNoRun() {
        assertThat(value(TestHand.game(LeipzigTaroc.ID, Map.of("matadors", "fixed")), "T1 T21 FOOL T20 T19", "matadors")).isEqualTo(20);
        assertThat(value(TestHand.game(LeipzigTaroc.ID, Map.of("matadors", "fixed", "matadors-fixed-value", 30)), "T1 T21 FOOL T20",
                "matadors")).isEqualTo(30);
    }

    @Test
    void matadorsNeedThePagatTheMondAndTheExcuse() {
        assertThat(refusal(LEIPZIG, "T1 T21 T20", "matadors").reason()).isEqualTo(Reason.DECLARATION_NOT_ALLOWED);
        assertThat(refusal(LEIPZIG, "T21 FOOL T20", "matadors").reason()).isEqualTo(Reason.DECLARATION_NOT_ALLOWED);
    }

    @Test
    void tenOrMoreTrumpsAreProgressive() {
        assertThat(value(LEIPZIG, "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11", "trumps")).isEqualTo(10);
        assertThat(value(LEIPZIG, "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12", "trumps")).isEqualTo(15);
    }

    @Test
    void flatTrumpsCountTheAgreedBase() {
        LeipzigTaroc flat = TestHand.game(LeipzigTaroc.ID, Map.of("trumps-declaration", "flat"));
        assertThat(value(flat, "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13", "trumps")).isEqualTo(10);
        LeipzigTaroc flat12 = TestHand.game(LeipzigTaroc.ID, Map.of("trumps-declaration", "flat", "trumps-flat-value", 12));
        assertThat(value(flat12, "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11", "trumps")).isEqualTo(12);
    }

    @Test
    void theExcuseIsNotATrumpForTheTrumpsDeclaration() {
        assertThat(refusal(LEIPZIG, "T2 T3 T4 T5 T6 T7 T8 T9 T10 FOOL", "trumps").reason())
                .isEqualTo(Reason.DECLARATION_NOT_ALLOWED);
    }

    @Test
    void fourKings() {
        assertThat(value(LEIPZIG, "CK DK HK SK", "kings")).isEqualTo(10);
    }

    @Test
    void threeKingsAndTheExcuse() {
        assertThat(value(LEIPZIG, "CK DK SK FOOL", "kings-excuse")).isEqualTo(5);
    }

    @Test
    void kingsExcuseNeedsExactlyThreeKings() {
        assertThat(refusal(LEIPZIG, "CK DK HK SK FOOL", "kings-excuse").reason()).isEqualTo(Reason.DECLARATION_NOT_ALLOWED);
        assertThat(refusal(LEIPZIG, "CK DK HK SK FOOL", "kings kings-excuse").reason())
                .isEqualTo(Reason.DECLARATION_NOT_ALLOWED);
    }

    @Test
    void cavalry() {
        assertThat(value(LEIPZIG, "SK SQ SC SJ", "cavalry-spades")).isEqualTo(10);
    }

    @Test
    void halfCavalryNeedsExactlyThreeCourtsAndTheExcuse() {
        assertThat(value(LEIPZIG, "HK HC HJ FOOL", "half-cavalry-hearts")).isEqualTo(5);
        assertThat(refusal(LEIPZIG, "HK HC HJ", "half-cavalry-hearts").reason()).isEqualTo(Reason.DECLARATION_NOT_ALLOWED);
    }

    @Test
    void noHalfCavalryInASuitWhoseFourCourtsAreHeld() {
        LeipzigTaroc sameSuit = TestHand.game(LeipzigTaroc.ID, Map.of("half-cavalry-exclusion", "same-suit"));
        assertThat(refusal(sameSuit, "HK HQ HC HJ FOOL", "half-cavalry-hearts").reason())
                .isEqualTo(Reason.DECLARATION_NOT_ALLOWED);
    }

    @Test
    void anyCavalryForbidsEveryHalfCavalry() {
        Refusal r = refusal(LEIPZIG, "CK CQ CC CJ HK HC HJ FOOL", "cavalry-clubs half-cavalry-hearts");
        assertThat(r.reason()).isEqualTo(Reason.DECLARATION_NOT_ALLOWED);
        assertThat(r.message()).contains("half Cavallerie");
    }

    @Test
    void sameSuitAllowsAHalfCavalryBesideACavalryOfAnotherSuit() {
        LeipzigTaroc sameSuit = TestHand.game(LeipzigTaroc.ID, Map.of("half-cavalry-exclusion", "same-suit"));
        State s = declaring(sameSuit, "CK CQ CC CJ DK DQ DJ HK HQ HC HJ FOOL");
        assertThat(s.check(0, s.game().vocabulary().parse("declare cavalry-clubs half-cavalry-diamonds cavalry-hearts")))
                .isNull();
    }

    @Test
    void tokensAreWrittenInCanonicalOrderSuitBySuit() {
        LeipzigTaroc sameSuit = TestHand.game(LeipzigTaroc.ID, Map.of("half-cavalry-exclusion", "same-suit"));
        int action = sameSuit.vocabulary().parse("declare cavalry-hearts cavalry-clubs half-cavalry-diamonds");
        assertThat(sameSuit.vocabulary().format(action)).isEqualTo("declare cavalry-clubs half-cavalry-diamonds cavalry-hearts");
        assertThat(Roem.TOKENS.subList(0, 4)).containsExactly("matadors", "trumps", "kings", "kings-excuse");
    }

    @Test
    void oneCardMayServeInSeveralDeclarationsOfDifferentKinds() {
        State s = declaring(TestHand.game(LeipzigTaroc.ID, Map.of("half-cavalry-exclusion", "same-suit")),
                "T1 T21 FOOL T2 T3 T4 T5 T6 T7 T8 T9 CK DK HK HQ HJ");
        List<LeipzigPublic.Declared> d = declare(s, "matadors trumps kings-excuse half-cavalry-hearts");
        assertThat(d).extracting(LeipzigPublic.Declared::kind)
                .containsExactly("matadors", "trumps", "kings-excuse", "half-cavalry-hearts");
        assertThat(d.get(0).value()).isEqualTo(10);
        assertThat(d.get(1).value()).isEqualTo(10);
    }

    @Test
    void declaringIsOptional() {
        State s = declaring(LEIPZIG, "CK DK HK SK");
        assertThat(TestHand.legal(s)).contains("pass", "declare kings");
        s.apply(0, "pass");
        assertThat(s.view(1).detail(LeipzigPublic.class).declarations().get(0)).isEmpty();
    }

    @Test
    void dealerThenForehandThenMiddlehandDeclare() {
        State s = TestHand.of(LEIPZIG).dealer(1).start();
        s.applyTrusted(s.legalAction(0));
        assertThat(s.phase()).isEqualTo(Phase.DECLARATIONS);
        assertThat(s.currentSeat()).isEqualTo(1);
        s.apply(1, Action.PASS_ACTION);
        assertThat(s.currentSeat()).isEqualTo(2);
        s.apply(2, Action.PASS_ACTION);
        assertThat(s.currentSeat()).isEqualTo(0);
        s.apply(0, Action.PASS_ACTION);
        assertThat(s.phase()).isEqualTo(Phase.PLAY);
        assertThat(s.currentSeat()).isEqualTo(2);
    }

    @Test
    void shownDeclarationsShowTheirCardsToEveryone() {
        List<LeipzigPublic.Declared> d = declare(declaring(LEIPZIG, "T1 T21 FOOL T20 T19 T5 CK"), "matadors");
        assertThat(d.get(0).cards()).extracting(c -> c.code()).containsExactly("T1", "T19", "T20", "T21", "FOOL");
        List<LeipzigPublic.Declared> t = declare(declaring(LEIPZIG, "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12"), "trumps");
        assertThat(t.get(0).cards()).hasSize(11);
    }

    @Test
    void hiddenDeclarationsShowOnlyTokensAndValues() {
        LeipzigTaroc hidden = TestHand.game(LeipzigTaroc.ID, Map.of("show-declarations", false));
        List<LeipzigPublic.Declared> d = declare(declaring(hidden, "T1 T21 FOOL T20 T19"), "matadors");
        assertThat(d.get(0).kind()).isEqualTo("matadors");
        assertThat(d.get(0).value()).isEqualTo(20);
        assertThat(d.get(0).cards()).isEmpty();
    }

    @Test
    void declarationsAreJudgedOnTheHandAfterTheSkart() {
        State s = Situations.dealt(LEIPZIG, "CK DK HK SK D5 C2 C3");
        s.apply(2, "discard D5 C2 C3");
        assertThat(TestHand.legal(s)).contains("declare kings");
    }
}
