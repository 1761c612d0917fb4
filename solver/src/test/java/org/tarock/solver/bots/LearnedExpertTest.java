package org.tarock.solver.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.bots.BasicBot;
import org.tarock.bots.Bot;
import org.tarock.bots.Estimating;
import org.tarock.bots.policy.NetworkPolicy;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.HiddenCards;
import org.tarock.engine.Move;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.env.ActionSpace;
import org.tarock.engine.env.Encoder;

/** The learned parts of the expert: policy-based inference and learned contract values. */
class LearnedExpertTest {
    private static final Game GAME = Games.byId("bavarian-tarock");
    private static final Encoder ENCODER = new Encoder(GAME, true);
    private static final ActionSpace SPACE = ActionSpace.of(GAME, true);

    /** A network of the game's shape with one hidden layer of 8 units and weights drawn from {@code seed}. */
    private static NetworkPolicy network(long seed, String output) {
        return network(seed, Map.of(NetworkPolicy.OUTPUT, output, "scale", "5.3"));
    }

    private static NetworkPolicy network(long seed, Map<String, String> attributes) {
        int[] sizes = {ENCODER.observationSize(), 8, SPACE.size()};
        DealRandom random = new DealRandom(seed);
        float[][][] layers = new float[2][][];
        for (int l = 0; l < 2; l++) {
            layers[l] = new float[sizes[l + 1]][sizes[l] + 1];
            for (float[] unit : layers[l]) {
                for (int i = 0; i < unit.length; i++) {
                    unit[i] = (random.nextInt(2001) - 1000) / 1000f;
                }
            }
        }
        return new NetworkPolicy(GAME.id().id(), sizes, layers, attributes);
    }

    /** Plays {@code basic} bots until the first card of a hand with a contract. */
    private static State firstLead(long seed) {
        for (long k = seed; ; k++) {
            State s = GAME.newHand(GAME.deal(k, 0), 0, GAME.initialCarry());
            Bot driver = new BasicBot(k);
            while (!s.isOver() && s.phase() != Phase.PLAY) {
                s.apply(s.currentSeat(), driver.choose(GAME, s.view(s.currentSeat())));
            }
            if (!s.isOver()) {
                return s;
            }
        }
    }

    private static State fresh(State s) {
        return GAME.newHand(s.deal(), s.dealer(), s.carryBefore());
    }

    /** The model's probability of the action taken at a position, computed on its own: the softmax over the legal. */
    private static double probability(NetworkPolicy net, State at, Move move) {
        float[] scores = net.scores(ENCODER.observation(at.view(move.seat())));
        double sum = 0;
        for (int a : at.legalActionList()) {
            sum += Math.exp(scores[SPACE.index(a)]);
        }
        return Math.exp(scores[SPACE.index(move.action())]) / sum;
    }

    /**
     * Over deals of the hidden cards that agree with everything the leader saw, the card the next seat followed with
     * multiplies the deal's weight by exactly the model's probability of that card in that deal, and the weight of
     * the deal before it is the product of the model's probabilities of the other seats' bids.
     */
    @Test
    void aDealsWeightIsTheModelsProbabilityOfEveryChoiceTheOthersMade() {
        NetworkPolicy net = network(1, NetworkPolicy.LOGITS);
        State lead = firstLead(11);
        int leader = lead.currentSeat();
        State s = lead.copy();
        s.apply(leader, new BasicBot(1).choose(GAME, s.view(leader)));
        int follower = s.currentSeat();
        s.apply(follower, new BasicBot(2).choose(GAME, s.view(follower)));
        List<Move> before = s.moves().subList(0, s.moves().size() - 1);
        List<Move> seen = s.view(leader).history();
        PolicyInference inference = new PolicyInference(GAME, net, 1.0);
        int deals = 0;
        for (State other : HiddenCards.redeals(GAME, s, leader, new DealRandom(3), 30)) {
            double w0 = inference.replay(fresh(other), before, seen.subList(0, before.size()), leader);
            double w1 = inference.replay(fresh(other), s.moves(), seen, leader);
            double bids = 1;
            State at = fresh(other);
            for (Move m : before) {
                if (m.seat() != leader && at.phase() != Phase.DISCARD && at.legalActionCount() > 1) {
                    bids *= probability(net, at, m);
                }
                at.apply(m.seat(), m.action());
            }
            assertThat(w0).isCloseTo(bids, within(1e-9 * bids));
            assertThat(w1 / w0).isCloseTo(probability(net, at, s.moves().getLast()), within(1e-9));
            deals++;
        }
        assertThat(deals).isEqualTo(30);
        PolicyInference tempered = new PolicyInference(GAME, net, 0.5);
        State one = fresh(s);
        assertThat(tempered.replay(one, s.moves(), seen, leader))
                .isCloseTo(Math.sqrt(inference.replay(fresh(s), s.moves(), seen, leader)), within(1e-12));
    }

    @Test
    void aLearnedValueAddsTheModelsCorrectionToEachEstimate() {
        NetworkPolicy net = network(2, NetworkPolicy.VALUE);
        State s = GAME.newHand(GAME.deal(5, 2), 2, GAME.initialCarry());
        SeatView view = s.view(s.currentSeat());
        Estimating.Estimates estimates = new Estimating.Estimates(view.legal(), new double[view.legal().size()]);
        LearnedValues values = new LearnedValues(GAME, net);
        double[] corrected = values.corrected(view, estimates);
        float[] out = net.scores(ENCODER.observation(view));
        int best = 0;
        for (int k = 0; k < corrected.length; k++) {
            assertThat(corrected[k]).isEqualTo(2 * 5.3 * out[SPACE.index(view.legal().get(k))]);
            best = corrected[k] > corrected[best] ? k : best;
        }
        assertThat(values.choose(view, estimates)).isEqualTo(view.legal().get(best));
    }

    @Test
    void aValueThatLearnedTheOutcomeTakesTheEstimatesPlaceByItsWeight() {
        NetworkPolicy net = network(2, Map.of(NetworkPolicy.OUTPUT, NetworkPolicy.VALUE, "scale", "5.3",
                "value", "outcome", "weight", "0.25"));
        State s = GAME.newHand(GAME.deal(5, 2), 2, GAME.initialCarry());
        SeatView view = s.view(s.currentSeat());
        double[] worth = new double[view.legal().size()];
        for (int k = 0; k < worth.length; k++) {
            worth[k] = 3 * k - 4;
        }
        double[] mixed = new LearnedValues(GAME, net).corrected(view, new Estimating.Estimates(view.legal(), worth));
        float[] out = net.scores(ENCODER.observation(view));
        for (int k = 0; k < mixed.length; k++) {
            assertThat(mixed[k]).isCloseTo(0.75 * worth[k] + 0.25 * 2 * 5.3 * out[SPACE.index(view.legal().get(k))],
                    within(1e-9));
        }
        assertThatThrownBy(() -> new LearnedValues(GAME, network(2, Map.of(NetworkPolicy.OUTPUT, NetworkPolicy.VALUE,
                "value", "guess")))).hasMessageContaining("value=correction or value=outcome, not guess");
    }

    /** With four at the table (the dealer sits out as seat 2) the hand's own deal replays to a weight of its own. */
    @Test
    void withFourAtTheTableTheOthersBidsWeighTheDeal() {
        Game four = Games.create(Games.ruleBook(GameId.BAVARIAN_TAROCK).resolve(Map.of("table-size", 4), false));
        State s = four.newHand(four.deal(7, 2), 2, four.initialCarry());
        Bot driver = new BasicBot(7);
        while (!s.isOver() && s.phase() != Phase.PLAY) {
            s.apply(s.currentSeat(), driver.choose(four, s.view(s.currentSeat())));
        }
        State start = four.newHand(s.deal(), s.dealer(), s.carryBefore());
        double weight = new PolicyInference(four, network(3, NetworkPolicy.LOGITS), 1.0)
                .replay(start, s.moves(), s.view(0).history(), 0);
        assertThat(weight).isGreaterThan(0).isLessThan(1);
    }
}
