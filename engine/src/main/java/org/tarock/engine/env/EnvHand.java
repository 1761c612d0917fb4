package org.tarock.engine.env;

import java.util.List;
import org.tarock.engine.Amount;
import org.tarock.engine.Game;
import org.tarock.engine.IllegalActionException;
import org.tarock.engine.Move;
import org.tarock.engine.State;

/**
 * One hand as an environment steps it by action index: the face a binding in another language drives (the
 * Python {@code tarock_env}), with every tensor written into the caller's arrays, so that each step crosses
 * the language boundary a few times and allocates nothing there. Not thread-safe.
 */
public final class EnvHand {
    private final Game game;
    private final ActionSpace space;
    private final Encoder encoder;
    private final int[] buffer;
    private final int[] indices;
    private final HandTensors tensors;
    private State state;

    public EnvHand(Game game) {
        this.game = game;
        this.space = ActionSpace.of(game);
        this.encoder = new Encoder(game);
        State probe = game.newHand(game.deal(0, dealerOf(0)), dealerOf(0), game.initialCarry());
        this.buffer = new int[probe.maxActions()];
        this.indices = new int[probe.maxActions()];
        this.state = probe;
        this.tensors = new HandTensors(encoder, true);
        tensors.reset(probe);
    }

    /** An independent copy of {@code from}'s hand, sharing its immutable action space and encoder. */
    private EnvHand(EnvHand from) {
        this.game = from.game;
        this.space = from.space;
        this.encoder = from.encoder;
        this.buffer = new int[from.buffer.length];
        this.indices = new int[from.indices.length];
        this.state = from.state.copy();
        this.tensors = new HandTensors(encoder, true);
        tensors.reset(state);
    }

    /** An independent copy: stepping either leaves the other as it was. */
    public EnvHand copy() {
        return new EnvHand(this);
    }

    public ActionSpace actionSpace() {
        return space;
    }

    public Encoder encoder() {
        return encoder;
    }

    public State state() {
        return state;
    }

    /** The dealer of the {@code n}-th hand: moving on by one each hand, always seat 2 with four at the table. */
    public int dealerOf(long n) {
        return game.tableSize() == 4 ? 2 : (int) Math.floorMod(n, 3L);
    }

    /** Deals the hand of a 64-bit seed (as {@link Game#deal(long, int)}) and starts it. */
    public void reset(long seed, int dealer) {
        state = game.newHand(game.deal(seed, dealer), dealer, game.initialCarry());
        tensors.reset(state);
    }

    /**
     * Follows {@code position} from now on (a hand of this game at any point, such as a replayed record or a
     * determinization); the position is this hand's own from then on, not a copy.
     *
     * @throws IllegalArgumentException when the position is of another game or rule set
     */
    public void start(State position) {
        if (!position.game().rules().equals(game.rules())) {
            throw new IllegalArgumentException("the position is of " + position.game().id().id() + " with rules "
                    + position.game().rules().values() + ", not of this environment's " + game.id().id()
                    + " with rules " + game.rules().values());
        }
        state = position;
        tensors.reset(state);
    }

    /**
     * Takes back the last action: the hand is dealt again from its deal, dealer and carried state and every
     * action but the last replayed, so that every seat's tensors are exactly those of the position before it.
     *
     * @throws IllegalStateException when no action has been taken in this hand
     */
    public void undo() {
        List<Move> moves = state.moves();
        if (moves.isEmpty()) {
            throw new IllegalStateException("nothing to undo: no action has been taken in this hand");
        }
        State before = game.newHand(state.deal(), state.dealer(), state.carryBefore());
        for (int i = 0; i < moves.size() - 1; i++) {
            before.applyTrusted(moves.get(i).action());
        }
        state = before;
        tensors.reset(state);
    }

    /** The record string of an action index ({@code "play HA"}, {@code "bid solo"}). */
    public String actionString(int index) {
        return game.vocabulary().format(space.action(index));
    }

    /**
     * The index of a record action string.
     *
     * @throws IllegalActionException when the text is not an action of the game's vocabulary
     * @throws IllegalArgumentException when the action is outside the game's action space
     */
    public int actionIndex(String text) {
        return space.index(game.vocabulary().parse(text));
    }

    public int currentSeat() {
        return state.currentSeat();
    }

    public boolean isOver() {
        return state.isOver();
    }

    /**
     * Applies the action of an index for the seat to act.
     *
     * @throws IllegalActionException with the engine's reason when the action is not legal now
     * @throws IllegalArgumentException when the index is outside the action space
     */
    public void step(int index) {
        tensors.apply(state.currentSeat(), space.action(index));
    }

    /** Writes the legal action indices of the seat to act into {@code out}; returns their number. */
    public int legal(int[] out) {
        return space.legalIndices(state, buffer, out, 0);
    }

    /** Writes the legal-action mask of {@code seat} (all 0 when it is not to act) into {@code out}. */
    public void mask(int seat, byte[] out) {
        java.util.Arrays.fill(out, (byte) 0);
        if (seat == state.currentSeat()) {
            for (int i = 0, n = legal(indices); i < n; i++) {
                out[indices[i]] = 1;
            }
        }
    }

    public void observation(int seat, float[] out) {
        tensors.observation(seat, out, 0);
    }

    public void informationState(int seat, float[] out) {
        tensors.informationState(seat, out, 0);
    }

    /** Writes each seat's settlement (in units; halves as .5) into {@code out}, or zeros before the end. */
    public void rewards(float[] out) {
        if (!state.isOver()) {
            java.util.Arrays.fill(out, 0f);
            return;
        }
        List<Amount> settlement = state.result().settlement();
        for (int k = 0; k < 3; k++) {
            out[k] = settlement.get(k).halves() / 2f;
        }
    }
}
