package org.tarock.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.german.GermanTarok;
import org.tarock.engine.husarln.Husarln;

/** The analysis of German Tarok and Husarln hands the basic bots played, and hints in them. */
class GameAnalysisTest {

    static List<Arguments> games() {
        return List.of(Arguments.of("german", new GermanTarok(), 33, 120, 61),
                Arguments.of("husarln", new Husarln(), 36, 66, 34));
    }

    /** A hand the basic bots played to the end (not thrown in). */
    private static State playedHand(Game game, long seed) {
        DealRandom random = new DealRandom(seed);
        while (true) {
            int dealer = random.nextInt(3);
            State s = game.newHand(game.deal(random.nextLong(), dealer), dealer, game.initialCarry());
            Bot bot = Bots.create("basic", random.nextLong());
            while (!s.isOver()) {
                s.apply(s.currentSeat(), bot.choose(game, s.view(s.currentSeat())));
            }
            if (!s.result().contract().equals("none")) {
                return s;
            }
        }
    }

    /** German Tarok only: a whole Husarln hand takes minutes to analyse (its first-lead solves take seconds). */
    static List<Arguments> german() {
        return games().subList(0, 1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("german")
    void everyCardIsADecisionValuedForItsSide(String name, Game game, int cards, int total, int target) {
        State hand = playedHand(game, 5);
        Analysis.Report report = new Analysis(game).analyse(hand, 0, 1);
        assertThat(report.contract()).isEqualTo(hand.result().contract());
        assertThat(report.declarer()).isEqualTo(hand.result().declarer());
        assertThat(report.decisions()).hasSize(cards);
        assertThat(report.couldHaveBeenMade()).isEqualTo(report.firstLeadValue() >= target);
        int declarerPoints = ((Number) ((Map<?, ?>) hand.result().fields().get("side_points")).get("declarer"))
                .intValue();
        // the declarer's side took what it took; perfect play from the first lead on gives the first-lead value
        assertThat(declarerPoints).isBetween(0, total);
        for (Analysis.Decision d : report.decisions()) {
            assertThat(d.playedValue()).isLessThanOrEqualTo(d.bestValue());
            assertThat(d.bestValue()).isBetween(0, total);
        }
        assertThat(report.contracts()).isNotEmpty()
                .allSatisfy(c -> assertThat(c.made()).isEqualTo(c.value() >= target));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void aHintSuggestsALegalCard(String name, Game game, int cards, int total, int target) {
        DealRandom random = new DealRandom(6);
        State s;
        do {
            s = RandomPositions.withCardsLeft(game, random, 20);
        } while (s == null || s.phase() != Phase.PLAY);
        SeatView view = s.view(s.currentSeat());
        Analysis.Hint hint = Analysis.hint(game, view, 4, 3);
        assertThat(hint.cards()).hasSize(view.legal().size());
        assertThat(view.legal()).contains(org.tarock.engine.Action.play(hint.suggested().index()));
        assertThat(hint.cards()).allSatisfy(c -> assertThat(c.expected()).isBetween(0.0, (double) total));
    }
}
