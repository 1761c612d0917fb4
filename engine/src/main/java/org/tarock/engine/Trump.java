package org.tarock.engine;

/**
 * The trump of a contract, one column of each game's contract rows: a suit the contract fixes, suits the
 * declarer names one of (after the auction, or after the discard when he takes the talon), or none.
 *
 * @param suit     the fixed trump suit (0–3, or {@link Card#TRUMPS} for the tarot trumps), or -1
 * @param nameable the suits the declarer may name, as a mask of {@code 1 << suit}; 0 when fixed or none
 */
public record Trump(int suit, int nameable) {
    /** No trump at all (Bettel). */
    public static final Trump NONE = new Trump(-1, 0);
    /** The tarot trumps T1–T21 (and the Excuse), fixed by the pack. */
    public static final Trump TAROCKS = new Trump(Card.TRUMPS, 0);

    /** Trump fixed to {@code suit}. */
    public static Trump fixed(int suit) {
        return new Trump(suit, 0);
    }

    /** One of the suits of {@code mask} ({@code 1 << suit} each), named by the declarer. */
    public static Trump named(int mask) {
        return new Trump(-1, mask);
    }

    /** Whether the declarer names the trump. */
    public boolean isNamed() {
        return nameable != 0;
    }
}
