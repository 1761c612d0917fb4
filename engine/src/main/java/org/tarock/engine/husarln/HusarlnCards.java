package org.tarock.engine.husarln;

import org.tarock.engine.Pack;
import org.tarock.engine.Threes;

/**
 * The 42-card pack as card masks (bit {@code i} = the card of index {@code i} in {@link Pack#TAROT_42}): trumps
 * {@code T1}–{@code T21} are bits 0–20 and the Fool (Sküs) bit 21, so among trumps a higher index is a higher
 * trump; then Clubs, Diamonds, Hearts, Spades with five cards each in the order K Q C J pip, so inside a suit a
 * lower index is a higher card (§2).
 */
public final class HusarlnCards {
    private HusarlnCards() {
    }

    public static final Pack PACK = Pack.TAROT_42;

    /** The Pagat, {@code T1}. */
    public static final int PAGAT = 0;
    /** The Mond, {@code T21}. */
    public static final int MOND = 20;
    /** The Sküs, {@code FOOL}: the highest trump. */
    public static final int SKUS = 21;
    /** Index of the first suit card ({@code CK}). */
    public static final int FIRST_SUIT_CARD = 22;

    /** The 22 trumps, the Fool included. */
    public static final long TRUMPS = (1L << 22) - 1;
    /** The honours: Pagat, Mond and Sküs. */
    public static final long HONOURS = 1L << PAGAT | 1L << MOND | 1L << SKUS;
    /** {@code T2}–{@code T20}: the only trumps that may ever be discarded. */
    public static final long PLAIN_TRUMPS = TRUMPS & ~HONOURS;
    public static final long KINGS = ofRank(0);
    public static final long QUEENS = ofRank(1);
    public static final long CAVALIERS = ofRank(2);
    public static final long JACKS = ofRank(3);

    private static final long[] SUITS = {suit(0), suit(1), suit(2), suit(3)};

    private static long ofRank(int rank) {
        long m = 0;
        for (int s = 0; s < 4; s++) {
            m |= 1L << (FIRST_SUIT_CARD + 5 * s + rank);
        }
        return m;
    }

    private static long suit(int s) {
        return 0x1FL << (FIRST_SUIT_CARD + 5 * s);
    }

    public static boolean isTrump(int card) {
        return card < FIRST_SUIT_CARD;
    }

    /** The five cards of suit {@code s} (0–3 = C D H S). */
    public static long suitMask(int s) {
        return SUITS[s];
    }

    /** The cards that follow {@code led}: the trumps if it is a trump, else its suit. */
    public static long followers(int led) {
        return led < FIRST_SUIT_CARD ? TRUMPS : SUITS[(led - FIRST_SUIT_CARD) / 5];
    }

    /**
     * The cards of {@code hand} that may be played to a trick led with {@code led} (§6.2): the led suit
     * (trumps if a trump was led), else the trumps, else any card.
     */
    public static long legalCards(long hand, int led) {
        long follow = hand & followers(led);
        if (follow != 0) {
            return follow;
        }
        long trumps = hand & TRUMPS;
        return trumps != 0 ? trumps : hand;
    }

    /**
     * Whether {@code card} beats {@code best}, the card winning the trick so far (§6.3): any trump beats a
     * suit card and a lower trump; a suit card beats only a lower card of its own suit, and never a trump.
     */
    public static boolean beats(int card, int best) {
        if (card < FIRST_SUIT_CARD) {
            return best >= FIRST_SUIT_CARD || card > best;
        }
        return best >= FIRST_SUIT_CARD && (card - FIRST_SUIT_CARD) / 5 == (best - FIRST_SUIT_CARD) / 5 && card < best;
    }


    /** Card points of a pile counted in threes ({@link Threes}). */
    public static int points(long pile) {
        return Threes.points(faceValue(pile), Long.bitCount(pile));
    }

    /** Sum of the face values (5, 4, 3, 2 or 1) of a pile's cards. */
    public static int faceValue(long pile) {
        return Long.bitCount(pile) + 4 * Long.bitCount(pile & (HONOURS | KINGS)) + 3 * Long.bitCount(pile & QUEENS)
                + 2 * Long.bitCount(pile & CAVALIERS) + Long.bitCount(pile & JACKS);
    }
}
