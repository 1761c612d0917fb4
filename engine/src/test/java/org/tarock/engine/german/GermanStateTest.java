package org.tarock.engine.german;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.tarock.engine.TestHand.play;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Action;
import org.tarock.engine.HandResult;
import org.tarock.engine.IllegalActionException;
import org.tarock.engine.Phase;
import org.tarock.engine.Reason;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.TestHand;

/** §4–§6 and §9: the auction, the exchange, trump naming, the Matsch announcement, play and the result. */
class GermanStateTest {

    private static List<String> legal(State s) {
        return s.legalActionList().stream().map(a -> s.game().vocabulary().format(a)).toList();
    }

    private static void assertRefused(State s, int seat, String action, Reason reason, String message) {
        int before = s.moves().size();
        assertThatThrownBy(() -> s.apply(seat, action)).isInstanceOfSatisfying(IllegalActionException.class, e -> {
            assertThat(e.reason()).isEqualTo(reason);
            assertThat(e.getMessage()).contains(message);
        });
        assertThat(s.moves()).hasSize(before);
    }

    private static GermanPublic detail(State s) {
        return s.view(0).detail(GermanPublic.class);
    }

    // ---- auction -------------------------------------------------------------------------------

    @Test
    void forehandSpeaksFirstAndMayBidAnyContract() {
        State s = AcornsDeal.on(new GermanTarok()).start();
        assertThat(s.currentSeat()).isZero();
        assertThat(legal(s)).containsExactly("pass", "bid frage", "bid solo", "bid herzsolo");
    }

    @Test
    void laterPlayerMustBidStrictlyHigher() {
        State s = AcornsDeal.on(new GermanTarok()).start("0:bid solo");
        assertThat(legal(s)).containsExactly("pass", "bid herzsolo");
        assertRefused(s, 1, "bid solo", Reason.BID_TOO_LOW, "higher than solo");
    }

    @Test
    void isItInCouleurAnsweredYesIsAHold() {
        State s = AcornsDeal.on(TestHand.game(GermanTarok.ID, Map.of("era", "sansprendre-1839"))).start("0:bid frage", "1:bid frage-couleur", "0:hold", "1:pass", "2:pass");
        assertThat(detail(s).declarer()).isZero();
        assertThat(detail(s).contract()).isEqualTo(Contract.FRAGE_COULEUR);
        assertThat(detail(s).trump()).isEqualTo("H");
        assertThat(s.phase()).isEqualTo(Phase.DISCARD);
    }

    @Test
    void isItInCouleurAnsweredNoMakesTheAskerPlayInHearts() {
        State s = AcornsDeal.on(TestHand.game(GermanTarok.ID, Map.of("era", "sansprendre-1839"))).start("0:bid frage", "1:bid frage-couleur", "0:pass", "2:pass");
        assertThat(detail(s).declarer()).isEqualTo(1);
        assertThat(detail(s).contract()).isEqualTo(Contract.FRAGE_COULEUR);
        assertThat(s.view(1).hand()).hasSize(14);
    }

    @Test
    void sansprendreIsAskedInCouleurToo() {
        State s = AcornsDeal.on(TestHand.game(GermanTarok.ID, Map.of("era", "sansprendre-1839"))).start("0:bid sansprendre", "1:pass", "2:bid sansprendre-couleur", "0:hold");
        assertThat(legal(s)).containsExactly("pass");
        play(s, "2:pass");
        assertThat(detail(s).contract()).isEqualTo(Contract.SANSPRENDRE_COULEUR);
        assertThat(s.phase()).isEqualTo(Phase.PLAY);
    }

    @Test
    void section9ExampleSequenceIsLegal() {
        State s = AcornsDeal.on(new GermanTarok()).start("0:bid frage", "1:bid solo", "0:hold", "1:pass", "2:pass", "0:trump G", "0:announce none", "0:play GA");
        assertThat(detail(s).declarer()).isZero();
        assertThat(detail(s).contract()).isEqualTo(Contract.SOLO);
        assertThat(s.currentSeat()).isEqualTo(1);
    }

    @Test
    void holdIsOnlyForTheOvercalledHolder() {
        State s = AcornsDeal.on(new GermanTarok()).start("0:bid frage");
        assertRefused(s, 1, "hold", Reason.HOLD_NOT_ALLOWED, "only right after");
        play(s, "1:bid solo");
        assertThat(legal(s)).containsExactly("pass", "hold");
    }

    @Test
    void rebidAfterHoldAllowedByDefault() {
        State s = AcornsDeal.on(new GermanTarok()).start("0:bid frage", "1:bid solo", "0:hold");
        assertThat(legal(s)).containsExactly("pass", "bid herzsolo");
        play(s, "1:bid herzsolo", "0:pass", "2:pass");
        assertThat(detail(s).declarer()).isEqualTo(1);
        assertThat(detail(s).contract()).isEqualTo(Contract.HERZSOLO);
    }

    @Test
    void rebidAfterHoldFalseLeavesTheChallengerOnlyPass() {
        State s = AcornsDeal.on(TestHand.game(GermanTarok.ID, Map.of("rebid-after-hold", false))).start("0:bid frage", "1:bid solo", "0:hold");
        assertThat(legal(s)).containsExactly("pass");
        assertRefused(s, 1, "bid herzsolo", Reason.REBID_NOT_ALLOWED, "only pass");
    }

    @Test
    void blockFrageFalseTakesFrageOffThe1881Ladder() {
        State s = AcornsDeal.on(TestHand.game(GermanTarok.ID, Map.of("settlement", "blocks", "block-frage", false))).start();
        assertThat(legal(s)).containsExactly("pass", "bid solo", "bid herzsolo");
        assertRefused(s, 0, "bid frage", Reason.UNKNOWN_CONTRACT, "cannot be bid");
    }

    @Test
    void blockFrageFalseTakesBothFragesOffThe1839Ladder() {
        State s = AcornsDeal.on(TestHand.game(GermanTarok.ID, Map.of("era", "sansprendre-1839", "settlement", "blocks", "block-frage", false))).start();
        assertThat(legal(s)).containsExactly("pass", "bid sansprendre", "bid sansprendre-couleur");
        assertRefused(s, 0, "bid frage-couleur", Reason.UNKNOWN_CONTRACT, "cannot be bid");
    }

    @Test
    void everyonePassingThrowsTheHandIn() {
        GermanTarok g = TestHand.game(GermanTarok.ID, Map.of("settlement", "poule"));
        State s = AcornsDeal.on(g).start("0:pass", "1:pass", "2:pass");
        assertThat(s.isOver()).isTrue();
        HandResult r = s.result();
        assertThat(r.fields()).containsEntry("contract", "none").containsEntry("declarer", null)
                .containsEntry("trump", null).containsEntry("won", false).containsEntry("outcome", "none")
                .containsEntry("multiplier", 0L).containsEntry("basis", 0L).containsEntry("matsch", "none")
                .containsEntry("era", "deutschtarok-1881").containsEntry("pot", 0L)
                .containsEntry("notes", List.of("thrown-in"));
        assertThat(r.fields().get("settlement")).isEqualTo(List.of(0L, 0L, 0L));
        assertThat(r.fields().get("carry_after")).isEqualTo(r.fields().get("carry_before"));
        assertThat(r.compared()).containsExactlyInAnyOrder("contract", "settlement", "pot", "notes", "era",
                "carry_before", "carry_after");
    }

    // ---- exchange, trump, announcement -------------------------------------------------------------

    @Test
    void fragePicksUpTheScatAndDiscardsThree() {
        State s = AcornsDeal.on(new GermanTarok()).start("0:bid frage", "1:pass", "2:pass");
        assertThat(s.phase()).isEqualTo(Phase.DISCARD);
        assertThat(s.view(0).hand()).hasSize(14);
        assertThat(s.view(0).talon()).extracting(Object::toString).containsExactly("S8", "S7", "S6");
        assertThat(s.view(1).talon()).isEmpty();
        assertThat(s.legalActionCount()).isEqualTo(364);
        assertRefused(s, 0, "discard S8 S7", Reason.WRONG_CARD_COUNT, "exactly 3");
        assertRefused(s, 0, "discard S8 S7 HA", Reason.CARD_NOT_HELD, "HA");
        assertRefused(s, 0, "play EA", Reason.WRONG_PHASE, "lay away 3 cards");
        play(s, "0:discard GA G10 S8");
        assertThat(s.view(0).hand()).hasSize(11);
        assertThat(s.view(1).history().get(3).action()).isEqualTo(Action.HIDDEN);
        assertThat(s.phase()).isEqualTo(Phase.ANNOUNCEMENT);
    }

    @Test
    void aceDiscardWholeSuitNeedsAllNineCardsOfTheSuit() {
        State s = AcornsDeal.on(TestHand.game(GermanTarok.ID, Map.of("era", "sansprendre-1839"))).start("0:bid frage", "1:pass", "2:pass");
        assertRefused(s, 0, "discard GA S8 S7", Reason.DISCARD_NOT_ALLOWED, "all nine Leaves");
        assertRefused(s, 0, "discard GA G10 S8", Reason.DISCARD_NOT_ALLOWED, "whole-suit");
        assertThat(s.legalActionCount()).isEqualTo(286); // C(13, 3): any three but GA
        assertThat(s.check(0, s.game().vocabulary().parse("discard EA E10 EK"))).isNull();
    }

    @Test
    void aceDiscardVoidNeedsTheWholeSuitLaidAway() {
        State s = AcornsDeal.on(TestHand.game(GermanTarok.ID, Map.of("era", "sansprendre-1839", "ace-discard", "void"))).start("0:bid frage", "1:pass", "2:pass");
        assertRefused(s, 0, "discard GA S8 S7", Reason.DISCARD_NOT_ALLOWED, "you would keep G10");
        assertRefused(s, 0, "discard EA S8 S7", Reason.DISCARD_NOT_ALLOWED, "void");
        assertThat(s.check(0, s.game().vocabulary().parse("discard GA G10 S8"))).isNull();
        assertThat(s.legalActionCount()).isEqualTo(220 + 11); // no Ace, or GA with G10 and one more
        assertThat(s.legalActionList()).hasSize(231);
    }

    @Test
    void aceDiscardAlwaysAllowsAnyAce() {
        State s = AcornsDeal.on(TestHand.game(GermanTarok.ID, Map.of("era", "sansprendre-1839", "ace-discard", "always"))).start("0:bid frage", "1:pass", "2:pass");
        assertThat(s.check(0, s.game().vocabulary().parse("discard GA EA S8"))).isNull();
        assertThat(s.legalActionCount()).isEqualTo(364);
    }

    @Test
    void frage1839DiscardsFirstThenNamesTrump() {
        State s = AcornsDeal.on(TestHand.game(GermanTarok.ID, Map.of("era", "sansprendre-1839"))).start("0:bid frage", "1:pass", "2:pass");
        assertThat(s.phase()).isEqualTo(Phase.DISCARD);
        play(s, "0:discard S8 S7 S6");
        assertThat(s.phase()).isEqualTo(Phase.TRUMP);
        assertThat(legal(s)).containsExactly("trump E", "trump G", "trump S");
        assertRefused(s, 0, "trump H", Reason.TRUMP_NOT_ALLOWED, "bid frage-couleur");
        play(s, "0:trump E");
        assertThat(s.phase()).isEqualTo(Phase.PLAY); // 1839: no Matsch announcement by default
        assertThat(detail(s).trump()).isEqualTo("E");
    }

    @Test
    void soloNamesTrumpRightAfterTheAuctionAndNeverHearts() {
        State s = AcornsDeal.on(new GermanTarok()).start("0:bid solo", "1:pass", "2:pass");
        assertThat(s.phase()).isEqualTo(Phase.TRUMP);
        assertRefused(s, 0, "trump H", Reason.TRUMP_NOT_ALLOWED, "bid herzsolo");
        play(s, "0:trump E");
        assertThat(s.phase()).isEqualTo(Phase.ANNOUNCEMENT);
    }

    @Test
    void sansprendreNeverNamesHearts() {
        State s = AcornsDeal.on(TestHand.game(GermanTarok.ID, Map.of("era", "sansprendre-1839"))).start("0:bid sansprendre", "1:pass", "2:pass");
        assertRefused(s, 0, "trump H", Reason.TRUMP_NOT_ALLOWED, "bid sansprendre-couleur");
    }

    @Test
    void heartsContractsNeedNoTrumpAction() {
        State s = AcornsDeal.on(new GermanTarok()).start("0:bid herzsolo", "1:pass", "2:pass");
        assertThat(s.phase()).isEqualTo(Phase.ANNOUNCEMENT);
        assertThat(detail(s).trump()).isEqualTo("H");
        State f = AcornsDeal.on(new GermanTarok()).start("0:bid frage", "1:pass", "2:pass", "0:discard S8 S7 S6");
        assertThat(f.phase()).isEqualTo(Phase.ANNOUNCEMENT);
    }

    @Test
    void matschAnnouncementPhaseOnlyWithTheOption() {
        State s = AcornsDeal.on(new GermanTarok()).start("0:bid herzsolo", "1:pass", "2:pass");
        assertThat(legal(s)).containsExactly("announce none", "announce matsch");
        assertRefused(s, 0, "play EA", Reason.WRONG_PHASE, "announce");
        play(s, "0:announce matsch");
        assertThat(detail(s).matsch()).isTrue();
        State off = AcornsDeal.on(TestHand.game(GermanTarok.ID, Map.of("matsch-announcement", false))).start("0:bid herzsolo", "1:pass", "2:pass");
        assertThat(off.phase()).isEqualTo(Phase.PLAY);
        assertThat(detail(off).matsch()).isNull();
        assertRefused(off, 0, "announce matsch", Reason.ANNOUNCEMENT_NOT_ALLOWED, "matsch-announcement: false");
    }

    @Test
    void matschCanBeAnnouncedIn1839WhenEnabled() {
        State s = AcornsDeal.on(TestHand.game(GermanTarok.ID, Map.of("era", "sansprendre-1839", "matsch-announcement", true))).start("0:bid sansprendre", "1:pass", "2:pass", "0:trump E");
        assertThat(s.phase()).isEqualTo(Phase.ANNOUNCEMENT);
    }

    // ---- play ----------------------------------------------------------------------------------

    /** Seat 0 plays a Solo in Leaves: he holds GA G10 as trumps, seat 1 the other seven Leaves. */
    private static State leavesSolo() {
        return AcornsDeal.on(new GermanTarok()).start("0:bid solo", "1:pass", "2:pass", "0:trump G", "0:announce none");
    }

    @Test
    void forehandLeadsTheFirstTrickWithAnyCard() {
        State s = leavesSolo();
        assertThat(s.currentSeat()).isZero();
        assertThat(s.legalActionCount()).isEqualTo(11);
    }

    @Test
    void mustTrumpWhenVoidInTheSuitLed() {
        State s = play(leavesSolo(), "0:play EA");
        assertRefused(s, 1, "play HA", Reason.MUST_TRUMP,
                "you cannot follow suit, so you must trump: you hold GK GO GU G9 G8 G7 G6");
        assertThat(legal(s)).containsExactly("play GK", "play GO", "play GU", "play G9", "play G8", "play G7",
                "play G6");
    }

    @Test
    void voidOfSuitAndTrumpsMayPlayAnyCard() {
        State s = play(leavesSolo(), "0:play EA", "1:play G6");
        assertThat(s.legalActionCount()).isEqualTo(11);
        play(s, "2:play SA");
        assertThat(s.currentSeat()).isEqualTo(1); // G6 trumped the Ace
    }

    @Test
    void mustFollowSuitButNeedNotBeatTheTrick() {
        State s = play(leavesSolo(), "0:play EA", "1:play G6", "2:play SA", "1:play HA");
        assertRefused(s, 2, "play SK", Reason.MUST_FOLLOW_SUIT, "you must follow suit: you hold HU H9 H8 H7 H6");
        play(s, "2:play H6");
        assertRefused(s, 0, "play E10", Reason.MUST_TRUMP, "GA G10");
        play(s, "0:play G10");
        assertThat(s.currentSeat()).isZero();
    }

    @Test
    void trumpLedIsFollowedWithAnyTrumpEvenOneThatCannotBeat() {
        State s = play(leavesSolo(), "0:play G10");
        assertThat(legal(s)).containsExactly("play GK", "play GO", "play GU", "play G9", "play G8", "play G7",
                "play G6");
    }

    @Test
    void cardNotHeldIsRefused() {
        State s = leavesSolo();
        assertRefused(s, 0, "play HA", Reason.CARD_NOT_HELD, "you do not hold HA");
        assertRefused(s, 1, "play GK", Reason.NOT_YOUR_TURN, "seat 0");
    }

    // ---- whole hands ---------------------------------------------------------------------------

    /** Seat 0 holds all nine Hearts and two side Aces: a Herzsolo that takes every trick. The scat holds 25. */
    private static State matschHand(GermanTarok game, String... auction) {
        State s = TestHand.of(game).hand(0, "HA H10 HK HO HU H9 H8 H7 H6 EA GA").hand(1, "E10 EK EO EU E9 E8 E7 E6 G10 GK GO").hand(2, "GU G9 G8 G7 G6 SO SU S9 S8 S7 S6").talon("SA S10 SK").start(auction);
        while (!s.isOver()) {
            List<Integer> legal = s.legalActionList();
            int choice = legal.get(0);
            for (int a : legal) {
                if (s.currentSeat() == 0 && Action.arg(a) / 9 == 2) {
                    choice = a; // the declarer draws trumps first
                    break;
                }
            }
            s.apply(s.currentSeat(), choice);
        }
        return s;
    }

    @Test
    void silentMatschOfAWholeHand() {
        HandResult r = matschHand(new GermanTarok(), "0:bid herzsolo", "1:pass", "2:pass", "0:announce none").result();
        assertThat(r.fields()).containsEntry("matsch", "silent").containsEntry("basis", 100L)
                .containsEntry("outcome", "won").containsEntry("notes", List.of("matsch"));
        assertThat(r.fields().get("card_points")).isEqualTo(List.of(120L, 0L, 0L));
        assertThat(r.fields().get("settlement")).isEqualTo(List.of(800L, -400L, -400L));
    }

    @Test
    void announcedMatschOfAWholeHand() {
        HandResult r = matschHand(new GermanTarok(), "0:bid herzsolo", "1:pass", "2:pass", "0:announce matsch").result();
        assertThat(r.fields()).containsEntry("matsch", "announced").containsEntry("basis", 200L);
        assertThat(r.fields().get("settlement")).isEqualTo(List.of(1600L, -800L, -800L));
    }

    @Test
    void silentMatschIn1839IsScoredAsItsOvershoot() {
        HandResult r = matschHand(TestHand.game(GermanTarok.ID, Map.of("era", "sansprendre-1839")), "0:bid sansprendre-couleur", "1:pass", "2:pass").result();
        assertThat(r.fields()).containsEntry("matsch", "silent").containsEntry("basis", 60L)
                .containsEntry("multiplier", 4L);
        assertThat(r.fields().get("settlement")).isEqualTo(List.of(480L, -240L, -240L));
    }

    @Test
    void untouchedScatCountsForTheDefendersWhenTheRulesSaySo() {
        HandResult r = matschHand(TestHand.game(GermanTarok.ID, Map.of("scat-points", "defenders")), "0:bid herzsolo", "1:pass", "2:pass",
                "0:announce none").result();
        assertThat(r.fields().get("card_points")).isEqualTo(List.of(95L, 0L, 0L));
        assertThat(r.fields().get("side_points")).isEqualTo(Map.of("declarer", 95L, "defenders", 25L));
        assertThat(r.fields()).containsEntry("matsch", "silent").containsEntry("basis", 100L);
    }

    @Test
    void viewsHideTheScatAndOtherHands() {
        State s = leavesSolo();
        SeatView v = s.view(1);
        assertThat(v.talon()).isEmpty();
        assertThat(v.hand()).hasSize(11);
        assertThat(v.legal()).isEmpty();
        assertThat(v.detail(GermanPublic.class).contract()).isEqualTo(Contract.SOLO);
    }
}
