package org.tarock.engine;

/**
 * The project's deterministic random source: SplitMix64 (Steele, Lea and Flood, 2014), with bounded
 * integers drawn by rejection so that they are exactly uniform. Its sequence is fixed by the 64-bit seed
 * alone, on every machine and in every version; {@code docs/deal.md} gives the algorithm and the shuffle
 * built on it, so that any program can reproduce a deal.
 */
public final class DealRandom {
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private long state;

    public DealRandom(long seed) {
        this.state = seed;
    }

    /** The next 64 random bits. */
    public long nextLong() {
        long z = (state += GOLDEN_GAMMA);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * A uniform integer in {@code [0, bound)} by Lemire's multiply-and-shift: {@code x} = the high 32 bits of
     * {@link #nextLong()}, {@code m = x × bound}; while the low 32 bits of {@code m} are below
     * {@code (2^32 − bound) mod bound}, draw {@code x} again; the result is {@code m >>> 32}. Exactly uniform,
     * and a division is needed only in the rare case that the low bits are below {@code bound}.
     */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        long m = (nextLong() >>> 32) * bound;
        long low = m & 0xFFFFFFFFL;
        if (low < bound) {
            long threshold = ((1L << 32) - bound) % bound;
            while (low < threshold) {
                m = (nextLong() >>> 32) * bound;
                low = m & 0xFFFFFFFFL;
            }
        }
        return (int) (m >>> 32);
    }

    /**
     * Shuffles {@code order} in place by Fisher–Yates, from the last position down: for
     * {@code i = n-1 … 1}, swap positions {@code i} and {@code nextInt(i + 1)}.
     */
    public void shuffle(int[] order) {
        for (int i = order.length - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
    }

    /** The seed of the {@code n}-th hand of a match whose seed is {@code matchSeed} (SplitMix64 mixing). */
    public static long handSeed(long matchSeed, long n) {
        return new DealRandom(matchSeed + n * GOLDEN_GAMMA).nextLong();
    }
}
