package org.tarock.engine.german;

import org.tarock.engine.GermanCards;
import org.tarock.engine.Talon;
import org.tarock.engine.Trump;

/**
 * The contracts of both eras (§2, §4.1), each a complete row of talon use, trump and multipliers, which the
 * hand's phase flow reads. A Frage ("question") takes the scat and lays 3 cards away; the other contracts
 * ("Solo contracts") leave the scat untouched. Every contract plays the normal rank order to the last trick.
 */
public enum Contract {
    /** 1839 Frage: exchange, trump E, G or S named after the discard; ×1. */
    FRAGE_1839("frage", Talon.EXCHANGE, Trump.named(0b1011), 1, 1),
    /** 1839 Frage in Couleur: exchange, Hearts trump; ×2. */
    FRAGE_COULEUR("frage-couleur", Talon.EXCHANGE, Trump.fixed(GermanCards.H), 2, 2),
    /** 1839 Sansprendre ("without taking"): trump E, G or S named after the auction; ×3. */
    SANSPRENDRE("sansprendre", Talon.UNTOUCHED, Trump.named(0b1011), 3, 3),
    /** 1839 Sansprendre in Couleur: Hearts trump; ×4. */
    SANSPRENDRE_COULEUR("sansprendre-couleur", Talon.UNTOUCHED, Trump.fixed(GermanCards.H), 4, 4),
    /** 1881 Frage ("ich spiele"): exchange, Hearts trump; ×2, gentlemen ×1. */
    FRAGE_1881("frage", Talon.EXCHANGE, Trump.fixed(GermanCards.H), 2, 1),
    /** 1881 Solo: trump E, G or S named after the auction; ×3, gentlemen ×2. */
    SOLO("solo", Talon.UNTOUCHED, Trump.named(0b1011), 3, 2),
    /** 1881 Herzsolo: Hearts trump; ×4, gentlemen ×4. */
    HERZSOLO("herzsolo", Talon.UNTOUCHED, Trump.fixed(GermanCards.H), 4, 4);

    private final String code;
    private final Talon talon;
    private final Trump trump;
    private final int standard;
    private final int gentlemen;

    Contract(String code, Talon talon, Trump trump, int standard, int gentlemen) {
        this.code = code;
        this.talon = talon;
        this.trump = trump;
        this.standard = standard;
        this.gentlemen = gentlemen;
    }

    /** The record code. */
    public String code() {
        return code;
    }

    /** What the contract does with the scat: taken in exchange, or untouched (its points as {@code scat-points} says). */
    public Talon talon() {
        return talon;
    }

    /** The trump: Hearts fixed, or one of Acorns, Leaves and Bells named by the declarer. */
    public Trump trump() {
        return trump;
    }

    /** Whether the declarer takes the scat and discards 3 (the Frage contracts). */
    public boolean exchange() {
        return talon == Talon.EXCHANGE;
    }

    /** Whether this is a Solo contract (no exchange), the only kind that touches a pot. */
    public boolean solo() {
        return !exchange();
    }

    /** The trump suit fixed by the contract (Hearts), or -1 when the declarer names it. */
    public int fixedTrump() {
        return trump.suit();
    }

    /** The multiplier {@code m} of §4.1 under the standard or the gentlemen's tariff. */
    public int multiplier(boolean gentlemenTariff) {
        return gentlemenTariff ? gentlemen : standard;
    }

    /** The Hearts contract a player must bid to play in Hearts instead of this one. */
    Contract heartsContract() {
        return switch (this) {
            case FRAGE_1839 -> FRAGE_COULEUR;
            case SANSPRENDRE -> SANSPRENDRE_COULEUR;
            default -> HERZSOLO;
        };
    }
}
