package org.tarock.engine;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Card masks: a hand of a pack with at most 64 cards is a {@code long} whose bit {@code i} stands for the
 * card with index {@code i}. The 78-card pack uses two longs (see the Leipzig Taroc package).
 */
public final class Cards {
    private Cards() {
    }

    /** The mask of the given cards. */
    public static long mask(Collection<Card> cards) {
        long m = 0;
        for (Card c : cards) {
            m |= 1L << c.index();
        }
        return m;
    }

    /** The cards of a one-long mask, in canonical order. */
    public static List<Card> list(Pack pack, long mask) {
        List<Card> out = new ArrayList<>(Long.bitCount(mask));
        for (long m = mask; m != 0; m &= m - 1) {
            out.add(pack.card(Long.numberOfTrailingZeros(m)));
        }
        return List.copyOf(out);
    }

    /** The record codes of a mask's cards, in canonical order, separated by single spaces. */
    public static String codes(Pack pack, long mask) {
        StringBuilder sb = new StringBuilder();
        for (long m = mask; m != 0; m &= m - 1) {
            if (!sb.isEmpty()) {
                sb.append(' ');
            }
            sb.append(pack.card(Long.numberOfTrailingZeros(m)).code());
        }
        return sb.toString();
    }

    /** The record codes of a mask's cards, in canonical order, as a list (a refusal's card arguments). */
    public static List<String> codeList(Pack pack, long mask) {
        List<String> out = new ArrayList<>(Long.bitCount(mask));
        for (long m = mask; m != 0; m &= m - 1) {
            out.add(pack.card(Long.numberOfTrailingZeros(m)).code());
        }
        return List.copyOf(out);
    }

    /**
     * Index of the {@code n}-th set bit (from 0, lowest first) of {@code mask}: {@code Long.expand} deposits
     * bit {@code n} at that position (one PDEP instruction where the processor has it).
     */
    public static int nthBit(long mask, int n) {
        return Long.numberOfTrailingZeros(Long.expand(1L << n, mask));
    }
}
