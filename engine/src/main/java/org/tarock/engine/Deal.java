package org.tarock.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * The cards as dealt: each seat's hand (any order) and the talon (stock, scat or Skart talon) in dealt
 * order. Seats are listed in play order (README §1).
 */
public record Deal(List<List<Card>> hands, List<Card> talon) {

    public Deal {
        List<List<Card>> copy = new ArrayList<>(hands.size());
        for (List<Card> h : hands) {
            copy.add(List.copyOf(h));
        }
        hands = List.copyOf(copy);
        talon = List.copyOf(talon);
    }

    /** A deal from card indices. */
    public static Deal of(Pack pack, int[][] hands, int[] talon) {
        List<List<Card>> hs = List.of(cards(pack, hands[0]), cards(pack, hands[1]), cards(pack, hands[2]));
        return new Deal(hs, cards(pack, talon));
    }

    private static List<Card> cards(Pack pack, int[] indices) {
        Card[] out = new Card[indices.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = pack.card(indices[i]);
        }
        return List.of(out);
    }

    public List<Card> hand(int seat) {
        return hands.get(seat);
    }

    /**
     * Checks that the deal is a complete deal of {@code pack}: {@code handSize} cards in each of three
     * hands, {@code talonSize} in the talon, every card exactly once. Messages name the field.
     */
    public void validate(Pack pack, int handSize, int talonSize) {
        if (hands.size() != 3) {
            throw new IllegalArgumentException("deal.hands: expected 3 hands, found " + hands.size());
        }
        long[] seen = new long[2];
        for (int s = 0; s < 3; s++) {
            List<Card> h = hands.get(s);
            if (h.size() != handSize) {
                throw new IllegalArgumentException(
                        "deal.hands[" + s + "]: expected " + handSize + " cards, found " + h.size());
            }
            String where = "deal.hands[" + s + "]";
            for (Card c : h) {
                checkCard(pack, c, where, seen);
            }
        }
        if (talon.size() != talonSize) {
            throw new IllegalArgumentException("deal.talon: expected " + talonSize + " cards, found " + talon.size());
        }
        for (Card c : talon) {
            checkCard(pack, c, "deal.talon", seen);
        }
        int count = Long.bitCount(seen[0]) + Long.bitCount(seen[1]);
        if (count != pack.size()) {
            throw new IllegalArgumentException("deal: " + (pack.size() - count) + " cards of the pack are missing");
        }
    }

    private static void checkCard(Pack pack, Card c, String where, long[] seen) {
        if (c.pack() != pack) {
            throw new IllegalArgumentException(where + ": card " + c + " is not in the " + pack.displayName());
        }
        long bit = 1L << (c.index() & 63);
        int word = c.index() >> 6;
        boolean twice = (seen[word] & bit) != 0;
        seen[word] |= bit;
        if (twice) {
            throw new IllegalArgumentException(where + ": card " + c + " is dealt twice");
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
}
