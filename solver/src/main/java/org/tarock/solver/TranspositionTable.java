package org.tarock.solver;

/**
 * Bounds on the value of positions at the start of a trick. The value stored is what the declarer's side takes
 * from the remaining tricks, so it does not depend on how the position was reached. Entries carry a
 * generation: a change of rules context (trump, contract, declarer) starts a new generation, and older
 * entries no longer match.
 *
 * <p>An entry is keyed by the position's <em>shape</em> (which seat holds the card of each relative rank of
 * each suit, the leader) and also holds the cards still in play it was found with ({@link #layout}): a
 * position of the same shape with other cards has its own points, and its caller corrects the bounds by
 * the difference (see {@link Solver}). A shape's layouts share a bucket, so a look-up sees them all.
 *
 * <p>Buckets of four slots; a new entry replaces a stale one, else the one with fewer cards left (cheaper
 * to search again). The key is stored in full, so a hit is never a collision.
 */
final class TranspositionTable {
    /** Longs a slot takes: two key words, the layout with leader and generation, and the entry; a bucket of four slots fills two cache lines. */
    private static final int SLOT = 4;
    /** Slots a bucket holds. */
    static final int WAYS = 4;
    private static final long LAYOUT_MASK = (1L << 42) - 1;
    private static final long GENERATION_MASK = (1L << 20) - 1;
    private final long[] slots;
    private final int mask;
    private final int bits;
    private long generation = 1;

    /** A table of {@code 2^bits} entries (32 bytes each). */
    TranspositionTable(int bits) {
        slots = new long[SLOT << bits];
        this.bits = bits;
        mask = (1 << bits) - WAYS;
    }

    /** The table holds 2^bits entries. */
    int bits() {
        return bits;
    }

    /** Makes every entry stale. */
    void newGeneration() {
        generation++;
    }

    private static int hash(long k0, long k1, long tag) {
        long x = k0 * 0x9E3779B97F4A7C15L ^ k1 * 0xC2B2AE3D27D4EB4FL ^ tag * 0x165667B19E3779F9L;
        return (int) (x ^ (x >>> 29) ^ (x >>> 41));
    }

    /** The leader (bits 42–43) and the generation (bits 44–63, 2^20 generations before an old entry could match again). */
    private long tag(int leader) {
        return (long) leader << 42 | (generation & GENERATION_MASK) << 44;
    }

    /** The first of the two slots that may hold the shape {@code k0, k1} with {@code leader} to lead. */
    int bucket(long k0, long k1, int leader) {
        return hash(k0, k1, tag(leader)) & mask;
    }

    /** Whether {@code slot} holds an entry of the shape {@code k0, k1} with {@code leader} to lead (of any layout). */
    boolean holds(int slot, long k0, long k1, int leader) {
        int k = SLOT * slot;
        return (slots[k + 2] & ~LAYOUT_MASK) == tag(leader) && slots[k] == k0 && slots[k + 1] == k1;
    }

    static int lower(int entry) {
        return entry & 0xFF;
    }

    static int upper(int entry) {
        return (entry >>> 8) & 0xFF;
    }

    /** The best card found when the entry was stored, as its relative position in the shape (0xFF: none). */
    static int move(int entry) {
        return (entry >>> 16) & 0xFF;
    }

    int entry(int slot) {
        return (int) slots[SLOT * slot + 3];
    }

    /** The cards in play of the position the slot's entry was found with. */
    long layout(int slot) {
        return slots[SLOT * slot + 2] & LAYOUT_MASK;
    }

    /**
     * Stores bounds {@code lower ≤ value ≤ upper} (0–255) with the best card for the shape and the cards in play
     * {@code layout}: merged with the entry of the same shape and layout, else replacing as the class says.
     */
    void store(long k0, long k1, int leader, long layout, int lower, int upper, int move, int cardsLeft) {
        int slot = bucket(k0, k1, leader);
        int target = worse(slot);
        for (int i = slot; i < slot + WAYS; i++) {
            if (holds(i, k0, k1, leader) && layout(i) == layout) {
                int e = entry(i);
                lower = Math.max(lower, lower(e));
                upper = Math.min(upper, upper(e));
                target = i;
                break;
            }
        }
        int k = SLOT * target;
        slots[k] = k0;
        slots[k + 1] = k1;
        slots[k + 2] = layout | tag(leader);
        slots[k + 3] = lower | upper << 8 | move << 16 | cardsLeft << 24;
    }

    /** Of the slots of a bucket, the one to overwrite: a stale one, else the one with the fewest cards left. */
    private int worse(int slot) {
        long current = generation & GENERATION_MASK;
        int out = slot;
        for (int i = slot; i < slot + WAYS; i++) {
            if (slots[SLOT * i + 2] >>> 44 != current) {
                return i;
            }
            if ((entry(i) >>> 24) < (entry(out) >>> 24)) {
                out = i;
            }
        }
        return out;
    }
}
