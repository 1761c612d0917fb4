package org.tarock.solver;

import org.tarock.engine.GermanCards;

/**
 * German Tarok's card play (§6): {@link GermanCards#followOrTrump} and {@link GermanCards#beats} bound to a
 * contract's trump suit (follow suit, else trump, else anything; no duty to beat).
 *
 * @param trump the trump suit (0–3)
 */
public record GermanKernel(int trump) implements PlayKernel {
    /** The Spatzen 9 8 7 6 of each suit: worth nothing, adjacent in rank. */
    private static final long[] SPARROWS = {0x1E0L, 0x1E0L << 9, 0x1E0L << 18, 0x1E0L << 27};

    @Override
    public long follow(long hand, int led, int best) {
        return GermanCards.followOrTrump(hand, led, trump);
    }

    @Override
    public boolean beats(int card, int best) {
        return GermanCards.beats(card, best, trump, GermanCards.BEATERS);
    }

    @Override
    public long[] beaters() {
        return GermanCards.BEATERS;
    }

    @Override
    public long[] runs() {
        return SPARROWS;
    }

    @Override
    public long trumps() {
        return GermanCards.SUIT[trump];
    }

    @Override
    public int[] points() {
        return GermanCards.POINTS;
    }

    @Override
    public long contextKey() {
        return 2L << 8 | (trump + 1) << 4;
    }
}
