package org.tarock.engine.leipzig;

import static org.tarock.engine.leipzig.TarotCards.FOOL_BIT;
import static org.tarock.engine.leipzig.TarotCards.MOND;
import static org.tarock.engine.leipzig.TarotCards.PAGAT;
import static org.tarock.engine.leipzig.TarotCards.TRUMPS;

import org.tarock.engine.Card;

/**
 * What a declaration (§5.2), as the table sees it, tells the other players of its declarer's hand when play
 * began, under the rules in force: the cards he surely held and those he surely did not; for three Kings with
 * the Excuse or a half Cavallerie (not shown), the four courts of which exactly one was missing; for ten or
 * more trumps (not shown), how many trumps he held. Masks are two longs {lo, hi} of card indices.
 *
 * @param held       the cards held
 * @param notHeld    the cards not held (with the Matadors by sequence, the trump that ends the run)
 * @param oneMissing four cards of which exactly one was not held, each a case of its own; both zero if none
 * @param minTrumps  the fewest trumps held, or -1 when the declaration does not count them
 * @param maxTrumps  the most trumps held, or -1
 */
public record RoemClaim(long[] held, long[] notHeld, long[] oneMissing, int minTrumps, int maxTrumps) {

    static RoemClaim of(LeipzigTaroc game, LeipzigPublic.Declared d) {
        Roem r = Roem.of(d.kind());
        long[] held = new long[2];
        long[] notHeld = new long[2];
        long[] none = new long[2];
        if (r == Roem.MATADORS && !game.matadorsFixed) {
            // the value is 10 + 5 per card of the run T20, T19, …, which stops at the first trump missing
            int run = (d.value() - 10) / 5;
            for (int i = 0; i < run; i++) {
                held[0] |= 1L << (MOND - 1 - i);
            }
            if (MOND - 1 - run > PAGAT) {
                notHeld[0] |= 1L << (MOND - 1 - run);
            }
        }
        boolean oneOfFourMissing = r == Roem.KINGS_EXCUSE || (Roem.bit(r) & Roem.HALF_CAVALRIES) != 0;
        if (game.showDeclarations) {
            long[] shown = new long[2];
            for (Card c : d.cards()) {
                add(shown, c.index());
            }
            or(held, shown);
            if (r == Roem.TEN_TRUMPS) {
                notHeld[0] |= TRUMPS & ~shown[0];
            } else if (oneOfFourMissing) {
                long[] four = four(r);
                notHeld[0] |= four[0] & ~shown[0];
                notHeld[1] |= four[1] & ~shown[1];
            }
            return new RoemClaim(held, notHeld, none, -1, -1);
        }
        if (r == Roem.TEN_TRUMPS) {
            int from = game.trumpsFlat ? 10 : 10 + (d.value() - 10) / 5;
            return new RoemClaim(held, notHeld, none, from, game.trumpsFlat ? 21 : from);
        }
        if (oneOfFourMissing) {
            held[0] |= FOOL_BIT;
            return new RoemClaim(held, notHeld, four(r), -1, -1);
        }
        if (r == Roem.MATADORS) {
            held[0] |= 1L << PAGAT | 1L << MOND | FOOL_BIT;
        } else {
            or(held, four(r));
        }
        return new RoemClaim(held, notHeld, none, -1, -1);
    }

    /** The Kings, for the Kings' declarations; a suit's K Q C J for its (half) Cavallerie. */
    private static long[] four(Roem r) {
        long[] m = new long[2];
        for (int i = 0; i < 4; i++) {
            add(m, r == Roem.KINGS || r == Roem.KINGS_EXCUSE ? TarotCards.king(i) : TarotCards.king(r.suit()) + i);
        }
        return m;
    }

    private static void add(long[] m, int card) {
        m[card >>> 6] |= 1L << card;
    }

    private static void or(long[] into, long[] m) {
        into[0] |= m[0];
        into[1] |= m[1];
    }
}
