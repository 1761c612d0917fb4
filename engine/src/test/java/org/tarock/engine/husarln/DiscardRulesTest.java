package org.tarock.engine.husarln;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tarock.engine.TestHand.act;
import static org.tarock.engine.TestHand.codes;
import static org.tarock.engine.TestHand.legal;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Action;
import org.tarock.engine.Pack;
import org.tarock.engine.Phase;
import org.tarock.engine.Reason;
import org.tarock.engine.SeatView;
import org.tarock.engine.TestHand;

/** §5.2: what the declarer may lay away, and what the others are shown. */
class DiscardRulesTest {
    private final Husarln game = new Husarln();

    private Reason refusal(HusarlnState s, String action) {
        return s.check(s.currentSeat(), game.vocabulary().parse(action)).reason();
    }

    /** Seat 0 plays Two Cards and takes the first packet of {@code stock}. */
    private HusarlnState twoCards(String stock, String hand) {
        HusarlnState s = TestHand.of(game).talon(stock).hand(0, hand).start();
        act(s, "bid two-cards", "pass", "pass", "take " + stock.substring(0, stock.indexOf(' ', stock.indexOf(' ') + 1)));
        return s;
    }

    @Test
    void honoursAndKingsAreNeverLaidAway() {
        HusarlnState s = twoCards("T15 HQ T16 T17 T18 T19", "FOOL T21 T1 CK DK T5 T6 T7 CQ DJ H1 S10");
        assertThat(refusal(s, "discard FOOL CQ")).isEqualTo(Reason.DISCARD_NOT_ALLOWED);
        assertThat(refusal(s, "discard T1 CQ")).isEqualTo(Reason.DISCARD_NOT_ALLOWED);
        assertThat(refusal(s, "discard T21 CQ")).isEqualTo(Reason.DISCARD_NOT_ALLOWED);
        assertThat(refusal(s, "discard CK CQ")).isEqualTo(Reason.DISCARD_NOT_ALLOWED);
    }

    @Test
    void withEnoughOtherCardsNoTrumpIsLaidAway() {
        HusarlnState s = twoCards("T15 HQ T16 T17 T18 T19", "FOOL T21 T1 CK DK T5 T6 T7 CQ DJ H1 S10");
        assertThat(refusal(s, "discard T5 CQ")).isEqualTo(Reason.DISCARD_NOT_ALLOWED);
        assertThat(refusal(s, "discard T5 T6")).isEqualTo(Reason.DISCARD_NOT_ALLOWED);
        assertThat(legal(s)).hasSize(10).allMatch(a -> !a.contains(" T"));
        assertThat(s.check(0, game.vocabulary().parse("discard HQ S10"))).as("a card just taken may be laid away")
                .isNull();
    }

    @Test
    void withTooFewOtherCardsAllOfThemGoWithTheFewestPlainTrumps() {
        HusarlnState s = twoCards("T15 T16 T17 T18 T19 T20", "FOOL T21 T1 CK DK HK SK T2 T3 T4 T5 CQ");
        assertThat(legal(s)).containsExactly("discard T2 CQ", "discard T3 CQ", "discard T4 CQ", "discard T5 CQ",
                "discard T15 CQ", "discard T16 CQ");
        assertThat(refusal(s, "discard T2 T3")).isEqualTo(Reason.DISCARD_NOT_ALLOWED);
        assertThat(refusal(s, "discard T1 CQ")).isEqualTo(Reason.DISCARD_NOT_ALLOWED);
    }

    @Test
    void withNoOtherCardTwoPlainTrumpsAreLaidAway() {
        HusarlnState s = twoCards("T15 T16 T17 T18 T19 T20", "FOOL T21 T1 CK DK HK SK T2 T3 T4 T5 T6");
        assertThat(legal(s)).hasSize(21).noneMatch(a -> a.contains("FOOL") || a.contains("T21") || a.matches(".*T1( |$).*"));
    }

    @Test
    void oneCardLaysAwayOneCard() {
        HusarlnState s = TestHand.of(game).talon("T15 T16 T17 T18 T19 T20").hand(0, "FOOL T21 T1 CK DK HK SK T2 T3 T4 T5 T6").start();
        act(s, "bid one-card", "pass", "pass", "take T15");
        assertThat(legal(s)).containsExactly("discard T2", "discard T3", "discard T4", "discard T5", "discard T6",
                "discard T15");
        assertThat(refusal(s, "discard T2 T3")).isEqualTo(Reason.WRONG_CARD_COUNT);
    }

    @Test
    void discardedTrumpsAreShownToEveryone() {
        HusarlnState s = twoCards("T15 T16 T17 T18 T19 T20", "FOOL T21 T1 CK DK HK SK T2 T3 T4 T5 CQ");
        act(s, "discard T2 CQ");
        assertThat(s.phase()).isEqualTo(Phase.DECLARATIONS);
        for (int seat = 1; seat <= 2; seat++) {
            SeatView v = s.view(seat);
            assertThat(codes(v.detail(HusarlnPublic.class).shownDiscards())).containsExactly("T2");
            assertThat(v.history().get(4).action()).isEqualTo(Action.HIDDEN);
            assertThat(v.toString()).doesNotContain("CQ");
        }
        assertThat(s.view(0).history().get(4).action()).isEqualTo(game.vocabulary().parse("discard T2 CQ"));
    }

    @Test
    void otherDiscardsStayHidden() {
        HusarlnState s = twoCards("T15 HQ T16 T17 T18 T19", "FOOL T21 T1 CK DK T5 T6 T7 CQ DJ H1 S10");
        act(s, "discard CQ DJ");
        SeatView v = s.view(1);
        assertThat(v.detail(HusarlnPublic.class).shownDiscards()).isEmpty();
        assertThat(v.toString()).doesNotContain("CQ").doesNotContain("DJ");
    }

    @Test
    void example1TakesAtLevel2AndLaysAwayACardJustTaken() {
        HusarlnState s = TestHand.of(game).talon("T15 HQ S10 T3 CJ T20").hand(0, "D1").start();
        act(s, "bid two-cards", "pass", "pass", "reject", "take T3 S10", "discard D1 S10");
        assertThat(s.view(1).detail(HusarlnPublic.class).level()).isEqualTo(2);
        assertThat(s.unusedStock()).isEqualTo(TestHand.mask(Pack.TAROT_42, "T15 HQ CJ T20"));
        assertThat(codes(s.view(0).hand())).contains("T3").doesNotContain("D1", "S10").hasSize(12);
        assertThat(List.of(s.view(1).handSizes().get(0))).containsExactly(12);
    }
}
