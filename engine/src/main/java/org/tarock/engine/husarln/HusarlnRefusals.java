package org.tarock.engine.husarln;

import static org.tarock.engine.husarln.HusarlnCards.KINGS;
import static org.tarock.engine.husarln.HusarlnCards.PACK;
import static org.tarock.engine.husarln.HusarlnCards.PAGAT;
import static org.tarock.engine.husarln.HusarlnCards.TRUMPS;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tarock.engine.Action;
import org.tarock.engine.Cards;
import org.tarock.engine.Phase;
import org.tarock.engine.Reason;
import org.tarock.engine.Refusal;

/** Why a Husarln action is refused (docs/reasons.md), for the seat to act in a hand not over. */
final class HusarlnRefusals {
    private HusarlnRefusals() {
    }

    static Refusal check(HusarlnState s, int action) {
        int kind = Action.kind(action);
        return switch (s.phase()) {
            case AUCTION -> s.auction.check(action, Contract.CODES);
            case STOCK -> stock(s, action);
            case DISCARD -> kind == Action.DISCARD ? discard(s, action)
                    : Refusal.wrongPhase("lay away " + cardsWord(s.contract.packetSize()) + " first ("
                    + (s.contract.packetSize() == 2 ? "discard c1 c2" : "discard c1") + ")", Phase.DISCARD,
                    List.of("discard"), Map.of("count", s.contract.packetSize()));
            case DECLARATIONS -> kind == Action.PASS ? null : kind == Action.DECLARE ? declare(s, Action.arg(action))
                    : Refusal.wrongPhase("the bonuses are being declared: pass or declare", Phase.DECLARATIONS,
                    List.of("pass", "declare"), Map.of());
            case PLAY -> kind == Action.PLAY ? play(s, Action.arg(action))
                    : Refusal.wrongPhase("the cards are being played: play a card", Phase.PLAY, List.of("play"), Map.of());
            default -> Refusal.handOver();
        };
    }

    private static String cardsWord(int n) {
        return n == 1 ? "1 card" : n + " cards";
    }

    private static Refusal stock(HusarlnState s, int action) {
        int kind = Action.kind(action);
        if (kind == Action.REJECT) {
            return s.finalChoice ? Refusal.wrongPhase("every packet has been turned up: you must take one of "
                    + packetList(s), Phase.STOCK, List.of("take"), Map.of("packets", packetCodes(s))) : null;
        }
        if (kind != Action.TAKE) {
            return s.finalChoice
                    ? Refusal.wrongPhase("take one of " + packetList(s) + " first", Phase.STOCK, List.of("take"),
                    Map.of("packets", packetCodes(s)))
                    : Refusal.wrongPhase("take or reject the stock packet " + Cards.codes(PACK, s.packet(s.examining))
                    + " first", Phase.STOCK, List.of("take", "reject"),
                    Map.of("packet", Cards.codeList(PACK, s.packet(s.examining))));
        }
        if (Action.cardCount(action) != s.contract.packetSize()) {
            return new Refusal(Reason.WRONG_CARD_COUNT, "in " + s.contract.code() + " you take "
                    + cardsWord(s.contract.packetSize()) + ", not " + Action.cardCount(action),
                    Map.of("count", s.contract.packetSize(), "given", Action.cardCount(action), "contract", s.contract.code()));
        }
        long cards = Action.cardMask(action);
        if (!s.finalChoice) {
            return cards == s.packet(s.examining) ? null : new Refusal(Reason.TAKE_NOT_ALLOWED,
                    "you are examining " + Cards.codes(PACK, s.packet(s.examining)) + ": take it or reject it",
                    Map.of("rule", "examining", "cards", Cards.codeList(PACK, cards),
                            "packet", Cards.codeList(PACK, s.packet(s.examining))));
        }
        int j = s.packetOf(cards);
        if (j >= 0 && j < s.contract.packets() - 1) {
            return null;
        }
        return new Refusal(Reason.TAKE_NOT_ALLOWED, j >= 0
                ? "you rejected the last packet " + Cards.codes(PACK, cards) + ": take one of " + packetList(s)
                : Cards.codes(PACK, cards) + " is not a packet you may take: take one of " + packetList(s),
                Map.of("rule", j >= 0 ? "last-rejected" : "not-a-packet", "cards", Cards.codeList(PACK, cards),
                        "packets", packetCodes(s)));
    }

    /** The packets of the final choice, as card code lists for a refusal's arguments. */
    private static List<List<String>> packetCodes(HusarlnState s) {
        List<List<String>> out = new ArrayList<>();
        for (int j = 0; j < s.contract.packets() - 1; j++) {
            out.add(Cards.codeList(PACK, s.packet(j)));
        }
        return List.copyOf(out);
    }

    /** The packets of the final choice, for messages. */
    private static String packetList(HusarlnState s) {
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < s.contract.packets() - 1; j++) {
            sb.append(j == 0 ? "" : j == s.contract.packets() - 2 ? " or " : ", ").append(Cards.codes(PACK, s.packet(j)));
        }
        return sb.toString();
    }

    private static Refusal discard(HusarlnState s, int action) {
        int d = s.contract.packetSize();
        if (Action.cardCount(action) != d) {
            return Refusal.wrongCount(d, Action.cardCount(action));
        }
        long cards = Action.cardMask(action);
        long missing = cards & ~s.hands[s.declarer];
        if (missing != 0) {
            return Refusal.notHeld(PACK, missing);
        }
        long never = cards & (HusarlnCards.HONOURS | KINGS);
        if (never != 0) {
            return new Refusal(Reason.DISCARD_NOT_ALLOWED, "honours and Kings may never be laid away: "
                    + Cards.codes(PACK, never), Map.of("rule", "honour-or-king", "cards", Cards.codeList(PACK, never)));
        }
        long trumps = cards & TRUMPS;
        if (trumps != 0 && Long.bitCount(cards & s.plainCards()) < Math.min(d, Long.bitCount(s.plainCards()))) {
            return new Refusal(Reason.DISCARD_NOT_ALLOWED, "you may lay away a trump only when you have too few cards "
                    + "that are neither trumps nor Kings, and then all of them: you hold " + Cards.codes(PACK, s.plainCards()),
                    Map.of("rule", "trump", "cards", Cards.codeList(PACK, trumps),
                            "plain", Cards.codeList(PACK, s.plainCards())));
        }
        return null;
    }

    private static Refusal declare(HusarlnState s, int tokens) {
        if (tokens == 0 || tokens >= 1 << Bonus.values().length) {
            return new Refusal(Reason.UNKNOWN_ACTION, "declare one or more of " + String.join(", ", Bonus.CODES),
                    Map.of("problem", "no-declaration", "valid", Bonus.CODES));
        }
        if (Integer.bitCount(tokens & Bonus.TRUMPS_N) > 1) {
            return new Refusal(Reason.DECLARATION_NOT_ALLOWED,
                    "declare at most one of trumps-10, trumps-11 and trumps-12",
                    Map.of("rule", "exclusive", "declarations", List.of("trumps-10", "trumps-11", "trumps-12")));
        }
        int seat = s.currentSeat();
        int untrue = tokens & ~Bonus.trueFor(s.hands[seat]);
        if (untrue == 0) {
            return null;
        }
        Bonus b = Bonus.values()[Integer.numberOfTrailingZeros(untrue)];
        long hand = s.hands[seat];
        String why = switch (b) {
            case TRUMPS_10, TRUMPS_11, TRUMPS_12 -> "you hold " + Long.bitCount(hand & TRUMPS) + " trumps, not "
                    + (10 + b.ordinal());
            case HONOURS -> "you do not hold " + Cards.codes(PACK, HusarlnCards.HONOURS & ~hand);
            case ULTIMO -> "only the holder of the Pagat (T1) may announce ultimo";
        };
        Map<String, Object> args = switch (b) {
            case TRUMPS_10, TRUMPS_11, TRUMPS_12 -> Map.of("rule", "trump-count", "declaration", b.code(),
                    "count", 10 + b.ordinal(), "held", Long.bitCount(hand & TRUMPS));
            case HONOURS -> Map.of("rule", "honours", "declaration", b.code(),
                    "cards", Cards.codeList(PACK, HusarlnCards.HONOURS & ~hand));
            case ULTIMO -> Map.of("rule", "pagat", "declaration", b.code(), "card", PACK.card(PAGAT).code());
        };
        return new Refusal(Reason.DECLARATION_NOT_ALLOWED, "you cannot declare " + b.code() + ": " + why, args);
    }

    private static Refusal play(HusarlnState s, int card) {
        long hand = s.hands[s.tricks().toPlay()];
        long bit = 1L << card;
        if (card >= PACK.size() || (hand & bit) == 0) {
            return new Refusal(Reason.CARD_NOT_HELD, "you do not hold " + (card < PACK.size() ? PACK.card(card) : card),
                    Map.of("cards", card < PACK.size() ? List.of(PACK.card(card).code()) : List.of()));
        }
        if ((s.legalCards() & bit) != 0) {
            return null;
        }
        int led = s.tricks().led();
        long follow = hand & HusarlnCards.followers(led);
        String ledCode = PACK.card(led).code();
        if (follow != 0) {
            return new Refusal(Reason.MUST_FOLLOW_SUIT, (HusarlnCards.isTrump(led) ? "trumps were led" : "you must follow suit")
                    + ": you hold " + Cards.codes(PACK, follow),
                    Map.of("led", ledCode, "trumps", HusarlnCards.isTrump(led), "cards", Cards.codeList(PACK, follow)));
        }
        return new Refusal(Reason.MUST_TRUMP, "you cannot follow suit, so you must play a trump: you hold "
                + Cards.codes(PACK, hand & TRUMPS), Map.of("led", ledCode, "cards", Cards.codeList(PACK, hand & TRUMPS)));
    }
}
