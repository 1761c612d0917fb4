package org.tarock.solver.bots;

import org.tarock.bots.Estimating;
import org.tarock.bots.policy.Evaluator;
import org.tarock.bots.policy.NetworkPolicy;
import org.tarock.engine.Game;
import org.tarock.engine.SeatView;
import org.tarock.engine.env.ActionSpace;
import org.tarock.engine.env.Encoder;

/**
 * Learned contract values: a decision before card play is valued by the search's estimate of each action (what
 * its sampled deals, played out by {@code basic} bots, settled for the seat) plus what a learned model says the
 * hands that followed such an estimate were worth beyond it, played by the bots' own card play (a {@link
 * NetworkPolicy} with {@code output=value}, fitted in self-play to the outcome minus the estimate of each action:
 * the one taken, and the others as far as the data played them on to the hand's end, so that the model does not
 * learn only the low outcomes of the actions whose estimates came out highest). The play-outs' bias (their
 * declarers and defenders are {@code basic}, not the bots who will play the hand) is what the model learns; the
 * estimate keeps what the sampled deals know of this hand. A model may instead have learned the outcome itself
 * (the attribute {@code value=outcome}; {@code value=correction} is the default), and its attribute {@code
 * weight} (default 1) mixes it: each action's worth is its estimate plus the weight times what the model adds
 * (its correction, or its outcome in the estimate's place). Not thread-safe: one per bot.
 */
final class LearnedValues {
    private final Evaluator evaluator;
    private final ActionSpace space;
    private final Encoder encoder;
    /** Half units of settlement per output. */
    private final double halves;
    /** Whether the outputs are the outcome itself rather than what it is beyond the estimate. */
    private final boolean outcome;
    private final double weight;
    private final float[] observation;
    private final float[] outputs;

    LearnedValues(Game game, NetworkPolicy value) {
        this.evaluator = value.evaluator();
        this.space = ActionSpace.of(game, true);
        this.encoder = new Encoder(game, true);
        this.halves = 2 * value.scale();
        String learned = value.attributes().getOrDefault("value", "correction");
        if (!learned.equals("correction") && !learned.equals("outcome")) {
            throw new IllegalArgumentException(
                    "a value model learns value=correction or value=outcome, not " + learned);
        }
        this.outcome = learned.equals("outcome");
        this.weight = Double.parseDouble(value.attributes().getOrDefault("weight", "1"));
        if (!(weight >= 0 && weight <= 1)) {
            throw new IllegalArgumentException("a value model's weight is from 0 to 1, not " + weight);
        }
        this.observation = new float[value.inputs()];
        this.outputs = new float[value.actions()];
    }

    /** The action of the best estimate with the model's correction (the first among equals). */
    int choose(SeatView view, Estimating.Estimates estimates) {
        double[] worth = corrected(view, estimates);
        int best = 0;
        for (int k = 1; k < worth.length; k++) {
            if (worth[k] > worth[best]) {
                best = k;
            }
        }
        return estimates.actions().get(best);
    }

    /** Each estimated action's worth in half units: the estimate plus the weight times what the model adds. */
    double[] corrected(SeatView view, Estimating.Estimates estimates) {
        encoder.observation(view, observation, 0);
        evaluator.scores(observation, 1, outputs);
        double[] out = new double[estimates.worth().length];
        for (int k = 0; k < out.length; k++) {
            double estimate = estimates.worth()[k];
            double model = halves * outputs[space.index(estimates.actions().get(k))];
            out[k] = estimate + weight * (outcome ? model - estimate : model);
        }
        return out;
    }
}
