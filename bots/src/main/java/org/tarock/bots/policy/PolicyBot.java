package org.tarock.bots.policy;

import java.util.List;
import org.tarock.bots.Bot;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.SeatView;
import org.tarock.engine.env.ActionSpace;
import org.tarock.engine.env.Encoder;

/**
 * Plays an exported {@link LinearPolicy}: draws each decision from the softmax of the policy's scores of
 * the legal actions on the seat's observation.
 */
public final class PolicyBot implements Bot {
    private final LinearPolicy policy;
    private final DealRandom random;
    private Encoder encoder;
    private ActionSpace space;

    public PolicyBot(LinearPolicy policy, long seed) {
        this.policy = policy;
        this.random = new DealRandom(seed);
    }

    @Override
    public String kind() {
        return PolicyBots.KIND;
    }

    @Override
    public int choose(Game game, SeatView view) {
        if (!game.id().id().equals(policy.game())) {
            throw new IllegalArgumentException("the policy was trained for " + policy.game() + ", not "
                    + game.id().id());
        }
        if (encoder == null || encoder.game() != game) {
            encoder = new Encoder(game);
            space = ActionSpace.of(game);
            if (space.size() != policy.weights().length
                    || encoder.observationSize() + 1 != policy.weights()[0].length) {
                throw new IllegalArgumentException("the policy's shape (" + policy.weights().length + " actions, "
                        + (policy.weights()[0].length - 1) + " observations) is not this rule set's ("
                        + space.size() + ", " + encoder.observationSize() + ")");
            }
        }
        float[] obs = encoder.observation(view);
        List<Integer> legal = view.legal();
        double[] s = new double[legal.size()];
        double top = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < s.length; k++) {
            s[k] = policy.score(space.index(legal.get(k)), obs);
            top = Math.max(top, s[k]);
        }
        double sum = 0;
        for (int k = 0; k < s.length; k++) {
            s[k] = Math.exp(s[k] - top);
            sum += s[k];
        }
        double u = (random.nextLong() >>> 11) * 0x1.0p-53 * sum;
        for (int k = 0; k < s.length - 1; k++) {
            u -= s[k];
            if (u < 0) {
                return legal.get(k);
            }
        }
        return legal.get(s.length - 1);
    }
}
