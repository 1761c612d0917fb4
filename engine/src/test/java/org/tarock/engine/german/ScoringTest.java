package org.tarock.engine.german;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Amount;
import org.tarock.engine.Payment;
import org.tarock.engine.TestHand;
import org.tarock.engine.german.GermanCarry.Blocks;
import org.tarock.engine.german.GermanCarry.NoPot;
import org.tarock.engine.german.GermanCarry.Pot;
import org.tarock.engine.german.Scoring.Hand;
import org.tarock.engine.german.Scoring.Matsch;
import org.tarock.engine.german.Scoring.Outcome;
import org.tarock.engine.german.Scoring.Score;

/** §7: outcome, basis and every payment scheme, with each worked example of §7.6 as a test. */
class ScoringTest {
    private static final NoPot NONE = new NoPot();

    private static Hand played(Contract c, int declarer, int p) {
        return new Hand(c, declarer, 2, p, false, false);
    }

    private static List<Amount> amounts(double... units) {
        List<Amount> out = new ArrayList<>();
        for (double u : units) {
            out.add(Amount.ofHalves(Math.round(u * 2)));
        }
        return out;
    }

    private static void assertSettles(Score s, double[] settlement, long pot) {
        assertThat(s.settlement()).isEqualTo(amounts(settlement));
        assertThat(s.pot()).isEqualTo(Amount.of(pot));
        Amount total = s.pot();
        for (Amount a : s.settlement()) {
            total = total.plus(a);
        }
        assertThat(total).isEqualTo(Amount.ZERO);
    }

    private static double[] s(double... v) {
        return v;
    }

    @Test
    void example1_seedSansprendreWith82PointsPays22Times3ByEachDefender() {
        Score s = Scoring.score(TestHand.game(GermanTarok.ID, Map.of("era", "sansprendre-1839")), played(Contract.SANSPRENDRE, 2, 82), NONE);
        assertThat(s.outcome()).isEqualTo(Outcome.WON);
        assertThat(s.basis()).isEqualTo(22);
        assertThat(s.multiplier()).isEqualTo(3);
        assertSettles(s, s(-66, -66, 132), 0);
        assertThat(s.notes()).isEmpty();
    }

    @Test
    void example2_frageCouleurLostWith41PaysUndershoot19Times2_38NotTheSeeds36() {
        Score s = Scoring.score(TestHand.game(GermanTarok.ID, Map.of("era", "sansprendre-1839")), played(Contract.FRAGE_COULEUR, 0, 41), NONE);
        assertThat(s.outcome()).isEqualTo(Outcome.LOST);
        assertThat(s.basis()).isEqualTo(19);
        assertSettles(s, s(-76, 38, 38), 0);
    }

    @Test
    void example3_61Wins60Ties59Loses() {
        GermanTarok g = new GermanTarok();
        Score won = Scoring.score(g, played(Contract.FRAGE_1881, 1, 61), NONE);
        assertThat(won.outcome()).isEqualTo(Outcome.WON);
        assertThat(won.basis()).isEqualTo(1);
        assertSettles(won, s(-2, 4, -2), 0);
        Score tie = Scoring.score(g, played(Contract.FRAGE_1881, 1, 60), NONE);
        assertThat(tie.outcome()).isEqualTo(Outcome.TIE);
        assertThat(tie.basis()).isZero();
        assertThat(tie.notes()).containsExactly("tie");
        assertSettles(tie, s(0, 0, 0), 0);
        Score lost = Scoring.score(g, played(Contract.FRAGE_1881, 1, 59), NONE);
        assertThat(lost.outcome()).isEqualTo(Outcome.LOST);
        assertSettles(lost, s(2, -4, 2), 0);
    }

    @Test
    void example4_silentMatschPays100Times4() {
        Score s = Scoring.score(new GermanTarok(), new Hand(Contract.HERZSOLO, 0, 2, 120, true, false), NONE);
        assertThat(s.basis()).isEqualTo(100);
        assertThat(s.matsch()).isEqualTo(Matsch.SILENT);
        assertThat(s.notes()).containsExactly("matsch");
        assertSettles(s, s(800, -400, -400), 0);
    }

    @Test
    void example4_announcedMatschPays200Times4() {
        Score s = Scoring.score(new GermanTarok(), new Hand(Contract.HERZSOLO, 0, 2, 120, true, true), NONE);
        assertThat(s.matsch()).isEqualTo(Matsch.ANNOUNCED);
        assertThat(s.notes()).containsExactly("matsch");
        assertSettles(s, s(1600, -800, -800), 0);
    }

    @Test
    void example4_failedMatschLosesTheAnnouncedValueEvenWith109Points() {
        Score s = Scoring.score(new GermanTarok(), new Hand(Contract.HERZSOLO, 0, 2, 109, false, true), NONE);
        assertThat(s.outcome()).isEqualTo(Outcome.LOST);
        assertThat(s.basis()).isEqualTo(200);
        assertThat(s.matsch()).isEqualTo(Matsch.ANNOUNCED_FAILED);
        assertThat(s.notes()).containsExactly("matsch-failed");
        assertSettles(s, s(-1600, 800, 800), 0);
    }

    @Test
    void matschNeverPaysLessThanItsOvershoot() {
        Score s = Scoring.score(TestHand.game(GermanTarok.ID, Map.of("matsch-silent", 10)), new Hand(Contract.SOLO, 0, 2, 110, true, false), NONE);
        assertThat(s.basis()).isEqualTo(50);
        Score a = Scoring.score(TestHand.game(GermanTarok.ID, Map.of("matsch-announced", 1)), new Hand(Contract.SOLO, 0, 2, 95, true, true), NONE);
        assertThat(a.basis()).isEqualTo(35);
    }

    @Test
    void silentMatschIn1839IsAnOrdinaryOvershootButStillNoted() {
        Score s = Scoring.score(TestHand.game(GermanTarok.ID, Map.of("era", "sansprendre-1839")), new Hand(Contract.SANSPRENDRE, 0, 2, 116, true, false), NONE);
        assertThat(s.basis()).isEqualTo(56);
        assertThat(s.matsch()).isEqualTo(Matsch.SILENT);
        assertThat(s.notes()).containsExactly("matsch");
    }

    @Test
    void gentlemenTariffMultipliesBy1_2_4() {
        GermanTarok g = TestHand.game(GermanTarok.ID, Map.of("tariff", "gentlemen"));
        assertThat(Scoring.score(g, played(Contract.FRAGE_1881, 0, 70), NONE).multiplier()).isEqualTo(1);
        assertThat(Scoring.score(g, played(Contract.SOLO, 0, 70), NONE).multiplier()).isEqualTo(2);
        assertThat(Scoring.score(g, played(Contract.HERZSOLO, 0, 70), NONE).multiplier()).isEqualTo(4);
    }

    @Test
    void carryOfAnotherSchemeIsRejected() {
        assertThatThrownBy(() -> Scoring.score(TestHand.game(GermanTarok.ID, Map.of("settlement", "poule")), played(Contract.SOLO, 0, 70), NONE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("settlement poule");
    }

    @Test
    void declarerTakingNoTrickPaysTheOrdinaryUndershoot() {
        Score s = Scoring.score(new GermanTarok(), played(Contract.SOLO, 0, 0), NONE);
        assertThat(s.basis()).isEqualTo(60);
        assertSettles(s, s(-360, 180, 180), 0);
    }

    private final GermanTarok poule = TestHand.game(GermanTarok.ID, Map.of("era", "sansprendre-1839", "settlement", "poule"));

    @Test
    void example5A_lostSansprendrePaysAnteHandPaymentsAndDoublesThePot() {
        Score s = Scoring.score(poule, played(Contract.SANSPRENDRE, 0, 50), new Pot(40));
        assertSettles(s, s(-110, 30, 20), 60);
        assertThat(s.carryAfter()).isEqualTo(new Pot(100));
        assertThat(s.notes()).containsExactlyInAnyOrder("ante", "pot-doubled");
    }

    @Test
    void example5A_asPaymentsTheAnteTheHandPaymentsAndTheDoubling() {
        Score s = Scoring.score(poule, played(Contract.SANSPRENDRE, 0, 50), new Pot(40));
        assertThat(s.payments()).extracting(Payment::code).containsExactly("ante", "game", "pot-doubled");
        assertThat(s.payments().get(0).seats()).isEqualTo(amounts(0, 0, -10));
        assertThat(s.payments().get(0).pot()).isEqualTo(Amount.of(10));
        assertThat(s.payments().get(1).seats()).isEqualTo(amounts(-60, 30, 30));
        assertThat(s.payments().get(1).args()).containsEntry("contract", "sansprendre").containsEntry("outcome", "lost")
                .containsEntry("basis", 10L).containsEntry("multiplier", 3L).containsEntry("value", 30L);
        assertThat(s.payments().get(2).seats()).isEqualTo(amounts(-50, 0, 0));
        assertThat(s.payments().get(2).args()).containsEntry("amount", 50L);
    }

    @Test
    void example5B_wonSansprendreCouleurTakesThePot() {
        Score s = Scoring.score(poule, new Hand(Contract.SANSPRENDRE_COULEUR, 1, 2, 70, false, false), new Pot(100));
        assertSettles(s, s(-40, 190, -50), -100);
        assertThat(s.carryAfter()).isEqualTo(new Pot(0));
        assertThat(s.notes()).containsExactlyInAnyOrder("ante", "pot-won");
    }

    @Test
    void example5C_emptyPotIsRefilledByAllThree() {
        Score s = Scoring.score(poule, played(Contract.FRAGE_1839, 0, 70), new Pot(0));
        assertSettles(s, s(-10 + 20, -10 - 10, -10 - 10), 30);
        assertThat(s.carryAfter()).isEqualTo(new Pot(30));
        assertThat(s.notes()).containsExactly("refill");
    }

    @Test
    void fragePaysOnlyTheAnte() {
        Score s = Scoring.score(poule, played(Contract.FRAGE_COULEUR, 0, 50), new Pot(40));
        assertSettles(s, s(-40, 20, 10), 10);
        assertThat(s.notes()).containsExactly("ante");
    }

    @Test
    void limitCapsTheDoublingAndIsIgnoredByTheAnte() {
        GermanTarok limited = TestHand.game(GermanTarok.ID, Map.of("era", "sansprendre-1839", "settlement", "poule", "poule-limit", 80));
        Score s = Scoring.score(limited, played(Contract.SANSPRENDRE, 0, 50), new Pot(40));
        assertSettles(s, s(-60 - 30, 30, 20), 40);
        assertThat(s.carryAfter()).isEqualTo(new Pot(80));
        Score atLimit = Scoring.score(limited, played(Contract.SANSPRENDRE, 0, 50), new Pot(80));
        assertThat(atLimit.carryAfter()).isEqualTo(new Pot(90));
        assertThat(atLimit.notes()).containsExactly("ante");
    }

    @Test
    void tieStillPaysTheAnte() {
        Score s = Scoring.score(poule, played(Contract.SANSPRENDRE, 0, 60), new Pot(40));
        assertSettles(s, s(0, 0, -10), 10);
        assertThat(s.notes()).containsExactlyInAnyOrder("tie", "ante");
    }

    private final GermanTarok laustiegel = TestHand.game(GermanTarok.ID, Map.of("settlement", "laustiegel"));

    @Test
    void example6A_lossIsSplitInExactHalves() {
        Score s = Scoring.score(laustiegel, played(Contract.SOLO, 1, 47), new Pot(0));
        assertThat(s.basis()).isEqualTo(13);
        assertSettles(s, s(19.5, -39, 19.5), 0);
        assertThat(s.settlement().get(0).toNumber().toString()).isEqualTo("19.5");
        assertThat(s.carryAfter()).isEqualTo(new Pot(0));
        assertThat(s.notes()).isEmpty();
    }

    @Test
    void example6B_emptyPotIsRefilledThenPaysTheWinner() {
        Score s = Scoring.score(laustiegel, played(Contract.HERZSOLO, 0, 75), new Pot(0));
        assertSettles(s, s(-140, -200, -200), 540);
        assertThat(s.carryAfter()).isEqualTo(new Pot(540));
        assertThat(s.notes()).containsExactly("refill");
    }

    @Test
    void example6C_frageWinIsPaidFromThePot() {
        Score s = Scoring.score(laustiegel, played(Contract.FRAGE_1881, 2, 70), new Pot(540));
        assertSettles(s, s(0, 0, 20), -20);
        assertThat(s.notes()).isEmpty();
    }

    @Test
    void refillRepeatsUntilThePotCanPayButIsNotedOnce() {
        Score s = Scoring.score(TestHand.game(GermanTarok.ID, Map.of("settlement", "laustiegel", "laustiegel-stake", 1)),
                new Hand(Contract.HERZSOLO, 0, 2, 120, true, true), new Pot(5));
        assertThat(s.carryAfter()).isEqualTo(new Pot(5 + 3 * 265 - 800));
        assertSettles(s, s(-265 + 800, -265, -265), 3 * 265 - 800);
        assertThat(s.notes()).containsExactlyInAnyOrder("refill", "matsch");
    }

    @Test
    void tiePaysNothing() {
        Score s = Scoring.score(laustiegel, played(Contract.SOLO, 1, 60), new Pot(7));
        assertSettles(s, s(0, 0, 0), 0);
    }

    private final GermanTarok blocks = TestHand.game(GermanTarok.ID, Map.of("settlement", "blocks"));
    private final GermanTarok schreck = TestHand.game(GermanTarok.ID, Map.of("settlement", "blocks", "schreckensteiner", true));

    private static Blocks carry(long potBlocks, long potMoney, List<Long> queue, long cup) {
        return new Blocks(1, cup, potBlocks, potMoney, queue, 0, 20);
    }

    @Test
    void example7_hand1_blockPlacedThenBete() {
        Score s = Scoring.score(blocks, played(Contract.SOLO, 0, 50), Blocks.start(12, 20));
        assertSettles(s, s(-80, 30, 10), 40);
        assertThat(s.carryAfter()).isEqualTo(carry(1, 20, List.of(), 11));
        assertThat(s.notes()).containsExactlyInAnyOrder("block-placed", "bete");
    }

    @Test
    void example7_hand2_secondLossIsADoubleBete() {
        Score s = Scoring.score(blocks, played(Contract.HERZSOLO, 1, 58), carry(1, 20, List.of(), 11));
        assertSettles(s, s(8, -56, 8), 40);
        assertThat(s.carryAfter()).isEqualTo(carry(1, 20, List.of(40L), 11));
        assertThat(s.notes()).containsExactly("double-bete");
    }

    @Test
    void example7_hand3_wonSoloTakesThePot() {
        Score s = Scoring.score(blocks, played(Contract.SOLO, 2, 70), carry(1, 20, List.of(40L), 11));
        assertSettles(s, s(-30, -30, 100), -40);
        assertThat(s.carryAfter()).isEqualTo(carry(0, 0, List.of(40L), 11));
        assertThat(s.notes()).containsExactly("pot-won");
    }

    @Test
    void example7_hand4_queuedDoubleBeteBecomesThePotAndFrageDoesNotTouchIt() {
        Score s = Scoring.score(blocks, played(Contract.FRAGE_1881, 0, 66), carry(0, 0, List.of(40L), 11));
        assertSettles(s, s(24, -12, -12), 0);
        assertThat(s.carryAfter()).isEqualTo(carry(0, 40, List.of(), 11));
        assertThat(s.notes()).isEmpty();
    }

    @Test
    void example7_schreckensteinerHand1_positiveNetsPayATenth() {
        Score s = Scoring.score(schreck, played(Contract.SOLO, 0, 50), Blocks.start(12, 20));
        assertSettles(s, s(-80, 27, 9), 44);
        assertThat(s.carryAfter()).isEqualTo(new Blocks(1, 11, 1, 20, List.of(), 4, 20));
    }

    @Test
    void example7_schreckensteinerHand3_winnerPaysATenth() {
        Score s = Scoring.score(schreck, played(Contract.SOLO, 2, 70), carry(1, 20, List.of(40L), 11));
        assertSettles(s, s(-30, -30, 90), -30);
    }

    @Test
    void emptyCupStartsANewBlockade() {
        Score s = Scoring.score(blocks, played(Contract.FRAGE_1881, 0, 60), carry(0, 0, List.of(), 0));
        assertThat(s.carryAfter()).isEqualTo(new Blocks(2, 11, 1, 0, List.of(), 0, 20));
        assertThat(s.notes()).containsExactlyInAnyOrder("blockade-complete", "block-placed", "tie");
        assertSettles(s, s(0, 0, -20), 20);
    }

    @Test
    void lossAgainstQueuedMoneyIsADoubleBete() {
        Score s = Scoring.score(blocks, played(Contract.SOLO, 0, 50), carry(0, 40, List.of(), 11));
        assertThat(s.carryAfter()).isEqualTo(carry(0, 40, List.of(40L), 11));
        assertThat(s.notes()).containsExactly("double-bete");
    }
}
