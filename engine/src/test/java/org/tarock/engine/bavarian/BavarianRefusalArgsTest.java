package org.tarock.engine.bavarian;

import static org.tarock.engine.RefusalChecks.assertRefusal;
import static org.tarock.engine.RefusalChecks.refusal;
import static org.tarock.engine.bavarian.WorkedDeal.hand;
import static org.tarock.engine.bavarian.WorkedDeal.herzSolo;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Action;
import org.tarock.engine.Pack;
import org.tarock.engine.Reason;
import org.tarock.engine.State;
import org.tarock.engine.TestHand;

/** Each refusal of bavarian-tarock.md names its facts as arguments (docs/reasons.md), on worked examples. */
class BavarianRefusalArgsTest {
    private static final Pack PACK = Pack.GERMAN_36;


    @Test
    void handOverHasNoArguments() {
        assertRefusal(refusal(hand("0:pass", "1:pass", "2:pass"), 0, "pass"), Reason.HAND_OVER, Map.of());
    }

    @Test
    void notYourTurnNamesTheSeatToAct() {
        assertRefusal(refusal(hand(), 1, "pass"), Reason.NOT_YOUR_TURN, Map.of("seat", 0));
    }

    @Test
    void unknownActionNamesTheProblemAndTheWord() {
        assertRefusal(refusal(hand(), 0, "bid grand"), Reason.UNKNOWN_ACTION, Map.of("text", "bid grand",
                "problem", "unknown-contract", "word", "grand", "valid", List.of("stock", "solo", "herzsolo", "bettel")));
        assertRefusal(refusal(hand(), 0, "play XX"), Reason.UNKNOWN_ACTION,
                Map.of("text", "play XX", "problem", "unknown-card", "word", "XX"));
    }

    @Test
    void wrongPhaseNamesThePhaseAndWhatItTakes() {
        assertRefusal(refusal(hand(), 0, "play EA"), Reason.WRONG_PHASE,
                Map.of("phase", "auction", "expected", List.of("pass", "bid")));
        assertRefusal(refusal(hand("0:bid stock", "1:pass", "2:pass"), 0, "play EA"), Reason.WRONG_PHASE,
                Map.of("phase", "discard", "expected", List.of("discard"), "count", 3));
        assertRefusal(refusal(hand("0:bid solo", "1:pass", "2:pass"), 0, "pass"), Reason.WRONG_PHASE,
                Map.of("phase", "trump", "expected", List.of("trump")));
        assertRefusal(refusal(hand("0:bid solo", "1:pass", "2:pass", "0:trump E"), 0, "pass"), Reason.WRONG_PHASE,
                Map.of("phase", "play", "expected", List.of("play")));
    }

    @Test
    void cardNotHeldNamesTheCards() {
        assertRefusal(refusal(hand("0:bid stock", "1:pass", "2:pass"), 0, "discard EU E9 H6"), Reason.CARD_NOT_HELD,
                Map.of("cards", List.of("H6")));
        assertRefusal(refusal(hand("0:bid solo", "1:pass", "2:pass", "0:trump E"), 0, "play SK"),
                Reason.CARD_NOT_HELD, Map.of("cards", List.of("SK")));
    }

    @Test
    void duplicateNamesTheCard() {
        assertRefusal(refusal(hand("0:bid stock", "1:pass", "2:pass"), 0, "discard EU EU E9"), Reason.DUPLICATE,
                Map.of("card", "EU"));
    }

    @Test
    void mustFollowSuitNamesTheCardLedAndTheFollowers() {
        State s = hand("0:bid solo", "1:pass", "2:pass", "0:trump E", "0:play GA");
        assertRefusal(refusal(s, 1, "play H9"), Reason.MUST_FOLLOW_SUIT,
                Map.of("led", "GA", "trumps", false, "cards", List.of("GK", "GO", "GU", "G9", "G8")));
    }

    @Test
    void mustHeadTrickNamesTheCardToBeat() {
        assertRefusal(refusal(herzSolo("0:play G10"), 1, "play GK"), Reason.MUST_HEAD_TRICK,
                Map.of("led", "G10", "card", "G10", "cards", List.of("GA")));
    }

    @Test
    void mustTrumpAndMustOverTrumpNameTheTrumps() {
        State s = herzSolo("0:play EA");
        assertRefusal(refusal(s, 1, "play SA"), Reason.MUST_TRUMP, Map.of("led", "EA", "cards", List.of("H9", "H6")));
        TestHand.play(s, "1:play H9");
        assertRefusal(refusal(s, 2, "play H8"), Reason.MUST_OVER_TRUMP,
                Map.of("led", "EA", "card", "H9", "cards", List.of("HA", "H10", "HK", "HO", "HU")));
    }

    @Test
    void auctionRefusalsNameTheContract() {
        assertRefusal(refusal(hand("0:bid stock"), 1, "bid stock"), Reason.BID_TOO_LOW, Map.of("contract", "stock"));
        assertRefusal(refusal(hand("0:bid stock"), 1, "hold"), Reason.HOLD_NOT_ALLOWED, Map.of());
        assertRefusal(refusal(hand("0:bid stock", "1:bid solo"), 0, "bid bettel"), Reason.BID_TOO_LOW,
                Map.of("contract", "solo", "rule", "hold-or-pass"));
        assertRefusal(refusal(hand(Map.of("rebid-after-hold", false), "0:bid stock", "1:bid solo", "0:hold"), 1,
                "bid bettel"), Reason.REBID_NOT_ALLOWED, Map.of("contract", "solo"));
    }

    @Test
    void wrongCardCountNamesTheCountAndTheCardsGiven() {
        assertRefusal(refusal(hand("0:bid stock", "1:pass", "2:pass"), 0, "discard EU E9"), Reason.WRONG_CARD_COUNT,
                Map.of("count", 3, "given", 2));
    }

    @Test
    void herzNeischaughForbidsLayingAwayHearts() {
        State s = hand(Map.of("herz-neischaugn", true), "0:bid stock", "1:pass", "2:pass");
        assertRefusal(refusal(s, 0, "discard HA E9 E8"), Reason.DISCARD_NOT_ALLOWED,
                Map.of("rule", "herz-neischaugn", "cards", List.of("HA")));
    }

    @Test
    void trumpNotAllowedNamesTheSuitAndWhy() {
        assertRefusal(refusal(hand("0:bid solo", "1:pass", "2:pass"), 0, "trump H"), Reason.TRUMP_NOT_ALLOWED,
                Map.of("rule", "hearts-contract", "suit", "H", "contract", "herzsolo"));
        assertRefusal(refusal(hand("0:bid stock", "1:pass", "2:pass", "0:discard EU E9 S8"), 0, "trump E"),
                Reason.TRUMP_NOT_ALLOWED, Map.of("rule", "laid-away", "suit", "E", "cards", List.of("EU", "E9")));
    }

    /** A trump action numbering no suit (only a program can send one) is refused, not an error. */
    @Test
    void trumpOfNoSuitIsAnUnknownSuit() {
        State s = hand("0:bid stock", "1:pass", "2:pass", "0:discard EU E9 S8");
        assertRefusal(s.check(0, Action.trump(4)), Reason.UNKNOWN_ACTION,
                Map.of("problem", "unknown-suit", "word", "4", "valid", List.of("E", "G", "H", "S")));
    }
}
