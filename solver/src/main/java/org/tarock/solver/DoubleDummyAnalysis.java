package org.tarock.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Move;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;

/**
 * {@link Analysis} of a game the double-dummy {@link Solver} covers: each card decision valued with every card
 * known, the contract's value at the first lead, and the soloist's {@link ContractTable}. Not thread-safe.
 */
final class DoubleDummyAnalysis implements HandAnalysis {
    private final Game game;
    private final Solver solver;
    private final DoubleDummy dd;

    DoubleDummyAnalysis(Game game, Solver solver, DoubleDummy dd) {
        this.game = game;
        this.solver = solver;
        this.dd = dd;
    }

    @Override
    public Analysis.Report analyse(State finished, int samples, long seed) {
        State s = game.newHand(finished.deal(), finished.dealer(), finished.carryBefore());
        List<Move> moves = finished.moves();
        DealRandom random = new DealRandom(seed);
        List<Analysis.Decision> decisions = new ArrayList<>();
        Position first = null;
        int firstLead = -1;
        String contract = "none";
        // The value of the position reached, known from the decision before: the guess for the next one's search.
        int reached = Integer.MIN_VALUE;
        for (int i = 0; i < moves.size(); i++) {
            Move m = moves.get(i);
            if (s.phase() == Phase.PLAY) {
                if (first == null) {
                    first = dd.position(s);
                    firstLead = solver.value(first);
                    contract = dd.contract(s.view(m.seat()));
                    reached = firstLead;
                }
                int[] values = solver.cardValues(dd.position(s), reached);
                decisions.add(decision(s, i, m, values, samples, random));
                reached = values[Action.arg(m.action())];
            }
            s.apply(m.seat(), m.action());
        }
        if (first == null) {
            return new Analysis.Report(Analysis.Method.DOUBLE_DUMMY, -1, "none", -1, false, List.of(), List.of(),
                    List.of());
        }
        return new Analysis.Report(Analysis.Method.DOUBLE_DUMMY, first.declarer(), contract, firstLead,
                dd.made(first, firstLead), List.copyOf(decisions),
                dd.contractTable(game, solver).rows(finished, first.declarer()), List.of());
    }

    /** The decision of move {@code m} in {@code s}, whose cards' values are {@code values} ({@link Solver#cardValues}). */
    private Analysis.Decision decision(State s, int index, Move m, int[] values, int samples, DealRandom random) {
        Position p = dd.position(s);
        int seat = m.seat();
        double[] expected = samples > 0 ? expectedValues(s.view(seat), samples, random) : null;
        List<Analysis.CardValue> cards = new ArrayList<>();
        Card best = null;
        int bestValue = Integer.MIN_VALUE;
        for (long legal = p.legalCards(); legal != 0; legal &= legal - 1) {
            int c = Long.numberOfTrailingZeros(legal);
            int v = dd.forSide(p, seat, values[c]);
            cards.add(new Analysis.CardValue(game.pack().card(c), v, expected == null ? Double.NaN : expected[c]));
            if (v > bestValue) {
                bestValue = v;
                best = game.pack().card(c);
            }
        }
        int played = Action.arg(m.action());
        int trick = s.view(seat).completedTricks() + 1;
        return new Analysis.Decision(index, seat, trick, game.pack().card(played), best, bestValue,
                dd.forSide(p, seat, values[played]), List.copyOf(cards));
    }

    @Override
    public double[] expectedValues(SeatView view, int samples, DealRandom random) {
        Sampler sampler = Sampler.of(game, view);
        double[] sum = new double[64];
        Arrays.fill(sum, Double.NaN);
        long legal = 0;
        for (int a : view.legal()) {
            legal |= 1L << Action.arg(a);
        }
        for (long m = legal; m != 0; m &= m - 1) {
            sum[Long.numberOfTrailingZeros(m)] = 0;
        }
        // Each card's search starts from its value in the previous deal, or from the card before's.
        int[] guess = new int[64];
        Arrays.fill(guess, Integer.MIN_VALUE);
        for (int i = 0; i < samples; i++) {
            Position p = sampler.position(sampler.sample(random));
            int before = Integer.MIN_VALUE;
            for (long m = legal; m != 0; m &= m - 1) {
                int c = Long.numberOfTrailingZeros(m);
                int v = solver.value(p.after(c), guess[c] != Integer.MIN_VALUE ? guess[c] : before);
                guess[c] = v;
                before = v;
                sum[c] += dd.forSide(p, view.seat(), v);
            }
        }
        for (long m = legal; m != 0; m &= m - 1) {
            sum[Long.numberOfTrailingZeros(m)] /= samples;
        }
        return sum;
    }
}
