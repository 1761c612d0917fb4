package org.tarock.engine.leipzig;

import java.util.List;
import org.tarock.engine.Card;
import org.tarock.engine.Cards;
import org.tarock.engine.Pack;

/**
 * The 78-card pack as two-long card masks: {@code lo} holds the cards of index 0–63 (T1–T21, the Excuse,
 * clubs, diamonds, hearts), {@code hi} those of index 64–77 (spades) shifted down by 64. Static tables give
 * each card's suit, trick-taking strength and counting value.
 */
final class TarotCards {
    private TarotCards() {
    }

    static final Pack PACK = Pack.TAROT_78;

    static final int PAGAT = 0;
    static final int MOND = 20;
    static final int FOOL = 21;
    static final int CLUBS = 0;
    static final int DIAMONDS = 1;
    static final int HEARTS = 2;
    static final int SPADES = 3;

    /** T1–T21 (in {@code lo}). */
    static final long TRUMPS = (1L << 21) - 1;
    static final long FOOL_BIT = 1L << FOOL;

    /** Suit number of each card: 0–3, {@link Card#TRUMPS} or {@link Card#EXCUSE}. */
    static final int[] SUIT = new int[78];
    /** Trick-taking order inside the card's suit (higher wins); trumps by number. */
    static final int[] STRENGTH = new int[78];
    /** Counting value: honours and Kings 5, Queens 4, Cavaliers 3, Jacks 2, empty cards 1. */
    static final int[] VALUE = new int[78];
    /** Each suit's cards in {@code lo} (clubs, diamonds, hearts; none for spades). */
    static final long[] SUIT_LO = new long[4];
    /** Each suit's cards in {@code hi} (only spades). */
    static final long[] SUIT_HI = new long[4];
    /** The cards worth {@code 1 + e} (index {@code e} = 1–4: Jacks, Cavaliers, Queens, honours and Kings), lo part. */
    private static final long[] EXTRA_LO = new long[5];
    private static final long[] EXTRA_HI = new long[5];

    static {
        for (Card c : PACK.cards()) {
            int i = c.index();
            SUIT[i] = c.suit();
            VALUE[i] = c.value();
            if (i < 64) {
                EXTRA_LO[c.value() - 1] |= 1L << i;
            } else {
                EXTRA_HI[c.value() - 1] |= 1L << (i - 64);
            }
            if (c.suit() == Card.TRUMPS) {
                STRENGTH[i] = c.rank();
            } else if (c.suit() < 4) {
                // rank is the canonical position K Q C J 10 … 1; red suits rank their pips the other way round
                boolean red = c.suit() == DIAMONDS || c.suit() == HEARTS;
                STRENGTH[i] = red && c.rank() >= 4 ? c.rank() - 4 : 13 - c.rank();
                if (i < 64) {
                    SUIT_LO[c.suit()] |= 1L << i;
                } else {
                    SUIT_HI[c.suit()] |= 1L << (i - 64);
                }
            }
        }
    }

    /** Index of the first card (the King) of a suit. */
    static int king(int suit) {
        return 22 + 14 * suit;
    }

    static boolean has(long lo, long hi, int card) {
        return card < 64 ? (lo & 1L << card) != 0 : (hi & 1L << (card - 64)) != 0;
    }

    /** Whether {@code card} beats {@code best}, the card winning the trick so far (never the Excuse). */
    static boolean beats(int card, int best) {
        int s = SUIT[card];
        int b = SUIT[best];
        if (s == Card.TRUMPS) {
            return b != Card.TRUMPS || STRENGTH[card] > STRENGTH[best];
        }
        return s == b && STRENGTH[card] > STRENGTH[best];
    }

    static int count(long lo, long hi) {
        return Long.bitCount(lo) + Long.bitCount(hi);
    }

    /** Sum of the counting values of a mask's cards: one per card plus what each court or honour adds. */
    static int faceValues(long lo, long hi) {
        return Long.bitCount(lo) + Long.bitCount(hi)
                + 4 * (Long.bitCount(lo & EXTRA_LO[4]) + Long.bitCount(hi & EXTRA_HI[4]))
                + 3 * (Long.bitCount(lo & EXTRA_LO[3]) + Long.bitCount(hi & EXTRA_HI[3]))
                + 2 * (Long.bitCount(lo & EXTRA_LO[2]) + Long.bitCount(hi & EXTRA_HI[2]))
                + Long.bitCount(lo & EXTRA_LO[1]) + Long.bitCount(hi & EXTRA_HI[1]);
    }

    /** The cards of a mask, in canonical order. */
    static List<Card> list(long lo, long hi) {
        Card[] out = new Card[count(lo, hi)];
        int n = 0;
        for (long m = lo; m != 0; m &= m - 1) {
            out[n++] = PACK.card(Long.numberOfTrailingZeros(m));
        }
        for (long m = hi; m != 0; m &= m - 1) {
            out[n++] = PACK.card(64 + Long.numberOfTrailingZeros(m));
        }
        return List.of(out);
    }

    /** The record codes of a mask's cards, in canonical order, separated by single spaces. */
    static String codes(long lo, long hi) {
        StringBuilder sb = new StringBuilder();
        for (Card c : list(lo, hi)) {
            if (!sb.isEmpty()) {
                sb.append(' ');
            }
            sb.append(c.code());
        }
        return sb.toString();
    }

    /** The record codes of a mask's cards, in canonical order, as a list (a refusal's card arguments). */
    static List<String> codeList(long lo, long hi) {
        return list(lo, hi).stream().map(Card::code).toList();
    }

    /** Index of the {@code n}-th card (from 0, canonical order) of a mask. */
    static int nth(long lo, long hi, int n) {
        int inLo = Long.bitCount(lo);
        return n < inLo ? Cards.nthBit(lo, n) : 64 + Cards.nthBit(hi, n - inLo);
    }

    /** Adds {@code card} to the two-long mask {@code mask} ({@code mask[0]}: cards 0–63, {@code mask[1]}: 64–77). */
    static void add(long[] mask, int card) {
        if (card < 64) {
            mask[0] |= 1L << card;
        } else {
            mask[1] |= 1L << (card - 64);
        }
    }
}
