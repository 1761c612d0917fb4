package org.tarock.engine;

/**
 * One card of a {@link Pack}. Cards are interned: each pack holds exactly one instance per card, so
 * cards compare by identity as well as by value.
 *
 * @param pack  the pack the card belongs to
 * @param index position in the pack's canonical order (record format, rules/README.md §7.2); also the bit
 *              of the card in the engine's card masks
 * @param code  the record code, e.g. {@code "HA"}, {@code "E10"}, {@code "T21"}, {@code "FOOL"}
 * @param suit  the suit number (0–3, see {@link Pack#suitLetter(int)}), {@link #TRUMPS} for the tarot
 *              trumps T1–T21, or {@link #EXCUSE} for the Excuse / Fool / Sküs
 * @param rank  position inside the suit in canonical order (0 = Ace or King); the trump number for
 *              tarot trumps; 0 for the Excuse
 * @param value the card's face value: card points in the German-suited packs, the counting value
 *              (5, 4, 3, 2 or 1) in the tarot packs
 */
public record Card(Pack pack, int index, String code, int suit, int rank, int value) {

    /** Suit number of the tarot trumps T1–T21. */
    public static final int TRUMPS = 4;
    /** Suit number of the Excuse (Fool, Sküs), which belongs to no suit. */
    public static final int EXCUSE = 5;

    /** The card's bit in a one-long card mask (packs of at most 64 cards). */
    public long bit() {
        return 1L << index;
    }

    /** Interned cards are equal when identical: the common case answers without comparing the components. */
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof Card c && index == c.index && suit == c.suit && rank == c.rank
                && value == c.value && pack == c.pack && code.equals(c.code);
    }

    @Override
    public int hashCode() {
        return 64 * pack.ordinal() + index;
    }

    @Override
    public String toString() {
        return code;
    }
}
