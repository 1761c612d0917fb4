package org.tarock.engine.german;

import static org.tarock.engine.GermanCards.SUIT;
import static org.tarock.engine.german.GermanState.PACK;

import java.util.List;
import java.util.Map;
import org.tarock.engine.Action;
import org.tarock.engine.Cards;
import org.tarock.engine.Phase;
import org.tarock.engine.Reason;
import org.tarock.engine.Refusal;

/** Why a German Tarok action is refused (docs/reasons.md), for the seat to act in a hand not over. */
final class GermanRefusals {
    private static final String[] SUIT_NAMES = {"Acorns", "Leaves", "Hearts", "Bells"};

    private GermanRefusals() {
    }

    static Refusal check(GermanState s, int action) {
        int kind = Action.kind(action);
        if (kind == Action.ANNOUNCE && !s.tarok().matschAnnouncement) {
            return new Refusal(Reason.ANNOUNCEMENT_NOT_ALLOWED,
                    "a Matsch cannot be announced under these rules (matsch-announcement: false)",
                    Map.of("rule", "matsch-announcement"));
        }
        return switch (s.phase()) {
            case AUCTION -> s.auction.check(action, s.tarok().era.codes());
            case DISCARD -> kind == Action.DISCARD ? discard(s, action)
                    : Refusal.wrongPhase("lay away 3 cards first (discard c1 c2 c3)", Phase.DISCARD, List.of("discard"),
                    Map.of("count", 3));
            case TRUMP -> kind == Action.TRUMP ? trump(s, Action.arg(action))
                    : Refusal.wrongPhase("name the trump suit first (trump E, G or S)", Phase.TRUMP,
                    List.of("trump"), Map.of());
            case ANNOUNCEMENT -> kind != Action.ANNOUNCE
                    ? Refusal.wrongPhase("announce first: announce matsch or announce none", Phase.ANNOUNCEMENT,
                    List.of("announce"), Map.of())
                    : Action.arg(action) > 1 ? new Refusal(Reason.ANNOUNCEMENT_NOT_ALLOWED,
                    "the declarer may only announce matsch or none", Map.of("rule", "matsch-or-none")) : null;
            case PLAY -> kind == Action.PLAY ? play(s, Action.arg(action))
                    : Refusal.wrongPhase("the cards are being played: play a card", Phase.PLAY, List.of("play"), Map.of());
            default -> Refusal.handOver();
        };
    }

    private static Refusal discard(GermanState s, int action) {
        if (Action.cardCount(action) != 3) {
            return Refusal.wrongCount(3, Action.cardCount(action));
        }
        long cards = Action.cardMask(action);
        long hand = s.hands[s.declarer];
        long missing = cards & ~hand;
        if (missing != 0) {
            return Refusal.notHeld(PACK, missing);
        }
        long forbidden = s.forbiddenAces(hand, cards);
        if (forbidden == 0) {
            return null;
        }
        int ace = Long.numberOfTrailingZeros(forbidden);
        String suit = SUIT_NAMES[ace / 9];
        String letter = String.valueOf(PACK.suitLetter(ace / 9));
        if (s.tarok().aceDiscard == AceDiscard.WHOLE_SUIT) {
            return new Refusal(Reason.DISCARD_NOT_ALLOWED, "you may lay away " + PACK.card(ace)
                    + " only when your 14 cards hold all nine " + suit + " (ace-discard: whole-suit)",
                    Map.of("rule", "ace-whole-suit", "card", PACK.card(ace).code(), "suit", letter));
        }
        long kept = hand & SUIT[ace / 9] & ~cards;
        return new Refusal(Reason.DISCARD_NOT_ALLOWED, "you may lay away " + PACK.card(ace) + " only together with"
                + " every " + suit + " card you hold (ace-discard: void): you would keep " + Cards.codes(PACK, kept),
                Map.of("rule", "ace-void", "card", PACK.card(ace).code(), "suit", letter,
                        "cards", Cards.codeList(PACK, kept)));
    }

    private static Refusal trump(GermanState s, int suit) {
        if (suit < 4 && (s.contract.trump().nameable() & (1 << suit)) != 0) {
            return null;
        }
        Contract hearts = s.contract.heartsContract();
        return new Refusal(Reason.TRUMP_NOT_ALLOWED, "name Acorns, Leaves or Bells (trump E, G or S): to play in"
                + " Hearts you must bid " + hearts.code(),
                Map.of("rule", "hearts-contract", "suit", "H", "contract", hearts.code()));
    }

    private static Refusal play(GermanState s, int card) {
        if (card >= PACK.size()) {
            return new Refusal(Reason.CARD_NOT_HELD, "there is no such card", Map.of("cards", List.of()));
        }
        long hand = s.hands[s.tricks().toPlay()];
        long bit = 1L << card;
        if ((hand & bit) == 0) {
            return Refusal.notHeld(PACK, card);
        }
        if ((s.legalCards() & bit) != 0) {
            return null;
        }
        int led = s.tricks().led();
        long follow = hand & SUIT[led / 9];
        String ledCode = PACK.card(led).code();
        if (follow != 0) {
            return Refusal.mustFollow(PACK, ledCode, led / 9 == s.trump, follow);
        }
        return Refusal.mustTrump(PACK, ledCode, hand & SUIT[s.trump]);
    }
}
