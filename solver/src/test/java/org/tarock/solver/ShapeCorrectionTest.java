package org.tarock.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.State;

/**
 * The rule behind the transposition table's shape keys: two positions at a trick start in which each seat
 * holds the cards of the same relative ranks of each suit (the shape) play alike, so the declarer's take
 * differs only by the points of the cards standing at each relative rank. If those change by δ, the take
 * changes by at least the sum of the negative δ and at most that of the positive ones; by exactly δ for a sure
 * trump of the declarer (no defender's trump beats it) and not at all for a sure trump of the defenders.
 * Checked on random positions, each against a random other layout of its shape, with both solved exactly.
 */
class ShapeCorrectionTest {

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.tarock.solver.RandomPositions#games")
    void aLayoutOfTheSameShapeIsWorthTheSameUpToThePointsAtEachRelativeRank(String name, Game game) {
        DealRandom random = new DealRandom(17);
        int checked = 0;
        int differing = 0;
        for (int tries = 0; tries < 2000 && checked < 40; tries++) {
            State s = RandomPositions.withCardsLeft(game, random, 3 * (3 + random.nextInt(3)));
            if (s == null) {
                continue;
            }
            Position p = Positions.of(s);
            if (p.goal() != Goal.CARD_POINTS || p.trick().length != 0) {
                continue;
            }
            Position q = otherLayout(p, random);
            int[] points = p.rules().points();
            long trumps = p.rules().trumps();
            long[] beaters = p.rules().beaters();
            long decl = q.hands()[q.declarer()] & trumps;
            long def = (q.hands()[0] | q.hands()[1] | q.hands()[2]) & trumps & ~decl;
            int low = 0;
            int high = 0;
            List<Integer> from = inRankOrder(p);
            List<Integer> to = inRankOrder(q);
            for (int i = 0; i < from.size(); i++) {
                int c = to.get(i);
                int d = points[c] - points[from.get(i)];
                boolean declarerSure = (decl & 1L << c) != 0 && (beaters[c] & def) == 0;
                boolean defendersSure = (def & 1L << c) != 0 && (beaters[c] & decl) == 0;
                if (declarerSure) {
                    low += d;
                    high += d;
                } else if (!defendersSure) {
                    low += Math.min(0, d);
                    high += Math.max(0, d);
                }
            }
            int vp = new Solver(16).value(p) - p.declarerPoints();
            int vq = new Solver(16).value(q);
            assertThat(vq - vp).as("%s against %s", q, p).isBetween(low, high);
            checked++;
            differing += vq != vp ? 1 : 0;
        }
        assertThat(checked).isEqualTo(40);
        assertThat(differing).as("layouts of other values").isPositive();
    }

    /** The suits by the rank order: each card with the cards that beat it or that it beats. */
    private static long suitOf(long[] beaters, int c) {
        long suit = 1L << c | beaters[c];
        for (int d = 0; d < beaters.length; d++) {
            if ((beaters[d] & 1L << c) != 0) {
                suit |= 1L << d;
            }
        }
        return suit;
    }

    /** The cards in play, suit by suit (lowest card index first), each suit from its highest card down. */
    private static List<Integer> inRankOrder(Position p) {
        long[] beaters = p.rules().beaters();
        long all = p.hands()[0] | p.hands()[1] | p.hands()[2];
        List<Integer> out = new ArrayList<>();
        for (long m = all; m != 0; m &= m - 1) {
            out.add(Long.numberOfTrailingZeros(m));
        }
        out.sort(Comparator.<Integer>comparingLong(c -> Long.numberOfTrailingZeros(suitOf(beaters, c)))
                .thenComparingInt(c -> Long.bitCount(beaters[c])));
        return out;
    }

    /**
     * A position of the same shape with other cards: in each suit as many cards drawn at random from the whole
     * suit, the one of each relative rank going to the seat that held that rank; no points won so far.
     */
    private static Position otherLayout(Position p, DealRandom random) {
        long[] beaters = p.rules().beaters();
        long all = p.hands()[0] | p.hands()[1] | p.hands()[2];
        long[] hands = new long[3];
        long done = 0;
        for (long m = all; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            long suit = suitOf(beaters, c);
            if ((done & suit) != 0) {
                continue;
            }
            done |= suit;
            List<Integer> pool = new ArrayList<>();
            for (long n = suit; n != 0; n &= n - 1) {
                pool.add(Long.numberOfTrailingZeros(n));
            }
            List<Integer> drawn = new ArrayList<>();
            for (int k = Long.bitCount(all & suit); k > 0; k--) {
                drawn.add(pool.remove(random.nextInt(pool.size())));
            }
            List<Integer> held = new ArrayList<>();
            for (long n = all & suit; n != 0; n &= n - 1) {
                held.add(Long.numberOfTrailingZeros(n));
            }
            drawn.sort(Comparator.comparingInt(d -> Long.bitCount(beaters[d])));
            held.sort(Comparator.comparingInt(d -> Long.bitCount(beaters[d])));
            for (int i = 0; i < held.size(); i++) {
                for (int seat = 0; seat < 3; seat++) {
                    if ((p.hands()[seat] & 1L << held.get(i)) != 0) {
                        hands[seat] |= 1L << drawn.get(i);
                    }
                }
            }
        }
        return new Position(p.rules(), p.goal(), p.declarer(), hands, new int[0], p.leader(), 0, 0);
    }
}
