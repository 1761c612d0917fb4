package org.tarock.solver.bots;

import java.util.List;
import org.tarock.bots.BasicBot;
import org.tarock.engine.Game;
import org.tarock.engine.Move;
import org.tarock.engine.Phase;
import org.tarock.engine.State;

/**
 * How likely a sampled deal makes the other seats' public choices: the weight of a sample in the expert's
 * search. The sampler deals uniformly among the deals the rules allow; this weighs each by a model of how
 * the other seats chose, so that a deal in which their bids and cards look natural counts more than one in
 * which they would have been odd.
 *
 * <p><b>The model</b> is {@code basic}'s play: at each of another seat's decisions, a {@code basic} bot
 * holding that seat's sampled cards is asked what it would have done.
 * The {@code basic} bot's tie-breaks are seeded per move from the sample's seed.
 * <ul>
 *   <li>An auction or annulment decision it would not have taken multiplies the weight by
 *       {@value #BID_DISAGREEMENT} (as {@link PimcBot} does).</li>
 *   <li>A card: the model plays {@code basic}'s card with probability proportional to 1 and every other legal
 *       card with probability proportional to {@value #CARD_DISAGREEMENT} (a softmax over two values: {@code
 *       basic}'s card and the rest). The weight is multiplied by the probability of the card actually played,
 *       {@code 1 / (1 + ε(n − 1))} or {@code ε / (1 + ε(n − 1))} with {@code n} legal cards in the sampled
 *       hand. The normalisation matters: a sampled hand that left fewer legal cards makes the card played
 *       likelier, and a deal in which the card was {@code basic}'s obvious choice (the Ace on a trick it
 *       takes, the low card when it cannot take) likelier than one in which it was a throw-away.</li>
 * </ul>
 * Decisions of the seat itself carry no information about the hidden cards and are not weighed; the other
 * phases' choices (the talon, trump, announcements) are left to the rules' constraints.
 */
public final class PlayInference {
    /** Weight factor for each auction decision of another seat that {@code basic} would not have taken. */
    static final double BID_DISAGREEMENT = 0.25;

    /** Relative probability of a legal card other than {@code basic}'s in the model of the others' play. */
    static final double CARD_DISAGREEMENT = 0.4;

    private PlayInference() {
    }

    /**
     * Replays the sampled history {@code moves} on {@code state} (the sampled deal at its start) and returns the
     * sample's weight under the model; 0 if the engine refuses a move (the sample does not fit the view).
     *
     * @param seat the seat whose view was sampled
     * @param seed the model's tie-breaking seed (drawn from the searching bot's random source)
     */
    public static double replay(Game game, State state, List<Move> moves, int seat, long seed) {
        double weight = 1;
        for (int i = 0; i < moves.size(); i++) {
            Move m = moves.get(i);
            if (state.check(m.seat(), m.action()) != null) {
                return 0;
            }
            if (m.seat() != seat) {
                Phase phase = state.phase();
                if (phase == Phase.AUCTION || phase == Phase.ANNULMENT) {
                    if (modelChoice(game, state, m.seat(), seed, i) != m.action()) {
                        weight *= BID_DISAGREEMENT;
                    }
                } else if (phase == Phase.PLAY) {
                    weight *= cardLikelihood(modelChoice(game, state, m.seat(), seed, i) == m.action(),
                            state.legalActionCount());
                }
            }
            state.applyTrusted(m.action());
        }
        return weight;
    }

    /**
     * What the model ({@code basic}) would do as {@code seat} in {@code state} at the {@code index}-th move: a
     * {@code basic} bot of its own seed per move, so that each choice depends on that move's view alone.
     */
    static int modelChoice(Game game, State state, int seat, long seed, int index) {
        return new BasicBot(seed + index).choose(game, state.view(seat));
    }

    /** The model's probability of the card played among {@code legal} cards, as the class comment gives it. */
    static double cardLikelihood(boolean modelsChoice, int legal) {
        double norm = 1 + CARD_DISAGREEMENT * (legal - 1);
        return (modelsChoice ? 1 : CARD_DISAGREEMENT) / norm;
    }
}
