package org.tarock.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.State;

/** The bounds the solver cuts with at a trick start hold the true value, and are often tighter than the points still out. */
class BoundsTest {

    static List<Arguments> games() {
        return List.of(Arguments.of("bavarian", RandomPositions.BAVARIAN), Arguments.of("german", RandomPositions.GERMAN),
                Arguments.of("husarln", RandomPositions.HUSARLN));
    }

    /** Plain minimax over engine states: the declarer side's points in the result. */
    private static int minimax(State s, int declarer) {
        if (s.isOver()) {
            return ((Number) ((Map<?, ?>) s.result().fields().get("side_points")).get("declarer")).intValue();
        }
        boolean max = s.currentSeat() == declarer;
        int best = max ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (int a : s.legalActionList()) {
            State t = s.copy();
            t.applyTrusted(a);
            int v = minimax(t, declarer);
            best = max ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void theTrickStartBoundsHoldTheMinimaxValue(String name, Game game) {
        DealRandom random = new DealRandom(62);
        Solver solver = new Solver(16);
        int checked = 0;
        int raisedLower = 0;
        int loweredUpper = 0;
        while (checked < 80) {
            State s = RandomPositions.withCardsLeft(game, random, 3 * (2 + random.nextInt(3)));
            if (s == null) {
                continue;
            }
            Position p = Positions.of(s);
            if (p.goal() != Goal.CARD_POINTS) {
                continue;
            }
            int value = minimax(s, p.declarer());
            int[] bounds = solver.bounds(p);
            assertThat(bounds[0]).as("lower bound in %s", s).isLessThanOrEqualTo(value);
            assertThat(bounds[1]).as("upper bound in %s", s).isGreaterThanOrEqualTo(value);
            long all = p.hands()[0] | p.hands()[1] | p.hands()[2];
            int out = p.rules().trickBonus() * Long.bitCount(all) / 3;
            for (long m = all; m != 0; m &= m - 1) {
                out += p.rules().points()[Long.numberOfTrailingZeros(m)];
            }
            raisedLower += bounds[0] > p.declarerPoints() ? 1 : 0;
            loweredUpper += bounds[1] < p.declarerPoints() + out ? 1 : 0;
            checked++;
        }
        assertThat(raisedLower).as("positions with sure points of the declarer").isGreaterThan(5);
        assertThat(loweredUpper).as("positions with sure points of the defenders").isGreaterThan(5);
    }
}
