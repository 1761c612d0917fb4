package org.tarock.engine;

/**
 * Lists and unranks the k-card subsets of a card mask, in lexicographic order of card indices: the legal
 * discards of a phase in which any k of some cards may be laid away. Unranking lets a random player draw
 * one discard uniformly without listing them all.
 */
public final class Combinations {
    private Combinations() {
    }

    /** The binomial coefficient C(n, k) for the small numbers used here. */
    public static int choose(int n, int k) {
        if (k < 0 || k > n) {
            return 0;
        }
        long r = 1;
        for (int i = 1; i <= k; i++) {
            r = r * (n - k + i) / i;
        }
        return (int) r;
    }

    /** Writes every 3-card subset of {@code mask} as an action of {@code kind} into {@code out}; returns the count. */
    public static int listTriples(long mask, int kind, int[] out) {
        int n = 0;
        for (long a = mask; a != 0; a &= a - 1) {
            int i = Long.numberOfTrailingZeros(a);
            for (long b = a & (a - 1); b != 0; b &= b - 1) {
                int j = Long.numberOfTrailingZeros(b);
                for (long c = b & (b - 1); c != 0; c &= c - 1) {
                    out[n++] = kind << 24 | 3 << 21 | i | j << 7 | Long.numberOfTrailingZeros(c) << 14;
                }
            }
        }
        return n;
    }

    /** Writes every {@code k}-card subset (k = 1 or 2) of {@code mask} as an action of {@code kind}. */
    public static int listSmall(long mask, int k, int kind, int[] out, int from) {
        int n = from;
        for (long a = mask; a != 0; a &= a - 1) {
            int i = Long.numberOfTrailingZeros(a);
            if (k == 1) {
                out[n++] = kind << 24 | 1 << 21 | i;
                continue;
            }
            for (long b = a & (a - 1); b != 0; b &= b - 1) {
                out[n++] = kind << 24 | 2 << 21 | i | Long.numberOfTrailingZeros(b) << 7;
            }
        }
        return n;
    }

    /** The {@code rank}-th 3-card subset of {@code mask} in the order of {@link #listTriples}. */
    public static int unrankTriple(long mask, int rank, int kind) {
        int size = Long.bitCount(mask);
        int r = rank;
        long m = mask;
        int[] picked = new int[3];
        int pos = 0;
        for (int need = 3; need > 0; need--) {
            while (true) {
                int c = Long.numberOfTrailingZeros(m);
                m &= m - 1;
                size--;
                int withThis = choose(size, need - 1);
                if (r < withThis) {
                    picked[pos++] = c;
                    break;
                }
                r -= withThis;
            }
        }
        return kind << 24 | 3 << 21 | picked[0] | picked[1] << 7 | picked[2] << 14;
    }
}
