package org.tarock.engine.husarln;

import java.util.Arrays;
import java.util.List;

/** The declaration tokens of §5.3, in canonical order; bit {@code ordinal()} of a {@code declare} action's mask. */
public enum Bonus {
    /** Exactly 10 trumps (the Fool counted); worth 1. */
    TRUMPS_10("trumps-10", 1),
    /** Exactly 11 trumps; worth 2. */
    TRUMPS_11("trumps-11", 2),
    /** 12 trumps, the whole hand; worth 3. */
    TRUMPS_12("trumps-12", 3),
    /** Pagat, Mond and Sküs together; worth 3. */
    HONOURS("honours", 3),
    /** Pagat Ultimo: the holder of the Pagat undertakes to win trick 12 with it; 10 if made, −10 if not. */
    ULTIMO("ultimo", 10);

    /** The tokens in canonical order. */
    public static final List<String> CODES = Arrays.stream(values()).map(Bonus::code).toList();
    /** The mask of the three {@code trumps-N} tokens, of which at most one may be declared. */
    public static final int TRUMPS_N = 0b111;

    private final String code;
    private final int value;

    Bonus(String code, int value) {
        this.code = code;
        this.value = value;
    }

    public String code() {
        return code;
    }

    /** The value {@code b} before Solo doubling (for Ultimo: its value if made). */
    public int value() {
        return value;
    }

    public int bit() {
        return 1 << ordinal();
    }

    /** The tokens whose claims are true for {@code hand} (a card mask). */
    static int trueFor(long hand) {
        int tokens = switch (Long.bitCount(hand & HusarlnCards.TRUMPS)) {
            case 10 -> TRUMPS_10.bit();
            case 11 -> TRUMPS_11.bit();
            case 12 -> TRUMPS_12.bit();
            default -> 0;
        };
        if ((hand & HusarlnCards.HONOURS) == HusarlnCards.HONOURS) {
            tokens |= HONOURS.bit();
        }
        if ((hand & 1L << HusarlnCards.PAGAT) != 0) {
            tokens |= ULTIMO.bit();
        }
        return tokens;
    }
}
