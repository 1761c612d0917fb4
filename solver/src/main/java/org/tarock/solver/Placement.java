package org.tarock.solver;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tarock.engine.DealRandom;

/**
 * Uniform random placements of unseen cards into places of fixed sizes (other hands, piles), each card
 * restricted to some of the places, with optional exact counts ("place {@code p} holds exactly {@code k} of
 * these cards", e.g. a declared number of trumps).
 *
 * <p>Cards with the same allowed places and the same count rules are interchangeable for counting, so they
 * form one group. A placement is fixed by how many cards of each group go to each place, then by which
 * ones; for given numbers the placements are a product of multinomial coefficients. A dynamic programme
 * over the groups (state: room left in each place and count left for each rule) gives the number of
 * placements completing each state, so the total is exact and a sample can choose group by group in
 * proportion to the completions: every placement has probability 1 / {@link #count()}.
 */
final class Placement {
    private static final int BITS = 6;

    /** The cards of each group (card indices up to 127). */
    private final int[][] groups;
    /** The places each group may go to (bit mask). */
    private final int[] allowed;
    /** The count rules each group belongs to (bit mask). */
    private final int[] tags;
    private final int places;
    private final int[] rulePlace;
    private final long start;
    private final List<Map<Long, Double>> memo = new ArrayList<>();
    private final double count;

    /**
     * @param cards     the unseen card indices
     * @param allowed   for each card, the mask of places that may take it
     * @param tags      for each card, the mask of count rules it belongs to
     * @param sizes     the number of cards each place takes (they add up to the number of cards)
     * @param rulePlace for each count rule, its place
     * @param ruleCount for each count rule, how many of its cards that place holds exactly
     */
    Placement(int[] cards, int[] allowed, int[] tags, int[] sizes, int[] rulePlace, int[] ruleCount) {
        Map<Integer, List<Integer>> byKind = new HashMap<>();
        for (int i = 0; i < cards.length; i++) {
            byKind.computeIfAbsent(allowed[i] | tags[i] << 8, k -> new ArrayList<>()).add(cards[i]);
        }
        int n = byKind.size();
        this.groups = new int[n][];
        this.allowed = new int[n];
        this.tags = new int[n];
        int g = 0;
        for (var e : byKind.entrySet()) {
            groups[g] = e.getValue().stream().mapToInt(Integer::intValue).toArray();
            this.allowed[g] = e.getKey() & 0xFF;
            this.tags[g] = e.getKey() >>> 8;
            g++;
        }
        this.places = sizes.length;
        this.rulePlace = rulePlace.clone();
        long s = 0;
        for (int p = 0; p < places; p++) {
            if (sizes[p] < 0) {
                throw new IllegalArgumentException("the view is inconsistent: a place of negative size");
            }
            s |= (long) sizes[p] << (BITS * p);
        }
        for (int r = 0; r < ruleCount.length; r++) {
            if (ruleCount[r] < 0) {
                throw new IllegalArgumentException("the view is inconsistent: a negative count");
            }
            s |= (long) ruleCount[r] << (BITS * (places + r));
        }
        this.start = s;
        for (int i = 0; i <= n; i++) {
            memo.add(new HashMap<>());
        }
        this.count = ways(0, start);
    }

    /** The number of placements. */
    double count() {
        return count;
    }

    /** One placement, uniformly at random: for each place, the cards it takes as two masks (index 0–63, 64–127). */
    long[][] sample(DealRandom random) {
        if (count == 0) {
            throw new IllegalStateException("no placement fits the constraints");
        }
        long[][] out = new long[places][2];
        long state = start;
        int[] split = new int[places];
        for (int g = 0; g < groups.length; g++) {
            double target = (random.nextLong() >>> 11) / (double) (1L << 53) * ways(g, state);
            double[] acc = {0};
            long[] chosen = {-1};
            long st = state;
            int gg = g;
            compositions(g, state, new int[places], 0, groups[g].length, (counts, next) -> {
                if (chosen[0] != -1) {
                    return;
                }
                acc[0] += multinomial(groups[gg].length, counts) * ways(gg + 1, next);
                if (acc[0] > target) {
                    chosen[0] = next;
                    System.arraycopy(counts, 0, split, 0, places);
                }
            });
            if (chosen[0] == -1) {
                // rounding left the target at the very top: take the last composition that has completions
                compositions(g, st, new int[places], 0, groups[g].length, (counts, next) -> {
                    if (ways(gg + 1, next) > 0) {
                        chosen[0] = next;
                        System.arraycopy(counts, 0, split, 0, places);
                    }
                });
            }
            state = chosen[0];
            deal(groups[g], split, out, random);
        }
        return out;
    }

    private void deal(int[] cards, int[] split, long[][] out, DealRandom random) {
        int[] c = cards.clone();
        int i = 0;
        for (int p = 0; p < places; p++) {
            for (int k = 0; k < split[p]; k++, i++) {
                int j = i + random.nextInt(c.length - i);
                int t = c[j];
                c[j] = c[i];
                c[i] = t;
                out[p][t >>> 6] |= 1L << (t & 63);
            }
        }
    }

    private double ways(int g, long state) {
        if (g == groups.length) {
            return state == 0 ? 1 : 0;
        }
        Double known = memo.get(g).get(state);
        if (known != null) {
            return known;
        }
        double[] sum = {0};
        compositions(g, state, new int[places], 0, groups[g].length,
                (counts, next) -> sum[0] += multinomial(groups[g].length, counts) * ways(g + 1, next));
        memo.get(g).put(state, sum[0]);
        return sum[0];
    }

    private interface Visitor {
        void visit(int[] counts, long next);
    }

    /** Every way to put {@code left} cards of group {@code g} into its places {@code p..}, within the room left. */
    private void compositions(int g, long state, int[] counts, int p, int left, Visitor v) {
        if (p == places) {
            if (left == 0) {
                long next = state;
                for (int q = 0; q < places; q++) {
                    next -= (long) counts[q] << (BITS * q);
                }
                for (int r = 0; r < rulePlace.length; r++) {
                    if ((tags[g] & 1 << r) != 0) {
                        int have = field(state, places + r);
                        if (counts[rulePlace[r]] > have) {
                            return;
                        }
                        next -= (long) counts[rulePlace[r]] << (BITS * (places + r));
                    }
                }
                v.visit(counts, next);
            }
            return;
        }
        int max = (allowed[g] & 1 << p) == 0 ? 0 : Math.min(left, field(state, p));
        if (p == places - 1) {
            // the last place takes what is left, if it may
            if (left <= max) {
                counts[p] = left;
                compositions(g, state, counts, p + 1, 0, v);
                counts[p] = 0;
            }
            return;
        }
        for (int k = 0; k <= max; k++) {
            counts[p] = k;
            compositions(g, state, counts, p + 1, left - k, v);
        }
        counts[p] = 0;
    }

    private static int field(long state, int i) {
        return (int) (state >>> (BITS * i)) & ((1 << BITS) - 1);
    }

    private static double multinomial(int n, int[] counts) {
        double r = 1;
        int left = n;
        for (int k : counts) {
            r *= choose(left, k);
            left -= k;
        }
        return r;
    }

    static double choose(int n, int k) {
        double r = 1;
        for (int i = 1; i <= k; i++) {
            r = r * (n - k + i) / i;
        }
        return r;
    }
}
