package org.tarock.engine.bavarian;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.tarock.engine.GameId;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.Settlement;
import org.junit.jupiter.api.Test;

/** {@link BavarianTarock#settlementIf}: the worked examples of rules §7.4 asked from a view at the first lead. */
class BavarianSettlementIfTest {
    private static final BavarianTarock STAKE_10 = new BavarianTarock(BavarianTarock.RULE_BOOK.resolve(Map.of("haferl-stake", 10), false));

    @Test
    void exactly61WinsAStockspielPaidFromTheHaferl() {
        assertThat(STAKE_10.settlementIf(view(0, Contract.STOCK, 7), 61, 5)).isEqualTo(Settlement.of(new long[]{1, 0, 0}, -1));
    }

    @Test
    void sixtyAllLosesAStockspielIntoTheHaferl() {
        assertThat(STAKE_10.settlementIf(view(1, Contract.STOCK, 6), 60, 5)).isEqualTo(Settlement.of(new long[]{1, -3, 1}, 1));
    }

    @Test
    void schneiderStartsWhereTheDefendersHaveAtMostTheLimit() {
        assertThat(STAKE_10.settlementIf(view(2, Contract.SOLO, 0), 91, 8)).isEqualTo(Settlement.of(new long[]{-3, -3, 6}, 0));
        assertThat(STAKE_10.settlementIf(view(2, Contract.SOLO, 0), 90, 8)).isEqualTo(Settlement.of(new long[]{-2, -2, 4}, 0));
        BavarianTarock limit30 = new BavarianTarock(BavarianTarock.RULE_BOOK.resolve(Map.of("schneider-limit", 30), false));
        assertThat(limit30.settlementIf(view(2, Contract.SOLO, 0), 90, 8)).isEqualTo(Settlement.of(new long[]{-3, -3, 6}, 0));
    }

    @Test
    void allElevenTricksAreSchneiderAndSchwarz() {
        assertThat(STAKE_10.settlementIf(view(0, Contract.HERZSOLO, 0), 120, 11)).isEqualTo(Settlement.of(new long[]{10, -5, -5}, 0));
    }

    @Test
    void aWonStockspielOnAnEmptyHaferlCollectsTheStakesFirst() {
        assertThat(STAKE_10.settlementIf(view(0, Contract.STOCK, 0), 75, 6)).isEqualTo(Settlement.of(new long[]{-9, -10, -10}, 29));
        BavarianTarock defendersPay = new BavarianTarock(BavarianTarock.RULE_BOOK.resolve(Map.of("haferl-stake", 10,
                "haferl-shortfall", "defenders-pay"), false));
        assertThat(defendersPay.settlementIf(view(0, Contract.STOCK, 0), 75, 6)).isEqualTo(Settlement.of(new long[]{2, -1, -1}, 0));
    }

    @Test
    void aLostStockspielWithSchneiderIsWorthTwo() {
        assertThat(STAKE_10.settlementIf(view(2, Contract.STOCK, 5), 25, 2)).isEqualTo(Settlement.of(new long[]{2, 2, -6}, 2));
    }

    @Test
    void bettelIsLostByTheFirstTrick() {
        assertThat(STAKE_10.settlementIf(view(1, Contract.BETTEL, 0), 14, 1)).isEqualTo(Settlement.of(new long[]{4, -8, 4}, 0));
        assertThat(STAKE_10.settlementIf(view(1, Contract.BETTEL, 0), 0, 0)).isEqualTo(Settlement.of(new long[]{-4, 8, -4}, 0));
    }

    /** The view of seat 0 at the first lead of a hand of {@code contract} by {@code declarer}, the Haferl holding {@code haferl}. */
    private static SeatView view(int declarer, Contract contract, long haferl) {
        return new SeatView(GameId.BAVARIAN_TAROCK, 0, 2, Phase.PLAY, 0, List.of(), List.of(), List.of(11, 11, 11),
                List.of(), List.of(), List.of(), new BavarianPublic(contract.code(), declarer, contract, null, haferl));
    }
}
