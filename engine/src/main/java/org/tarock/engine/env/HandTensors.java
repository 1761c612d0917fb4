package org.tarock.engine.env;

import java.util.Arrays;
import java.util.List;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.Trick;

/**
 * One hand's observation (and, if asked, information-state) tensors for every seat, kept up to date move by
 * move, so that a step need not build a {@link SeatView} and encode it afresh. A card play is public, and
 * the engine says who won a trick ({@link State#trickWinner}), so each seat's tensors take it in place: the
 * card leaves the player's hand and joins the trick, a completed trick goes to its winner. Every other move
 * (bids, exchanges, declarations, all of which may be hidden from some seats), the end of the hand, and a
 * trick after which the seat to lead is not its winner mark the tensors stale, and a stale seat's tensors
 * are encoded again from its {@code SeatView} by {@link Encoder} when next asked for. So the tensors always
 * equal the {@code Encoder}'s of the seat's view ({@code HandTensorsTest} checks it after every step of
 * random hands of every variant), and card play allocates nothing. Not thread-safe.
 */
public final class HandTensors {
    private final Encoder encoder;
    private final boolean informationStates;
    private final int size;
    private final float[][] tensors = new float[3][];
    private final boolean[] stale = new boolean[3];
    private int staleSeats;
    /** Cards held per seat, cards played in the hand, and the open trick's cards: as of the last encoding. */
    private final int[] held = new int[3];
    private final int[] trick = new int[3];
    private int played;
    private State state;

    /** @param informationStates whether to keep information states too (observations are their prefix) */
    public HandTensors(Encoder encoder, boolean informationStates) {
        this.encoder = encoder;
        this.informationStates = informationStates;
        this.size = informationStates ? encoder.informationStateSize() : encoder.observationSize();
        for (int s = 0; s < 3; s++) {
            tensors[s] = new float[size];
        }
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

    private float[] tensors(int seat) {
        if (stale[seat]) {
            encode(seat);
        }
        return tensors[seat];
    }

    private void markStale() {
        Arrays.fill(stale, true);
        staleSeats = 3;
    }

    /** Encodes a seat's tensors from its view, and takes the counts the card plays update from it too. */
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
            List<Card> cards = t.cards();
            for (int i = 0; i < cards.size(); i++) {
                trick[i] = cards.get(i).index();
            }
            played += cards.size();
        }
    }

    private void follow(int seat, int action) {
        if (Action.kind(action) != Action.PLAY || state.isOver()) {
            markStale();
            return;
        }
        if (staleSeats == 3) {
            return;
        }
        int card = Action.arg(action);
        int t = played / 3;
        int i = played % 3;
        played++;
        held[seat]--;
        trick[i] = card;
        int winner = -1;
        boolean handedOver = false;
        if (i == 2) {
            winner = state.trickWinner(t);
            handedOver = state.currentSeat() != winner;
            if (handedOver && encoder.handoverAt < 0) {
                markStale();
                return;
            }
        }
        for (int me = 0; me < 3; me++) {
            if (!stale[me]) {
                play(tensors[me], me, seat, card, t, i, winner, handedOver);
            }
        }
    }

    /** Writes the card {@code card} of {@code seat}, the {@code i}-th of trick {@code t}, into {@code me}'s tensors. */
    private void play(float[] out, int me, int seat, int card, int t, int i, int winner, boolean handedOver) {
        Encoder e = encoder;
        int packSize = e.packSize();
        int r = Encoder.rel(seat, me);
        if (me == seat) {
            out[e.handAt + card] = 0;
        }
        out[e.handSizesAt + r] = e.handShare(held[seat]);
        out[e.playedAt + r * packSize + card] = 1;
        if (i < 2) {
            out[e.currentTrickAt + i * packSize + card] = 1;
            if (i == 0) {
                out[e.trickLeaderAt + r] = 1;
            }
        } else {
            out[e.currentTrickAt + trick[0]] = 0;
            out[e.currentTrickAt + packSize + trick[1]] = 0;
            out[e.trickLeaderAt] = 0;
            out[e.trickLeaderAt + 1] = 0;
            out[e.trickLeaderAt + 2] = 0;
            int w = Encoder.rel(winner, me);
            out[e.tricksTakenAt + w] += 1f / e.tricks();
            for (int k = 0; k < 3; k++) {
                out[e.valueTakenAt + w] += e.valueShare(trick[k]);
            }
            if (handedOver) {
                out[e.handoverAt] = 1;
            }
        }
        out[e.toActAt] = 0;
        out[e.toActAt + 1] = 0;
        out[e.toActAt + 2] = 0;
        out[e.toActAt + Encoder.rel(state.currentSeat(), me)] = 1;
        if (informationStates) {
            int base = e.tricksAt + t * e.trickSize;
            if (i == 0) {
                out[base + r] = 1;
            }
            out[base + 3 + i * packSize + card] = 1;
        }
    }
}
