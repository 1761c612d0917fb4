package org.tarock.engine;

/**
 * Actions are {@code int}s so that a state can list its legal actions without allocating. The top byte is
 * the kind; the rest is its argument:
 *
 * <ul>
 *   <li>{@code play} — the card's index;</li>
 *   <li>{@code bid} — the contract's position on the game's ladder (0 = lowest);</li>
 *   <li>{@code discard}, {@code take} — up to three card indices of 7 bits each, in canonical order,
 *       and their number in bits 21–22;</li>
 *   <li>{@code trump} — the suit number; {@code announce} — the announcement's number;</li>
 *   <li>{@code declare} — a mask of declaration tokens (bit {@code i} = the game's {@code i}-th token).</li>
 * </ul>
 *
 * An action's string form (record format) is given by the game's {@link Vocabulary}.
 */
public final class Action {
    private Action() {
    }

    public static final int PLAY = 1;
    public static final int PASS = 2;
    public static final int HOLD = 3;
    public static final int BID = 4;
    public static final int DISCARD = 5;
    public static final int TRUMP = 6;
    public static final int ANNOUNCE = 7;
    public static final int DECLARE = 8;
    public static final int TAKE = 9;
    public static final int REJECT = 10;
    public static final int ANNUL = 11;
    public static final int KEEP = 12;

    /** A decision another seat may not see (a discard's cards), as it appears in a seat's view. */
    public static final int HIDDEN = -1;

    public static final int PASS_ACTION = PASS << 24;
    public static final int HOLD_ACTION = HOLD << 24;
    public static final int REJECT_ACTION = REJECT << 24;
    public static final int ANNUL_ACTION = ANNUL << 24;
    public static final int KEEP_ACTION = KEEP << 24;

    public static int kind(int action) {
        return action >>> 24;
    }

    public static int arg(int action) {
        return action & 0xFFFFFF;
    }

    public static int play(int card) {
        return PLAY << 24 | card;
    }

    public static int bid(int contract) {
        return BID << 24 | contract;
    }

    public static int trump(int suit) {
        return TRUMP << 24 | suit;
    }

    public static int announce(int announcement) {
        return ANNOUNCE << 24 | announcement;
    }

    public static int declare(int tokenMask) {
        return DECLARE << 24 | tokenMask;
    }

    /** A discard or take of 1–3 cards given by index; the cards are put in canonical order. */
    public static int cards(int kind, int... cardIndices) {
        int[] c = cardIndices.clone();
        java.util.Arrays.sort(c);
        int a = kind << 24 | c.length << 21;
        for (int i = 0; i < c.length; i++) {
            a |= c[i] << (7 * i);
        }
        return a;
    }

    /** A discard or take of the cards of a one-long mask (at most three). */
    public static int cardsOfMask(int kind, long mask) {
        int a = kind << 24 | Long.bitCount(mask) << 21;
        int i = 0;
        for (long m = mask; m != 0; m &= m - 1) {
            a |= Long.numberOfTrailingZeros(m) << (7 * i++);
        }
        return a;
    }

    public static int discard(int... cardIndices) {
        return cards(DISCARD, cardIndices);
    }

    public static int cardCount(int action) {
        return (action >>> 21) & 3;
    }

    public static int cardAt(int action, int i) {
        return (action >>> (7 * i)) & 0x7F;
    }

    /** The cards of a discard or take as a one-long mask (packs of at most 64 cards). */
    public static long cardMask(int action) {
        long m = 0;
        for (int i = 0, n = cardCount(action); i < n; i++) {
            m |= 1L << cardAt(action, i);
        }
        return m;
    }
}
