package org.tarock.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.tarock.engine.Action;
import org.tarock.engine.DealRandom;
import org.tarock.engine.HandResult;
import org.tarock.engine.Move;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.leipzig.LeipzigTaroc;

/**
 * {@link Analysis} of Leipzig Taroc, where each player plays for himself: values are a seat's own final card
 * points from the {@link LeipzigSearch} (paranoid, exact in the last 4 tricks, else 2 tricks deep with an
 * evaluation), not an exact solve. Not thread-safe.
 */
final class LeipzigAnalysis implements HandAnalysis {
    private final LeipzigTaroc game;
    private final LeipzigSearch search;

    LeipzigAnalysis(LeipzigTaroc game) {
        this.game = game;
        this.search = new LeipzigSearch(game);
    }

    /** See {@link Analysis#analyse}: one decision per card, and per seat its search value against its points. */
    @Override
    public Analysis.Report analyse(State finished, int samples, long seed) {
        State s = game.newHand(finished.deal(), finished.dealer(), finished.carryBefore());
        DealRandom random = new DealRandom(seed);
        List<Analysis.Decision> decisions = new ArrayList<>();
        int[] firstValue = {-1, -1, -1};
        int[] lost = new int[3];
        List<Move> moves = finished.moves();
        for (int i = 0; i < moves.size(); i++) {
            Move m = moves.get(i);
            if (s.phase() == Phase.PLAY) {
                Analysis.Decision d = decision(s, i, m, samples, random);
                decisions.add(d);
                if (firstValue[d.seat()] < 0) {
                    firstValue[d.seat()] = d.bestValue();
                }
                lost[d.seat()] += d.pointsLost();
            }
            s.apply(m.seat(), m.action());
        }
        if (decisions.isEmpty()) {
            return new Analysis.Report(Analysis.Method.PARANOID_SEARCH, -1, "none", -1, false, List.of(), List.of(),
                    List.of());
        }
        HandResult result = finished.result();
        List<Analysis.SeatValue> seats = new ArrayList<>();
        for (int seat = 0; seat < 3; seat++) {
            seats.add(new Analysis.SeatValue(seat, firstValue[seat], (int) result.cardPoints(seat),
                    LeipzigTaroc.TARGET, lost[seat]));
        }
        return new Analysis.Report(Analysis.Method.PARANOID_SEARCH, -1, "none", -1, false, List.copyOf(decisions),
                List.of(), List.copyOf(seats));
    }

    private Analysis.Decision decision(State s, int index, Move m, int samples, DealRandom random) {
        int seat = m.seat();
        int[] values = search.cardValues(s);
        double[] expected = samples > 0 ? expectedValues(s.view(seat), samples, random) : null;
        List<Analysis.CardValue> cards = new ArrayList<>();
        int best = -1;
        for (int c = 0; c < values.length; c++) {
            if (values[c] == Integer.MIN_VALUE) {
                continue;
            }
            cards.add(new Analysis.CardValue(game.pack().card(c), values[c], expected == null ? Double.NaN : expected[c]));
            if (best < 0 || values[c] > values[best]) {
                best = c;
            }
        }
        int played = Action.arg(m.action());
        return new Analysis.Decision(index, seat, s.view(seat).completedTricks() + 1, game.pack().card(played),
                game.pack().card(best), values[best], values[played], List.copyOf(cards));
    }

    /**
     * The mean search value of each legal card of the view's seat over {@code samples} deals of the cards it
     * cannot see (indexed by card, NaN for cards that are not legal): each sampled deal is replayed through
     * the view's history and searched as if its cards were known.
     */
    @Override
    public double[] expectedValues(SeatView view, int samples, DealRandom random) {
        Sampler sampler = Sampler.of(game, view);
        double[] sum = new double[game.pack().size()];
        Arrays.fill(sum, Double.NaN);
        for (int a : view.legal()) {
            sum[Action.arg(a)] = 0;
        }
        for (int i = 0; i < samples; i++) {
            Layout layout = sampler.sample(random);
            State s = game.newHand(sampler.deal(layout), view.dealer(), game.initialCarry());
            for (Move m : sampler.moves(layout)) {
                s.apply(m.seat(), m.action());
            }
            int[] values = search.cardValues(s);
            for (int a : view.legal()) {
                sum[Action.arg(a)] += values[Action.arg(a)];
            }
        }
        for (int a : view.legal()) {
            sum[Action.arg(a)] /= samples;
        }
        return sum;
    }
}
