package org.tarock.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.Cards;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.State;

/**
 * The solver's cheaper ways to the same answers: a search from a guess gives the exact value whatever the
 * guess, and the best-card modes pick exactly the cards whose exact value is the best.
 */
class SolverModesTest {

    /** Random positions of the game with 9 to 20 cards left, Bettel included. */
    private static List<Position> positions(Game game, long seed, int count) {
        DealRandom random = new DealRandom(seed);
        List<Position> out = new ArrayList<>();
        while (out.size() < count) {
            State s = RandomPositions.withCardsLeft(game, random, 9 + random.nextInt(12));
            if (s != null) {
                out.add(Positions.of(s));
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.tarock.solver.RandomPositions#games")
    void aSearchFromAnyGuessGivesTheExactValue(String name, Game game) {
        Solver solver = new Solver(16);
        Solver fresh = new Solver(16);
        DealRandom random = new DealRandom(7);
        for (Position p : positions(game, 71, 60)) {
            int value = solver.value(p);
            int guess = value + random.nextInt(41) - 20;
            assertThat(fresh.value(p, guess)).as("guess %d", guess).isEqualTo(value);
            assertThat(fresh.value(p, value)).isEqualTo(value);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.tarock.solver.RandomPositions#games")
    void everyCardsValueIsTheSameFromAnyFirstGuess(String name, Game game) {
        Solver solver = new Solver(16);
        Solver fresh = new Solver(16);
        DealRandom random = new DealRandom(8);
        for (Position p : positions(game, 74, 30)) {
            int[] values = solver.cardValues(p);
            int guess = solver.value(p) + random.nextInt(41) - 20;
            assertThat(fresh.cardValues(p, guess)).as("guess %d", guess).isEqualTo(values);
        }
    }

    @Test
    void probesCountTheNullWindowSearches() {
        Solver solver = new Solver(16);
        Position p = positions(RandomPositions.BAVARIAN, 75, 1).getFirst();
        solver.atLeast(p, p.declarerPoints() + 1);
        assertThat(solver.probes()).isEqualTo(1);
        solver.value(p);
        assertThat(solver.probes()).isGreaterThan(1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.tarock.solver.RandomPositions#games")
    void theBestCardsAreTheCardsOfTheBestValue(String name, Game game) {
        Solver solver = new Solver(16);
        Solver modes = new Solver(16);
        for (Position p : positions(game, 72, 40)) {
            int[] values = solver.cardValues(p);
            boolean max = p.toPlay() == p.declarer();
            int best = max ? Integer.MIN_VALUE : Integer.MAX_VALUE;
            for (long m = p.legalCards(); m != 0; m &= m - 1) {
                int v = values[Long.numberOfTrailingZeros(m)];
                best = max ? Math.max(best, v) : Math.min(best, v);
            }
            long bestMask = 0;
            for (long m = p.legalCards(); m != 0; m &= m - 1) {
                int c = Long.numberOfTrailingZeros(m);
                bestMask |= values[c] == best ? 1L << c : 0;
            }
            assertThat(best).isEqualTo(solver.value(p));
            assertThat(modes.bestCards(p)).isEqualTo(bestMask);
            assertThat(bestMask & 1L << modes.bestCard(p)).as("best card of %s", p).isNotZero();
        }
    }

    @Test
    void theSearchAllocatesNothing() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().threadId();
        // Positions along one random hand share the rules context, so the solver sets up its masks only once.
        DealRandom random = new DealRandom(73);
        State s = null;
        while (s == null || Positions.of(s).goal() != Goal.CARD_POINTS) {
            s = RandomPositions.withCardsLeft(RandomPositions.BAVARIAN, random, 30);
        }
        List<Position> line = new ArrayList<>();
        for (Position p = Positions.of(s); !p.isOver() && line.size() < 12; ) {
            line.add(p);
            long legal = p.legalCards();
            p = p.after(Cards.nthBit(legal, random.nextInt(Long.bitCount(legal))));
        }
        Solver solver = new Solver(16);
        solver.value(line.getLast());
        long nodes = solver.nodes();
        long before = threads.getThreadAllocatedBytes(thread);
        for (Position p : line) {
            solver.value(p);
        }
        long allocated = threads.getThreadAllocatedBytes(thread) - before;
        assertThat(solver.nodes() - nodes).as("nodes searched").isGreaterThan(100);
        // Reading the counter itself may allocate a little; a search allocating per node would show megabytes.
        assertThat(allocated).as("bytes allocated by %d solves", line.size()).isLessThan(1024);
    }
}
