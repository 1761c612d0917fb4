package org.tarock.engine.husarln;

import static org.tarock.engine.RefusalChecks.assertRefusal;
import static org.tarock.engine.RefusalChecks.refusal;
import static org.tarock.engine.TestHand.act;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Reason;
import org.tarock.engine.TestHand;

/** Each refusal of husarln.md names its facts as arguments (docs/reasons.md), on worked examples. */
class HusarlnRefusalArgsTest {
    private static final String TWO_CARDS_STOCK = "T15 HQ S10 T3 CJ T20";
    private static final String ONE_CARD_STOCK = "T8 HK T20 SJ D1 CQ";
    private final Husarln game = new Husarln();

    /** Seat 0 plays Two Cards and takes the first packet, T15 HQ. */
    private HusarlnState twoCards(String hand) {
        HusarlnState s = TestHand.of(game).talon("T15 HQ T16 T17 T18 T19").hand(0, hand).start();
        act(s, "bid two-cards", "pass", "pass", "take T15 HQ");
        return s;
    }

    /** Seat 1 plays Solo; all bonuses passed. */
    private HusarlnState soloBySeat1() {
        HusarlnState s = TestHand.of(game).talon("C10 T19 T20 T21 FOOL T1").hand(0, "CK CQ CC T2 T3 T4 T5 T6 T7 T8 T9 T10").hand(1, "CJ DK DQ DC DJ D1 T11 T12 T13 T14 T15 T16").hand(2, "HK HQ HC HJ H1 SK SQ SC SJ S10 T17 T18").start();
        act(s, "pass", "bid solo", "pass", "pass", "pass");
        return s;
    }

    @Test
    void wrongPhaseInTheStockNamesThePacketOrThePacketsToChooseFrom() {
        HusarlnState s = TestHand.of(game).talon(TWO_CARDS_STOCK).start();
        act(s, "bid two-cards", "pass", "pass");
        assertRefusal(refusal(s, "pass"), Reason.WRONG_PHASE, Map.of("phase", "stock",
                "expected", List.of("take", "reject"), "packet", List.of("T15", "HQ")));
        HusarlnState last = TestHand.of(game).talon(ONE_CARD_STOCK).start();
        act(last, "bid one-card", "pass", "pass", "reject", "reject", "reject", "reject", "reject", "reject");
        assertRefusal(refusal(last, "reject"), Reason.WRONG_PHASE, Map.of("phase", "stock", "expected",
                List.of("take"), "packets", List.of(List.of("T8"), List.of("HK"), List.of("T20"), List.of("SJ"),
                        List.of("D1"))));
    }

    @Test
    void takeNotAllowedNamesTheCardsAndWhy() {
        HusarlnState s = TestHand.of(game).talon(TWO_CARDS_STOCK).start();
        act(s, "bid two-cards", "pass", "pass");
        assertRefusal(refusal(s, "take T3 S10"), Reason.TAKE_NOT_ALLOWED,
                Map.of("rule", "examining", "cards", List.of("T3", "S10"), "packet", List.of("T15", "HQ")));
        HusarlnState last = TestHand.of(game).talon(ONE_CARD_STOCK).start();
        act(last, "bid one-card", "pass", "pass", "reject", "reject", "reject", "reject", "reject", "reject");
        assertRefusal(refusal(last, "take CQ"), Reason.TAKE_NOT_ALLOWED, Map.of("rule", "last-rejected",
                "cards", List.of("CQ"), "packets", List.of(List.of("T8"), List.of("HK"), List.of("T20"),
                        List.of("SJ"), List.of("D1"))));
    }

    @Test
    void wrongCardCountNamesTheContractInTheStock() {
        HusarlnState s = TestHand.of(game).talon(TWO_CARDS_STOCK).start();
        act(s, "bid two-cards", "pass", "pass");
        assertRefusal(refusal(s, "take T15"), Reason.WRONG_CARD_COUNT,
                Map.of("count", 2, "given", 1, "contract", "two-cards"));
    }

    @Test
    void discardNotAllowedNamesTheCardsAndTheRule() {
        HusarlnState s = twoCards("FOOL T21 T1 CK DK T5 T6 T7 CQ DJ H1 S10");
        assertRefusal(refusal(s, "discard CK CQ"), Reason.DISCARD_NOT_ALLOWED,
                Map.of("rule", "honour-or-king", "cards", List.of("CK")));
        assertRefusal(refusal(s, "discard T5 CQ"), Reason.DISCARD_NOT_ALLOWED, Map.of("rule", "trump",
                "cards", List.of("T5"), "plain", List.of("CQ", "DJ", "HQ", "H1", "S10")));
    }

    @Test
    void declarationNotAllowedNamesTheDeclarationAndWhatIsMissing() {
        HusarlnState ten = TestHand.of(game).talon("CK DK HK SK CQ DQ").hand(0, "FOOL T2 T3 T4 T5 T6 T7 T8 T9 T10 HQ SQ").start();
        act(ten, "bid solo");
        assertRefusal(refusal(ten, "declare trumps-11"), Reason.DECLARATION_NOT_ALLOWED,
                Map.of("rule", "trump-count", "declaration", "trumps-11", "count", 11, "held", 10));
        assertRefusal(refusal(ten, "declare trumps-10 trumps-12"), Reason.DECLARATION_NOT_ALLOWED,
                Map.of("rule", "exclusive", "declarations", List.of("trumps-10", "trumps-11", "trumps-12")));
        HusarlnState noPagat = TestHand.of(game).talon("CK DK HK SK CQ DQ").hand(0, "FOOL T21 T2 CC DC HC SC CJ DJ HJ SJ C10").hand(2, "T1").start();
        act(noPagat, "bid solo");
        assertRefusal(refusal(noPagat, "declare honours"), Reason.DECLARATION_NOT_ALLOWED,
                Map.of("rule", "honours", "declaration", "honours", "cards", List.of("T1")));
        assertRefusal(refusal(noPagat, "declare ultimo"), Reason.DECLARATION_NOT_ALLOWED,
                Map.of("rule", "pagat", "declaration", "ultimo", "card", "T1"));
    }

    @Test
    void wrongPhaseInTheDeclarationsAndTheDiscard() {
        HusarlnState s = TestHand.of(game).talon("CK DK HK SK CQ DQ").start();
        act(s, "bid solo");
        assertRefusal(refusal(s, "play CK"), Reason.WRONG_PHASE,
                Map.of("phase", "declarations", "expected", List.of("pass", "declare")));
        assertRefusal(refusal(twoCards("FOOL T21 T1 CK DK T5 T6 T7 CQ DJ H1 S10"), "pass"), Reason.WRONG_PHASE,
                Map.of("phase", "discard", "expected", List.of("discard"), "count", 2));
    }

    @Test
    void mustFollowSuitAndMustTrumpNameTheCardLed() {
        HusarlnState s = soloBySeat1();
        act(s, "play DK");
        assertRefusal(refusal(s, "play HK"), Reason.MUST_TRUMP,
                Map.of("led", "DK", "cards", List.of("T17", "T18")));
        act(s, "play T17", "play T2", "play T18");
        assertRefusal(refusal(s, "play CK"), Reason.MUST_FOLLOW_SUIT, Map.of("led", "T18", "trumps", true,
                "cards", List.of("T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10")));
    }

    @Test
    void auctionRefusalsNameTheContract() {
        HusarlnState s = TestHand.of(game).talon(TWO_CARDS_STOCK).start();
        act(s, "bid one-card");
        assertRefusal(refusal(s, "bid two-cards"), Reason.BID_TOO_LOW, Map.of("contract", "one-card"));
        assertRefusal(refusal(s, "hold"), Reason.HOLD_NOT_ALLOWED, Map.of());
    }

    @Test
    void unknownActionNamesTheDeclarationsThereAre() {
        HusarlnState s = TestHand.of(game).talon("CK DK HK SK CQ DQ").start();
        act(s, "bid solo");
        assertRefusal(refusal(s, "declare kings"), Reason.UNKNOWN_ACTION, Map.of("text", "declare kings",
                "problem", "unknown-declaration", "word", "kings",
                "valid", List.of("trumps-10", "trumps-11", "trumps-12", "honours", "ultimo")));
    }
}
