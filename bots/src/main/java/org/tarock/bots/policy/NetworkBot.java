package org.tarock.bots.policy;

import java.util.List;
import org.tarock.bots.Bot;
import org.tarock.engine.Action;
import org.tarock.engine.Game;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.env.ActionSpace;
import org.tarock.engine.env.Encoder;

/**
 * Plays an exported {@link NetworkPolicy} greedily, as Deep Monte-Carlo evaluates its estimates: the legal
 * action of the highest score (the first in index order among equals). A discard is taken one card at a time
 * as the network learned it: each card the best of those that, with the cards chosen so far, are part of a
 * legal discard, the chosen cards marked in the observation's last field.
 */
public final class NetworkBot implements Bot {
    private final NetworkPolicy policy;
    private final Evaluator evaluator;
    private final float[] scores;
    private Encoder encoder;
    private ActionSpace space;

    public NetworkBot(NetworkPolicy policy) {
        this.policy = policy;
        this.evaluator = policy.evaluator();
        this.scores = new float[policy.actions()];
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
            encoder = new Encoder(game, true);
            space = ActionSpace.of(game, true);
            if (space.size() != policy.actions() || encoder.observationSize() != policy.inputs()) {
                throw new IllegalArgumentException("the policy's shape (" + policy.actions() + " actions, "
                        + policy.inputs() + " observations) is not this rule set's with the factored discard ("
                        + space.size() + ", " + encoder.observationSize() + ")");
            }
        }
        float[] obs = encoder.observation(view);
        List<Integer> legal = view.legal();
        if (view.phase() == Phase.DISCARD) {
            return discard(game, obs, legal);
        }
        evaluator.scores(obs, 1, scores);
        int best = legal.getFirst();
        for (int a : legal) {
            if (scores[space.index(a)] > scores[space.index(best)]) {
                best = a;
            }
        }
        return best;
    }

    private int discard(Game game, float[] obs, List<Integer> legal) {
        int pack = game.pack().size();
        int chosenAt = obs.length - pack;
        boolean[] chosen = new boolean[pack];
        int count = 0;
        while (true) {
            boolean[] open = new boolean[pack];
            for (int d : legal) {
                int n = Action.cardCount(d);
                int held = 0;
                for (int i = 0; i < n; i++) {
                    held += chosen[Action.cardAt(d, i)] ? 1 : 0;
                }
                if (held == count) {
                    if (n == count) {
                        return d;
                    }
                    for (int i = 0; i < n; i++) {
                        int card = Action.cardAt(d, i);
                        open[card] |= !chosen[card];
                    }
                }
            }
            evaluator.scores(obs, 1, scores);
            int best = -1;
            for (int card = 0; card < pack; card++) {
                if (open[card] && (best < 0 || score(scores, card) > score(scores, best))) {
                    best = card;
                }
            }
            chosen[best] = true;
            count++;
            obs[chosenAt + best] = 1;
        }
    }

    private float score(float[] scores, int card) {
        return scores[space.index(Action.discard(card))];
    }
}
