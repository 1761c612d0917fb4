package org.tarock.solver;

/**
 * Bounds on the value of positions at the start of a trick, keyed by the three hands and the leader
 * (which fix the remaining cards). The value stored is what the declarer's side takes from the remaining
 * tricks, so it does not depend on how the position was reached. Entries carry a generation: a change of
 * rules context (trump, contract, declarer) starts a new generation, and older entries no longer match.
 *
 * <p>Buckets of two slots; a new entry replaces a stale one, else the one with fewer cards left (cheaper
 * to search again). The key is stored in full, so a hit is never a collision.
 */
final class TranspositionTable {
    /** Longs a slot takes: the three key words and the entry; a bucket of two slots fills one cache line. */
    private static final int SLOT = 4;
    private final long[] slots;
    private final int mask;
    private static final long GENERATION_MASK = (1L << 20) - 1;
    private long generation = 1;

    /** A table of {@code 2^bits} entries (32 bytes each). */
    TranspositionTable(int bits) {
        slots = new long[SLOT << bits];
        mask = (1 << bits) - 2;
    }

    /** Makes every entry stale. */
    void newGeneration() {
        generation++;
    }

    private static int hash(long h0, long h1, long h2x) {
        long x = h0 * 0x9E3779B97F4A7C15L ^ h1 * 0xC2B2AE3D27D4EB4FL ^ h2x * 0x165667B19E3779F9L;
        return (int) (x ^ (x >>> 29) ^ (x >>> 41));
    }

    /**
     * The third key word: the third hand (packs of up to 42 cards: bits 0–41), the leader (bits 42–43) and
     * the generation (bits 44–63, so 2^20 generations before an old entry could match again).
     */
    private long third(long h2, int leader) {
        return h2 | (long) leader << 42 | (generation & GENERATION_MASK) << 44;
    }

    /** The slot holding the position, or -1. */
    int find(long h0, long h1, long h2, int leader) {
        long k2 = third(h2, leader);
        int slot = hash(h0, h1, k2) & mask;
        for (int i = slot; i <= slot + 1; i++) {
            int k = SLOT * i;
            if (slots[k + 2] == k2 && slots[k] == h0 && slots[k + 1] == h1) {
                return i;
            }
        }
        return -1;
    }

    static int lower(int entry) {
        return entry & 0xFF;
    }

    static int upper(int entry) {
        return (entry >>> 8) & 0xFF;
    }

    /** The best card found when the entry was stored. */
    static int move(int entry) {
        return (entry >>> 16) & 0xFF;
    }

    int entry(int slot) {
        return (int) slots[SLOT * slot + 3];
    }

    /** Stores bounds {@code lower ≤ value ≤ upper} (0–255) with the best card, replacing as the class says. */
    void store(long h0, long h1, long h2, int leader, int lower, int upper, int move, int cardsLeft) {
        long k2 = third(h2, leader);
        int slot = hash(h0, h1, k2) & mask;
        int target = slot;
        for (int i = slot; i <= slot + 1; i++) {
            int k = SLOT * i;
            if (slots[k + 2] == k2 && slots[k] == h0 && slots[k + 1] == h1) {
                int e = entry(i);
                lower = Math.max(lower, lower(e));
                upper = Math.min(upper, upper(e));
                target = i;
                break;
            }
            if (i == slot + 1) {
                target = worse(slot);
            }
        }
        int k = SLOT * target;
        slots[k] = h0;
        slots[k + 1] = h1;
        slots[k + 2] = k2;
        slots[k + 3] = lower | upper << 8 | move << 16 | cardsLeft << 24;
    }

    /** Of the two slots of a bucket, the one to overwrite. */
    private int worse(int slot) {
        long gen0 = slots[SLOT * slot + 2] >>> 44;
        long gen1 = slots[SLOT * slot + 2 + SLOT] >>> 44;
        long current = generation & GENERATION_MASK;
        if (gen0 != current) {
            return slot;
        }
        if (gen1 != current) {
            return slot + 1;
        }
        return (entry(slot) >>> 24) <= (entry(slot + 1) >>> 24) ? slot : slot + 1;
    }
}
