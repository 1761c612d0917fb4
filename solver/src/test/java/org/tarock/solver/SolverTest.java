package org.tarock.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Action;
import org.tarock.engine.DealRandom;
import org.tarock.engine.State;
import org.tarock.engine.bavarian.BavarianPublic;

/** The solver against plain minimax over the engine's own states, and its lines against best replies. */
class SolverTest {

    /** Plain minimax over engine states: the declarer's final card points, or for Bettel 1 if won. */
    private static int minimax(State s, int declarer) {
        if (s.isOver()) {
            if (s.result().contract().equals("bettel")) {
                return s.result().won() ? 1 : 0;
            }
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

    private static int declarer(State s) {
        return s.view(0).detail(BavarianPublic.class).declarer();
    }

    @Test
    void valueEqualsPlainMinimaxOnSmallEndgames() {
        DealRandom random = new DealRandom(6);
        Solver solver = new Solver(16);
        int checked = 0;
        int bettel = 0;
        while (checked < 80) {
            int cardsLeft = 9 + random.nextInt(7); // 3 to 5 tricks, also mid-trick
            State s = RandomPositions.withCardsLeft(RandomPositions.BAVARIAN, random, cardsLeft);
            if (s == null) {
                continue;
            }
            Position p = Positions.of(s);
            assertThat(solver.value(p)).as("position %s", s).isEqualTo(minimax(s, declarer(s)));
            if (p.goal() == Goal.NO_TRICK) {
                bettel++;
            }
            checked++;
        }
        assertThat(bettel).as("Bettel positions among those checked").isPositive();
    }

    @Test
    void atLeastAgreesWithTheValue() {
        DealRandom random = new DealRandom(9);
        Solver solver = new Solver(18);
        for (int i = 0; i < 30; i++) {
            State s = RandomPositions.withCardsLeft(RandomPositions.BAVARIAN, random, 12 + random.nextInt(10));
            if (s == null) {
                continue;
            }
            Position p = Positions.of(s);
            int value = solver.value(p);
            if (p.goal() == Goal.NO_TRICK) {
                assertThat(solver.atLeast(p, 0)).isEqualTo(value == 1);
                continue;
            }
            for (int target : new int[]{value - 1, value, value + 1, 61, 91}) {
                assertThat(new Solver(16).atLeast(p, target)).as("at least %d, value %d", target, value)
                        .isEqualTo(value >= target);
            }
        }
    }

    @Test
    void cardValuesAreTheValuesOfTheNextPositions() {
        DealRandom random = new DealRandom(7);
        Solver solver = new Solver(16);
        for (int i = 0; i < 60; i++) {
            State s = RandomPositions.withCardsLeft(RandomPositions.BAVARIAN, random, 9 + random.nextInt(4));
            if (s == null) {
                continue;
            }
            Position p = Positions.of(s);
            int[] values = solver.cardValues(p);
            for (int a : s.legalActionList()) {
                State t = s.copy();
                t.applyTrusted(a);
                assertThat(values[Action.arg(a)]).isEqualTo(minimax(t, declarer(s)));
            }
        }
    }

    @Test
    void theChosenLineAchievesItsValue() {
        DealRandom random = new DealRandom(8);
        Solver solver = new Solver(18);
        int lines = 0;
        while (lines < 40) {
            State s = RandomPositions.withCardsLeft(RandomPositions.BAVARIAN, random, 18 + random.nextInt(16));
            if (s == null) {
                continue;
            }
            int declarer = declarer(s);
            Position p = Positions.of(s);
            int value = solver.value(p);
            // Every seat plays one of the solver's best cards; the value must hold at every step and at the end.
            while (!s.isOver()) {
                Position q = Positions.of(s);
                long best = solver.bestCards(q);
                assertThat(best).isNotZero();
                int card = Long.numberOfTrailingZeros(best);
                s.apply(s.currentSeat(), Action.play(card));
                if (!s.isOver()) {
                    assertThat(solver.value(Positions.of(s))).isEqualTo(value);
                }
            }
            assertThat(minimax(s, declarer)).as("final result of the line").isEqualTo(value);
            lines++;
        }
    }
}
