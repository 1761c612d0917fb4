package org.tarock.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The cards as dealt: each seat's hand (any order) and the talon (stock, scat or Skart talon) in dealt
 * order. Seats are listed in play order (rules/README.md §1). Immutable.
 *
 * <p>A deal made by a game from a shuffled pack ({@link #of}) keeps the card indices and builds the card
 * lists only when asked, so that random playouts, which need only the masks, do not pay for them.
 */
public final class Deal {
    private final Pack pack;
    private final int[][] handIndices;
    private final int[] talonIndices;
    /**
     * For a deal of indices, the card masks built once when it is made (the states read them at every new
     * hand): cards 0–63 of hand 0, 1, 2 and the talon, then cards 64–127 the same way. {@code clean} says
     * whether every index is in the pack and no card is dealt twice, so that a valid deal validates with a
     * few comparisons.
     */
    private final long lo0, lo1, lo2, loTalon, hi0, hi1, hi2, hiTalon;
    private final boolean clean;
    private volatile List<List<Card>> hands;
    private volatile List<Card> talon;

    /** A deal of the given cards (as read from a record); {@link #validate} checks it. */
    public Deal(List<List<Card>> hands, List<Card> talon) {
        List<List<Card>> copy = new ArrayList<>(hands.size());
        for (List<Card> h : hands) {
            copy.add(List.copyOf(h));
        }
        this.hands = List.copyOf(copy);
        this.talon = List.copyOf(talon);
        this.pack = null;
        this.handIndices = null;
        this.talonIndices = null;
        lo0 = lo1 = lo2 = loTalon = hi0 = hi1 = hi2 = hiTalon = 0;
        clean = false;
    }

    private Deal(Pack pack, int[][] hands, int[] talon) {
        this.pack = pack;
        this.handIndices = hands;
        this.talonIndices = talon;
        lo0 = mask(hands[0], 0);
        lo1 = mask(hands[1], 0);
        lo2 = mask(hands[2], 0);
        loTalon = mask(talon, 0);
        boolean large = pack.size() > 64;
        hi0 = large ? mask(hands[0], 1) : 0;
        hi1 = large ? mask(hands[1], 1) : 0;
        hi2 = large ? mask(hands[2], 1) : 0;
        hiTalon = large ? mask(talon, 1) : 0;
        // a card dealt twice leaves the masks' union one card short
        int union = Long.bitCount(lo0 | lo1 | lo2 | loTalon) + Long.bitCount(hi0 | hi1 | hi2 | hiTalon);
        int size = pack.size();
        clean = (outside(hands[0], size) | outside(hands[1], size) | outside(hands[2], size) | outside(talon, size)) >= 0
                && union == hands[0].length + hands[1].length + hands[2].length + talon.length;
    }

    /**
     * The mask of the cards of 64-card word {@code word} (0: indices 0–63, 1: 64–127) among {@code indices},
     * shifted down into the word. Without a branch per card: which word a shuffled card falls in is random,
     * and mispredicting it cost more than the rest of the deal (an index outside the pack leaves garbage
     * here, but {@link #outside} finds it and the deal is not clean).
     */
    private static long mask(int[] indices, int word) {
        long m = 0;
        for (int c : indices) {
            m |= (1L << c) & (((c >>> 6) ^ word) - 1); // all ones when c is in the word, else (for 0–127) zero
        }
        return m;
    }

    /** Negative when an index lies outside {@code [0, size)}: the sign bit of {@code c} or of {@code size - 1 - c}. */
    private static int outside(int[] indices, int size) {
        int bad = 0;
        for (int c : indices) {
            bad |= c | (size - 1 - c);
        }
        return bad;
    }

    /**
     * A deal from card indices of {@code pack}. The arrays become the deal's, not copied: the caller hands
     * over fresh arrays and does not change them afterwards (every caller deals into new arrays).
     */
    public static Deal of(Pack pack, int[][] hands, int[] talon) {
        return new Deal(pack, hands, talon);
    }

    /** Each seat's hand as dealt. */
    public List<List<Card>> hands() {
        List<List<Card>> h = hands;
        if (h == null) {
            h = List.of(cards(handIndices[0]), cards(handIndices[1]), cards(handIndices[2]));
            hands = h;
        }
        return h;
    }

    /** The talon in dealt order. */
    public List<Card> talon() {
        List<Card> t = talon;
        if (t == null) {
            t = cards(talonIndices);
            talon = t;
        }
        return t;
    }

    public List<Card> hand(int seat) {
        return hands().get(seat);
    }

    private List<Card> cards(int[] indices) {
        Card[] out = new Card[indices.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = pack.card(indices[i]);
        }
        return List.of(out);
    }

    /** How many cards seat {@code seat} was dealt. */
    public int handSize(int seat) {
        return handIndices != null ? handIndices[seat].length : hand(seat).size();
    }

    /** The index of the {@code i}-th talon card in dealt order. */
    public int talonCard(int i) {
        return talonIndices != null ? talonIndices[i] : talon().get(i).index();
    }

    /** The mask of seat {@code seat}'s dealt hand (packs of at most 64 cards; the cards 0–63 of larger ones). */
    public long handMask(int seat) {
        if (handIndices == null) {
            return mask(hand(seat), 0);
        }
        return seat == 0 ? lo0 : seat == 1 ? lo1 : lo2;
    }

    /** The mask of seat {@code seat}'s dealt cards of index 64–127, shifted down by 64 (packs of 65–128 cards). */
    public long handMaskHigh(int seat) {
        if (handIndices == null) {
            return mask(hand(seat), 64);
        }
        return seat == 0 ? hi0 : seat == 1 ? hi1 : hi2;
    }

    /** The mask of the talon (packs of at most 64 cards; the cards 0–63 of larger ones). */
    public long talonMask() {
        return talonIndices != null ? loTalon : mask(talon(), 0);
    }

    /** The mask of the talon's cards of index 64–127, shifted down by 64 (packs of 65–128 cards). */
    public long talonMaskHigh() {
        return talonIndices != null ? hiTalon : mask(talon(), 64);
    }

    private static long mask(List<Card> cards, int base) {
        long m = 0;
        for (Card c : cards) {
            if ((c.index() & ~63) == base) {
                m |= 1L << c.index();
            }
        }
        return m;
    }

    /**
     * Checks that the deal is a complete deal of {@code pack}: {@code handSize} cards in each of three
     * hands, {@code talonSize} in the talon, every card exactly once. Messages name the field.
     */
    public void validate(Pack expected, int handSize, int talonSize) {
        if (handIndices != null && pack == expected) {
            validateIndices(handSize, talonSize);
            return;
        }
        List<List<Card>> hs = hands();
        if (hs.size() != 3) {
            throw new IllegalArgumentException("deal.hands: expected 3 hands, found " + hs.size());
        }
        long[] seen = new long[2];
        for (int s = 0; s < 3; s++) {
            List<Card> h = hs.get(s);
            checkSize("deal.hands[" + s + "]", h.size(), handSize);
            for (Card c : h) {
                if (c.pack() != expected) {
                    throw new IllegalArgumentException("deal.hands[" + s + "]: card " + c + " is not in the "
                            + expected.displayName());
                }
                see(seen, c.index(), "deal.hands[" + s + "]", expected);
            }
        }
        checkSize("deal.talon", talon().size(), talonSize);
        for (Card c : talon()) {
            if (c.pack() != expected) {
                throw new IllegalArgumentException("deal.talon: card " + c + " is not in the " + expected.displayName());
            }
            see(seen, c.index(), "deal.talon", expected);
        }
        checkComplete(seen, expected);
    }

    private void validateIndices(int handSize, int talonSize) {
        if (clean && handIndices[0].length == handSize && handIndices[1].length == handSize
                && handIndices[2].length == handSize && talonIndices.length == talonSize
                && 3 * handSize + talonSize == pack.size()) {
            return; // every card of the pack once: the checks below would pass
        }
        long[] seen = new long[2];
        for (int s = 0; s < 3; s++) {
            checkSize("deal.hands[" + s + "]", handIndices[s].length, handSize);
            for (int c : handIndices[s]) {
                see(seen, c, "deal.hands[" + s + "]", pack);
            }
        }
        checkSize("deal.talon", talonIndices.length, talonSize);
        for (int c : talonIndices) {
            see(seen, c, "deal.talon", pack);
        }
        checkComplete(seen, pack);
    }

    private static void checkSize(String where, int size, int expected) {
        if (size != expected) {
            throw new IllegalArgumentException(where + ": expected " + expected + " cards, found " + size);
        }
    }

    private static void see(long[] seen, int index, String where, Pack pack) {
        long bit = 1L << (index & 63);
        int word = index >> 6;
        if ((seen[word] & bit) != 0) {
            throw new IllegalArgumentException(where + ": card " + pack.card(index) + " is dealt twice");
        }
        seen[word] |= bit;
    }

    private static void checkComplete(long[] seen, Pack pack) {
        int count = Long.bitCount(seen[0]) + Long.bitCount(seen[1]);
        if (count != pack.size()) {
            throw new IllegalArgumentException("deal: " + (pack.size() - count) + " cards of the pack are missing");
        }
    }

    /** The shuffled pack for a seed: the canonical order shuffled by {@link DealRandom#shuffle}. */
    public static int[] shuffledPack(Pack pack, long seed) {
        int[] order = new int[pack.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        new DealRandom(seed).shuffle(order);
        return order;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Deal d)) {
            return false;
        }
        if (handIndices != null && d.handIndices != null && pack == d.pack) {
            return Arrays.deepEquals(handIndices, d.handIndices) && Arrays.equals(talonIndices, d.talonIndices);
        }
        return hands().equals(d.hands()) && talon().equals(d.talon());
    }

    @Override
    public int hashCode() {
        return Objects.hash(hands(), talon());
    }

    @Override
    public String toString() {
        return "Deal[hands=" + hands() + ", talon=" + talon() + "]";
    }
}
