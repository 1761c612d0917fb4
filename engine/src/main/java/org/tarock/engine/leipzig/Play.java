package org.tarock.engine.leipzig;

import static org.tarock.engine.leipzig.TarotCards.FOOL;
import static org.tarock.engine.leipzig.TarotCards.FOOL_BIT;
import static org.tarock.engine.leipzig.TarotCards.SUIT;
import static org.tarock.engine.leipzig.TarotCards.SUIT_HI;
import static org.tarock.engine.leipzig.TarotCards.SUIT_LO;
import static org.tarock.engine.leipzig.TarotCards.TRUMPS;

import org.tarock.engine.Card;

/** The card-play rules of §6 as pure functions of a position: the legal cards and who wins a trick. */
final class Play {
    private Play() {
    }

    /**
     * The legal cards (§6.2) of a player with hand {@code lo}/{@code hi} at trick {@code trick} (1–25). The
     * {@code lo} part is written to {@code outLo[0]}, the {@code hi} part returned, so that play allocates
     * nothing.
     *
     * @param led         the first card of the trick, or -1 when the player leads
     * @param dueToLead22 whether the player won trick 21 (so is due to lead trick 22)
     */
    static long legal(LeipzigTaroc game, long lo, long hi, int trick, int led, boolean dueToLead22, long[] outLo) {
        boolean excuse = (lo & FOOL_BIT) != 0;
        if (excuse && trick == 22 && (game.deadlineCompulsory || dueToLead22)) {
            outLo[0] = FOOL_BIT;
            return 0;
        }
        if (led < 0) {
            boolean onlyExcuse = lo == FOOL_BIT && hi == 0;
            outLo[0] = game.excuseMayLead || onlyExcuse ? lo : lo & ~FOOL_BIT;
            return hi;
        }
        // a led Excuse asks for trumps
        int suit = SUIT[led] == Card.EXCUSE ? Card.TRUMPS : SUIT[led];
        long followLo = suit == Card.TRUMPS ? lo & TRUMPS : lo & SUIT_LO[suit];
        long followHi = suit == Card.TRUMPS ? 0 : hi & SUIT_HI[suit];
        long excuseBit = lo & FOOL_BIT;
        if ((followLo | followHi) != 0) {
            outLo[0] = followLo | excuseBit;
            return followHi;
        }
        if (suit != Card.TRUMPS && (lo & TRUMPS) != 0) {
            outLo[0] = lo & TRUMPS | excuseBit;
            return 0;
        }
        if (excuse && game.excuseLastTrump) {
            outLo[0] = FOOL_BIT;
            return 0;
        }
        outLo[0] = lo;
        return hi;
    }

    /**
     * Whether {@code card}, played to a trick whose best card so far is {@code best}, now wins it (§6.4): the
     * Excuse never wins, and a led Excuse is beaten by the next card, whose suit then decides the trick.
     */
    static boolean winsSoFar(int card, int best) {
        return card != FOOL && (best == FOOL || TarotCards.beats(card, best));
    }
}
