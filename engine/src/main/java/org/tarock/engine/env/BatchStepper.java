package org.tarock.engine.env;

import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.List;
import org.tarock.engine.Amount;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.State;

/**
 * Plays many hands at once from arrays, so that a caller in another language crosses the language boundary
 * once per batch rather than once per action. Each of the {@code batch} places holds one hand; {@link #step}
 * applies one action index per place and writes, for every place, the observation of the seat to act, its
 * legal action indices, the seat to act, and at the end of a hand the settlement as rewards. A finished
 * hand is replaced by a new deal in the same step ({@link #done} says so for that step). The arrays are
 * allocated once and overwritten by every step; read them between steps. With the factored discard a place's
 * discard is stepped one card at a time ({@link DiscardPicks}). Not thread-safe.
 */
public final class BatchStepper {
    private final Game game;
    private final ActionSpace space;
    private final Encoder encoder;
    private final int batch;
    private final DealRandom random;
    private final State[] states;
    /** Per place, the hand's tensors followed move by move (when observing). */
    private final HandTensors[] tensors;
    /** Per place with the factored discard, the cards of a discard chosen so far; else null. */
    private final DiscardPicks[] picks;
    private final State[] finished;
    private final int[] hands;
    private final int[] buffer;
    private final int maxLegal;
    private final boolean observe;
    private final boolean informationStates;
    private final int tensorSize;
    /** Where the tensors go instead of {@link #observations} once bound, or null. */
    private FloatBuffer bound;

    /**
     * Per place, the tensor of the seat to act ({@link #tensorSize()} floats each): its observation, or its
     * information state (whose first {@link Encoder#observationSize()} floats are the observation).
     */
    public final float[] observations;
    /** Per place, the legal action indices of the seat to act ({@link #maxLegal()} ints each). */
    public final int[] legal;
    /** Per place, the number of legal action indices. */
    public final int[] legalCount;
    /** Per place, the seat to act. */
    public final int[] seat;
    /** Per place and seat (three floats each): the settlement of a hand that ended in the last step, else 0. */
    public final float[] rewards;
    /** Per place: whether its hand ended in the last step (and a new one was dealt). */
    public final boolean[] done;

    /**
     * @param observe whether to write observations (a caller that only needs legal actions and rewards, or
     *                that asks for a seat's tensors itself, saves their cost)
     */
    public BatchStepper(Game game, int batch, long seed, boolean observe) {
        this(game, batch, seed, observe, false);
    }

    /**
     * @param observe           whether to write a tensor of the seat to act
     * @param informationStates with {@code observe}: whether that tensor is the information state rather than
     *                          the observation
     */
    public BatchStepper(Game game, int batch, long seed, boolean observe, boolean informationStates) {
        this(game, batch, seed, observe, informationStates, false);
    }

    /**
     * @param factoredDiscard whether a discard is taken one card at a time (docs/env.md)
     */
    public BatchStepper(Game game, int batch, long seed, boolean observe, boolean informationStates,
                        boolean factoredDiscard) {
        if (batch < 1) {
            throw new IllegalArgumentException("batch must be at least 1, found " + batch);
        }
        this.game = game;
        this.space = ActionSpace.of(game, factoredDiscard);
        this.encoder = new Encoder(game, factoredDiscard);
        this.batch = batch;
        this.random = new DealRandom(seed);
        this.states = new State[batch];
        this.finished = new State[batch];
        this.hands = new int[batch];
        this.observe = observe;
        this.informationStates = observe && informationStates;
        this.tensorSize = this.informationStates ? encoder.informationStateSize() : encoder.observationSize();
        this.tensors = new HandTensors[observe ? batch : 0];
        for (int i = 0; i < tensors.length; i++) {
            tensors[i] = new HandTensors(encoder, this.informationStates);
        }
        State probe = newHand(0);
        this.maxLegal = Math.max(probe.maxActions(), factoredDiscard ? game.pack().size() : 0);
        this.picks = factoredDiscard ? new DiscardPicks[batch] : null;
        for (int i = 0; picks != null && i < batch; i++) {
            picks[i] = new DiscardPicks(space, maxLegal);
        }
        this.buffer = new int[maxLegal];
        this.observations = new float[observe ? batch * tensorSize : 0];
        this.legal = new int[batch * maxLegal];
        this.legalCount = new int[batch];
        this.seat = new int[batch];
        this.rewards = new float[batch * 3];
        this.done = new boolean[batch];
        reset();
    }

    public Game game() {
        return game;
    }

    public ActionSpace actionSpace() {
        return space;
    }

    public Encoder encoder() {
        return encoder;
    }

    public int batch() {
        return batch;
    }

    /** The stride of {@link #observations}: the observation's or the information state's size. */
    public int tensorSize() {
        return tensorSize;
    }

    /** The stride of {@link #legal}: the most legal actions any position of the game can have. */
    public int maxLegal() {
        return maxLegal;
    }

    /**
     * From now on writes each place's tensor straight into {@code out} (place {@code i}'s from
     * {@code i * tensorSize()}, absolute puts) instead of {@link #observations}, which then keeps its last
     * values, and {@link #export} leaves them out: a binding over a caller's memory saves copying every tensor
     * twice. The places' tensors of now are written at once.
     *
     * @throws IllegalArgumentException when the buffer holds fewer than {@code batch * tensorSize()} floats
     */
    public void bindObservations(FloatBuffer out) {
        if (!observe) {
            throw new IllegalStateException("this stepper writes no observations");
        }
        if (out.capacity() < batch * tensorSize) {
            throw new IllegalArgumentException("the buffer holds " + out.capacity() + " floats, fewer than the "
                    + batch * tensorSize + " of " + batch + " places");
        }
        bound = out;
        for (int i = 0; i < batch; i++) {
            publish(i);
        }
    }

    /** The hand in place {@code i} (live: the next step changes it). */
    public State state(int i) {
        return states[i];
    }

    /**
     * With the factored discard, the cards of place {@code i}'s discard chosen so far, in the order chosen
     * (empty before the first, and without the factored discard).
     */
    public int[] discardChosen(int i) {
        return picks == null ? new int[0] : picks[i].order();
    }

    /** The hand that ended in place {@code i} in the last step (for its record), or null if none did. */
    public State finished(int i) {
        return done[i] ? finished[i] : null;
    }

    /** Deals a new hand in every place. */
    public void reset() {
        for (int i = 0; i < batch; i++) {
            deal(i);
            done[i] = false;
            clearRewards(i);
            publish(i);
        }
    }

    /**
     * Applies {@code actions[i]} (an action index) to the hand in place {@code i}, for every place.
     *
     * @throws IllegalArgumentException naming the place when an index is not legal there; the places
     *                                  before it have then been stepped
     */
    public void step(int[] actions) {
        if (actions.length < batch) {
            throw new IllegalArgumentException("step needs " + batch + " actions, found " + actions.length);
        }
        for (int i = 0; i < batch; i++) {
            int index = actions[i];
            int row = i * maxLegal;
            boolean found = false;
            for (int k = 0, n = legalCount[i]; k < n; k++) {
                if (legal[row + k] == index) {
                    found = true;
                    break;
                }
            }
            if (!found) {
                throw new IllegalArgumentException("place " + i + ": action index " + index
                        + " is not legal (seat " + seat[i] + " to act)");
            }
            State s = states[i];
            int action = space.action(index);
            if (picks != null && DiscardPicks.at(s)) {
                action = picks[i].choose(s, action);
                if (action < 0) {
                    clearRewards(i);
                    done[i] = false;
                    publish(i);
                    continue;
                }
                picks[i].clear();
            }
            if (observe) {
                tensors[i].applyTrusted(action);
            } else {
                s.applyTrusted(action);
            }
            clearRewards(i);
            if (s.isOver()) {
                List<Amount> settlement = s.result().settlement();
                for (int k = 0; k < 3; k++) {
                    rewards[i * 3 + k] = settlement.get(k).halves() / 2f;
                }
                done[i] = true;
                finished[i] = s;
                deal(i);
            } else {
                done[i] = false;
            }
            publish(i);
        }
    }

    /**
     * Copies the outputs of the last step into buffers (direct buffers over a caller's memory let a binding
     * read them without a copy of its own): the observations, the legal action indices of all places one
     * after the other with {@code legalStart} ({@code batch + 1} ints: place {@code i}'s indices are
     * {@code legalStart[i]} up to {@code legalStart[i + 1]}), the seats to act, the rewards, and
     * {@code done} as one byte per place (1 or 0). Absolute puts: the buffers' positions are unchanged.
     */
    public void export(FloatBuffer observationsOut, IntBuffer legalFlat, IntBuffer legalStart, IntBuffer seats,
                       FloatBuffer rewardsOut, ByteBuffer doneOut) {
        if (observe && bound == null) {
            observationsOut.put(0, observations);
        }
        int at = 0;
        for (int i = 0; i < batch; i++) {
            legalStart.put(i, at);
            legalFlat.put(at, legal, i * maxLegal, legalCount[i]);
            at += legalCount[i];
            doneOut.put(i, (byte) (done[i] ? 1 : 0));
        }
        legalStart.put(batch, at);
        seats.put(0, seat);
        rewardsOut.put(0, rewards);
    }

    private void clearRewards(int i) {
        rewards[i * 3] = 0;
        rewards[i * 3 + 1] = 0;
        rewards[i * 3 + 2] = 0;
    }

    private void publish(int i) {
        State s = states[i];
        seat[i] = s.currentSeat();
        boolean choosing = picks != null && DiscardPicks.at(s);
        legalCount[i] = choosing ? picks[i].legalIndices(s, legal, i * maxLegal)
                : space.legalIndices(s, buffer, legal, i * maxLegal);
        if (bound != null) {
            tensors[i].write(seat[i], bound, i * tensorSize, tensorSize);
            if (choosing) {
                picks[i].write(bound, i * tensorSize + encoder.chosenAt);
            }
            return;
        }
        if (informationStates) {
            tensors[i].informationState(seat[i], observations, i * tensorSize);
        } else if (observe) {
            tensors[i].observation(seat[i], observations, i * tensorSize);
        }
        if (choosing && observe) {
            picks[i].write(observations, i * tensorSize + encoder.chosenAt);
        }
    }

    private void deal(int i) {
        states[i] = newHand(i);
        if (picks != null) {
            picks[i].clear();
        }
        if (observe) {
            tensors[i].reset(states[i]);
        }
    }

    /** A new hand: the dealer moves on by one each hand (with four at the table it is always seat 2). */
    private State newHand(int i) {
        int dealer = game.tableSize() == 4 ? 2 : hands[i]++ % 3;
        return game.newHand(game.deal(random.nextLong(), dealer), dealer, game.initialCarry());
    }
}
