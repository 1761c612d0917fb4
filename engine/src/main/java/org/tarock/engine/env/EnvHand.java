package org.tarock.engine.env;

import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tarock.engine.Action;
import org.tarock.engine.Amount;
import org.tarock.engine.Game;
import org.tarock.engine.IllegalActionException;
import org.tarock.engine.Move;
import org.tarock.engine.State;

/**
 * One hand as an environment steps it by action index: the face a binding in another language drives (the
 * Python {@code tarock_env}), with every tensor written into the caller's arrays, so that each step crosses
 * the language boundary a few times and allocates nothing there. The legal action indices of the position are
 * listed once per position (in index order) and kept; a binding that {@link #bind}s buffers has them and the
 * mask written there after every change, the mask by clearing the last position's indices and setting the new
 * ones. With the factored discard ({@link DiscardPicks}) a discard is stepped one card at a time, the cards chosen
 * so far in the chooser's tensors; the hand's record gets the one discard action. Not thread-safe.
 */
public final class EnvHand {
    private final Game game;
    private final ActionSpace space;
    private final Encoder encoder;
    private final int[] buffer;
    private final int[] indices;
    private int legalCount = -1;
    private final HandTensors tensors;
    private final float[] scratch;
    /** With the factored discard: the cards chosen so far, and per discard move of the hand the order chosen. */
    private final DiscardPicks picks;
    private final Map<Integer, int[]> pickOrders = new HashMap<>();
    private ByteBuffer boundMask;
    private IntBuffer boundLegal;
    private FloatBuffer[] boundObservations;
    private final int[] masked;
    private int maskedCount;
    private State state;

    public EnvHand(Game game) {
        this(game, false);
    }

    /** @param factoredDiscard whether a discard is taken one card at a time (docs/env.md) */
    public EnvHand(Game game, boolean factoredDiscard) {
        this.game = game;
        this.space = ActionSpace.of(game, factoredDiscard);
        this.encoder = new Encoder(game, factoredDiscard);
        State probe = game.newHand(game.deal(0, dealerOf(0)), dealerOf(0), game.initialCarry());
        int most = Math.max(probe.maxActions(), game.pack().size());
        this.buffer = new int[most];
        this.indices = new int[most];
        this.masked = new int[most];
        this.scratch = new float[encoder.informationStateSize()];
        this.picks = factoredDiscard ? new DiscardPicks(space, most) : null;
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
        this.masked = new int[from.masked.length];
        this.scratch = new float[from.scratch.length];
        this.picks = from.picks == null ? null : new DiscardPicks(space, from.buffer.length);
        if (picks != null) {
            picks.copyFrom(from.picks);
        }
        pickOrders.putAll(from.pickOrders);
        this.state = from.state.copy();
        this.tensors = new HandTensors(encoder, true);
        tensors.reset(state);
    }

    /**
     * Has the legal action indices ({@code legal}: their number, then the indices in index order), the legal
     * action mask of the seat to act ({@code mask}, the action space's size, 1 at each legal index) and the
     * observation of the seat to act (into {@code observation0..2} by seat) written into these buffers now and
     * after every change of the position, until bound again. The caller clears the mask before binding it.
     */
    public void bind(ByteBuffer mask, IntBuffer legal, FloatBuffer observation0, FloatBuffer observation1,
                     FloatBuffer observation2) {
        this.boundMask = mask;
        this.boundLegal = legal;
        this.boundObservations = new FloatBuffer[] {observation0, observation1, observation2};
        this.maskedCount = 0;
        changed();
    }

    /** An independent copy: stepping either leaves the other as it was. */
    public EnvHand copy() {
        return new EnvHand(this);
    }

    public ActionSpace actionSpace() {
        return space;
    }

    /** The most legal action indices a position can have (the length {@link #legal} needs). */
    public int maxLegal() {
        return indices.length;
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
        startOver();
    }

    /** A new position with no card of a discard chosen. */
    private void startOver() {
        if (picks != null) {
            picks.clear();
        }
        pickOrders.clear();
        changed();
    }

    /** After every change of the position: the legal indices listed again (at once when bound). */
    private void changed() {
        legalCount = -1;
        if (boundMask == null) {
            return;
        }
        int n = listLegal();
        for (int i = 0; i < maskedCount; i++) {
            boundMask.put(masked[i], (byte) 0);
        }
        for (int i = 0; i < n; i++) {
            boundMask.put(indices[i], (byte) 1);
        }
        System.arraycopy(indices, 0, masked, 0, n);
        maskedCount = n;
        boundLegal.put(0, n);
        boundLegal.put(1, indices, 0, n);
        if (!state.isOver()) {
            int seat = state.currentSeat();
            observation(seat, boundObservations[seat]);
        }
    }

    private int listLegal() {
        if (legalCount < 0) {
            if (state.isOver()) {
                legalCount = 0;
            } else if (picks != null && DiscardPicks.at(state)) {
                legalCount = picks.legalIndices(state, indices, 0);
            } else {
                legalCount = space.legalIndices(state, buffer, indices, 0);
                Arrays.sort(indices, 0, legalCount);
            }
        }
        return legalCount;
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
        startOver();
    }

    /**
     * Takes back the last action: the hand is dealt again from its deal, dealer and carried state and every
     * action but the last replayed, so that every seat's tensors are exactly those of the position before it.
     * With the factored discard the last action may be a card chosen for a discard: taking back a complete
     * discard leaves its other cards chosen (those of a discard this hand did not choose, such as a record's,
     * as if chosen in card order).
     *
     * @throws IllegalStateException when no action has been taken in this hand
     */
    public void undo() {
        if (picks != null && picks.takeBack()) {
            changed();
            return;
        }
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
        if (picks != null) {
            picks.clear();
        }
        int last = moves.get(moves.size() - 1).action();
        if (picks != null && Action.kind(last) == Action.DISCARD) {
            int[] order = pickOrders.remove(moves.size() - 1);
            int k = Action.cardCount(last);
            for (int i = 0; i < k - 1; i++) {
                picks.choose(state, Action.discard(order != null ? order[i] : Action.cardAt(last, i)));
            }
        }
        changed();
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
        int action = space.action(index);
        if (picks != null && DiscardPicks.at(state)) {
            int complete = picks.choose(state, action);
            if (complete < 0) {
                changed();
                return;
            }
            pickOrders.put(state.moves().size(), picks.order());
            picks.clear();
            action = complete;
        }
        tensors.apply(state.currentSeat(), action);
        changed();
    }

    /** Writes the legal action indices of the seat to act (in index order) into {@code out}; returns their number. */
    public int legal(int[] out) {
        int n = listLegal();
        System.arraycopy(indices, 0, out, 0, n);
        return n;
    }

    /** Writes the legal-action mask of {@code seat} (all 0 when it is not to act) into {@code out}. */
    public void mask(int seat, byte[] out) {
        Arrays.fill(out, (byte) 0);
        if (seat == state.currentSeat()) {
            for (int i = 0, n = listLegal(); i < n; i++) {
                out[indices[i]] = 1;
            }
        }
    }

    /** With the factored discard: the cards of a discard chosen so far, in the order chosen (else none). */
    public int[] discardChosen() {
        return picks == null ? new int[0] : picks.order();
    }

    public void observation(int seat, float[] out) {
        tensors.observation(seat, out, 0);
        writeChosen(seat, out);
    }

    public void informationState(int seat, float[] out) {
        tensors.informationState(seat, out, 0);
        writeChosen(seat, out);
    }

    /** Writes {@code seat}'s observation into {@code out} (absolute puts: its position is unchanged). */
    public void observation(int seat, FloatBuffer out) {
        observation(seat, scratch);
        out.put(0, scratch, 0, encoder.observationSize());
    }

    /** Writes {@code seat}'s information state into {@code out} (absolute puts). */
    public void informationState(int seat, FloatBuffer out) {
        informationState(seat, scratch);
        out.put(0, scratch, 0, encoder.informationStateSize());
    }

    /** The cards chosen so far are the chooser's alone: the seat to act at the discard. */
    private void writeChosen(int seat, float[] out) {
        if (picks != null && picks.chosen() > 0 && seat == state.currentSeat()) {
            picks.write(out, encoder.chosenAt);
        }
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
