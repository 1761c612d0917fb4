package org.tarock.solver;

import org.tarock.engine.GermanCards;
import org.tarock.engine.bavarian.BavarianTarock;

/**
 * Bavarian Tarock's card play (§6): {@link BavarianTarock#legalCards} and {@link GermanCards#beats} bound
 * to a contract's trump and rank order.
 *
 * @param trump      the trump suit, -1 in Bettel
 * @param bettel     whether Bettel's rank order applies
 * @param stichzwang the {@code bettel-stichzwang} option
 */
public record BavarianKernel(int trump, boolean bettel, boolean stichzwang) implements PlayKernel {

    @Override
    public long follow(long hand, int led, int best) {
        return BavarianTarock.legalCards(hand, led, best, trump, bettel, stichzwang);
    }

    @Override
    public boolean beats(int card, int best) {
        return GermanCards.beats(card, best, trump, bettel ? GermanCards.BEATERS_BETTEL : GermanCards.BEATERS);
    }

    @Override
    public long[] beaters() {
        return bettel ? GermanCards.BEATERS_BETTEL : GermanCards.BEATERS;
    }

    @Override
    public long trumps() {
        return trump < 0 ? 0 : GermanCards.SUIT[trump];
    }

    @Override
    public int[] points() {
        return GermanCards.POINTS;
    }

    @Override
    public long contextKey() {
        return 1L << 8 | (trump + 1) << 4 | (bettel ? 2 : 0) | (stichzwang ? 1 : 0);
    }
}
