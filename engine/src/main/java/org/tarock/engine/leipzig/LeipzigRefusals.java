package org.tarock.engine.leipzig;

import static org.tarock.engine.leipzig.TarotCards.FOOL;
import static org.tarock.engine.leipzig.TarotCards.FOOL_BIT;
import static org.tarock.engine.leipzig.TarotCards.PACK;
import static org.tarock.engine.leipzig.TarotCards.SUIT;
import static org.tarock.engine.leipzig.TarotCards.TRUMPS;

import java.util.List;
import java.util.Map;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.Phase;
import org.tarock.engine.Reason;
import org.tarock.engine.Refusal;

/** Why a Leipzig Taroc action is refused (docs/reasons.md), for the seat to act in a deal not over. */
final class LeipzigRefusals {
    private static final String[] SUIT_NAMES = {"clubs", "diamonds", "hearts", "spades"};

    private LeipzigRefusals() {
    }

    static Refusal check(LeipzigState s, int action) {
        int kind = Action.kind(action);
        return switch (s.phase()) {
            case ANNULMENT -> kind == Action.ANNUL || kind == Action.KEEP ? null
                    : Refusal.wrongPhase("you hold at most two trumps: annul the deal or keep it first",
                    Phase.ANNULMENT, List.of("annul", "keep"), Map.of());
            case DISCARD -> kind == Action.DISCARD ? skart(s, action)
                    : Refusal.wrongPhase("lay away the Skart first (discard c1 c2 c3)", Phase.DISCARD,
                    List.of("discard"), Map.of("count", 3));
            case DECLARATIONS -> switch (kind) {
                case Action.PASS -> null;
                case Action.DECLARE -> declaration(s, Action.arg(action));
                default -> Refusal.wrongPhase("declare your Roem or pass first", Phase.DECLARATIONS,
                        List.of("declare", "pass"), Map.of());
            };
            case PLAY -> kind == Action.PLAY ? play(s, Action.arg(action))
                    : Refusal.wrongPhase("the cards are being played: play a card", Phase.PLAY, List.of("play"), Map.of());
            default -> Refusal.handOver();
        };
    }

    private static Refusal skart(LeipzigState s, int action) {
        if (Action.cardCount(action) != 3) {
            return Refusal.wrongCount(3, Action.cardCount(action));
        }
        long[] m = new long[2];
        for (int i = 0; i < 3; i++) {
            int c = Action.cardAt(action, i);
            if (c >= PACK.size()) {
                return new Refusal(Reason.UNKNOWN_ACTION, "no card with index " + c,
                        Map.of("problem", "unknown-card", "word", String.valueOf(c)));
            }
            TarotCards.add(m, c);
        }
        long missingLo = m[0] & ~s.lo[s.dealer()];
        long missingHi = m[1] & ~s.hi[s.dealer()];
        if ((missingLo | missingHi) != 0) {
            return new Refusal(Reason.CARD_NOT_HELD, "you do not hold " + TarotCards.codes(missingLo, missingHi),
                    Map.of("cards", TarotCards.codeList(missingLo, missingHi)));
        }
        long kingsLo = m[0] & Skart.KINGS_LO;
        long kingsHi = m[1] & Skart.KINGS_HI;
        if ((kingsLo | kingsHi) != 0) {
            return new Refusal(Reason.DISCARD_NOT_ALLOWED, "a King may never be laid away: "
                    + TarotCards.codes(kingsLo, kingsHi), Map.of("rule", "king", "cards", TarotCards.codeList(kingsLo, kingsHi)));
        }
        long trumps = m[0] & TRUMPS;
        if (trumps == 0) {
            return null;
        }
        if (s.skart.exceptionLo == 0) {
            return new Refusal(Reason.DISCARD_NOT_ALLOWED, "a trump may be laid away only with the Pagat and exactly "
                    + "two other trumps, or the Pagat, the Excuse and one other trump: you may not lay away "
                    + TarotCards.codes(trumps, 0), Map.of("rule", "trump", "cards", TarotCards.codeList(trumps, 0)));
        }
        if (s.taroc().skartSubset || (m[0] == s.skart.exceptionLo && m[1] == 0)) {
            return null;
        }
        return new Refusal(Reason.DISCARD_NOT_ALLOWED, "under the Pagat exception the Skart must be exactly "
                + TarotCards.codes(s.skart.exceptionLo, 0) + " if it holds a trump",
                Map.of("rule", "pagat-exception", "cards", TarotCards.codeList(s.skart.exceptionLo, 0)));
    }

    private static Refusal declaration(LeipzigState s, int mask) {
        if (mask == 0 || mask >>> Roem.VALUES.length != 0) {
            return new Refusal(Reason.UNKNOWN_ACTION, "declare names one or more declarations",
                    Map.of("problem", "no-declaration", "valid", s.taroc().vocabulary().tokens()));
        }
        int seat = s.currentSeat();
        int available = Roem.available(s.lo[seat], s.hi[seat]);
        for (Roem r : Roem.VALUES) {
            if ((mask & Roem.bit(r)) != 0 && (available & Roem.bit(r)) == 0) {
                return new Refusal(Reason.DECLARATION_NOT_ALLOWED, "you cannot declare " + r.token() + ": "
                        + requirement(r), requirementArgs(r));
            }
        }
        if (!Roem.combinable(mask, s.taroc().anyCavalryExcludes)) {
            return new Refusal(Reason.DECLARATION_NOT_ALLOWED,
                    "a half Cavallerie may not be declared together with a Cavallerie", Map.of("rule", "half-with-full"));
        }
        return null;
    }

    /** The arguments of a declaration the hand does not satisfy: its token, and the suit of a Cavallerie. */
    private static Map<String, Object> requirementArgs(Roem r) {
        return switch (r) {
            case MATADORS, TEN_TRUMPS, KINGS, KINGS_EXCUSE -> Map.of("rule", "requirement", "declaration", r.token());
            default -> Map.of("rule", "requirement", "declaration", r.token(),
                    "suit", String.valueOf(PACK.suitLetter(r.suit())));
        };
    }

    private static String requirement(Roem r) {
        return switch (r) {
            case MATADORS -> "it needs T1, T21 and the Excuse";
            case TEN_TRUMPS -> "it needs at least 10 trumps";
            case KINGS -> "it needs all four Kings";
            case KINGS_EXCUSE -> "it needs exactly three Kings and the Excuse";
            default -> (Roem.bit(r) & Roem.HALF_CAVALRIES) != 0
                    ? "it needs exactly three of K, Q, C, J of " + SUIT_NAMES[r.suit()] + " and the Excuse"
                    : "it needs K, Q, C and J of " + SUIT_NAMES[r.suit()];
        };
    }

    private static Refusal play(LeipzigState s, int card) {
        int seat = s.tricks().toPlay();
        if (card >= PACK.size() || !TarotCards.has(s.lo[seat], s.hi[seat], card)) {
            return new Refusal(Reason.CARD_NOT_HELD, "you do not hold " + (card < PACK.size() ? PACK.card(card) : card),
                    Map.of("cards", card < PACK.size() ? List.of(PACK.card(card).code()) : List.of()));
        }
        s.legalCards();
        if (TarotCards.has(s.legalLo, s.legalHi, card)) {
            return null;
        }
        if (s.legalLo == FOOL_BIT && s.legalHi == 0) {
            return new Refusal(Reason.MUST_PLAY_EXCUSE, s.tricks().completed() == 21
                    ? "the Excuse must be played in trick 22 at the latest: play FOOL"
                    : "you must trump and your only trump is the Excuse: play FOOL",
                    Map.of("rule", s.tricks().completed() == 21 ? "trick-22" : "only-trump", "card", PACK.card(FOOL).code()));
        }
        if (s.tricks().inTrick() == 0) {
            return new Refusal(Reason.EXCUSE_MAY_NOT_LEAD, "the Excuse may not lead a trick",
                    Map.of("card", PACK.card(FOOL).code()));
        }
        boolean trumpsLed = SUIT[s.tricks().led()] == Card.TRUMPS || SUIT[s.tricks().led()] == Card.EXCUSE;
        String led = PACK.card(s.tricks().led()).code();
        if (trumpsLed || (s.legalLo & ~FOOL_BIT & ~TRUMPS | s.legalHi) != 0) {
            return new Refusal(Reason.MUST_FOLLOW_SUIT, "you must follow suit: you hold "
                    + TarotCards.codes(s.legalLo & ~FOOL_BIT, s.legalHi),
                    Map.of("led", led, "trumps", trumpsLed, "cards", TarotCards.codeList(s.legalLo & ~FOOL_BIT, s.legalHi)));
        }
        return new Refusal(Reason.MUST_TRUMP, "you cannot follow suit, so you must trump: you hold "
                + TarotCards.codes(s.legalLo & TRUMPS, 0),
                Map.of("led", led, "cards", TarotCards.codeList(s.legalLo & TRUMPS, 0)));
    }

}
