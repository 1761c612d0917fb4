package org.tarock.engine.bavarian;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Amount;
import org.tarock.engine.Payment;

/** The worked examples of bavarian-tarock.md §7.4, on the scoring function. */
class BavarianScoringTest {
    private static BavarianTarock rules(Map<String, Object> options) {
        return new BavarianTarock(BavarianTarock.RULE_BOOK.resolve(options, false));
    }

    private static final BavarianTarock DEFAULTS = rules(Map.of());

    @Test
    void example1Exactly61WinsAStockspielPaidFromTheHaferl() {
        Scoring.Outcome o = Scoring.settle(DEFAULTS, Contract.STOCK, 0, 61, 5, 11, 7);
        assertThat(o.won()).isTrue();
        assertThat(o.schneider()).isFalse();
        assertThat(o.settlement()).containsExactly(1, 0, 0);
        assertThat(o.pot()).isEqualTo(-1);
        assertThat(o.haferl()).isEqualTo(6);
        assertThat(o.notes()).containsExactly("haferl-paid");
    }

    @Test
    void aWonStockspielOnAnEmptyHaferlIsPaidFromTheStakesEveryonePaysIn() {
        Scoring.Outcome o = Scoring.settle(DEFAULTS, Contract.STOCK, 0, 61, 5, 11, 0);
        assertThat(o.settlement()).containsExactly(-9, -10, -10);
        assertThat(o.payments()).extracting(Payment::code).containsExactly("stake", "haferl-paid");
        Payment stake = o.payments().get(0);
        assertThat(stake.seats()).containsExactly(Amount.of(-10), Amount.of(-10), Amount.of(-10));
        assertThat(stake.pot()).isEqualTo(Amount.of(30));
        assertThat(stake.args()).isEqualTo(Map.of("stake", 10L, "rounds", 1L));
        Payment paid = o.payments().get(1);
        assertThat(paid.seats()).containsExactly(Amount.of(1), Amount.ZERO, Amount.ZERO);
        assertThat(paid.pot()).isEqualTo(Amount.of(-1));
        assertThat(paid.args()).containsEntry("contract", "stock").containsEntry("value", 1L).containsEntry("won", true);
    }

    @Test
    void aLostStockspielPaysEachDefenderAndTheHaferl() {
        Scoring.Outcome o = Scoring.settle(DEFAULTS, Contract.STOCK, 1, 60, 5, 11, 6);
        assertThat(o.payments()).extracting(Payment::code).containsExactly("game", "into-haferl");
        assertThat(o.payments().get(0).seats()).containsExactly(Amount.of(1), Amount.of(-2), Amount.of(1));
        assertThat(o.payments().get(1).seats()).containsExactly(Amount.ZERO, Amount.of(-1), Amount.ZERO);
        assertThat(o.payments().get(1).pot()).isEqualTo(Amount.of(1));
    }

    @Test
    void example2SixtyAllLosesTheStockspiel() {
        Scoring.Outcome o = Scoring.settle(DEFAULTS, Contract.STOCK, 1, 60, 5, 11, 6);
        assertThat(o.won()).isFalse();
        assertThat(o.settlement()).containsExactly(1, -3, 1);
        assertThat(o.pot()).isEqualTo(1);
        assertThat(o.haferl()).isEqualTo(7);
        assertThat(o.notes()).isEmpty();
    }

    @Test
    void example3SchneiderBoundaryAt91And90() {
        Scoring.Outcome s91 = Scoring.settle(DEFAULTS, Contract.SOLO, 2, 91, 8, 11, 0);
        assertThat(s91.schneider()).isTrue();
        assertThat(s91.value()).isEqualTo(3);
        assertThat(s91.settlement()).containsExactly(-3, -3, 6);
        Scoring.Outcome s90 = Scoring.settle(DEFAULTS, Contract.SOLO, 2, 90, 8, 11, 0);
        assertThat(s90.schneider()).isFalse();
        assertThat(s90.settlement()).containsExactly(-2, -2, 4);
        Scoring.Outcome limit30 = Scoring.settle(rules(Map.of("schneider-limit", 30)), Contract.SOLO, 2, 90, 8, 11, 0);
        assertThat(limit30.schneider()).isTrue();
        assertThat(limit30.settlement()).containsExactly(-3, -3, 6);
    }

    @Test
    void example4SchwarzAndSchneiderAddUp() {
        Scoring.Outcome o = Scoring.settle(DEFAULTS, Contract.HERZSOLO, 0, 120, 11, 11, 5);
        assertThat(o.schneider()).isTrue();
        assertThat(o.schwarz()).isTrue();
        assertThat(o.value()).isEqualTo(5);
        assertThat(o.settlement()).containsExactly(10, -5, -5);
        assertThat(o.pot()).isZero();
        assertThat(o.notes()).containsExactlyInAnyOrder("schneider", "schwarz");
    }

    @Test
    void example5EmptyHaferlIsRefilledByEveryone() {
        Scoring.Outcome o = Scoring.settle(DEFAULTS, Contract.STOCK, 0, 75, 6, 11, 0);
        assertThat(o.settlement()).containsExactly(-9, -10, -10);
        assertThat(o.pot()).isEqualTo(29);
        assertThat(o.haferl()).isEqualTo(29);
        assertThat(o.notes()).containsExactlyInAnyOrder("stake", "haferl-paid");
    }

    @Test
    void example5WithDefendersPayTheHaferlStaysEmpty() {
        Scoring.Outcome o = Scoring.settle(rules(Map.of("haferl-shortfall", "defenders-pay")), Contract.STOCK, 0, 75,
                6, 11, 0);
        assertThat(o.settlement()).containsExactly(2, -1, -1);
        assertThat(o.pot()).isZero();
        assertThat(o.haferl()).isZero();
        assertThat(o.notes()).containsExactly("defenders-paid");
    }

    @Test
    void example6LostStockspielWithSchneider() {
        Scoring.Outcome o = Scoring.settle(DEFAULTS, Contract.STOCK, 2, 25, 2, 11, 0);
        assertThat(o.value()).isEqualTo(2);
        assertThat(o.settlement()).containsExactly(2, 2, -6);
        assertThat(o.pot()).isEqualTo(2);
        assertThat(o.notes()).containsExactly("schneider");
    }

    @Test
    void example7BettelLostAtTheFourthTrick() {
        Scoring.Outcome o = Scoring.settle(DEFAULTS, Contract.BETTEL, 1, 14, 1, 4, 3);
        assertThat(o.won()).isFalse();
        assertThat(o.value()).isEqualTo(4);
        assertThat(o.settlement()).containsExactly(4, -8, 4);
        assertThat(o.pot()).isZero();
        assertThat(o.notes()).containsExactly("bettel-ended-early");
    }

    @Test
    void bettelLostAtTheLastTrickHasNoEarlyEndNote() {
        assertThat(Scoring.settle(DEFAULTS, Contract.BETTEL, 1, 14, 1, 11, 0).notes()).isEmpty();
    }

    @Test
    void example8FourAtTheTableSettlesOnlyTheActivePlayers() {
        Scoring.Outcome o = Scoring.settle(rules(Map.of("table-size", 4)), Contract.SOLO, 2, 70, 6, 11, 0);
        assertThat(o.settlement()).containsExactly(-2, -2, 4);
    }

    @Test
    void schwarzDefendersChargesASoloistWithoutATrick() {
        BavarianTarock on = rules(Map.of("schwarz-defenders", true));
        Scoring.Outcome o = Scoring.settle(on, Contract.SOLO, 0, 4, 0, 11, 0);
        assertThat(o.schwarz()).isTrue();
        assertThat(o.schneider()).isTrue();
        assertThat(o.settlement()).containsExactly(-8, 4, 4);
        assertThat(Scoring.settle(DEFAULTS, Contract.SOLO, 0, 4, 0, 11, 0).schwarz()).isFalse();
    }

    @Test
    void oneCollectionOfStakesAlwaysSuffices() {
        BavarianTarock stake1 = rules(Map.of("haferl-stake", 1));
        Scoring.Outcome o = Scoring.settle(stake1, Contract.STOCK, 1, 120, 11, 11, 0);
        assertThat(o.value()).isEqualTo(3);
        assertThat(o.haferl()).isZero();
        assertThat(o.settlement()).containsExactly(-1, 2, -1);
        assertThat(o.notes()).containsExactlyInAnyOrder("stake", "haferl-paid", "schneider", "schwarz");
    }
}
