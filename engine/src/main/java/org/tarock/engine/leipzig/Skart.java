package org.tarock.engine.leipzig;

import static org.tarock.engine.leipzig.TarotCards.FOOL_BIT;
import static org.tarock.engine.leipzig.TarotCards.PAGAT;
import static org.tarock.engine.leipzig.TarotCards.TRUMPS;

import org.tarock.engine.Action;
import org.tarock.engine.Combinations;

/**
 * What the dealer may lay away as his Skart (§5.1), fixed when the Skart phase starts and shared by copies of
 * the hand: three of the free cards, or under the Pagat exception the exception set.
 */
final class Skart {
    /** The Kings, which may never be laid away (lo: clubs, diamonds, hearts; hi: spades). */
    static final long KINGS_LO = 1L << TarotCards.king(0) | 1L << TarotCards.king(1) | 1L << TarotCards.king(2);
    static final long KINGS_HI = 1L;

    /** The cards the dealer may lay away freely, in canonical order (with {@code subset}, the exception trumps too). */
    private final int[] pool;
    /** The Pagat exception's trumps (with the Excuse when it is one of the three), or 0 when it does not apply. */
    final long exceptionLo;
    /** Under {@code all-three}, the exception set is one more Skart after the free ones. */
    private final boolean exceptionListed;

    private Skart(int[] pool, long exceptionLo, boolean exceptionListed) {
        this.pool = pool;
        this.exceptionLo = exceptionLo;
        this.exceptionListed = exceptionListed;
    }

    /** The Skarts of the dealer's 28 cards {@code lo}/{@code hi} under {@code game}'s options. */
    static Skart of(LeipzigTaroc game, long lo, long hi) {
        long trumps = lo & TRUMPS;
        long exception = 0;
        if ((trumps & 1L << PAGAT) != 0) {
            if (Long.bitCount(trumps) == 3) {
                exception = trumps;
            } else if (Long.bitCount(trumps) == 2 && (lo & FOOL_BIT) != 0) {
                exception = trumps | FOOL_BIT;
            }
        }
        long freeLo = lo & ~TRUMPS & ~KINGS_LO;
        long freeHi = hi & ~KINGS_HI;
        if (game.skartSubset) {
            freeLo |= exception & TRUMPS;
        }
        int[] pool = new int[Long.bitCount(freeLo) + Long.bitCount(freeHi)];
        int n = 0;
        for (long m = freeLo; m != 0; m &= m - 1) {
            pool[n++] = Long.numberOfTrailingZeros(m);
        }
        for (long m = freeHi; m != 0; m &= m - 1) {
            pool[n++] = 64 + Long.numberOfTrailingZeros(m);
        }
        return new Skart(pool, exception, !game.skartSubset && exception != 0);
    }

    /** The number of legal Skarts. */
    int count() {
        return Combinations.choose(pool.length, 3) + (exceptionListed ? 1 : 0);
    }

    /** Writes the legal Skarts into {@code out}: the free triples in lexicographic order, then the exception. */
    int list(int[] out) {
        int n = 0;
        for (int i = 0; i < pool.length; i++) {
            for (int j = i + 1; j < pool.length; j++) {
                for (int k = j + 1; k < pool.length; k++) {
                    out[n++] = discard(pool[i], pool[j], pool[k]);
                }
            }
        }
        if (exceptionListed) {
            out[n++] = exceptionSkart();
        }
        return n;
    }

    /** The {@code k}-th Skart in the order of {@link #list}. */
    int at(int k) {
        return k < Combinations.choose(pool.length, 3) ? unrank(k) : exceptionSkart();
    }

    private static int discard(int a, int b, int c) {
        return Action.DISCARD << 24 | 3 << 21 | a | b << 7 | c << 14;
    }

    private int exceptionSkart() {
        int a = Long.numberOfTrailingZeros(exceptionLo);
        long rest = exceptionLo & (exceptionLo - 1);
        int b = Long.numberOfTrailingZeros(rest);
        return discard(a, b, Long.numberOfTrailingZeros(rest & (rest - 1)));
    }

    /** The {@code rank}-th free Skart (lexicographic in the pool). */
    private int unrank(int rank) {
        int r = rank;
        int n = pool.length;
        int i = 0;
        // the first card: skip those whose C(n - 1 - i, 2) triples come before the rank
        while (r >= (n - 1 - i) * (n - 2 - i) / 2) {
            r -= (n - 1 - i) * (n - 2 - i) / 2;
            i++;
        }
        int j = i + 1;
        while (r >= n - 1 - j) {
            r -= n - 1 - j;
            j++;
        }
        return discard(pool[i], pool[j], pool[j + 1 + r]);
    }
}
