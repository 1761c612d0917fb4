package org.tarock.engine.german;

import static org.tarock.engine.RefusalChecks.assertRefusal;
import static org.tarock.engine.RefusalChecks.refusal;
import static org.tarock.engine.TestHand.play;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Reason;
import org.tarock.engine.State;
import org.tarock.engine.TestHand;

/** Each refusal of german-tarok.md names its facts as arguments (docs/reasons.md), on worked examples. */
class GermanRefusalArgsTest {
    /** Seat 0 plays a Solo in Leaves: he holds GA G10 as trumps, seat 1 the other seven Leaves. */
    private static State leavesSolo(String... moves) {
        return play(AcornsDeal.on(new GermanTarok()).start("0:bid solo", "1:pass", "2:pass", "0:trump G", "0:announce none"),
                moves);
    }

    private static State frage(GermanTarok game) {
        return AcornsDeal.on(game).start("0:bid frage", "1:pass", "2:pass");
    }

    @Test
    void handOverAndNotYourTurn() {
        assertRefusal(refusal(AcornsDeal.on(new GermanTarok()).start("0:pass", "1:pass", "2:pass"), 0, "pass"),
                Reason.HAND_OVER, Map.of());
        assertRefusal(refusal(AcornsDeal.on(new GermanTarok()).start(), 2, "pass"), Reason.NOT_YOUR_TURN, Map.of("seat", 0));
    }

    @Test
    void unknownActionNamesTheAnnouncementsThereAre() {
        assertRefusal(refusal(AcornsDeal.on(new GermanTarok()).start(), 0, "announce tout"), Reason.UNKNOWN_ACTION,
                Map.of("text", "announce tout", "problem", "unknown-announcement", "word", "tout",
                        "valid", List.of("none", "matsch")));
    }

    @Test
    void wrongPhaseNamesThePhase() {
        assertRefusal(refusal(frage(new GermanTarok()), 0, "play EA"), Reason.WRONG_PHASE,
                Map.of("phase", "discard", "expected", List.of("discard"), "count", 3));
        assertRefusal(refusal(AcornsDeal.on(new GermanTarok()).start("0:bid solo", "1:pass", "2:pass"), 0, "play EA"),
                Reason.WRONG_PHASE, Map.of("phase", "trump", "expected", List.of("trump")));
        assertRefusal(refusal(AcornsDeal.on(new GermanTarok()).start("0:bid herzsolo", "1:pass", "2:pass"), 0, "play EA"),
                Reason.WRONG_PHASE, Map.of("phase", "announcement", "expected", List.of("announce")));
    }

    @Test
    void cardNotHeldAndWrongCardCount() {
        assertRefusal(refusal(frage(new GermanTarok()), 0, "discard S8 S7 HA"), Reason.CARD_NOT_HELD,
                Map.of("cards", List.of("HA")));
        assertRefusal(refusal(frage(new GermanTarok()), 0, "discard S8 S7"), Reason.WRONG_CARD_COUNT,
                Map.of("count", 3, "given", 2));
    }

    @Test
    void mustFollowSuitAndMustTrumpNameTheCardLedAndTheCardsHeld() {
        State s = leavesSolo("0:play EA", "1:play G6", "2:play SA", "1:play HA");
        assertRefusal(refusal(s, 2, "play SK"), Reason.MUST_FOLLOW_SUIT,
                Map.of("led", "HA", "trumps", false, "cards", List.of("HU", "H9", "H8", "H7", "H6")));
        play(s, "2:play H6");
        assertRefusal(refusal(s, 0, "play E10"), Reason.MUST_TRUMP,
                Map.of("led", "HA", "cards", List.of("GA", "G10")));
    }

    @Test
    void auctionRefusalsNameTheContract() {
        assertRefusal(refusal(AcornsDeal.on(new GermanTarok()).start("0:bid solo"), 1, "bid solo"), Reason.BID_TOO_LOW,
                Map.of("contract", "solo"));
        assertRefusal(refusal(AcornsDeal.on(new GermanTarok()).start("0:bid frage"), 1, "hold"), Reason.HOLD_NOT_ALLOWED,
                Map.of());
        assertRefusal(refusal(AcornsDeal.on(TestHand.game(GermanTarok.ID, Map.of("rebid-after-hold", false))).start("0:bid frage", "1:bid solo", "0:hold"), 1, "bid herzsolo"), Reason.REBID_NOT_ALLOWED, Map.of("contract", "solo"));
        assertRefusal(refusal(AcornsDeal.on(TestHand.game(GermanTarok.ID, Map.of("settlement", "blocks", "block-frage", false))).start(), 0, "bid frage"),
                Reason.UNKNOWN_CONTRACT, Map.of("contract", "frage"));
    }

    @Test
    void aceDiscardRefusalsNameTheAceAndItsSuit() {
        assertRefusal(refusal(frage(TestHand.game(GermanTarok.ID, Map.of("era", "sansprendre-1839"))), 0, "discard GA S8 S7"), Reason.DISCARD_NOT_ALLOWED,
                Map.of("rule", "ace-whole-suit", "card", "GA", "suit", "G"));
        assertRefusal(refusal(frage(TestHand.game(GermanTarok.ID, Map.of("era", "sansprendre-1839", "ace-discard", "void"))), 0, "discard GA S8 S7"),
                Reason.DISCARD_NOT_ALLOWED, Map.of("rule", "ace-void", "card", "GA", "suit", "G",
                        "cards", List.of("G10")));
    }

    @Test
    void trumpNotAllowedNamesTheHeartsContract() {
        assertRefusal(refusal(AcornsDeal.on(new GermanTarok()).start("0:bid solo", "1:pass", "2:pass"), 0, "trump H"),
                Reason.TRUMP_NOT_ALLOWED, Map.of("rule", "hearts-contract", "suit", "H", "contract", "herzsolo"));
    }

    @Test
    void announcementNotAllowedNamesTheRule() {
        State off = AcornsDeal.on(TestHand.game(GermanTarok.ID, Map.of("matsch-announcement", false))).start("0:bid herzsolo", "1:pass", "2:pass");
        assertRefusal(refusal(off, 0, "announce matsch"), Reason.ANNOUNCEMENT_NOT_ALLOWED,
                Map.of("rule", "matsch-announcement"));
    }

    @Test
    void duplicateNamesTheCard() {
        assertRefusal(refusal(frage(new GermanTarok()), 0, "discard S8 S8 S7"), Reason.DUPLICATE, Map.of("card", "S8"));
    }
}
