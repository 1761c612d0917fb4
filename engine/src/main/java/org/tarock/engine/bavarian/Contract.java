package org.tarock.engine.bavarian;

import static org.tarock.engine.GermanCards.BEATERS;
import static org.tarock.engine.GermanCards.BEATERS_BETTEL;
import static org.tarock.engine.GermanCards.H;

import java.util.Arrays;
import java.util.List;
import org.tarock.engine.Talon;
import org.tarock.engine.Trump;

/**
 * Bavarian Tarock's ladder (§4.1), lowest first: each contract as a complete row of its talon use, trump,
 * rank order, early end and value, which the hand's phase flow reads (once, when the auction ends).
 */
public enum Contract {
    /** Stockspiel (Aufnahme, Frage-Spiel): the soloist takes the stock, discards 3 and names a suit; worth 1. */
    STOCK("stock", 1, Talon.EXCHANGE, Trump.named(0b1111), BEATERS, false),
    /** Solo (Handspiel): trump E, G or S named by the soloist; the untouched stock counts for him; worth 2. */
    SOLO("solo", 2, Talon.UNTOUCHED, Trump.named(0b1011), BEATERS, false),
    /** Herz-Solo: Hearts are trump; worth 3. */
    HERZSOLO("herzsolo", 3, Talon.UNTOUCHED, Trump.fixed(H), BEATERS, false),
    /** Bettel: no trumps, the Bettel rank order, the soloist must win no trick (play ends when he does); worth 4. */
    BETTEL("bettel", 4, Talon.UNSCORED, Trump.NONE, BEATERS_BETTEL, true);

    public static final List<String> CODES = Arrays.stream(values()).map(Contract::code).toList();

    private final String code;
    private final int base;
    private final Talon talon;
    private final Trump trump;
    private final long[] beaters;
    private final boolean endsOnDeclarerTrick;

    Contract(String code, int base, Talon talon, Trump trump, long[] beaters, boolean endsOnDeclarerTrick) {
        this.code = code;
        this.base = base;
        this.talon = talon;
        this.trump = trump;
        this.beaters = beaters;
        this.endsOnDeclarerTrick = endsOnDeclarerTrick;
    }

    /** The record code. */
    public String code() {
        return code;
    }

    /** Base value in base units. */
    public int base() {
        return base;
    }

    /** What the contract does with the stock. */
    public Talon talon() {
        return talon;
    }

    /**
     * The trump: fixed, none, or named from these suits (in a Stockspiel less those laid away, and fixed to
     * Hearts instead under {@code herz-neischaugn}).
     */
    public Trump trump() {
        return trump;
    }

    /** The rank order as {@link org.tarock.engine.GermanCards#BEATERS}-style masks of the cards beating each card. */
    long[] beaters() {
        return beaters;
    }

    /** Whether play ends as soon as the soloist wins a trick (he has then lost). */
    public boolean endsOnDeclarerTrick() {
        return endsOnDeclarerTrick;
    }
}
