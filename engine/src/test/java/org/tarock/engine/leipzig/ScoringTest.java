package org.tarock.engine.leipzig;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tarock.engine.Pack;
import org.tarock.engine.TestHand;
import org.tarock.engine.Threes;

/** §7.2 the exchange card, §7.3 the counting example, §7.4 Pagat events and the worked examples of §7.6. */
class ScoringTest {

    private static int[] totals(Scoring.Line[] lines) {
        return new int[]{lines[0].total(), lines[1].total(), lines[2].total()};
    }

    @Test
    void countingExampleOfOnePileOfEightCards() {
        assertThat(Threes.points(TestHand.cards(Pack.TAROT_78, "HK SQ T21 D7 C3 T9 HC SJ"))).isEqualTo(17);
    }

    @Test
    void example1FullHand() {
        // dealer 2 declared Matadors T1 T21 FOOL T20 T19 (20); seat 0 eleven trumps (15); dealer's Pagat lost
        Scoring.Line[] l = Scoring.settle(new int[]{31, 19, 28}, new int[]{15, 0, 20}, 2, PagatEvent.of(14, false));
        assertThat(totals(l)).containsExactly(20, -37, 17);
        assertThat(l[0]).isEqualTo(new Scoring.Line(5, 10, 5));
        assertThat(l[1]).isEqualTo(new Scoring.Line(-7, -35, 5));
        assertThat(l[2]).isEqualTo(new Scoring.Line(2, 25, -10));
    }

    @Test
    void example2PagatUltimoAndThe26Boundary() {
        int[] even = {26, 26, 26};
        assertThat(totals(Scoring.settle(even, new int[3], 1, PagatEvent.of(25, true)))).containsExactly(-10, 20, -10);
        assertThat(totals(Scoring.settle(even, new int[3], 1, PagatEvent.of(25, false)))).containsExactly(10, -20, 10);
    }

    @Test
    void example3TheExcuseOwnerWinsNoTrick() {
        int seat1 = Threes.points(5, 1);
        int seat0 = Threes.points(75, 41);
        int dealer = Threes.points(50, 36);
        assertThat(new int[]{seat0, seat1, dealer}).containsExactly(48, 4, 26);
        assertThat(totals(Scoring.settle(new int[]{seat0, seat1, dealer}, new int[3], 0, PagatEvent.NONE)))
                .containsExactly(22, -22, 0);
    }

    @Test
    void example4TheExchange() {
        int seat0 = Threes.points(63 - 1, 31 - 1);
        int seat1 = Threes.points(38 + 1, 26 + 1);
        int dealer = Threes.points(29, 21);
        assertThat(new int[]{seat0, seat1, dealer}).containsExactly(42, 21, 15);
        assertThat(totals(Scoring.settle(new int[]{seat0, seat1, dealer}, new int[3], 0, PagatEvent.NONE)))
                .containsExactly(16, -5, -11);
    }

    @Test
    void example5NurembergTrumpsAreVoidAt26AndPaidAt27() {
        assertThat(Scoring.paid(Roem.TEN_TRUMPS, true, 26)).isFalse();
        assertThat(Scoring.paid(Roem.TEN_TRUMPS, true, 27)).isTrue();
        assertThat(Scoring.paid(Roem.TEN_TRUMPS, false, 10)).isTrue();
        assertThat(Scoring.paid(Roem.MATADORS, true, 10)).isTrue();
        Scoring.Line[] paid = Scoring.settle(new int[]{27, 26, 25}, new int[]{15, 0, 0}, 0, PagatEvent.NONE);
        assertThat(paid[0].declarations()).isEqualTo(30);
        assertThat(paid[1].declarations()).isEqualTo(-15);
    }

    @Test
    void declarationsArePaidByBothOtherPlayers() {
        Scoring.Line[] l = Scoring.settle(new int[]{26, 26, 26}, new int[]{0, 10, 0}, -1, PagatEvent.SKART);
        assertThat(totals(l)).containsExactly(-10, 20, -10);
    }

    @Test
    void pagatEvents() {
        assertThat(PagatEvent.of(3, true)).isEqualTo(PagatEvent.NONE);
        assertThat(PagatEvent.of(24, false)).isEqualTo(PagatEvent.LOST);
        assertThat(PagatEvent.of(25, false)).isEqualTo(PagatEvent.LOST_LAST);
        assertThat(PagatEvent.of(25, true)).isEqualTo(PagatEvent.ULTIMO);
        assertThat(totals(Scoring.settle(new int[]{26, 26, 26}, new int[3], 0, PagatEvent.LOST)))
                .containsExactly(-10, 5, 5);
    }

    @Test
    void aPagatInTheSkartScoresNothing() {
        assertThat(totals(Scoring.settle(new int[]{26, 26, 26}, new int[3], -1, PagatEvent.SKART)))
                .containsExactly(0, 0, 0);
    }

    @Test
    void theExchangeGivesAnEmptyCardFirstInCanonicalOrder() {
        long[] pile = TestHand.masks(Pack.TAROT_78, "HK T21 D7 C3 SQ");
        assertThat(Pack.TAROT_78.card(LeipzigResult.exchangeCard(pile[0], pile[1])).code()).isEqualTo("C3");
        long[] trumps = TestHand.masks(Pack.TAROT_78, "D7 T4 T9");
        assertThat(Pack.TAROT_78.card(LeipzigResult.exchangeCard(trumps[0], trumps[1])).code()).isEqualTo("T4");
    }

    @Test
    void withoutAnEmptyCardTheExchangeGivesOneOfTheLowestValue() {
        long[] pile = TestHand.masks(Pack.TAROT_78, "HK SJ DQ DJ T21");
        assertThat(Pack.TAROT_78.card(LeipzigResult.exchangeCard(pile[0], pile[1])).code()).isEqualTo("DJ");
    }

    @Test
    void faceValuesOfMasksAreTheCardsValues() {
        int total = 0;
        for (org.tarock.engine.Card c : Pack.TAROT_78.cards()) {
            long[] m = TestHand.masks(Pack.TAROT_78, c.code());
            assertThat(TarotCards.faceValues(m[0], m[1])).as(c.code()).isEqualTo(c.value());
            total += c.value();
        }
        assertThat(total).isEqualTo(130);
        long[] some = TestHand.masks(Pack.TAROT_78, "HK SQ T21 D7 C3 T9 HC SJ");
        assertThat(TarotCards.faceValues(some[0], some[1])).isEqualTo(22);
    }
}
