package org.tarock.solver;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.State;

/** The bounds the solver cuts with at a trick start hold the true value, and are often tighter than the points still out. */
class BoundsTest {

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.tarock.solver.RandomPositions#games")
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
            int value = RandomPositions.minimax(s, p.declarer());
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
