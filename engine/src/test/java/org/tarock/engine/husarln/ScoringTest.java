package org.tarock.engine.husarln;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tarock.engine.Pack;
import org.tarock.engine.TestHand;

/** rules/README.md §5 and husarln.md §7: counting in threes, the game result, the settlement and the worked examples of §7.4. */
class ScoringTest {
    private static final long ALL = (1L << 42) - 1;

    private static long pile(String codes) {
        return TestHand.mask(Pack.TAROT_42, codes);
    }

    private static long[] noBonuses() {
        return new long[3];
    }

    @Test
    void countingInThreesMatchesTheTraditionalProcedures() {
        assertThat(HusarlnCards.points(pile("T5"))).as("a single empty card").isZero();
        assertThat(HusarlnCards.points(pile("FOOL"))).as("the Fool alone").isEqualTo(4);
        assertThat(HusarlnCards.points(pile("HK H1"))).as("a pair: its values minus 1").isEqualTo(5);
        assertThat(HusarlnCards.points(pile("HK HQ HC"))).as("a group of three: its values minus 2").isEqualTo(10);
        assertThat(HusarlnCards.points(pile("HK HQ HC HJ"))).as("a group and a single").isEqualTo(11);
    }

    @Test
    void thePackHasFaceValues94AndCounts66() {
        assertThat(HusarlnCards.faceValue(ALL)).isEqualTo(94);
        assertThat(HusarlnCards.points(ALL)).isEqualTo(66);
    }

    @Test
    void thirtyFourWinsWithMarginZeroAndThirtyThreeLosesWithMarginOne() {
        assertThat(HusarlnScoring.won(34)).isTrue();
        assertThat(HusarlnScoring.margin(34)).isZero();
        assertThat(HusarlnScoring.won(33)).isFalse();
        assertThat(HusarlnScoring.margin(33)).isOne();
    }

    @Test
    void example1TwoCardsAtLevel2() {
        long declarer = pile("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 CK DK HK SK CQ DQ HQ SQ FOOL CJ");
        assertThat(Long.bitCount(declarer)).isEqualTo(20);
        assertThat(HusarlnCards.faceValue(declarer)).isEqualTo(53);
        assertThat(HusarlnCards.points(declarer)).isEqualTo(40);
        assertThat(Long.bitCount(ALL & ~declarer)).isEqualTo(22);
        assertThat(HusarlnCards.faceValue(ALL & ~declarer)).isEqualTo(41);
        assertThat(HusarlnCards.points(ALL & ~declarer)).isEqualTo(26);
        assertThat(HusarlnScoring.margin(40)).isEqualTo(6);
        assertThat(HusarlnScoring.settlement(0, Contract.TWO_CARDS, 40, noBonuses())).containsExactly(18, -9, -9);
    }

    @Test
    void example2OneCardAtLevel8LostAt33() {
        long declarer = pile("CK DK HK SK CQ DQ HQ SQ T2 T3 T4 T5 T6 T7 T8 T9");
        assertThat(HusarlnCards.faceValue(declarer)).isEqualTo(44);
        assertThat(HusarlnCards.points(declarer)).isEqualTo(33);
        assertThat(HusarlnCards.faceValue(ALL & ~declarer)).isEqualTo(50);
        assertThat(HusarlnCards.points(ALL & ~declarer)).isEqualTo(33);
        assertThat(HusarlnScoring.settlement(1, Contract.ONE_CARD, 33, noBonuses())).containsExactly(5, -10, 5);
    }

    @Test
    void example3TheBoundaryAt34() {
        assertThat(HusarlnScoring.settlement(0, Contract.TWO_CARDS, 34, noBonuses())).containsExactly(6, -3, -3);
        assertThat(HusarlnScoring.settlement(0, Contract.TWO_CARDS, 33, noBonuses())).containsExactly(-8, 4, 4);
    }

    @Test
    void example4SoloWithBonuses() {
        long declarer = pile("CK DK HK SK CQ DQ HQ SQ CC DC HC SC T21 CJ DJ T2 T3 T4 T5 T6 T7 T8 T9 T10");
        assertThat(Long.bitCount(declarer)).isEqualTo(24);
        assertThat(HusarlnCards.faceValue(declarer)).isEqualTo(66);
        assertThat(HusarlnCards.points(declarer)).isEqualTo(50);
        assertThat(HusarlnCards.faceValue(ALL & ~declarer)).isEqualTo(28);
        assertThat(HusarlnCards.points(ALL & ~declarer)).isEqualTo(16);
        assertThat(HusarlnScoring.gamePart(Contract.SOLO, 50)).isEqualTo(40);
        long seat2 = HusarlnScoring.declaredBonus(Bonus.TRUMPS_11, true, Contract.SOLO)
                + HusarlnScoring.declaredBonus(Bonus.ULTIMO, true, Contract.SOLO);
        long seat1 = HusarlnScoring.declaredBonus(Bonus.TRUMPS_10, true, Contract.SOLO);
        assertThat(seat2).isEqualTo(24);
        assertThat(seat1).isEqualTo(2);
        assertThat(HusarlnScoring.settlement(2, Contract.SOLO, 50, new long[]{0, seat1, seat2}))
                .containsExactly(-64, -62, 126);
    }

    @Test
    void example5ADefendersFailedUltimo() {
        long seat0 = HusarlnScoring.declaredBonus(Bonus.ULTIMO, false, Contract.ONE_CARD);
        assertThat(seat0).isEqualTo(-10);
        assertThat(HusarlnScoring.settlement(1, Contract.ONE_CARD, 40, new long[]{seat0, 0, 0}))
                .containsExactly(-20, 30, -10);
    }

    @Test
    void example6SilentPagatLostInTheLastTrick() {
        long lost = HusarlnScoring.silentPagat(true, false, true, Contract.TWO_CARDS);
        assertThat(lost).isEqualTo(-5);
        assertThat(HusarlnScoring.settlement(2, Contract.TWO_CARDS, 36, new long[]{0, 0, lost}))
                .containsExactly(0, 0, 0);
        long free = HusarlnScoring.silentPagat(true, false, false, Contract.TWO_CARDS);
        assertThat(free).isZero();
        assertThat(HusarlnScoring.settlement(2, Contract.TWO_CARDS, 36, new long[]{0, 0, free}))
                .containsExactly(-5, -5, 10);
    }

    @Test
    void example7ADefendersHonours() {
        long seat0 = HusarlnScoring.declaredBonus(Bonus.HONOURS, false, Contract.TWO_CARDS);
        assertThat(HusarlnScoring.settlement(1, Contract.TWO_CARDS, 30, new long[]{seat0, 0, 0}))
                .containsExactly(10, -17, 7);
    }

    @Test
    void silentPagatOutcomes() {
        assertThat(HusarlnScoring.silentPagat(true, true, true, Contract.ONE_CARD)).as("won trick 12").isEqualTo(5);
        assertThat(HusarlnScoring.silentPagat(true, true, true, Contract.SOLO)).as("doubled in Solo").isEqualTo(10);
        assertThat(HusarlnScoring.silentPagat(false, false, true, Contract.ONE_CARD)).as("played earlier").isZero();
        assertThat(HusarlnScoring.silentPagat(true, false, true, Contract.SOLO)).isEqualTo(-10);
    }

    @Test
    void theLevelDoesNotEnterTheSettlement() {
        assertThat(HusarlnScoring.settlement(0, Contract.ONE_CARD, 40, noBonuses())).containsExactly(20, -10, -10);
    }
}
