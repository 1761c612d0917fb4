package org.tarock.solver;

import org.tarock.engine.husarln.HusarlnCards;

/**
 * Husarln's card play (§6): {@link HusarlnCards#legalCards} and {@link HusarlnCards#beats}, with its counting
 * in threes (§7.1) as per-card points plus a bonus per trick: a won trick adds its face values less 2 to the
 * declarer's {@code P}, which is the sum of (face value − 1) over its three cards plus 1.
 */
public final class HusarlnKernel implements PlayKernel {
    /** The one kernel: Husarln has a single trump suit and no options that change card play. */
    public static final HusarlnKernel INSTANCE = new HusarlnKernel();

    private static final int CARDS = 42;
    /** For each card, the cards of its suit (trumps for a trump) that beat it, from the engine's own rule. */
    private static final long[] BEATERS = new long[CARDS];
    private static final int[] POINTS = new int[CARDS];

    static {
        for (int c = 0; c < CARDS; c++) {
            POINTS[c] = HusarlnCards.faceValue(1L << c) - 1;
            for (long m = HusarlnCards.followers(c); m != 0; m &= m - 1) {
                int d = Long.numberOfTrailingZeros(m);
                if (d != c && HusarlnCards.beats(d, c)) {
                    BEATERS[c] |= 1L << d;
                }
            }
        }
    }

    private HusarlnKernel() {
    }

    @Override
    public long follow(long hand, int led, int best) {
        return HusarlnCards.legalCards(hand, led);
    }

    @Override
    public boolean beats(int card, int best) {
        return HusarlnCards.beats(card, best);
    }

    @Override
    public long[] beaters() {
        return BEATERS;
    }

    @Override
    public long trumps() {
        return HusarlnCards.TRUMPS;
    }

    @Override
    public int[] points() {
        return POINTS;
    }

    @Override
    public int trickBonus() {
        return 1;
    }

    @Override
    public long contextKey() {
        return 3L << 8;
    }
}
