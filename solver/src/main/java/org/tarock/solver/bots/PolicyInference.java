package org.tarock.solver.bots;

import java.util.Arrays;
import java.util.List;
import org.tarock.bots.policy.Evaluator;
import org.tarock.bots.policy.NetworkPolicy;
import org.tarock.engine.Action;
import org.tarock.engine.Game;
import org.tarock.engine.Move;
import org.tarock.engine.Phase;
import org.tarock.engine.State;
import org.tarock.engine.env.ActionSpace;
import org.tarock.engine.env.Encoder;
import org.tarock.engine.env.HandTensors;

/**
 * Policy-based inference: the weight of a sampled deal is the probability, under a learned model of how the seats
 * choose (a {@link NetworkPolicy} with {@code output=logits}, trained on the bots' own self-play), of every public
 * choice the other seats made, had they held the sampled cards. For each such decision the model gets the deciding
 * seat's observation in the sampled deal and gives each of its legal actions a probability, the softmax of their
 * outputs; the deal's weight is the product of the probabilities of the actions taken, raised to {@link #exponent}
 * (below 1 it tempers a sharp model, so that a few deals do not take all the weight). Public choices are the other
 * seats' decisions with more than one legal action that the observing seat saw (not a discard, not a hidden move):
 * bids, holds and passes, trump, announcements, declarations, takes, cards. The seat's own decisions say nothing
 * about the hidden cards.
 *
 * <p>The decisions of one sampled deal are evaluated as one batch; the observations are kept move by move
 * ({@link HandTensors}). Plain float arithmetic in the network ({@link Evaluator}) and {@link StrictMath} for the
 * softmax, so that a weight is the same on every machine. Not thread-safe: one per bot.
 */
final class PolicyInference {
    private final Evaluator evaluator;
    private final ActionSpace space;
    private final HandTensors tensors;
    private final double exponent;
    private final int inputs;
    private final int outputs;
    private int[] buffer = new int[0];
    private float[] rows = new float[0];
    private float[] scores = new float[0];
    /** Per batch row: where its legal outputs start in {@link #legal}, and the row's chosen output. */
    private int[] starts = new int[1];
    private int[] legal = new int[0];
    private int[] chosen = new int[0];

    PolicyInference(Game game, NetworkPolicy policy, double exponent) {
        this.evaluator = policy.evaluator();
        this.space = ActionSpace.of(game, true);
        this.tensors = new HandTensors(new Encoder(game, true), false);
        this.exponent = exponent;
        this.inputs = policy.inputs();
        this.outputs = policy.actions();
    }

    /**
     * Replays the sampled history {@code moves} on {@code state} (the sampled deal at its start) and returns the
     * deal's weight; 0 if the engine refuses a move (the deal does not fit the view).
     *
     * @param seen the history as the observing seat saw it (hidden moves hidden), as long as {@code moves}
     * @param seat the observing seat
     */
    double replay(State state, List<Move> moves, List<Move> seen, int seat) {
        tensors.reset(state);
        if (buffer.length < state.maxActions()) {
            buffer = new int[state.maxActions()];
        }
        int count = 0;
        for (int i = 0; i < moves.size(); i++) {
            Move m = moves.get(i);
            if (state.check(m.seat(), m.action()) != null) {
                return 0;
            }
            if (m.seat() != seat && seen.get(i).action() != Action.HIDDEN && state.phase() != Phase.DISCARD) {
                int n = state.legalActions(buffer);
                if (n > 1) {
                    grow(count + 1, starts[count] + n);
                    tensors.observation(m.seat(), rows, count * inputs);
                    for (int k = 0; k < n; k++) {
                        legal[starts[count] + k] = space.index(buffer[k]);
                    }
                    chosen[count] = space.index(m.action());
                    starts[count + 1] = starts[count] + n;
                    count++;
                }
            }
            tensors.applyTrusted(m.action());
        }
        if (count == 0) {
            return 1;
        }
        evaluator.scores(rows, count, scores);
        double logWeight = 0;
        for (int r = 0; r < count; r++) {
            logWeight += logProbability(r);
        }
        return StrictMath.exp(exponent * logWeight);
    }

    /** The log of the softmax probability of row {@code r}'s chosen output among its legal outputs. */
    private double logProbability(int r) {
        int base = r * outputs;
        double top = Double.NEGATIVE_INFINITY;
        for (int k = starts[r]; k < starts[r + 1]; k++) {
            top = Math.max(top, scores[base + legal[k]]);
        }
        double sum = 0;
        for (int k = starts[r]; k < starts[r + 1]; k++) {
            sum += StrictMath.exp(scores[base + legal[k]] - top);
        }
        return scores[base + chosen[r]] - top - StrictMath.log(sum);
    }

    private void grow(int count, int legalCount) {
        if (rows.length < count * inputs) {
            int capacity = Math.max(count, 2 * rows.length / inputs);
            rows = Arrays.copyOf(rows, capacity * inputs);
            scores = Arrays.copyOf(scores, capacity * outputs);
            chosen = Arrays.copyOf(chosen, capacity);
            starts = Arrays.copyOf(starts, capacity + 1);
        }
        if (legal.length < legalCount) {
            legal = Arrays.copyOf(legal, Math.max(legalCount, 2 * legal.length));
        }
    }
}
