package org.tarock.engine.husarln;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tarock.engine.TestHand.act;
import static org.tarock.engine.TestHand.codes;
import static org.tarock.engine.TestHand.legal;
import static org.tarock.engine.TestHand.list;
import static org.tarock.engine.TestHand.number;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tarock.engine.Action;
import org.tarock.engine.HandResult;
import org.tarock.engine.Move;
import org.tarock.engine.Pack;
import org.tarock.engine.Phase;
import org.tarock.engine.Reason;
import org.tarock.engine.SeatView;
import org.tarock.engine.TestHand;

/** §5.1: the stock procedure and its levels, with what is exposed, taken and left to the defenders. */
class StockLevelsTest {
    /** Example 1's stock: {@code P1 = T15 HQ}, {@code P2 = S10 T3}, {@code P3 = CJ T20}. */
    private static final String TWO_CARDS_STOCK = "T15 HQ S10 T3 CJ T20";
    /** Example 2's stock. */
    private static final String ONE_CARD_STOCK = "T8 HK T20 SJ D1 CQ";

    private final Husarln game = new Husarln();

    /** Seat 0 (forehand) bids the contract, the others pass, then the stock actions are applied. */
    private HusarlnState stockHand(String stock, String contract, int rejects, String take) {
        HusarlnState s = TestHand.of(game).talon(stock).hand(0, "CK").start();
        act(s, "bid " + contract, "pass", "pass");
        for (int i = 0; i < rejects; i++) {
            act(s, "reject");
        }
        act(s, "take " + take);
        return s;
    }

    /** Checks one level: the stock state after the take, the views, and the result fields once played out. */
    private void checkLevel(String stock, String contract, int rejects, String take, int level, String exposed) {
        HusarlnState s = stockHand(stock, contract, rejects, take);
        assertThat(s.phase()).isEqualTo(Phase.DISCARD);
        long held = TestHand.mask(Pack.TAROT_42, String.join(" ", codes(s.view(0).hand())));
        assertThat(held & TestHand.mask(Pack.TAROT_42, take)).as("the packet is in the declarer's hand").isEqualTo(TestHand.mask(Pack.TAROT_42, take));
        assertThat(s.unusedStock()).as("the rest of the stock goes to the defenders")
                .isEqualTo(TestHand.mask(Pack.TAROT_42, stock) & ~TestHand.mask(Pack.TAROT_42, take));
        HusarlnPublic detail = s.view(1).detail(HusarlnPublic.class);
        assertThat(detail.level()).isEqualTo(level);
        assertThat(codes(detail.exposed())).isEqualTo(List.of(exposed.isBlank() ? new String[0] : exposed.split(" ")));
        for (int seat = 1; seat <= 2; seat++) {
            assertThat(s.view(seat).talon()).as("a defender sees exactly the exposed cards")
                    .containsExactlyInAnyOrderElementsOf(TestHand.cards(Pack.TAROT_42, exposed));
            Move takeMove = s.view(seat).history().get(3 + rejects);
            int packets = 6 / TestHand.cards(Pack.TAROT_42, take).size();
            assertThat(takeMove.action() == Action.HIDDEN).as("a first-pass take is hidden from the defenders")
                    .isEqualTo(level <= packets);
        }
        TestHand.finish(s);
        HandResult r = s.result();
        assertThat(number(r, "level")).isEqualTo(level);
        assertThat(list(r, "exposed")).isEqualTo(List.<Object>of(exposed.isBlank() ? new Object[0] : exposed.split(" ")));
    }

    @Test
    void twoCardsLevel1TakesTheFirstPacketWithNothingExposed() {
        checkLevel(TWO_CARDS_STOCK, "two-cards", 0, "T15 HQ", 1, "");
    }

    @Test
    void twoCardsLevel2ExposesTheFirstPacketAndTakesTheSecond() {
        checkLevel(TWO_CARDS_STOCK, "two-cards", 1, "T3 S10", 2, "T15 HQ");
    }

    @Test
    void twoCardsLevel3ExposesTwoPacketsAndTakesTheThird() {
        checkLevel(TWO_CARDS_STOCK, "two-cards", 2, "T20 CJ", 3, "T15 HQ S10 T3");
    }

    @Test
    void twoCardsLevel4ExposesAllAndTakesTheFirstPacket() {
        checkLevel(TWO_CARDS_STOCK, "two-cards", 3, "T15 HQ", 4, TWO_CARDS_STOCK);
    }

    @Test
    void twoCardsLevel5ExposesAllAndTakesTheSecondPacket() {
        checkLevel(TWO_CARDS_STOCK, "two-cards", 3, "T3 S10", 5, TWO_CARDS_STOCK);
    }

    @ParameterizedTest(name = "One Card level {0}: {1} rejected, {2} taken")
    @CsvSource({
            "1, 0, T8, ''",
            "2, 1, HK, T8",
            "3, 2, T20, T8 HK",
            "4, 3, SJ, T8 HK T20",
            "5, 4, D1, T8 HK T20 SJ",
            "6, 5, CQ, T8 HK T20 SJ D1",
            "7, 6, T8, T8 HK T20 SJ D1 CQ",
            "8, 6, HK, T8 HK T20 SJ D1 CQ",
            "9, 6, T20, T8 HK T20 SJ D1 CQ",
            "10, 6, SJ, T8 HK T20 SJ D1 CQ",
            "11, 6, D1, T8 HK T20 SJ D1 CQ"})
    void oneCardLevel(int level, int rejects, String take, String exposed) {
        checkLevel(ONE_CARD_STOCK, "one-card", rejects, take, level, exposed);
    }

    @Test
    void twoCardsHasFiveLevelsAndOneCardEleven() {
        assertThat(Contract.TWO_CARDS.packets() * 2 - 1).isEqualTo(5);
        assertThat(Contract.ONE_CARD.packets() * 2 - 1).isEqualTo(11);
    }

    @Test
    void firstPassOffersOnlyThePacketUnderExamination() {
        HusarlnState s = TestHand.of(game).talon(TWO_CARDS_STOCK).start();
        act(s, "bid two-cards", "pass", "pass");
        assertThat(legal(s)).containsExactly("reject", "take T15 HQ");
        assertThat(s.check(0, game.vocabulary().parse("take T3 S10")).reason())
                .isEqualTo(Reason.TAKE_NOT_ALLOWED);
        act(s, "reject", "reject");
        assertThat(legal(s)).containsExactly("reject", "take T20 CJ");
    }

    @Test
    void finalChoiceIsAnyPacketButTheLastRejected() {
        HusarlnState s = TestHand.of(game).talon(ONE_CARD_STOCK).start();
        act(s, "bid one-card", "pass", "pass", "reject", "reject", "reject", "reject", "reject", "reject");
        assertThat(legal(s)).containsExactly("take T8", "take HK", "take T20", "take SJ", "take D1");
        assertThat(s.check(0, game.vocabulary().parse("take CQ")).reason()).isEqualTo(Reason.TAKE_NOT_ALLOWED);
        assertThat(s.check(0, Action.REJECT_ACTION).reason()).isEqualTo(Reason.WRONG_PHASE);
    }

    @Test
    void onlyTheDeclarerLooksAtThePacketUnderExamination() {
        HusarlnState s = TestHand.of(game).talon(TWO_CARDS_STOCK).start();
        act(s, "bid two-cards", "pass", "pass", "reject");
        assertThat(codes(s.view(0).talon())).containsExactlyInAnyOrder("T15", "HQ", "T3", "S10");
        assertThat(codes(s.view(1).talon())).containsExactlyInAnyOrder("T15", "HQ");
        assertThat(codes(s.view(2).talon())).containsExactlyInAnyOrder("T15", "HQ");
    }

    @Test
    void aRejectedPacketIsTurnedFaceUpForEveryone() {
        HusarlnState s = TestHand.of(game).talon(ONE_CARD_STOCK).start();
        act(s, "bid one-card", "pass", "pass", "reject", "reject");
        for (int seat = 0; seat < 3; seat++) {
            SeatView v = s.view(seat);
            assertThat(codes(v.detail(HusarlnPublic.class).exposed())).containsExactly("T8", "HK");
            assertThat(codes(v.talon())).contains("T8", "HK");
        }
    }

    @Test
    void soloGivesTheWholeStockUnseenToTheDefenders() {
        HusarlnState s = TestHand.of(game).talon(TWO_CARDS_STOCK).start();
        act(s, "bid solo");
        assertThat(s.phase()).isEqualTo(Phase.DECLARATIONS);
        assertThat(s.unusedStock()).isEqualTo(TestHand.mask(Pack.TAROT_42, TWO_CARDS_STOCK));
        for (int seat = 0; seat < 3; seat++) {
            assertThat(s.view(seat).talon()).isEmpty();
        }
        TestHand.finish(s);
        assertThat(number(s.result(), "level")).isZero();
        assertThat(list(s.result(), "exposed")).isEmpty();
    }

    @Test
    void example2OneCardAtLevel8() {
        HusarlnState s = TestHand.of(game).talon(ONE_CARD_STOCK).hand(1, "DJ").start();
        act(s, "pass", "bid one-card", "pass");
        act(s, "reject", "reject", "reject", "reject", "reject", "reject", "take HK", "discard DJ");
        assertThat(s.view(0).detail(HusarlnPublic.class).level()).isEqualTo(8);
        assertThat(s.unusedStock()).isEqualTo(TestHand.mask(Pack.TAROT_42, "T8 T20 SJ D1 CQ"));
        assertThat(s.view(0).history().get(9).action()).as("a final take is public").isNotEqualTo(Action.HIDDEN);
    }
}
