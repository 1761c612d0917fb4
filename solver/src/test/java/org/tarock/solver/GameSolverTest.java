package org.tarock.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.Action;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.State;
import org.tarock.engine.german.GermanTarok;
import org.tarock.engine.husarln.Husarln;

/**
 * The solver on German Tarok and Husarln: its value equals plain minimax over the engine's own states (the
 * declarer's side points of the result: card points, or Husarln's P counted in threes), and the line of its
 * best cards achieves the value.
 */
class GameSolverTest {

    static List<Arguments> games() {
        return List.of(
                Arguments.of("german-1881", new GermanTarok()),
                Arguments.of("german-1839-scat-to-defenders", new GermanTarok(GermanTarok.RULE_BOOK.resolve(
                        Map.of("era", "sansprendre-1839", "scat-points", "defenders"), false))),
                Arguments.of("husarln", new Husarln()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void valueEqualsPlainMinimaxOnSmallEndgames(String name, Game game) {
        DealRandom random = new DealRandom(16);
        Solver solver = new Solver(16);
        int checked = 0;
        while (checked < 60) {
            State s = RandomPositions.withCardsLeft(game, random, 9 + random.nextInt(7)); // 3 to 5 tricks
            if (s == null) {
                continue;
            }
            Position p = Positions.of(s);
            assertThat(solver.value(p)).as("position %s", s).isEqualTo(RandomPositions.minimax(s, p.declarer()));
            int[] values = solver.cardValues(p);
            for (int a : s.legalActionList()) {
                State t = s.copy();
                t.applyTrusted(a);
                assertThat(values[Action.arg(a)]).isEqualTo(RandomPositions.minimax(t, p.declarer()));
            }
            checked++;
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void theChosenLineAchievesItsValue(String name, Game game) {
        DealRandom random = new DealRandom(18);
        Solver solver = new Solver(18);
        int lines = 0;
        while (lines < 25) {
            State s = RandomPositions.withCardsLeft(game, random, 18 + random.nextInt(13));
            if (s == null) {
                continue;
            }
            Position p = Positions.of(s);
            int value = solver.value(p);
            while (!s.isOver()) {
                long best = solver.bestCards(Positions.of(s));
                assertThat(best).isNotZero();
                s.apply(s.currentSeat(), Action.play(Long.numberOfTrailingZeros(best)));
                if (!s.isOver()) {
                    assertThat(solver.value(Positions.of(s))).isEqualTo(value);
                }
            }
            assertThat(RandomPositions.minimax(s, p.declarer())).as("final result of the line").isEqualTo(value);
            lines++;
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void sampledPositionsAreTheEnginesPositionsOfTheReplayedDeal(String name, Game game) {
        DealRandom random = new DealRandom(19);
        int checked = 0;
        while (checked < 40) {
            State s = RandomPositions.withCardsLeft(game, random, random.nextInt(33));
            if (s == null) {
                continue;
            }
            for (int seat = 0; seat < 3; seat++) {
                Sampler sampler = Sampler.of(game, s.view(seat));
                Layout layout = sampler.sample(random);
                State replayed = game.newHand(sampler.deal(layout), s.dealer(), s.carryBefore());
                sampler.moves(layout).forEach(m -> replayed.apply(m.seat(), m.action()));
                assertThat(sampler.position(layout)).usingRecursiveComparison().isEqualTo(Positions.of(replayed));
            }
            checked++;
        }
    }
}
