package org.tarock.engine.leipzig;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.HandResult;
import org.tarock.engine.Phase;
import org.tarock.engine.State;
import org.tarock.engine.TestHand;

/** §4 the annulment of a deal with few trumps (Prague-Vienna, {@code annul-few-trumps}). */
class AnnulmentTest {
    private static final LeipzigTaroc ANNUL = TestHand.game(LeipzigTaroc.ID, Map.of("annul-few-trumps", true));

    /** Dealer 2; forehand holds {@code forehand} padded, middlehand {@code middlehand}, the dealer the rest. */
    private static State dealt(LeipzigTaroc game, String forehand, String middlehand) {
        String first = Situations.padded(forehand, 25, middlehand);
        String second = Situations.padded(middlehand, 25, first);
        return TestHand.of(game).hand(0, first).hand(1, second).start();
    }

    private static final String MANY = "T2 T3 T4 T5 T6 T7 T8";

    @Test
    void aPlayerWithAtMostTwoTrumpsIsAsked() {
        State s = dealt(ANNUL, "T9 T10", MANY);
        assertThat(s.phase()).isEqualTo(Phase.ANNULMENT);
        assertThat(s.currentSeat()).isZero();
        assertThat(TestHand.legal(s)).containsExactly("annul", "keep");
    }

    @Test
    void aHandWithoutTrumpsQualifiesToo() {
        assertThat(dealt(ANNUL, "", MANY).currentSeat()).isZero();
    }

    @Test
    void playersWhoDoNotQualifyAreSkipped() {
        State s = dealt(ANNUL, "T9 T10 T11", "T12");
        assertThat(s.currentSeat()).isEqualTo(1);
    }

    @Test
    void keepPassesTheQuestionOnAndThenTheSkartFollows() {
        State s = dealt(ANNUL, "T9", "T12");
        s.apply(0, "keep");
        assertThat(s.currentSeat()).isEqualTo(1);
        s.apply(1, "keep");
        assertThat(s.phase()).isEqualTo(Phase.DISCARD);
        assertThat(s.currentSeat()).isEqualTo(2);
    }

    @Test
    void nobodyQualifiesNoAnnulmentAction() {
        State s = dealt(ANNUL, "T9 T10 T11", "T12 T13 T14");
        assertThat(s.phase()).isEqualTo(Phase.DISCARD);
    }

    @Test
    void theDealerCountsAll28Cards() {
        // the dealer holds T1 and T2 in his hand and T3 in the talon: three trumps, he does not qualify
        String dealer = Situations.padded("T1 T2", 27) + " T3";
        String forehand = Situations.padded("T4 T5 T6 T7 T8 T9 T10 T11 T12 T13", 25, dealer);
        State s = TestHand.of(ANNUL).hand(0, forehand).hand(2, dealer).start();
        assertThat(s.phase()).isEqualTo(Phase.DISCARD);
    }

    @Test
    void annulEndsTheHandWithNothingPaidAndTheSameDealerDealsAgain() {
        State s = dealt(ANNUL, "T9", MANY);
        s.apply(0, "annul");
        assertThat(s.isOver()).isTrue();
        HandResult r = s.result();
        assertThat(r.notes()).containsExactly("annulled");
        assertThat(r.fields().get("settlement")).isEqualTo(List.of(0L, 0L, 0L));
        assertThat(r.fields().get("pot")).isEqualTo(0L);
        assertThat(r.compared()).containsExactlyInAnyOrder("settlement", "pot", "notes");
        assertThat(r.absent()).contains("contract", "declarer", "side_points", "won", "carry_before", "carry_after");
        assertThat(ANNUL.dealPasses(r)).isFalse();
        assertThat(((Map<?, ?>) r.fields().get("pagat")).get("event")).isEqualTo("none");
        assertThat(r.fields().get("declarations")).isEqualTo(List.of(List.of(), List.of(), List.of()));
    }

    @Test
    void withoutTheOptionNobodyIsAsked() {
        assertThat(dealt(TestHand.preset(LeipzigTaroc.ID, "leipzig"), "T9", "T12").phase()).isEqualTo(Phase.DISCARD);
    }

    @Test
    void theGameSaysWhetherItsDealsCanBeAnnulled() {
        assertThat(ANNUL.annulsDeals()).isTrue();
        assertThat(TestHand.preset(LeipzigTaroc.ID, "leipzig").annulsDeals()).isFalse();
    }
}
