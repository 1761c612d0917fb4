package org.tarock.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link DeclarerSettlement#settlementIf} is the engine's own settlement: asked at any point of card play with
 * the points and tricks a hand in fact ended with, it answers what the hand's result settled, in every game that
 * offers it and with each value of each rule option (and each preset).
 */
class DeclarerSettlementTest {
    private static final int HANDS = 300;
    /** Husarln's Pagat results depend on the last trick, not on points and tricks, and are left out. */
    private static final Set<String> PAGAT_NOTES = Set.of("ultimo", "ultimo-failed", "pagat-silent", "pagat-silent-lost");

    static Stream<Arguments> variants() {
        return GameConformanceTest.variants()
                .filter(a -> Games.create((Rules) a.get()[1]) instanceof DeclarerSettlement);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void theSettlementOfThePointsAndTricksAHandEndedWithIsTheHandsSettlement(String label, Rules rules) {
        Game game = Games.create(rules);
        DeclarerSettlement settles = (DeclarerSettlement) game;
        DealRandom random = new DealRandom(label.hashCode());
        Carry carry = game.initialCarry();
        int compared = 0;
        for (int h = 0; h < HANDS; h++) {
            int dealer = game.tableSize() == 4 ? 2 : h % 3;
            State state = game.newHand(game.deal(random.nextLong(), dealer), dealer, carry);
            while (!state.isOver() && state.phase() != Phase.PLAY) {
                state.applyTrusted(state.legalAction(random.nextInt(state.legalActionCount())));
            }
            for (int cards = random.nextInt(3 * game.handSize()); cards > 0 && !state.isOver(); cards--) {
                state.applyTrusted(state.legalAction(random.nextInt(state.legalActionCount())));
            }
            SeatView asked = state.isOver() ? null : state.view(random.nextInt(3));
            while (!state.isOver()) {
                state.applyTrusted(state.legalAction(random.nextInt(state.legalActionCount())));
            }
            HandResult result = state.result();
            carry = result.carryAfter();
            Integer declarer = result.declarer();
            if (asked == null || declarer == null || result.notes().stream().anyMatch(PAGAT_NOTES::contains)) {
                continue;
            }
            int points = (int) result.cardPoints(declarer);
            int tricks = 0;
            for (int t = 0; t < state.view(0).completedTricks(); t++) {
                tricks += state.trickWinner(t) == declarer ? 1 : 0;
            }
            assertThat(settles.settlementIf(asked, points, tricks)).as("hand %d: %s", h, result)
                    .isEqualTo(Settlement.of(result));
            compared++;
        }
        assertThat(compared).as("hands compared").isGreaterThan(HANDS / 4);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void aHandWithoutContractHasNoSettlementToAsk(String label, Rules rules) {
        Game game = Games.create(rules);
        int dealer = game.tableSize() == 4 ? 2 : 0;
        State state = game.newHand(game.deal(1, dealer), dealer, game.initialCarry());
        assertThatThrownBy(() -> ((DeclarerSettlement) game).settlementIf(state.view(0), 61, 6))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("contract");
    }
}
