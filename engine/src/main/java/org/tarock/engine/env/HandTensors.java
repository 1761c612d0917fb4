package org.tarock.engine.env;

import java.nio.FloatBuffer;
import java.util.Arrays;
import org.tarock.engine.Action;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.Trick;

/**
 * One hand's observation (and, if asked, information-state) tensors for every seat, kept up to date move by
 * move, so that a step need not build a {@link SeatView} and encode it afresh. A card play is public, and
 * the engine says who won a trick ({@link State#trickWinner}), so each seat's tensors take it in place when
 * the seat is next asked for them: the card leaves the player's hand and joins the trick, a completed trick
 * goes to its winner, and a lead handed to another seat than the winner sets the game's hand-over fact.
 * Every other move (bids, exchanges, declarations, any of which may be hidden from some seats) and the end
 * of the hand mark the tensors stale, and a stale seat's tensors are encoded again from its view by
 * {@link Encoder} (all three as card play begins). So the tensors always equal the {@code Encoder}'s of the
 * seat's view ({@code HandTensorsTest} checks it after every step of random hands of every variant), and
 * card play allocates nothing ({@code BatchStepperTest}). Not thread-safe.
 */
public final class HandTensors {
    private final Encoder encoder;
    private final boolean informationStates;
    private final int size;
    private final float[][] tensors = new float[3][];
    private final boolean[] stale = new boolean[3];
    private int staleSeats;
    /** Cards held per seat and cards played in the hand, as of the last encoding and the card plays since. */
    private final int[] held = new int[3];
    private int played;
    /** The cards played (seat << 8 | card), each trick's winner and whether the lead was then handed over. */
    private final int[] plays;
    private final int[] winners;
    private final boolean[] handedOver;
    /** Per seat, how many of the cards played its tensors hold. */
    private final int[] absorbed = new int[3];
    private State state;

    /** @param informationStates whether to keep information states too (observations are their prefix) */
    public HandTensors(Encoder encoder, boolean informationStates) {
        this.encoder = encoder;
        this.informationStates = informationStates;
        this.size = informationStates ? encoder.informationStateSize() : encoder.observationSize();
        for (int s = 0; s < 3; s++) {
            tensors[s] = new float[size];
        }
        this.plays = new int[3 * encoder.tricks()];
        this.winners = new int[encoder.tricks()];
        this.handedOver = new boolean[encoder.tricks()];
    }

    public Encoder encoder() {
        return encoder;
    }

    /** The hand followed. */
    public State state() {
        return state;
    }

    /** Follows {@code hand} from now on (any position of it). */
    public void reset(State hand) {
        state = hand;
        markStale();
    }

    /** Applies an action known to be legal for the seat to act to the hand, and follows it. */
    public void applyTrusted(int action) {
        int seat = state.currentSeat();
        state.applyTrusted(action);
        follow(seat, action);
    }

    /**
     * Applies an action of {@code seat} to the hand after the engine's check, and follows it.
     *
     * @throws org.tarock.engine.IllegalActionException with the engine's reason when it is refused
     */
    public void apply(int seat, int action) {
        state.apply(seat, action);
        follow(seat, action);
    }

    /** Writes {@code seat}'s observation into {@code out} from {@code offset}. */
    public void observation(int seat, float[] out, int offset) {
        System.arraycopy(tensors(seat), 0, out, offset, encoder.observationSize());
    }

    /**
     * Writes {@code seat}'s information state into {@code out} from {@code offset}.
     *
     * @throws IllegalStateException when these tensors keep observations only
     */
    public void informationState(int seat, float[] out, int offset) {
        if (!informationStates) {
            throw new IllegalStateException("these tensors keep observations only");
        }
        System.arraycopy(tensors(seat), 0, out, offset, size);
    }

    /** Writes the first {@code length} floats of {@code seat}'s tensors into {@code out} from {@code offset}. */
    void write(int seat, FloatBuffer out, int offset, int length) {
        out.put(offset, tensors(seat), 0, length);
    }

    private float[] tensors(int seat) {
        if (stale[seat]) {
            encode(seat);
        } else if (absorbed[seat] < played) {
            catchUp(seat);
        }
        return tensors[seat];
    }

    private void markStale() {
        Arrays.fill(stale, true);
        staleSeats = 3;
    }

    /** Encodes a seat's tensors from its view, and takes the hand sizes and the cards played from it too. */
    private void encode(int seat) {
        SeatView view = state.viewWithoutLegal(seat);
        if (informationStates) {
            encoder.informationState(view, tensors[seat], 0);
        } else {
            encoder.observation(view, tensors[seat], 0);
        }
        stale[seat] = false;
        staleSeats--;
        for (int s = 0; s < 3; s++) {
            held[s] = view.handSizes().get(s);
        }
        played = 0;
        for (Trick t : view.tricks()) {
            for (int i = 0; i < t.cards().size(); i++) {
                plays[played++] = t.seatOf(i) << 8 | t.cards().get(i).index();
            }
        }
        absorbed[seat] = played;
    }

    /**
     * Logs a card play for the seats' tensors to take when asked; any other move makes them stale, and the
     * one that leads into card play encodes all three at once, so that no card play needs a view.
     */
    private void follow(int seat, int action) {
        if (Action.kind(action) != Action.PLAY || state.isOver()) {
            markStale();
            if (state.phase() == Phase.PLAY) {
                for (int s = 0; s < 3; s++) {
                    encode(s);
                }
            }
            return;
        }
        if (staleSeats == 3) {
            return;
        }
        int k = played++;
        plays[k] = seat << 8 | Action.arg(action);
        held[seat]--;
        if (k % 3 == 2) {
            int t = k / 3;
            winners[t] = state.trickWinner(t);
            handedOver[t] = state.currentSeat() != winners[t];
            if (handedOver[t] && encoder.handoverAt < 0) {
                markStale();
            }
        }
    }

    /** Writes the cards played since {@code me}'s tensors were last brought up to date into them. */
    private void catchUp(int me) {
        float[] out = tensors[me];
        Encoder e = encoder;
        for (int k = absorbed[me]; k < played; k++) {
            play(out, me, k);
        }
        absorbed[me] = played;
        for (int s = 0; s < 3; s++) {
            out[e.handSizesAt + Encoder.rel(s, me)] = e.handShare(held[s]);
        }
        out[e.toActAt] = 0;
        out[e.toActAt + 1] = 0;
        out[e.toActAt + 2] = 0;
        out[e.toActAt + Encoder.rel(state.currentSeat(), me)] = 1;
    }

    /** Writes the {@code k}-th card played into {@code me}'s tensors (all but the hand sizes and seat to act). */
    private void play(float[] out, int me, int k) {
        Encoder e = encoder;
        int packSize = e.packSize();
        int seat = plays[k] >>> 8;
        int card = plays[k] & 0xff;
        int t = k / 3;
        int i = k % 3;
        int r = Encoder.rel(seat, me);
        if (me == seat) {
            out[e.handAt + card] = 0;
        }
        out[e.playedAt + r * packSize + card] = 1;
        if (i < 2) {
            out[e.currentTrickAt + i * packSize + card] = 1;
            if (i == 0) {
                out[e.trickLeaderAt + r] = 1;
            }
        } else {
            int first = plays[k - 2] & 0xff;
            int second = plays[k - 1] & 0xff;
            out[e.currentTrickAt + first] = 0;
            out[e.currentTrickAt + packSize + second] = 0;
            out[e.trickLeaderAt] = 0;
            out[e.trickLeaderAt + 1] = 0;
            out[e.trickLeaderAt + 2] = 0;
            int w = Encoder.rel(winners[t], me);
            out[e.tricksTakenAt + w] += 1f / e.tricks();
            out[e.valueTakenAt + w] += e.valueShare(first);
            out[e.valueTakenAt + w] += e.valueShare(second);
            out[e.valueTakenAt + w] += e.valueShare(card);
            if (handedOver[t]) {
                out[e.handoverAt] = 1;
            }
        }
        if (informationStates) {
            int base = e.tricksAt + t * e.trickSize;
            if (i == 0) {
                out[base + r] = 1;
            }
            out[base + 3 + i * packSize + card] = 1;
        }
    }
}
