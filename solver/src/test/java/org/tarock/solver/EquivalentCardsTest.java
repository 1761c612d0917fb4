package org.tarock.solver;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.Action;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.State;

/**
 * The rule behind the solver's merging of cards of different points: two cards of one hand equal in power
 * (same suit, no card of another hand or on the table ranked between them) differ only by where their points
 * fall, so when every way of finishing the trick gives it to the same side, the card with more points is at
 * least as good for the player if his side takes the trick, and the one with fewer if not. Checked against
 * plain minimax over the engine's states.
 */
class EquivalentCardsTest {
    private static final int OURS = 1;
    private static final int THEIRS = 2;

    /** The sides ({@link #OURS}, {@link #THEIRS}, seen from {@code side}) that can take the trick once {@code card} is played. */
    private static int takers(Position p, int card, boolean declarerSide) {
        Position q = p.after(card);
        if (q.trick().length == 0) {
            return (q.leader() == q.declarer()) == declarerSide ? OURS : THEIRS;
        }
        int out = 0;
        for (long m = q.legalCards(); m != 0; m &= m - 1) {
            out |= takers(q, Long.numberOfTrailingZeros(m), declarerSide);
        }
        return out;
    }

    private static int value(State s, int card, int declarer) {
        State t = s.copy();
        t.applyTrusted(Action.play(card));
        return RandomPositions.minimax(t, declarer);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.tarock.solver.RandomPositions#games")
    void theCardWithMorePointsIsAtLeastAsGoodIntoATrickTheSideTakesAndFewerIntoOneItLoses(String name, Game game) {
        DealRandom random = new DealRandom(61);
        Solver solver = new Solver(16);
        int[] settled = new int[3];
        for (int tries = 0; tries < 4000 && (settled[OURS] < 15 || settled[THEIRS] < 15); tries++) {
            State s = RandomPositions.withCardsLeft(game, random, 7 + random.nextInt(9));
            if (s == null) {
                continue;
            }
            Position p = Positions.of(s);
            if (p.goal() != Goal.CARD_POINTS) {
                continue;
            }
            int seat = p.toPlay();
            boolean declarerSide = seat == p.declarer();
            long[] beaters = p.rules().beaters();
            int[] points = p.rules().points();
            long others = p.hands()[(seat + 1) % 3] | p.hands()[(seat + 2) % 3];
            for (int c : p.trick()) {
                others |= 1L << c;
            }
            long legal = p.legalCards();
            for (long m = legal; m != 0; m &= m - 1) {
                int c = Long.numberOfTrailingZeros(m);
                for (long h = legal & beaters[c]; h != 0; h &= h - 1) {
                    int d = Long.numberOfTrailingZeros(h);
                    boolean equivalent = (beaters[c] & ~beaters[d] & ~(1L << d) & others) == 0;
                    int side = takers(p, c, declarerSide);
                    if (!equivalent || points[c] == points[d] || (side != OURS && side != THEIRS)) {
                        continue;
                    }
                    assertThat(takers(p, d, declarerSide)).as("equal power, same taker").isEqualTo(side);
                    int more = points[c] > points[d] ? c : d;
                    int fewer = more == c ? d : c;
                    int better = side == OURS ? more : fewer;
                    int worse = better == more ? fewer : more;
                    int vBetter = value(s, better, p.declarer());
                    int vWorse = value(s, worse, p.declarer());
                    assertThat(declarerSide ? vBetter >= vWorse : vBetter <= vWorse)
                            .as("%s: %d (%d) against %d (%d) in %s", side == OURS ? "ours" : "theirs", better, vBetter,
                                    worse, vWorse, s)
                            .isTrue();
                    assertThat(solver.value(p.after(better))).isEqualTo(vBetter);
                    settled[side]++;
                }
            }
        }
        assertThat(settled[OURS]).as("settled tricks the player's side takes").isGreaterThanOrEqualTo(15);
        assertThat(settled[THEIRS]).as("settled tricks the other side takes").isGreaterThanOrEqualTo(15);
    }
}
