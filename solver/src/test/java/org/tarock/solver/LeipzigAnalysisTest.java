package org.tarock.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.engine.Action;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Move;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.leipzig.LeipzigTaroc;

/** The analysis of a Leipzig Taroc hand the basic bots played, with the paranoid search, and hints in it. */
class LeipzigAnalysisTest {
    private static final LeipzigTaroc GAME = new LeipzigTaroc();
    private static State hand;
    private static Analysis.Report report;

    @BeforeAll
    static void analyse() {
        DealRandom random = new DealRandom(11);
        int dealer = random.nextInt(3);
        hand = GAME.newHand(GAME.deal(random.nextLong(), dealer), dealer, GAME.initialCarry());
        Bot bot = Bots.create("basic", random.nextLong());
        while (!hand.isOver()) {
            hand.apply(hand.currentSeat(), bot.choose(GAME, hand.view(hand.currentSeat())));
        }
        report = new Analysis(GAME).analyse(hand, 1, 5);
    }

    @Test
    void everyCardPlayedIsADecisionWhoseBestCardWasLegal() {
        assertThat(report.method()).isEqualTo(Analysis.Method.PARANOID_SEARCH);
        assertThat(report.decisions()).hasSize(75);
        State s = GAME.newHand(hand.deal(), hand.dealer(), hand.carryBefore());
        List<Move> moves = hand.moves();
        int d = 0;
        for (int i = 0; i < moves.size(); i++) {
            Move m = moves.get(i);
            if (s.phase() == Phase.PLAY) {
                Analysis.Decision decision = report.decisions().get(d++);
                assertThat(decision.moveIndex()).isEqualTo(i);
                assertThat(decision.seat()).isEqualTo(m.seat());
                assertThat(decision.played().index()).isEqualTo(Action.arg(m.action()));
                assertThat(s.legalActionList()).contains(Action.play(decision.best().index()));
                assertThat(decision.cards()).hasSize(s.legalActionList().size());
                assertThat(decision.pointsLost()).isNotNegative();
                assertThat(decision.bestValue()).isBetween(0, 78);
            }
            s.apply(m.seat(), m.action());
        }
    }

    @Test
    void eachSeatsSearchValueStandsBesideTheCardPointsItTook() {
        List<?> points = (List<?>) hand.result().fields().get("card_points");
        assertThat(report.seats()).hasSize(3);
        for (Analysis.SeatValue v : report.seats()) {
            assertThat(v.cardPoints()).isEqualTo(((Number) points.get(v.seat())).intValue());
            Analysis.Decision first = report.decisions().stream().filter(d -> d.seat() == v.seat()).findFirst()
                    .orElseThrow();
            assertThat(v.searchValue()).isEqualTo(first.bestValue());
            assertThat(v.pointsLost()).isEqualTo(report.decisions().stream().filter(d -> d.seat() == v.seat())
                    .mapToInt(Analysis.Decision::pointsLost).sum());
        }
        assertThat(report.seats().stream().mapToInt(Analysis.SeatValue::cardPoints).sum()).isEqualTo(78);
    }

    @Test
    void theExpectedValuesAreTheSearchAveragedOverSampledDeals() {
        assertThat(report.decisions()).allSatisfy(d -> assertThat(d.cards())
                .allSatisfy(c -> assertThat(c.expected()).isBetween(0.0, 78.0)));
    }

    @Test
    void aHintSuggestsALegalCardFromTheSearch() {
        DealRandom random = new DealRandom(12);
        State s;
        do {
            s = RandomPositions.withCardsLeft(GAME, random, 40);
        } while (s == null || s.phase() != Phase.PLAY);
        SeatView view = s.view(s.currentSeat());
        Analysis.Hint hint = Analysis.hint(GAME, view, 3, 3);
        assertThat(hint.cards()).hasSize(view.legal().size());
        assertThat(view.legal()).contains(Action.play(hint.suggested().index()));
        assertThat(hint.reason()).contains("paranoid search");
    }
}
