package org.tarock.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.engine.Action;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;

/** The analysis of a Bavarian hand the basic bots played, and hints. */
class AnalysisTest {
    private static final Game GAME = RandomPositions.BAVARIAN;
    private static State hand;
    private static Analysis.Report report;

    /** A Solo or Stockspiel the basic bots played to the end. */
    static State playedHand(long seed) {
        DealRandom random = new DealRandom(seed);
        while (true) {
            int dealer = random.nextInt(3);
            State s = GAME.newHand(GAME.deal(random.nextLong(), dealer), dealer, GAME.initialCarry());
            Bot bot = Bots.create("basic", random.nextLong());
            while (!s.isOver()) {
                s.apply(s.currentSeat(), bot.choose(GAME, s.view(s.currentSeat())));
            }
            String contract = s.result().contract();
            if (contract.equals("solo") || contract.equals("stock")) {
                return s;
            }
        }
    }

    @BeforeAll
    static void analyse() {
        hand = playedHand(3);
        report = new Analysis(GAME).analyse(hand, 1, 9);
    }

    private static int declarerPoints(State s) {
        return ((Number) ((Map<?, ?>) s.result().fields().get("side_points")).get("declarer")).intValue();
    }

    /** A value for {@code seat}'s side as the declarer's side's points. */
    private static int asDeclarer(int seat, int value) {
        return seat == report.declarer() ? value : 120 - value;
    }

    @Test
    void everyCardOfTheHandIsADecision() {
        assertThat(report.contract()).isEqualTo(hand.result().contract());
        assertThat(report.declarer()).isEqualTo(hand.result().declarer());
        assertThat(report.decisions()).hasSize(33);
        for (Analysis.Decision d : report.decisions()) {
            assertThat(d.cards()).extracting(Analysis.CardValue::card).contains(d.played(), d.best());
            assertThat(d.pointsLost()).isNotNegative();
            assertThat(d.bestValue()).isEqualTo(d.cards().stream().mapToInt(Analysis.CardValue::ddValue).max().orElseThrow());
            assertThat(d.cards()).allSatisfy(c -> assertThat(c.expected()).isBetween(0.0, 120.0));
        }
    }

    @Test
    void valuesChainFromTheFirstLeadToTheResult() {
        List<Analysis.Decision> ds = report.decisions();
        assertThat(asDeclarer(ds.get(0).seat(), ds.get(0).bestValue())).isEqualTo(report.firstLeadValue());
        assertThat(report.couldHaveBeenMade()).isEqualTo(report.firstLeadValue() >= 61);
        for (int i = 0; i + 1 < ds.size(); i++) {
            assertThat(asDeclarer(ds.get(i).seat(), ds.get(i).playedValue()))
                    .as("value after decision %d is the value of the next position", i)
                    .isEqualTo(asDeclarer(ds.get(i + 1).seat(), ds.get(i + 1).bestValue()));
        }
        Analysis.Decision last = ds.get(ds.size() - 1);
        assertThat(asDeclarer(last.seat(), last.playedValue())).isEqualTo(declarerPoints(hand));
        int lostByDeclarer = ds.stream().filter(d -> d.seat() == report.declarer()).mapToInt(Analysis.Decision::pointsLost).sum();
        int lostByDefence = ds.stream().filter(d -> d.seat() != report.declarer()).mapToInt(Analysis.Decision::pointsLost).sum();
        assertThat(report.firstLeadValue() - lostByDeclarer + lostByDefence).isEqualTo(declarerPoints(hand));
    }

    @Test
    void everyContractOfTheSoloistIsValued() {
        assertThat(report.contracts()).hasSize(9);
        assertThat(report.contracts()).allSatisfy(c -> assertThat(c.soloist()).isEqualTo(report.declarer()));
        if (report.contract().equals("solo")) {
            String trump = (String) hand.result().fields().get("trump");
            assertThat(report.contracts()).anySatisfy(c -> {
                assertThat(c.contract()).isEqualTo("solo");
                assertThat(c.trump()).isEqualTo(trump);
                assertThat(c.value()).isEqualTo(report.firstLeadValue());
            });
        }
    }

    @Test
    void hintListsTheLegalCardsBestFirst() {
        State s = GAME.newHand(hand.deal(), hand.dealer(), hand.carryBefore());
        int i = 0;
        while (s.phase() != Phase.PLAY || RandomPositions.cardsPlayed(s) < 24) {
            s.applyTrusted(hand.moves().get(i++).action());
        }
        SeatView view = s.view(s.currentSeat());
        Analysis.Hint hint = Analysis.hint(GAME, view, 20, 5);
        assertThat(hint.cards()).extracting(c -> Action.play(c.card().index()))
                .containsExactlyInAnyOrderElementsOf(view.legal());
        assertThat(hint.suggested()).isEqualTo(hint.cards().get(0).card());
        assertThat(hint.cards()).isSortedAccordingTo((a, b) -> Double.compare(b.expected(), a.expected()));
        assertThat(hint.reason()).startsWith(hint.suggested().code()).contains("20 sampled deals");
        assertThat(Analysis.hint(GAME, view, 20, 5)).as("reproducible from the seed").isEqualTo(hint);
    }

    @Test
    void bettelIsAnalysedInWinsAndLosses() {
        DealRandom random = new DealRandom(12);
        int forehand = 1;
        State s = GAME.newHand(GAME.deal(random.nextLong(), 0), 0, GAME.initialCarry());
        s.apply(forehand, "bid bettel");
        s.apply(2, Action.PASS_ACTION);
        s.apply(0, Action.PASS_ACTION);
        while (!s.isOver()) {
            s.applyTrusted(s.legalAction(random.nextInt(s.legalActionCount())));
        }
        Analysis.Report r = new Analysis(GAME).analyse(s, 2, 3);
        assertThat(r.contract()).isEqualTo("bettel");
        assertThat(r.couldHaveBeenMade()).isEqualTo(r.firstLeadValue() == 1);
        List<Analysis.Decision> ds = r.decisions();
        for (int i = 0; i < ds.size(); i++) {
            Analysis.Decision d = ds.get(i);
            assertThat(d.bestValue()).isBetween(0, 1);
            assertThat(d.cards()).allSatisfy(c -> assertThat(c.expected()).isBetween(0.0, 1.0));
            int soloistValue = d.seat() == forehand ? d.playedValue() : 1 - d.playedValue();
            if (i + 1 < ds.size()) {
                Analysis.Decision next = ds.get(i + 1);
                assertThat(soloistValue).isEqualTo(next.seat() == forehand ? next.bestValue() : 1 - next.bestValue());
            } else {
                assertThat(soloistValue == 1).isEqualTo(s.result().won());
            }
        }
    }

    @Test
    void aThrownInHandHasNothingToAnalyse() {
        DealRandom random = new DealRandom(4);
        State s;
        do {
            s = GAME.newHand(GAME.deal(random.nextLong(), 0), 0, GAME.initialCarry());
            for (int k = 0; k < 3; k++) {
                s.apply(s.currentSeat(), Action.PASS_ACTION);
            }
        } while (!s.isOver());
        Analysis.Report r = new Analysis(GAME).analyse(s, 1, 1);
        assertThat(r.contract()).isEqualTo("none");
        assertThat(r.decisions()).isEmpty();
    }
}
