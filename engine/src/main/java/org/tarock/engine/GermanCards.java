package org.tarock.engine;

/**
 * Card masks and orders of the 36-card German-suited pack, shared by German Tarok and Bavarian Tarock.
 * Card index = 9 × suit + rank, suits E G H S, ranks A 10 K O U 9 8 7 6.
 */
public final class GermanCards {
    private GermanCards() {
    }

    public static final int E = 0;
    public static final int G = 1;
    public static final int H = 2;
    public static final int S = 3;

    /** All cards of suit {@code s}. */
    public static final long[] SUIT = new long[4];
    /** The four Aces (Daus, Sow). */
    public static final long ACES = 1L | 1L << 9 | 1L << 18 | 1L << 27;
    /** Card points: A 11, 10 10, K 4, O 3, U 2, 9–6 nothing. */
    public static final int[] POINTS = new int[36];
    /** Same-suit cards that beat card {@code c} in the normal order A 10 K O U 9 8 7 6. */
    public static final long[] BEATERS = new long[36];
    /** Same-suit cards that beat card {@code c} in Bavarian Bettel's order A K O U 10 9 8 7 6. */
    public static final long[] BEATERS_BETTEL = new long[36];
    /** Position in the normal order (0 = Ace, highest). */
    public static final int[] STRENGTH = new int[36];
    /** Position in Bettel order (0 = Ace, highest). */
    public static final int[] STRENGTH_BETTEL = new int[36];

    private static final int[] BETTEL_POS = {0, 4, 1, 2, 3, 5, 6, 7, 8};

    static {
        for (int c = 0; c < 36; c++) {
            int s = c / 9;
            int r = c % 9;
            SUIT[s] |= 1L << c;
            POINTS[c] = Pack.GERMAN_36.card(c).value();
            STRENGTH[c] = r;
            STRENGTH_BETTEL[c] = BETTEL_POS[r];
        }
        for (int c = 0; c < 36; c++) {
            for (int d = 0; d < 36; d++) {
                if (c / 9 == d / 9) {
                    if (STRENGTH[d] < STRENGTH[c]) {
                        BEATERS[c] |= 1L << d;
                    }
                    if (STRENGTH_BETTEL[d] < STRENGTH_BETTEL[c]) {
                        BEATERS_BETTEL[c] |= 1L << d;
                    }
                }
            }
        }
    }

    public static int suit(int card) {
        return card / 9;
    }

    /** Card points of a mask. */
    public static int points(long mask) {
        int p = 0;
        for (long m = mask; m != 0; m &= m - 1) {
            p += POINTS[Long.numberOfTrailingZeros(m)];
        }
        return p;
    }

    /**
     * Whether {@code card} beats {@code best}, the card winning the trick so far, with trump suit
     * {@code trump} (-1 for none) and same-suit order {@code beaters}.
     */
    public static boolean beats(int card, int best, int trump, long[] beaters) {
        int cs = card / 9;
        int bs = best / 9;
        if (cs == bs) {
            return (beaters[best] & (1L << card)) != 0;
        }
        return cs == trump;
    }

    /**
     * Deals a shuffled 36-card pack ({@code packOrder[0]} is the top card) in rounds of packets: a
     * positive entry of {@code packets} gives that many cards to each seat in turn, forehand first; a
     * negative entry puts that many cards into the talon, which keeps the dealt order. Bavarian Tarock
     * deals {@code 4, -3, 3, 4}, German Tarok {@code -3, 4, 3, 4}.
     */
    public static Deal deal(int[] packOrder, int dealer, int... packets) {
        int[][] hands = new int[3][11];
        int[] talon = new int[3];
        int talonSize = 0;
        int filled = 0; // every seat holds as many cards after each round
        int pos = 0;
        for (int packet : packets) {
            if (packet < 0) {
                for (int i = 0; i < -packet; i++) {
                    talon[talonSize++] = packOrder[pos++];
                }
                continue;
            }
            for (int p = 1; p <= 3; p++) {
                int[] hand = hands[(dealer + p) % 3];
                for (int i = 0; i < packet; i++) {
                    hand[filled + i] = packOrder[pos++];
                }
            }
            filled += packet;
        }
        return Deal.of(Pack.GERMAN_36, hands, talon);
    }

    /**
     * "Follow suit, else trump, else any card" (German Tarok §6.2, and the plain part of Bavarian
     * Tarock's procedure): the cards of {@code hand} that may be played to a trick led with {@code led}.
     */
    public static long followOrTrump(long hand, int led, int trump) {
        long f = hand & SUIT[led / 9];
        if (f != 0) {
            return f;
        }
        if (trump >= 0) {
            long t = hand & SUIT[trump];
            if (t != 0) {
                return t;
            }
        }
        return hand;
    }
}
