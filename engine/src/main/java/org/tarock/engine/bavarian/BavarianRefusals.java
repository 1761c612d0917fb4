package org.tarock.engine.bavarian;

import static org.tarock.engine.GermanCards.H;
import static org.tarock.engine.GermanCards.SUIT;
import static org.tarock.engine.bavarian.BavarianState.PACK;
import static org.tarock.engine.bavarian.BavarianState.SUIT_NAMES;

import java.util.List;
import java.util.Map;
import org.tarock.engine.Action;
import org.tarock.engine.Cards;
import org.tarock.engine.Phase;
import org.tarock.engine.Reason;
import org.tarock.engine.Refusal;

/** Why a Bavarian Tarock action is refused (docs/reasons.md), for the seat to act in a hand not over. */
final class BavarianRefusals {
    private BavarianRefusals() {
    }

    static Refusal check(BavarianState s, int action) {
        int kind = Action.kind(action);
        return switch (s.phase()) {
            case AUCTION -> s.auction.check(action, Contract.CODES);
            case DISCARD -> kind == Action.DISCARD ? discard(s, action)
                    : Refusal.wrongPhase("lay away 3 cards first (discard c1 c2 c3)", Phase.DISCARD, List.of("discard"),
                    Map.of("count", 3));
            case TRUMP -> kind == Action.TRUMP ? trump(s, Action.arg(action))
                    : Refusal.wrongPhase("name the trump suit first (trump E, G, H or S)", Phase.TRUMP,
                    List.of("trump"), Map.of());
            case PLAY -> kind == Action.PLAY ? play(s, Action.arg(action))
                    : Refusal.wrongPhase("the cards are being played: play a card", Phase.PLAY, List.of("play"), Map.of());
            default -> Refusal.handOver();
        };
    }

    private static Refusal discard(BavarianState s, int action) {
        if (Action.cardCount(action) != 3) {
            return Refusal.wrongCount(3, Action.cardCount(action));
        }
        long cards = Action.cardMask(action);
        long missing = cards & ~s.hands[s.declarer];
        if (missing != 0) {
            return Refusal.notHeld(PACK, missing);
        }
        if (s.tarock().herzNeischaugn && (cards & SUIT[H]) != 0) {
            return new Refusal(Reason.DISCARD_NOT_ALLOWED, "Hearts are trump (Herz-Neischaugn): you may not lay away "
                    + Cards.codes(PACK, cards & SUIT[H]),
                    Map.of("rule", "herz-neischaugn", "cards", Cards.codeList(PACK, cards & SUIT[H])));
        }
        return null;
    }

    private static Refusal trump(BavarianState s, int suit) {
        if (suit >= SUIT_NAMES.length()) {
            return new Refusal(Reason.UNKNOWN_ACTION, "no suit with index " + suit, Map.of("problem", "unknown-suit",
                    "word", String.valueOf(suit), "valid", List.of("E", "G", "H", "S")));
        }
        if ((s.trumpChoices() & (1 << suit)) != 0) {
            return null;
        }
        if ((s.contract.trump().nameable() & (1 << suit)) == 0) {
            return new Refusal(Reason.TRUMP_NOT_ALLOWED,
                    "a Solo is played in Acorns, Leaves or Bells: Hearts must be bid as herzsolo",
                    Map.of("rule", "hearts-contract", "suit", "H", "contract", Contract.HERZSOLO.code()));
        }
        String letter = String.valueOf(SUIT_NAMES.charAt(suit));
        long laid = s.discards & SUIT[suit];
        return new Refusal(Reason.TRUMP_NOT_ALLOWED, "you laid away " + Cards.codes(PACK, laid)
                + ": no trump may be laid away, so " + letter + " cannot be trump",
                Map.of("rule", "laid-away", "suit", letter, "cards", Cards.codeList(PACK, laid)));
    }

    private static Refusal play(BavarianState s, int card) {
        long hand = s.hands[s.tricks().toPlay()];
        long bit = 1L << card;
        if ((hand & bit) == 0) {
            return Refusal.notHeld(PACK, card);
        }
        long legal = s.legalCards();
        if ((legal & bit) != 0) {
            return null;
        }
        int best = s.tricks().best();
        int ledSuit = s.tricks().led() / 9;
        String led = PACK.card(s.tricks().led()).code();
        long follow = hand & SUIT[ledSuit];
        if (follow != 0) {
            if ((follow & bit) == 0) {
                return Refusal.mustFollow(PACK, led, ledSuit == s.trump, follow);
            }
            return new Refusal(Reason.MUST_HEAD_TRICK, "you must beat " + PACK.card(best)
                    + ": you hold " + Cards.codes(PACK, legal),
                    Map.of("led", led, "card", PACK.card(best).code(), "cards", Cards.codeList(PACK, legal)));
        }
        long trumps = hand & SUIT[s.trump];
        if ((trumps & bit) == 0) {
            return Refusal.mustTrump(PACK, led, trumps);
        }
        return new Refusal(Reason.MUST_OVER_TRUMP, "you must over-trump " + PACK.card(best)
                + ": you hold " + Cards.codes(PACK, legal),
                Map.of("led", led, "card", PACK.card(best).code(), "cards", Cards.codeList(PACK, legal)));
    }
}
