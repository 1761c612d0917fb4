package org.tarock.solver.bots;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tarock.bots.BasicBot;
import org.tarock.engine.Carry;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.solver.DoubleDummy;
import org.tarock.solver.Goal;
import org.tarock.solver.Layout;
import org.tarock.solver.PlayKernel;
import org.tarock.solver.Position;
import org.tarock.solver.Sampler;
import org.tarock.solver.Solver;

/**
 * The expert's decisions before card play (bids, the talon, trump, announcements, declarations) in the games the
 * double-dummy {@link Solver} covers: each action is valued in each sampled deal by the settlement of the hand it
 * leads to with exact card play. The sampled deal is the {@link Sampler}'s, weighed by the other seats' bids as
 * {@code pimc} weighs it ({@link PlayInference}); after the action, {@code basic} bots in every seat take the
 * decisions left before card play (one seed for every action of a deal), and the solver values the position at
 * the first lead. The action is worth what the engine's settlement of that value pays the seat
 * ({@link ExpertBot#score}); a hand thrown in before play is worth its result. The action with the best weighted
 * mean is taken; where several score alike, {@code basic}'s.
 *
 * <p>A decision samples deals until it has {@link ExpertBot.Exact#samples} of them or, after the first, until its
 * solves have visited {@link ExpertBot.Exact#nodes} positions: counts, so the decision is the same on any machine.
 */
final class BeforePlaySearch {
    private final ExpertBot.Exact budget;
    private final DealRandom random;
    private final BasicBot fallback;

    BeforePlaySearch(ExpertBot.Exact budget, DealRandom random, BasicBot fallback) {
        this.budget = budget;
        this.random = random;
        this.fallback = fallback;
    }

    /** A first lead under the public facts it is settled by: positions equal in all that the solve reads. */
    private record Start(PlayKernel rules, Goal goal, int declarer, long hand0, long hand1, long hand2, int leader,
                         int declarerPoints, SeatView.Detail detail) {
        Start(Position p, SeatView.Detail detail) {
            this(p.rules(), p.goal(), p.declarer(), p.hands()[0], p.hands()[1], p.hands()[2], p.leader(),
                    p.declarerPoints(), detail);
        }
    }

    /**
     * What the settlement of one contract (its public facts) pays the seat for each final value of the declarer
     * side, and the values where that payment changes. Where it changes at a few values only (Bavarian Tarock:
     * the schneider limits and 61; Bettel), the solve asks the few questions "at least this value?" that tell the
     * payment instead of the exact value; where it changes with every point (German Tarok, Husarln), the exact
     * value.
     */
    private static final class Payments {
        /** With at most this many steps a payment is found by null-window questions rather than the exact value. */
        private static final int FEW_STEPS = 6;
        private final double[] worth;
        private final int[] steps;

        Payments(DoubleDummy dd, Game game, SeatView view, Position p, int seat) {
            int top = p.goal() == Goal.NO_TRICK ? 1 : dd.cardPoints();
            worth = new double[top + 1];
            int n = 0;
            int[] at = new int[top + 1];
            for (int v = 0; v <= top; v++) {
                worth[v] = PimcBot.worth(dd.settlement(game, view, p.goal(), v), seat);
                if (v > 0 && worth[v] != worth[v - 1]) {
                    at[n++] = v;
                }
            }
            steps = Arrays.copyOf(at, n);
        }

        /**
         * The declarer side's value of {@code p} as precisely as the payment needs it: the exact value, or where
         * the payment has few steps the lowest value of the step it reaches (from the step of {@code guess}).
         */
        int value(Solver solver, Position p, int guess) {
            if (steps.length > FEW_STEPS) {
                return solver.value(p, guess);
            }
            // The highest step the value reaches, walking from the guess's step.
            int i = 0;
            while (i < steps.length && guess != Integer.MIN_VALUE && steps[i] <= guess) {
                i++;
            }
            if (guess == Integer.MIN_VALUE) {
                i = steps.length / 2;
            }
            if (i < steps.length && solver.atLeast(p, steps[i])) {
                while (i + 1 < steps.length && solver.atLeast(p, steps[i + 1])) {
                    i++;
                }
                return steps[i];
            }
            while (i > 0 && !solver.atLeast(p, steps[i - 1])) {
                i--;
            }
            return i == 0 ? 0 : steps[i - 1];
        }

        double score(int value) {
            return worth[value];
        }
    }

    /** What the search found: the action chosen and the deals searched and drawn. */
    record Choice(int action, int searched, int drawn, int rejected) {
    }

    /** The action for {@code view} (a decision before card play with more than one legal action). */
    Choice choose(Game game, SeatView view, DoubleDummy dd, Solver solver, long millisCap) {
        Sampler sampler = Sampler.of(game, view);
        List<Integer> actions = PimcBot.candidates(game, view, budget.maxActions(), fallback);
        int seat = view.seat();
        Carry carry = sampler.carry();
        double[] sum = new double[actions.size()];
        // Each action's solve starts from its value in the previous deal: the same contract comes out of most.
        int[] guess = new int[actions.size()];
        Arrays.fill(guess, Integer.MIN_VALUE);
        long start = solver.nodes();
        long deadline = System.nanoTime() + millisCap * 1_000_000;
        int searched = 0;
        int drawn = 0;
        Map<SeatView.Detail, Payments> payments = new HashMap<>();
        int rejected = 0;
        for (int i = 0; i < budget.samples(); i++) {
            if (i > 0 && (solver.nodes() - start >= budget.nodes() || millisCap > 0 && System.nanoTime() > deadline)) {
                break;
            }
            Layout layout = sampler.sample(random);
            long seed = random.nextLong();
            drawn++;
            State state = game.newHand(sampler.deal(layout), view.dealer(), carry);
            double weight = PlayInference.replay(game, state, sampler.moves(layout), seat, seed);
            if (weight == 0 || !state.view(seat).equals(view)) {
                // A sampler's deal that does not replay to this view is its bug; such a deal would mislead.
                rejected++;
                continue;
            }
            searched++;
            // Actions that lead to the same first lead under the same contract (a bid the others outbid anyway)
            // share its solve.
            Map<Start, Double> solved = new HashMap<>();
            for (int k = 0; k < actions.size(); k++) {
                State s = state.copy();
                s.applyTrusted(actions.get(k));
                BasicBot others = new BasicBot(seed);
                while (!s.isOver() && s.phase() != Phase.PLAY) {
                    s.applyTrusted(others.choose(game, s.view(s.currentSeat())));
                }
                if (s.isOver()) {
                    sum[k] += weight * PimcBot.worth(s.result(), seat);
                    continue;
                }
                Position p = dd.position(s);
                SeatView at = s.view(seat);
                int action = k;
                double score = solved.computeIfAbsent(new Start(p, at.detail()), key -> {
                    Payments pays = payments.computeIfAbsent(at.detail(), d -> new Payments(dd, game, at, p, seat));
                    guess[action] = pays.value(solver, p, guess[action]);
                    return pays.score(guess[action]);
                });
                sum[k] += weight * score;
            }
        }
        int best = 0;
        for (int k = 1; k < sum.length; k++) {
            if (sum[k] > sum[best]) {
                best = k;
            }
        }
        int model = actions.indexOf(fallback.choose(game, view));
        if (model >= 0 && sum[model] >= sum[best] - ExpertBot.TIE * Math.max(1, Math.abs(sum[best]))) {
            best = model;
        }
        return new Choice(actions.get(best), searched, drawn, rejected);
    }
}
