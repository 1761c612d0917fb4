package org.tarock.engine.husarln;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tarock.engine.TestHand.act;
import static org.tarock.engine.TestHand.legal;

import org.junit.jupiter.api.Test;
import org.tarock.engine.Pack;
import org.tarock.engine.Reason;
import org.tarock.engine.TestHand;
import org.tarock.engine.Trick;

/** §6: the declarer leads; follow suit, else trump, else any card; the highest trump or card of the suit led wins. */
class PlayTest {
    private final Husarln game = new Husarln();

    /** Seat 1 plays Solo; all bonuses passed. */
    private HusarlnState soloBySeat1() {
        HusarlnState s = TestHand.of(game).talon("C10 T19 T20 T21 FOOL T1").hand(0, "CK CQ CC T2 T3 T4 T5 T6 T7 T8 T9 T10").hand(1, "CJ DK DQ DC DJ D1 T11 T12 T13 T14 T15 T16").hand(2, "HK HQ HC HJ H1 SK SQ SC SJ S10 T17 T18").start();
        act(s, "pass", "bid solo", "pass", "pass", "pass");
        return s;
    }

    private Reason refusal(HusarlnState s, String action) {
        return s.check(s.currentSeat(), game.vocabulary().parse(action)).reason();
    }

    private Trick lastTrick(HusarlnState s) {
        var tricks = s.view(0).tricks();
        return tricks.get(tricks.size() - 1);
    }

    @Test
    void theDeclarerLeadsTheFirstTrick() {
        HusarlnState s = soloBySeat1();
        assertThat(s.currentSeat()).isOne();
        assertThat(legal(s)).hasSize(12);
    }

    @Test
    void followSuitElseTrumpElseAnyCard() {
        HusarlnState s = soloBySeat1();
        act(s, "play DK");
        assertThat(legal(s)).as("seat 2 has no Diamonds: trumps").containsExactly("play T17", "play T18");
        assertThat(refusal(s, "play HK")).isEqualTo(Reason.MUST_TRUMP);
        act(s, "play T17");
        assertThat(legal(s)).as("seat 0 has no Diamonds: trumps, no duty to over-trump").containsExactly(
                "play T2", "play T3", "play T4", "play T5", "play T6", "play T7", "play T8", "play T9", "play T10");
        act(s, "play T2");
        assertThat(lastTrick(s).winner()).isEqualTo(2);
        act(s, "play T18");
        assertThat(legal(s)).as("trumps led: trumps").hasSize(8);
        assertThat(refusal(s, "play CK")).isEqualTo(Reason.MUST_FOLLOW_SUIT);
        act(s, "play T3", "play T11");
        assertThat(lastTrick(s).winner()).isEqualTo(2);
        act(s, "play HK");
        assertThat(legal(s)).as("seat 0 has no Hearts: trumps").hasSize(7);
        act(s, "play T4", "play T12");
        assertThat(lastTrick(s).winner()).isOne();
        act(s, "play CJ");
        assertThat(legal(s)).as("seat 2 holds neither Clubs nor trumps: any card").hasSize(9);
        act(s, "play SK", "play CK");
        assertThat(lastTrick(s).winner()).as("a card that neither follows nor trumps cannot win").isZero();
    }

    @Test
    void aSuitIsRankedKingQueenCavalierJackPip() {
        long[] order = {TestHand.mask(Pack.TAROT_42, "HK"), TestHand.mask(Pack.TAROT_42, "HQ"), TestHand.mask(Pack.TAROT_42, "HC"), TestHand.mask(Pack.TAROT_42, "HJ"), TestHand.mask(Pack.TAROT_42, "H1")};
        for (int i = 0; i < order.length; i++) {
            for (int j = 0; j < order.length; j++) {
                int a = Long.numberOfTrailingZeros(order[i]);
                int b = Long.numberOfTrailingZeros(order[j]);
                assertThat(HusarlnCards.beats(a, b)).as(i + " beats " + j).isEqualTo(i < j);
            }
        }
        assertThat(HusarlnCards.beats(Pack.TAROT_42.parse("S10").index(), Pack.TAROT_42.parse("SJ").index())).isFalse();
    }

    @Test
    void theFoolIsTheHighestTrumpAndAnyTrumpBeatsAnySuitCard() {
        int fool = Pack.TAROT_42.parse("FOOL").index();
        int mond = Pack.TAROT_42.parse("T21").index();
        int pagat = Pack.TAROT_42.parse("T1").index();
        assertThat(HusarlnCards.beats(fool, mond)).isTrue();
        assertThat(HusarlnCards.beats(mond, fool)).isFalse();
        assertThat(HusarlnCards.beats(pagat, Pack.TAROT_42.parse("CK").index())).isTrue();
        assertThat(HusarlnCards.beats(Pack.TAROT_42.parse("CK").index(), pagat)).isFalse();
        assertThat(HusarlnCards.beats(Pack.TAROT_42.parse("DK").index(), Pack.TAROT_42.parse("C10").index()))
                .as("another suit never wins").isFalse();
    }

    @Test
    void allTwelveTricksArePlayed() {
        HusarlnState s = soloBySeat1();
        TestHand.finish(s);
        assertThat(s.view(0).tricks()).hasSize(12);
    }
}
