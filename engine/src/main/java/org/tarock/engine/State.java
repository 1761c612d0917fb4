package org.tarock.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * One hand in progress, in the spirit of OpenSpiel's State: whose turn it is, the legal actions, applying an
 * action, whether the hand is over, its result, and each seat's view. A state is mutable (apply changes it)
 * and fast: legal actions are written into a caller's buffer, and card play allocates nothing.
 * {@link #copy()} gives an independent copy.
 */
public interface State {

    Game game();

    Deal deal();

    int dealer();

    /** The carried state (pot, Haferl, ...) at the start of the hand. */
    Carry carryBefore();

    Phase phase();

    /** The seat to act, or -1 when the hand is over. */
    int currentSeat();

    default boolean isOver() {
        return phase() == Phase.OVER;
    }

    /** The most legal actions any position of this game can have: the size of a buffer for {@link #legalActions}. */
    int maxActions();

    /** Writes the legal actions of the seat to act into {@code out}, in a fixed order; returns their number. */
    int legalActions(int[] out);

    /** The number of legal actions (may be faster than listing them). */
    default int legalActionCount() {
        return legalActions(new int[maxActions()]);
    }

    /** The {@code k}-th legal action in the order of {@link #legalActions}; for uniform sampling. */
    default int legalAction(int k) {
        int[] buf = new int[maxActions()];
        legalActions(buf);
        return buf[k];
    }

    /** The legal actions as a list (allocates; for tools and tests). */
    default List<Integer> legalActionList() {
        int[] buf = new int[maxActions()];
        int n = legalActions(buf);
        List<Integer> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(buf[i]);
        }
        return out;
    }

    /** Why {@code seat} may not take {@code action} now, or null if it may. */
    Refusal check(int seat, int action);

    /**
     * Applies the action of the seat to act after checking it.
     *
     * @throws IllegalActionException with the reason when it is refused; the state is then unchanged
     */
    default void apply(int action) {
        apply(currentSeat(), action);
    }

    /** Applies an action of {@code seat} after checking it (including that it is {@code seat}'s turn). */
    default void apply(int seat, int action) {
        Refusal r = check(seat, action);
        if (r != null) {
            throw new IllegalActionException(r);
        }
        applyTrusted(action);
    }

    /** Applies an action known to be legal (taken from {@link #legalActions}); unchecked, for speed. */
    void applyTrusted(int action);

    /**
     * Plays the hand to its end with every decision drawn uniformly from the legal actions by
     * {@code random}: {@code applyTrusted(legalAction(random.nextInt(legalActionCount())))} until it is over,
     * as {@link RandomPlayout} plays. A game may override it with this same loop so that the loop has a copy
     * of its own, in which the calls are monomorphic and inlined (in one loop shared by several games they
     * are megamorphic calls, which cost more than a card play itself).
     *
     * <p>These are the deliberate copies between the game packages: each game's final state class repeats
     * this loop with the hot paths it calls ({@code legalActionCount}, {@code legalAction}, the opening of
     * {@code applyTrusted}, German-suited trick play and the fields they read), so that a scan for repeated
     * code finds one pair of state files for each two games, six pairs, and nothing else repeated between
     * the game packages.
     */
    default void playOutRandomly(DealRandom random) {
        while (!isOver()) {
            applyTrusted(legalAction(random.nextInt(legalActionCount())));
        }
    }

    /** Parses and applies an action string of {@code seat}. */
    default void apply(int seat, String action) {
        apply(seat, game().vocabulary().parse(action));
    }

    /**
     * The seat that won the {@code t}-th trick (from 0), for a caller that follows the moves itself (the
     * research environment's tensors) instead of asking for a whole {@link #view}.
     *
     * @throws IndexOutOfBoundsException unless the trick is completed
     */
    int trickWinner(int t);

    /** Every decision taken so far, in order. */
    List<Move> moves();

    /** The result; only when the hand is over. */
    HandResult result();

    /** What {@code seat} may see now. */
    SeatView view(int seat);

    /**
     * What {@code seat} may see now, with an empty legal list: for an encoder, which reads none (in an
     * exchange, listing them is most of the view's cost).
     */
    default SeatView viewWithoutLegal(int seat) {
        SeatView v = view(seat);
        return new SeatView(v.game(), v.seat(), v.dealer(), v.phase(), v.currentSeat(), v.hand(), v.talon(),
                v.handSizes(), v.history(), v.tricks(), List.of(), v.detail());
    }

    /** An independent copy. */
    State copy();
}
