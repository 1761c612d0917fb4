package org.tarock.engine.env;

import java.nio.FloatBuffer;
import java.util.Arrays;
import org.tarock.engine.Action;
import org.tarock.engine.Phase;
import org.tarock.engine.State;

/**
 * A discard taken one card at a time (the factored discard, {@link ActionSpace#of(org.tarock.engine.Game,
 * boolean)}): the cards chosen so far at one discard position, and which cards may follow. A card may follow
 * when it and the cards chosen so far are part of a legal discard of the position; the discard is complete,
 * and the engine's action due, when the chosen cards are one (every discard of a position has the same number
 * of cards). The engine's state is not touched until then, so the record keeps one {@code discard} action.
 * Not thread-safe.
 */
final class DiscardPicks {
    private final ActionSpace space;
    /** The index of the one-card discard of card 0: the first of the block of chosen cards. */
    private final int offset;
    private final int[] codes;
    /** The legal discards of the position as card masks (cards 0-63, 64-127), loaded when first asked. */
    private final long[] lo;
    private final long[] hi;
    private int discards = -1;
    private int size;
    /** The cards chosen so far, in the order chosen. */
    private final int[] order = new int[3];
    private int chosen;
    private long chosenLo;
    private long chosenHi;
    /** The cards that may follow, as of the last {@link #load} or choice. */
    private long nextLo;
    private long nextHi;

    DiscardPicks(ActionSpace space, int maxActions) {
        this.space = space;
        this.offset = space.index(Action.discard(0));
        this.codes = new int[maxActions];
        this.lo = new long[maxActions];
        this.hi = new long[maxActions];
    }

    /** Whether {@code state} is at a discard that these picks take card by card. */
    static boolean at(State state) {
        return state.phase() == Phase.DISCARD;
    }

    /** Forgets the position: the next discard position starts with no card chosen. */
    void clear() {
        discards = -1;
        chosen = 0;
        chosenLo = 0;
        chosenHi = 0;
    }

    /** The same position and choices as {@code from} (whose state this one's equals). */
    void copyFrom(DiscardPicks from) {
        clear();
        for (int i = 0; i < from.chosen; i++) {
            order[i] = from.order[i];
        }
        chosen = from.chosen;
        chosenLo = from.chosenLo;
        chosenHi = from.chosenHi;
    }

    int chosen() {
        return chosen;
    }

    /** The cards chosen so far, in the order chosen. */
    int[] order() {
        return Arrays.copyOf(order, chosen);
    }

    /**
     * Writes the indices of the cards that may follow into {@code out} from {@code from}, in card order;
     * returns their number.
     */
    int legalIndices(State state, int[] out, int from) {
        load(state);
        int n = from;
        for (long m = nextLo; m != 0; m &= m - 1) {
            out[n++] = offset + Long.numberOfTrailingZeros(m);
        }
        for (long m = nextHi; m != 0; m &= m - 1) {
            out[n++] = offset + 64 + Long.numberOfTrailingZeros(m);
        }
        return n - from;
    }

    /**
     * Chooses a card (the action of a one-card {@code discard} index).
     *
     * @return the engine's discard action once the chosen cards are a legal discard (the caller applies it and
     *         clears these picks), else -1
     * @throws IllegalArgumentException when the card cannot complete a legal discard with those chosen
     */
    int choose(State state, int action) {
        load(state);
        int card = Action.cardAt(action, 0);
        boolean may = Action.kind(action) == Action.DISCARD && Action.cardCount(action) == 1
                && (card < 64 ? (nextLo >>> card & 1) != 0 : (nextHi >>> (card - 64) & 1) != 0);
        if (!may) {
            throw new IllegalArgumentException(space.game().vocabulary().format(action) + " cannot complete a legal "
                    + "discard" + (chosen == 0 ? "" : " with " + chosenText()) + " (the discard is taken one "
                    + "card at a time)");
        }
        order[chosen++] = card;
        if (card < 64) {
            chosenLo |= 1L << card;
        } else {
            chosenHi |= 1L << (card - 64);
        }
        if (chosen < size) {
            follow();
            return -1;
        }
        for (int i = 0; i < discards; i++) {
            if (lo[i] == chosenLo && hi[i] == chosenHi) {
                return codes[i];
            }
        }
        throw new IllegalStateException("the chosen cards " + chosenText() + " are no legal discard");
    }

    /** Takes back the last card chosen; false when none is. */
    boolean takeBack() {
        if (chosen == 0) {
            return false;
        }
        int card = order[--chosen];
        if (card < 64) {
            chosenLo &= ~(1L << card);
        } else {
            chosenHi &= ~(1L << (card - 64));
        }
        if (discards >= 0) {
            follow();
        }
        return true;
    }

    /** Writes the cards chosen so far as 1s into a tensor's field of the pack's size from {@code at}. */
    void write(float[] out, int at) {
        for (int i = 0; i < chosen; i++) {
            out[at + order[i]] = 1;
        }
    }

    void write(FloatBuffer out, int at) {
        for (int i = 0; i < chosen; i++) {
            out.put(at + order[i], 1f);
        }
    }

    private void load(State state) {
        if (discards >= 0) {
            return;
        }
        int n = state.legalActions(codes);
        size = n == 0 ? 0 : Action.cardCount(codes[0]);
        for (int i = 0; i < n; i++) {
            int a = codes[i];
            if (Action.kind(a) != Action.DISCARD || Action.cardCount(a) != size) {
                throw new IllegalStateException("a discard position whose legal actions are not all discards of "
                        + size + " cards: " + space.game().vocabulary().format(a));
            }
            long l = 0;
            long h = 0;
            for (int j = 0; j < size; j++) {
                int c = Action.cardAt(a, j);
                if (c < 64) {
                    l |= 1L << c;
                } else {
                    h |= 1L << (c - 64);
                }
            }
            lo[i] = l;
            hi[i] = h;
        }
        discards = n;
        follow();
    }

    /** The cards that may follow those chosen: the rest of every legal discard that holds them. */
    private void follow() {
        long l = 0;
        long h = 0;
        long cl = chosenLo;
        long ch = chosenHi;
        for (int i = 0; i < discards; i++) {
            if ((lo[i] & cl) == cl && (hi[i] & ch) == ch) {
                l |= lo[i];
                h |= hi[i];
            }
        }
        nextLo = l & ~cl;
        nextHi = h & ~ch;
    }

    private String chosenText() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < chosen; i++) {
            b.append(i == 0 ? "" : " ").append(space.game().pack().card(order[i]).code());
        }
        return b.toString();
    }
}
