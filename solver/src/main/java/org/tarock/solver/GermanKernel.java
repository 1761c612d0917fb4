package org.tarock.solver;

import org.tarock.engine.GermanCards;

/**
 * German Tarok's card play (§6): {@link GermanCards#followOrTrump} and {@link GermanCards#beats} bound to a
 * contract's trump suit (follow suit, else trump, else anything; no duty to beat).
 *
 * @param trump the trump suit (0–3)
 */
public record GermanKernel(int trump) implements PlayKernel {

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
