package org.tarock.engine.husarln;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tarock.engine.TestHand.act;
import static org.tarock.engine.TestHand.legal;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.HandResult;
import org.tarock.engine.Match;
import org.tarock.engine.Phase;
import org.tarock.engine.Reason;
import org.tarock.engine.State;
import org.tarock.engine.TestHand;

/** §4: the priority auction with hold, Solo ending the auction, rebids after a hold, thrown-in hands. */
class AuctionTest {
    private static HusarlnState hand(Map<String, Object> options) {
        return TestHand.of(TestHand.game(Husarln.ID, options)).talon("CK DK HK SK CQ DQ").start();
    }

    private static HusarlnState hand() {
        return hand(Map.of());
    }

    private static Reason refusal(HusarlnState s, String action) {
        return s.check(s.currentSeat(), s.game().vocabulary().parse(action)).reason();
    }

    @Test
    void forehandSpeaksFirstAndMayBidAnyContract() {
        HusarlnState s = hand();
        assertThat(s.currentSeat()).isZero();
        assertThat(legal(s)).containsExactly("pass", "bid two-cards", "bid one-card", "bid solo");
    }

    @Test
    void aLaterPlayerMustBidHigher() {
        HusarlnState s = hand();
        act(s, "bid one-card");
        assertThat(legal(s)).containsExactly("pass", "bid solo");
        assertThat(refusal(s, "bid two-cards")).isEqualTo(Reason.BID_TOO_LOW);
        assertThat(refusal(s, "bid one-card")).isEqualTo(Reason.BID_TOO_LOW);
    }

    @Test
    void anOvercalledEarlierPlayerMayHold() {
        HusarlnState s = hand();
        act(s, "bid two-cards", "bid one-card");
        assertThat(s.currentSeat()).isZero();
        assertThat(legal(s)).containsExactly("pass", "hold");
        act(s, "hold");
        assertThat(s.currentSeat()).isOne();
        assertThat(legal(s)).as("rebid-after-hold").containsExactly("pass", "bid solo");
        act(s, "pass");
        assertThat(s.currentSeat()).isEqualTo(2);
        assertThat(legal(s)).containsExactly("pass", "bid solo");
        act(s, "pass");
        assertThat(s.phase()).isEqualTo(Phase.STOCK);
        assertThat(s.view(0).detail(HusarlnPublic.class).contract()).isEqualTo(Contract.ONE_CARD);
        assertThat(s.view(0).detail(HusarlnPublic.class).declarer()).isZero();
    }

    @Test
    void holdIsOnlyForTheHolderRightAfterBeingOvercalled() {
        HusarlnState s = hand();
        act(s, "bid two-cards");
        assertThat(refusal(s, "hold")).isEqualTo(Reason.HOLD_NOT_ALLOWED);
    }

    @Test
    void aHolderWhoPassesLeavesTheContractToTheChallenger() {
        HusarlnState s = hand();
        act(s, "bid two-cards", "bid one-card", "pass", "pass");
        assertThat(s.phase()).isEqualTo(Phase.STOCK);
        assertThat(s.currentSeat()).isOne();
    }

    @Test
    void withoutRebidAfterHoldTheHeldChallengerMayOnlyPass() {
        HusarlnState s = hand(Map.of("rebid-after-hold", false));
        act(s, "bid two-cards", "bid one-card", "hold");
        assertThat(legal(s)).containsExactly("pass");
        assertThat(refusal(s, "bid solo")).isEqualTo(Reason.REBID_NOT_ALLOWED);
    }

    @Test
    void soloAsOpeningBidEndsTheAuction() {
        HusarlnState s = hand();
        act(s, "bid solo");
        assertThat(s.phase()).isEqualTo(Phase.DECLARATIONS);
        assertThat(s.moves()).hasSize(1);
        assertThat(s.view(1).detail(HusarlnPublic.class).declarer()).isZero();
    }

    @Test
    void soloAsAChallengeEndsTheAuctionWithoutAHold() {
        HusarlnState s = hand();
        act(s, "bid two-cards", "bid solo");
        assertThat(s.phase()).isEqualTo(Phase.DECLARATIONS);
        assertThat(s.currentSeat()).as("the challenger is the declarer and speaks first").isOne();
        assertThat(s.view(0).detail(HusarlnPublic.class).contract()).isEqualTo(Contract.SOLO);
    }

    @Test
    void soloAsARebidAfterAHoldEndsTheAuction() {
        HusarlnState s = hand();
        act(s, "bid two-cards", "pass", "bid one-card", "hold", "bid solo");
        assertThat(s.phase()).isEqualTo(Phase.DECLARATIONS);
        assertThat(s.view(0).detail(HusarlnPublic.class).declarer()).isEqualTo(2);
    }

    @Test
    void withoutSoloEndsAuctionASoloCanBeHeld() {
        HusarlnState s = hand(Map.of("solo-ends-auction", false));
        act(s, "bid two-cards", "bid solo");
        assertThat(legal(s)).containsExactly("pass", "hold");
        act(s, "hold");
        assertThat(legal(s)).as("nothing is above Solo").containsExactly("pass");
        act(s, "pass");
        assertThat(s.currentSeat()).as("rearhand still speaks").isEqualTo(2);
        assertThat(legal(s)).containsExactly("pass");
        act(s, "pass");
        assertThat(s.phase()).isEqualTo(Phase.DECLARATIONS);
        assertThat(s.view(0).detail(HusarlnPublic.class).declarer()).isZero();
    }

    @Test
    void withoutSoloEndsAuctionAnOpeningSoloLetsTheOthersSpeak() {
        HusarlnState s = hand(Map.of("solo-ends-auction", false));
        act(s, "bid solo");
        assertThat(s.phase()).isEqualTo(Phase.AUCTION);
        assertThat(legal(s)).containsExactly("pass");
    }

    @Test
    void everyonePassingThrowsTheHandIn() {
        HusarlnState s = hand();
        act(s, "pass", "pass", "pass");
        assertThat(s.isOver()).isTrue();
        HandResult r = s.result();
        assertThat(r.contract()).isEqualTo("none");
        assertThat(r.declarer()).isNull();
        assertThat(r.notes()).containsExactly("thrown-in");
        assertThat(TestHand.settlement(r)).containsExactly(0L, 0L, 0L);
        assertThat(r.fields().get("pot")).isEqualTo(0L);
        assertThat(r.fields().get("trump")).isEqualTo("T");
        assertThat(r.fields()).containsKeys("card_points", "side_points", "won", "level", "game_value", "margin",
                "bonuses", "exposed");
        assertThat(r.compared()).containsExactlyInAnyOrder("contract", "settlement", "pot", "notes");
        assertThat(r.absent()).containsExactlyInAnyOrder("carry_before", "carry_after");
    }

    @Test
    void afterEveryonePassesTheNextDealerDeals() {
        Match match = new Match(TestHand.game(Husarln.ID, Map.of()), List.of("Anna", "Bert", "Cilli"), 5, 0);
        State s = match.startHand();
        while (!s.isOver()) {
            act(s, "pass");
        }
        match.finishHand();
        assertThat(match.seating().dealerName()).isEqualTo("Bert");
    }
}
