package org.tarock.engine.leipzig;

import static org.tarock.engine.leipzig.TarotCards.FOOL_BIT;
import static org.tarock.engine.leipzig.TarotCards.MOND;
import static org.tarock.engine.leipzig.TarotCards.PAGAT;
import static org.tarock.engine.leipzig.TarotCards.TRUMPS;

import java.util.Arrays;
import java.util.List;

/**
 * The declarations (Roem, §5.2), in the canonical order of their tokens: the Matadors (T1, T21 and the
 * Excuse), ten or more trumps, four Kings, three Kings with the Excuse, and a Cavallerie (K Q C J of one
 * suit) or half Cavallerie (exactly three of them and the Excuse) in each suit.
 */
enum Roem {
    MATADORS("matadors"),
    TEN_TRUMPS("trumps"),
    KINGS("kings"),
    KINGS_EXCUSE("kings-excuse"),
    CAVALRY_CLUBS("cavalry-clubs"),
    HALF_CAVALRY_CLUBS("half-cavalry-clubs"),
    CAVALRY_DIAMONDS("cavalry-diamonds"),
    HALF_CAVALRY_DIAMONDS("half-cavalry-diamonds"),
    CAVALRY_HEARTS("cavalry-hearts"),
    HALF_CAVALRY_HEARTS("half-cavalry-hearts"),
    CAVALRY_SPADES("cavalry-spades"),
    HALF_CAVALRY_SPADES("half-cavalry-spades");

    private final String token;

    Roem(String token) {
        this.token = token;
    }

    /** The record token. */
    String token() {
        return token;
    }

    /** Every kind in token order, without the copy that {@code values()} makes. */
    static final Roem[] VALUES = values();

    static final List<String> TOKENS = Arrays.stream(VALUES).map(Roem::token).toList();

    /** The kind of a record token. */
    static Roem of(String token) {
        int i = TOKENS.indexOf(token);
        if (i < 0) {
            throw new IllegalArgumentException("no declaration \"" + token + "\" (valid: " + String.join(", ", TOKENS) + ")");
        }
        return VALUES[i];
    }

    /** Bits of every Cavallerie token. */
    static final int CAVALRIES = bit(CAVALRY_CLUBS) | bit(CAVALRY_DIAMONDS) | bit(CAVALRY_HEARTS) | bit(CAVALRY_SPADES);
    /** Bits of every half Cavallerie token. */
    static final int HALF_CAVALRIES = CAVALRIES << 1;

    static int bit(Roem r) {
        return 1 << r.ordinal();
    }

    /** The Cavallerie token of a suit; its half Cavallerie is the next one. */
    static Roem cavalry(int suit) {
        return VALUES[CAVALRY_CLUBS.ordinal() + 2 * suit];
    }

    /** The suit of a (half) Cavallerie token. */
    int suit() {
        return (ordinal() - CAVALRY_CLUBS.ordinal()) / 2;
    }

    // ---- requirements on a 25-card hand (two-long mask) -----------------------------------------

    /** The Kings of clubs, diamonds and hearts (in {@code lo}); the King of spades is bit 0 of {@code hi}. */
    private static final long KINGS_LO = 1L << TarotCards.king(0) | 1L << TarotCards.king(1) | 1L << TarotCards.king(2);

    private static int kings(long lo, long hi) {
        return Long.bitCount(lo & KINGS_LO) + (int) (hi & 1);
    }

    /** How many of the suit's courts (K Q C J, the suit's first four cards) the hand holds. */
    private static int courts(long lo, long hi, int suit) {
        return suit == TarotCards.SPADES ? Long.bitCount(hi & 0xF) : Long.bitCount(lo & 0xFL << TarotCards.king(suit));
    }

    /** The tokens the hand satisfies, as a bit mask. */
    static int available(long lo, long hi) {
        boolean excuse = (lo & FOOL_BIT) != 0;
        int m = 0;
        if (excuse && (lo & 1L << PAGAT) != 0 && (lo & 1L << MOND) != 0) {
            m |= bit(MATADORS);
        }
        if (Long.bitCount(lo & TRUMPS) >= 10) {
            m |= bit(TEN_TRUMPS);
        }
        int k = kings(lo, hi);
        if (k == 4) {
            m |= bit(KINGS);
        } else if (k == 3 && excuse) {
            m |= bit(KINGS_EXCUSE);
        }
        for (int s = 0; s < 4; s++) {
            int c = courts(lo, hi, s);
            if (c == 4) {
                m |= bit(cavalry(s));
            } else if (c == 3 && excuse) {
                m |= bit(cavalry(s)) << 1;
            }
        }
        return m;
    }

    /** Whether a set of tokens may be declared together (the exclusions of §5.2). */
    static boolean combinable(int mask, boolean anyCavalryExcludes) {
        return !anyCavalryExcludes || (mask & CAVALRIES) == 0 || (mask & HALF_CAVALRIES) == 0;
    }

    /** The length of the unbroken run T20, T19, … held. */
    static int matadorRun(long lo) {
        int run = 0;
        for (int t = MOND - 1; t > PAGAT && (lo & 1L << t) != 0; t--) {
            run++;
        }
        return run;
    }

    /** The value of this declaration on the hand that satisfies it, under the rules in force. */
    int value(LeipzigTaroc game, long lo) {
        return switch (this) {
            case MATADORS -> game.matadorsFixed ? game.matadorsFixedValue : 10 + 5 * matadorRun(lo);
            case TEN_TRUMPS -> game.trumpsFlat ? game.trumpsFlatValue : 10 + 5 * (Long.bitCount(lo & TRUMPS) - 10);
            case KINGS, CAVALRY_CLUBS, CAVALRY_DIAMONDS, CAVALRY_HEARTS, CAVALRY_SPADES -> 10;
            case KINGS_EXCUSE, HALF_CAVALRY_CLUBS, HALF_CAVALRY_DIAMONDS, HALF_CAVALRY_HEARTS, HALF_CAVALRY_SPADES -> 5;
        };
    }

    /** The cards that make up this declaration in the hand, as a two-long mask {lo, hi}. */
    long[] cards(LeipzigTaroc game, long lo, long hi) {
        return switch (this) {
            case MATADORS -> {
                long m = 1L << PAGAT | 1L << MOND | FOOL_BIT;
                if (!game.matadorsFixed) {
                    for (int t = MOND - 1, n = matadorRun(lo); n > 0; t--, n--) {
                        m |= 1L << t;
                    }
                }
                yield new long[]{m, 0};
            }
            case TEN_TRUMPS -> new long[]{lo & TRUMPS, 0};
            case KINGS, KINGS_EXCUSE -> {
                long[] k = {this == KINGS ? 0 : FOOL_BIT, 0};
                for (int s = 0; s < 4; s++) {
                    add(k, lo, hi, TarotCards.king(s));
                }
                yield k;
            }
            default -> {
                boolean half = (bit(this) & HALF_CAVALRIES) != 0;
                long[] c = {half ? FOOL_BIT : 0, 0};
                for (int i = 0; i < 4; i++) {
                    add(c, lo, hi, TarotCards.king(suit()) + i);
                }
                yield c;
            }
        };
    }

    private static void add(long[] mask, long lo, long hi, int card) {
        if (TarotCards.has(lo, hi, card)) {
            if (card < 64) {
                mask[0] |= 1L << card;
            } else {
                mask[1] |= 1L << (card - 64);
            }
        }
    }
}
