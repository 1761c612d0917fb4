package org.tarock.bots.selfplay;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.bots.Estimating;
import org.tarock.bots.runs.DealRunner;
import org.tarock.bots.runs.DealTask;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Games;
import org.tarock.engine.HandResult;
import org.tarock.engine.Phase;
import org.tarock.engine.Rules;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.env.ActionSpace;
import org.tarock.engine.env.Encoder;

/**
 * Self-play for the learned models: independent hands (each from the initial carried state, the dealer moving on
 * by one each hand), bots of the given kinds in the seats, and of every decision with a choice what the models
 * learn from ({@link Decision}). Exploration replaces a bot's decision before card play (not a discard) by a
 * uniformly random legal action with a given probability, so that the data also holds the outcomes of choices
 * the bots would not make; with alternatives, every other legal action of such a decision is played on from the
 * same position by fresh bots of the same kinds, so that each choice gets an outcome free of the bias of the
 * bot's own choosing (the action chosen is the one whose estimate came out highest). Hand {@code h} depends
 * only on the seed and {@code h}, so a run gives the same hands and decisions however its hands are spread out
 * (threads, a cluster), and they are handed back in hand order.
 */
public final class SelfPlay {
    private SelfPlay() {
    }

    /**
     * @param game    the game with its rules
     * @param kinds   the bot kind of each seat, in table order
     * @param hands   how many hands
     * @param seed    the seed of the deals, the bots and the exploration
     * @param explore      the probability with which a decision before card play (not a discard) is replaced by a
     *                     random legal action
     * @param alternatives whether every untaken legal action of a decision before card play (not a discard) is
     *                     played on to the hand's end ({@link Decision#outcomes()})
     */
    public record Config(Game game, List<String> kinds, int hands, long seed, double explore, boolean alternatives) {
        public Config {
            kinds = List.copyOf(kinds);
            if (hands < 1) {
                throw new IllegalArgumentException("the hands must be at least 1");
            }
            if (!(explore >= 0 && explore <= 1)) {
                throw new IllegalArgumentException("the exploration is a probability from 0 to 1, not " + explore);
            }
            if (kinds.size() != 3) {
                throw new IllegalArgumentException("self-play needs a bot kind for each of the three seats");
            }
            for (String k : kinds) {
                Bots.create(k, 0);
            }
        }

        /** The distinct kinds in the order of first appearance: the data's list of kinds. */
        public List<String> distinctKinds() {
            return kinds.stream().distinct().toList();
        }
    }

    /** Turns a finished hand into the line written for it (a record); sent along with the hands. */
    @FunctionalInterface
    public interface HandLine extends Serializable {
        String of(State hand, List<String> players);
    }

    /**
     * One played hand.
     *
     * @param hand      its number
     * @param line      its record line
     * @param decisions its decisions' records ({@link DecisionFile#encode}), back to back
     * @param count     how many decisions
     */
    public record PlayedHand(int hand, String line, byte[] decisions, int count) implements Serializable {
    }

    /** Plays the run; {@code inOrder} gets every hand in hand order. */
    public static void run(Config config, DealRunner runner, HandLine lines, Consumer<PlayedHand> inOrder) {
        runner.run(0, config.hands(), new HandPlay(config.game().rules(), config.kinds(), config.seed(),
                config.explore(), config.alternatives(), lines), inOrder);
    }

    /** One hand, played wherever the runner sends it; only its settings travel. */
    private static final class HandPlay implements DealTask<PlayedHand> {
        private static final long serialVersionUID = 1L;
        private final Rules rules;
        private final List<String> kinds;
        private final long seed;
        private final double explore;
        private final boolean alternatives;
        private final HandLine lines;
        private transient Game game;

        HandPlay(Rules rules, List<String> kinds, long seed, double explore, boolean alternatives, HandLine lines) {
            this.rules = rules;
            this.kinds = List.copyOf(kinds);
            this.seed = seed;
            this.explore = explore;
            this.alternatives = alternatives;
            this.lines = lines;
        }

        /** The game, built once where the task runs; the threads of one runner share the task. */
        private synchronized Game game() {
            if (game == null) {
                game = Games.create(rules);
            }
            return game;
        }

        @Override
        public PlayedHand play(int hand) {
            return SelfPlay.play(game(), kinds, seed, explore, alternatives, hand, lines);
        }
    }

    static PlayedHand play(Game game, List<String> kinds, long seed, double explore, boolean alternatives, int hand,
                           HandLine lines) {
        long handSeed = DealRandom.handSeed(seed, hand);
        int dealer = game.tableSize() == 4 ? 2 : hand % 3;
        State state = game.newHand(game.deal(handSeed, dealer), dealer, game.initialCarry());
        List<String> distinct = kinds.stream().distinct().toList();
        Bot[] bots = new Bot[3];
        List<String> players = new ArrayList<>(3);
        for (int seat = 0; seat < 3; seat++) {
            bots[seat] = Bots.create(kinds.get(seat), DealRandom.handSeed(handSeed, seat));
            players.add(kinds.get(seat) + "-" + (seat + 1));
        }
        DealRandom exploration = new DealRandom(DealRandom.handSeed(handSeed, 3));
        long playOutSeed = DealRandom.handSeed(handSeed, 4);
        Encoder encoder = new Encoder(game, true);
        ActionSpace space = ActionSpace.of(game);
        List<Pending> pending = new ArrayList<>();
        while (!state.isOver()) {
            int seat = state.currentSeat();
            SeatView view = state.view(seat);
            int action = bots[seat].choose(game, view);
            List<Integer> legal = view.legal();
            if (legal.size() > 1) {
                boolean explored = false;
                boolean beforePlay = view.phase() != Phase.PLAY && view.phase() != Phase.DISCARD;
                if (explore > 0 && beforePlay
                        && exploration.nextLong() >>> 11 < explore * (1L << 53)) {
                    int random = legal.get(exploration.nextInt(legal.size()));
                    explored = random != action;
                    action = random;
                }
                float[] outcomes = alternatives && beforePlay
                        ? outcomes(game, state, legal, action, kinds, DealRandom.handSeed(playOutSeed, pending.size()))
                        : new float[0];
                pending.add(new Pending(seat, view, distinct.indexOf(kinds.get(seat)), explored, action,
                        estimates(bots[seat], legal), outcomes));
            }
            state.apply(seat, action);
        }
        HandResult result = state.result();
        int[] settlement = new int[3];
        for (int s = 0; s < 3; s++) {
            settlement[s] = Math.toIntExact(result.settlement().get(s).halves());
        }
        int pot = Math.toIntExact(result.pot().halves());
        List<Decision> decisions = new ArrayList<>(pending.size());
        for (Pending p : pending) {
            decisions.add(p.decision(hand, encoder, space, settlement, pot));
        }
        return new PlayedHand(hand, lines == null ? null : lines.of(state, players), DecisionFile.encodeAll(decisions),
                decisions.size());
    }

    /**
     * Per legal action of the seat to move in {@code position}, the worth to that seat (its settlement and a third
     * of the pot, in half units) of the hand played on from the action by fresh bots of the run's kinds, each
     * play-out seeded from {@code seed} and the action's place; NaN for the action taken.
     */
    private static float[] outcomes(Game game, State position, List<Integer> legal, int taken, List<String> kinds,
                                    long seed) {
        int seat = position.currentSeat();
        float[] out = new float[legal.size()];
        for (int k = 0; k < out.length; k++) {
            if (legal.get(k) == taken) {
                out[k] = Float.NaN;
                continue;
            }
            long playOut = DealRandom.handSeed(seed, k);
            Bot[] bots = new Bot[3];
            for (int s = 0; s < 3; s++) {
                bots[s] = Bots.create(kinds.get(s), DealRandom.handSeed(playOut, s));
            }
            State state = position.copy();
            state.apply(seat, legal.get(k));
            while (!state.isOver()) {
                int next = state.currentSeat();
                state.apply(next, bots[next].choose(game, state.view(next)));
            }
            HandResult result = state.result();
            out[k] = (float) Decision.worth(result.settlement().get(seat).halves(), result.pot().halves());
        }
        return out;
    }

    /** Per legal action the bot's estimate of its last decision, NaN where it searched none; empty without one. */
    private static float[] estimates(Bot bot, List<Integer> legal) {
        if (!(bot instanceof Estimating e)) {
            return new float[0];
        }
        return e.lastEstimates().map(est -> {
            float[] out = new float[legal.size()];
            Arrays.fill(out, Float.NaN);
            for (int k = 0; k < est.actions().size(); k++) {
                out[legal.indexOf(est.actions().get(k))] = (float) est.worth()[k];
            }
            return out;
        }).orElse(new float[0]);
    }

    /** A decision whose hand is not over yet. */
    private record Pending(int seat, SeatView view, int kind, boolean explored, int action, float[] estimates,
                           float[] outcomes) {
        Decision decision(int hand, Encoder encoder, ActionSpace space, int[] settlement, int pot) {
            float[] obs = encoder.observation(view);
            int nonZero = 0;
            for (float v : obs) {
                nonZero += v != 0 ? 1 : 0;
            }
            int[] index = new int[nonZero];
            float[] value = new float[nonZero];
            for (int i = 0, k = 0; i < obs.length; i++) {
                if (obs[i] != 0) {
                    index[k] = i;
                    value[k++] = obs[i];
                }
            }
            List<Integer> legal = view.legal();
            int[] legalIndices = new int[legal.size()];
            for (int k = 0; k < legalIndices.length; k++) {
                legalIndices[k] = space.index(legal.get(k));
            }
            return new Decision(hand, seat, view.phase(), kind, explored, space.index(action), legalIndices, estimates,
                    outcomes, settlement, pot, index, value);
        }
    }
}
