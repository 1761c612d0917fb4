package org.tarock.engine.bavarian;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.tarock.engine.bavarian.WorkedDeal.hand;
import static org.tarock.engine.bavarian.WorkedDeal.herzSolo;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Action;
import org.tarock.engine.GermanCards;
import org.tarock.engine.HandResult;
import org.tarock.engine.IllegalActionException;
import org.tarock.engine.Pack;
import org.tarock.engine.Phase;
import org.tarock.engine.Reason;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.TestHand;

/** Whole-hand rules of bavarian-tarock.md: auction (§4), stock and trump (§5), Bettel's early end (§6.4). */
class BavarianHandTest {
    private static final Pack PACK = Pack.GERMAN_36;

    private static Reason refusal(State state, int seat, String action) {
        try {
            state.apply(seat, action);
        } catch (IllegalActionException e) {
            return e.reason();
        }
        throw new AssertionError(action + " was accepted");
    }

    @Test
    void auctionExampleOfSection9() {
        State s = hand("0:pass", "1:bid stock", "2:bid solo", "1:pass");
        assertThat(s.phase()).isEqualTo(Phase.TRUMP);
        assertThat(s.currentSeat()).isEqualTo(2);
        TestHand.play(s, "2:trump E");
        assertThat(s.phase()).isEqualTo(Phase.PLAY);
        assertThat(s.currentSeat()).as("forehand leads in every contract").isZero();
    }

    @Test
    void anEarlierBidderMayHoldAndTheChallengerMayRaise() {
        State s = hand("0:bid stock", "1:bid solo", "0:hold");
        assertThat(s.currentSeat()).isEqualTo(1);
        assertThat(s.legalActionList()).containsExactly(Action.PASS_ACTION,
                Action.bid(Contract.HERZSOLO.ordinal()), Action.bid(Contract.BETTEL.ordinal()));
        TestHand.play(s, "1:pass", "2:pass");
        assertThat(s.view(0).detail(BavarianPublic.class).contract()).isEqualTo(Contract.SOLO);
        assertThat(s.view(0).detail(BavarianPublic.class).declarer()).isZero();
    }

    @Test
    void withoutRebidAfterHoldTheChallengerMayOnlyPass() {
        State s = hand(Map.of("rebid-after-hold", false), "0:bid stock", "1:bid solo", "0:hold");
        assertThat(s.legalActionList()).containsExactly(Action.PASS_ACTION);
        assertThat(refusal(s, 1, "bid bettel")).isEqualTo(Reason.REBID_NOT_ALLOWED);
    }

    @Test
    void holdIsOnlyForTheOvercalledHolder() {
        State s = hand("0:bid stock");
        assertThat(refusal(s, 1, "hold")).isEqualTo(Reason.HOLD_NOT_ALLOWED);
        assertThat(refusal(s, 1, "bid stock")).isEqualTo(Reason.BID_TOO_LOW);
        assertThat(refusal(s, 2, "pass")).isEqualTo(Reason.NOT_YOUR_TURN);
    }

    @Test
    void whenHolderPassesTheChallengerHoldsTheContract() {
        State s = hand("0:bid stock", "1:bid solo", "0:pass", "2:pass");
        assertThat(s.phase()).isEqualTo(Phase.TRUMP);
        assertThat(s.currentSeat()).isEqualTo(1);
    }

    @Test
    void everyonePassingThrowsTheHandIn() {
        State s = hand("0:pass", "1:pass", "2:pass");
        assertThat(s.isOver()).isTrue();
        HandResult r = s.result();
        assertThat(r.contract()).isEqualTo("none");
        assertThat(r.notes()).containsExactly("thrown-in");
        assertThat(r.fields().get("settlement")).isEqualTo(List.of(0L, 0L, 0L));
        assertThat(r.fields().get("carry_after")).isEqualTo(Map.of("haferl", 5L));
        assertThat(r.compared()).containsExactlyInAnyOrder("contract", "settlement", "pot", "notes", "carry_before",
                "carry_after");
    }

    @Test
    void stockspielSoloistPicksUpTheStockAndLaysAwayThree() {
        State s = hand("0:bid stock", "1:pass", "2:pass");
        assertThat(s.phase()).isEqualTo(Phase.DISCARD);
        assertThat(s.view(0).hand()).hasSize(14);
        assertThat(s.legalActionCount()).isEqualTo(364);
        assertThat(refusal(s, 0, "discard EU E9")).isEqualTo(Reason.WRONG_CARD_COUNT);
        assertThat(refusal(s, 0, "discard EU E9 H6")).isEqualTo(Reason.CARD_NOT_HELD);
        TestHand.play(s, "0:discard EU E9 E8");
        assertThat(s.view(0).hand()).hasSize(11);
        assertThat(s.phase()).isEqualTo(Phase.TRUMP);
    }

    @Test
    void noTrumpMayBeLaidAwaySoADiscardedSuitCannotBeNamed() {
        State s = hand("0:bid stock", "1:pass", "2:pass", "0:discard EU E9 S8");
        assertThat(s.legalActionList()).containsExactly(Action.trump(GermanCards.G), Action.trump(GermanCards.H));
        assertThatThrownBy(() -> s.apply(0, "trump E")).isInstanceOfSatisfying(IllegalActionException.class,
                e -> assertThat(e.getMessage()).isEqualTo(
                        "you laid away EU E9: no trump may be laid away, so E cannot be trump"));
        TestHand.play(s, "0:trump G");
        assertThat(s.phase()).isEqualTo(Phase.PLAY);
    }

    @Test
    void herzNeischaugnMakesHeartsTrumpAndForbidsDiscardingHearts() {
        State s = hand(Map.of("herz-neischaugn", true), "0:bid stock", "1:pass", "2:pass");
        assertThat(refusal(s, 0, "discard HA E9 E8")).isEqualTo(Reason.DISCARD_NOT_ALLOWED);
        TestHand.play(s, "0:discard EU E9 E8");
        assertThat(s.phase()).as("no trump action under Herz-Neischaugn").isEqualTo(Phase.PLAY);
        assertThat(s.view(1).detail(BavarianPublic.class).trump()).isEqualTo("H");
    }

    @Test
    void aSoloIsPlayedInAcornsLeavesOrBellsOnly() {
        State s = hand("0:bid solo", "1:pass", "2:pass");
        assertThat(s.legalActionList()).containsExactly(Action.trump(GermanCards.E), Action.trump(GermanCards.G),
                Action.trump(GermanCards.S));
        assertThat(refusal(s, 0, "trump H")).isEqualTo(Reason.TRUMP_NOT_ALLOWED);
    }

    @Test
    void herzSoloAndBettelNeedNoTrumpAction() {
        State herz = hand("0:bid herzsolo", "1:pass", "2:pass");
        assertThat(herz.phase()).isEqualTo(Phase.PLAY);
        assertThat(herz.view(0).detail(BavarianPublic.class).trump()).isEqualTo("H");
        State bettel = hand("0:pass", "1:bid bettel", "2:pass");
        assertThat(bettel.phase()).isEqualTo(Phase.PLAY);
        assertThat(bettel.view(0).detail(BavarianPublic.class).trump()).isNull();
    }

    @Test
    void bettelEndsAtTheSoloistsFirstTrick() {
        State s = hand("0:bid bettel", "1:pass", "2:pass", "0:play EA", "1:play E7", "2:play G7");
        assertThat(s.isOver()).isTrue();
        HandResult r = s.result();
        assertThat(r.won()).isFalse();
        assertThat(r.settlement()).extracting(a -> a.halves() / 2).containsExactly(-8L, 4L, 4L);
        assertThat(r.notes()).containsExactly("bettel-ended-early");
        assertThat(r.fields().get("card_points")).as("only the tricks played count").isEqualTo(List.of(11L, 0L, 0L));
        assertThat(r.fields().get("trump")).isNull();
        assertThat(r.fields().get("value")).isEqualTo(4L);
    }

    @Test
    void farbzwangRefusalNamesTheCardsThatFollow() {
        State s = hand("0:bid solo", "1:pass", "2:pass", "0:trump E", "0:play GA");
        assertThatThrownBy(() -> s.apply(1, "play H9")).isInstanceOfSatisfying(IllegalActionException.class, e -> {
            assertThat(e.reason()).isEqualTo(Reason.MUST_FOLLOW_SUIT);
            assertThat(e.getMessage()).isEqualTo("you must follow suit: you hold GK GO GU G9 G8");
        });
        assertThat(refusal(s, 1, "play SA")).isEqualTo(Reason.CARD_NOT_HELD);
    }


    @Test
    void stichzwangRequiresBeatingTheTrickWhenPossible() {
        State s = herzSolo("0:play G10");
        assertThat(refusal(s, 1, "play GK")).isEqualTo(Reason.MUST_HEAD_TRICK);
        TestHand.play(s, "1:play GA");
        assertThat(refusal(s, 2, "play H8")).isEqualTo(Reason.MUST_FOLLOW_SUIT);
    }

    @Test
    void trumpfzwangAndTheDutyToOverTrump() {
        State s = herzSolo("0:play EA");
        assertThat(refusal(s, 1, "play SA")).isEqualTo(Reason.MUST_TRUMP);
        TestHand.play(s, "1:play H9");
        assertThatThrownBy(() -> s.apply(2, "play H8")).isInstanceOfSatisfying(IllegalActionException.class, e -> {
            assertThat(e.reason()).isEqualTo(Reason.MUST_OVER_TRUMP);
            assertThat(e.getMessage()).isEqualTo("you must over-trump H9: you hold HA H10 HK HO HU");
        });
    }

    @Test
    void defendersDoNotSeeTheStockOrTheDiscards() {
        State s = hand("0:bid stock", "1:pass", "2:pass", "0:discard EU E9 E8", "0:trump G");
        SeatView defender = s.view(1);
        assertThat(defender.talon()).isEmpty();
        assertThat(defender.history().get(3).action()).isEqualTo(Action.HIDDEN);
        SeatView soloist = s.view(0);
        assertThat(soloist.talon()).extracting(c -> c.code()).containsExactly("S8", "S7", "S6");
        assertThat(soloist.history().get(3).action()).isNotEqualTo(Action.HIDDEN);
    }
}
