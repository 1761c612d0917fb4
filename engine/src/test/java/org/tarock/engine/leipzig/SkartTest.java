package org.tarock.engine.leipzig;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Combinations;
import org.tarock.engine.Phase;
import org.tarock.engine.Reason;
import org.tarock.engine.Refusal;
import org.tarock.engine.State;
import org.tarock.engine.TestHand;

/** §5.1: what the dealer may lay away, with the examples of the rules file. */
class SkartTest {
    private static final LeipzigTaroc LEIPZIG = TestHand.preset(LeipzigTaroc.ID, "leipzig");
    private static final LeipzigTaroc SUBSET = TestHand.game(LeipzigTaroc.ID, Map.of("skart-trump-exception", "subset"));

    private static Refusal check(State s, String cards) {
        return s.check(2, s.game().vocabulary().parse("discard " + cards));
    }

    @Test
    void pagatWithExactlyTwoOtherTrumpsMayLayAwayAllThree() {
        State s = Situations.dealt(LEIPZIG, "T1 T7 T15 D5 C2");
        assertThat(s.phase()).isEqualTo(Phase.DISCARD);
        assertThat(check(s, "T1 T7 T15")).isNull();
    }

    @Test
    void allThreeForbidsAPartOfTheExceptionSet() {
        State s = Situations.dealt(LEIPZIG, "T1 T7 T15 D5 C2");
        assertThat(check(s, "T1 D5 C2").reason()).isEqualTo(Reason.DISCARD_NOT_ALLOWED);
        assertThat(check(s, "T7 T15 D5").reason()).isEqualTo(Reason.DISCARD_NOT_ALLOWED);
    }

    @Test
    void subsetAllowsAnyPartOfTheExceptionSet() {
        State s = Situations.dealt(SUBSET, "T1 T7 T15 D5 C2");
        assertThat(check(s, "T1 D5 C2")).isNull();
        assertThat(check(s, "T7 T15 D5")).isNull();
        assertThat(check(s, "T1 T7 T15")).isNull();
    }

    @Test
    void pagatOneTrumpAndTheExcuseMayLayAwayAllThree() {
        State s = Situations.dealt(LEIPZIG, "T1 T7 FOOL D5 C2");
        assertThat(check(s, "T1 T7 FOOL")).isNull();
        assertThat(check(s, "T1 FOOL D5").reason()).isEqualTo(Reason.DISCARD_NOT_ALLOWED);
        assertThat(check(Situations.dealt(SUBSET, "T1 T7 FOOL D5 C2"), "T1 FOOL D5")).isNull();
    }

    @Test
    void pagatWithThreeOtherTrumpsGivesNoException() {
        State s = Situations.dealt(LEIPZIG, "T1 T7 T15 T20 D5 C2");
        assertThat(check(s, "T1 T7 T15").reason()).isEqualTo(Reason.DISCARD_NOT_ALLOWED);
        assertThat(check(Situations.dealt(SUBSET, "T1 T7 T15 T20 D5 C2"), "T1 D5 C2").reason())
                .isEqualTo(Reason.DISCARD_NOT_ALLOWED);
    }

    @Test
    void pagatAloneOrWithOneTrumpButNoExcuseGivesNoException() {
        assertThat(check(Situations.dealt(SUBSET, "T1 D5 C2"), "T1 D5 C2").reason()).isEqualTo(Reason.DISCARD_NOT_ALLOWED);
        assertThat(check(Situations.dealt(SUBSET, "T1 T7 D5 C2"), "T1 T7 D5").reason()).isEqualTo(Reason.DISCARD_NOT_ALLOWED);
    }

    @Test
    void trumpsWithoutThePagatMayNotBeLaidAway() {
        assertThat(check(Situations.dealt(SUBSET, "T2 T7 T15 D5 C2"), "T2 T7 T15").reason())
                .isEqualTo(Reason.DISCARD_NOT_ALLOWED);
    }

    @Test
    void aKingMayNeverBeLaidAway() {
        State s = Situations.dealt(LEIPZIG, "HK D5 C2");
        Refusal r = check(s, "HK D5 C2");
        assertThat(r.reason()).isEqualTo(Reason.DISCARD_NOT_ALLOWED);
        assertThat(r.message()).contains("King");
    }

    @Test
    void theExcuseMayAlwaysBeLaidAway() {
        assertThat(check(Situations.dealt(LEIPZIG, "FOOL D5 C2 T3 T4 T5 T6"), "FOOL D5 C2")).isNull();
    }

    @Test
    void courtCardsOtherThanKingsMayBeLaidAway() {
        assertThat(check(Situations.dealt(LEIPZIG, "HQ SC DJ"), "HQ SC DJ")).isNull();
    }

    @Test
    void exactlyThreeCardsHeldByTheDealer() {
        State s = Situations.dealt(LEIPZIG, "D5 C2 C3");
        assertThat(check(s, "D5 C2").reason()).isEqualTo(Reason.WRONG_CARD_COUNT);
        String notHeld = s.deal().hand(0).get(0).code();
        assertThat(check(s, "D5 C2 " + notHeld).reason()).isEqualTo(Reason.CARD_NOT_HELD);
    }

    @Test
    void legalSkartsAreTheFreeTriplesPlusTheExceptionSet() {
        State s = Situations.dealt(LEIPZIG, "T1 T7 T15 HK SK FOOL");
        // 28 cards: 3 trumps and 2 Kings cannot go freely, 23 can (the Excuse among them)
        assertThat(s.legalActionCount()).isEqualTo(Combinations.choose(23, 3) + 1);
        assertThat(TestHand.legal(s)).contains("discard T1 T7 T15");
        State sub = Situations.dealt(SUBSET, "T1 T7 T15 HK SK FOOL");
        assertThat(sub.legalActionCount()).isEqualTo(Combinations.choose(26, 3));
    }

    @Test
    void theSkartCountsForTheDealerAndStaysHidden() {
        State s = Situations.dealt(LEIPZIG, "D5 C2 C3");
        s.apply(2, "discard D5 C2 C3");
        assertThat(s.view(0).history().get(0).action()).isEqualTo(org.tarock.engine.Action.HIDDEN);
        assertThat(s.view(2).history().get(0).action()).isNotEqualTo(org.tarock.engine.Action.HIDDEN);
        assertThat(s.view(2).hand()).hasSize(25);
    }

    @Test
    void eachSkartDrawnByRankIsTheOneListedAtThatRank() {
        for (String cards : new String[]{"T1 T7 T15 HK SK FOOL", "D5 C2 C3", "T1 T7 FOOL CK DK HK SK"}) {
            for (LeipzigTaroc g : new LeipzigTaroc[]{LEIPZIG, SUBSET}) {
                State s = Situations.dealt(g, cards);
                java.util.List<Integer> listed = s.legalActionList();
                assertThat(listed).hasSize(s.legalActionCount()).doesNotHaveDuplicates();
                for (int k = 0; k < listed.size(); k++) {
                    assertThat(s.legalAction(k)).isEqualTo(listed.get(k));
                }
            }
        }
    }
}
