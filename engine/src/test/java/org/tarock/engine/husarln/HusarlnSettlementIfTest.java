package org.tarock.engine.husarln;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tarock.engine.GameId;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.Settlement;

/** {@link Husarln#settlementIf}: the worked examples of rules §7.4 asked from a view at the first lead. */
class HusarlnSettlementIfTest {
    private static final Husarln HUSARLN = new Husarln();

    @Test
    void thirtyFourWinsThirtyThreeLoses() {
        SeatView twoCards = view(0, Contract.TWO_CARDS, 0, 0, 0);
        assertThat(HUSARLN.settlementIf(twoCards, 34, 6)).isEqualTo(Settlement.of(new long[]{6, -3, -3}, 0));
        assertThat(HUSARLN.settlementIf(twoCards, 33, 6)).isEqualTo(Settlement.of(new long[]{-8, 4, 4}, 0));
    }

    @Test
    void aDefendersHonoursArePaidByTheDeclarerToHimAlone() {
        assertThat(HUSARLN.settlementIf(view(1, Contract.TWO_CARDS, Bonus.HONOURS.bit(), 0, 0), 30, 4))
                .isEqualTo(Settlement.of(new long[]{10, -17, 7}, 0));
    }

    @Test
    void theDeclarationsAreDoubledInSoloAndThePagatIsLeftOut() {
        // §7.4 example 4 without its Ultimo (won in trick 12, +20): A_0 = 40 + 4, A_1 = 40 + 4 - 2.
        SeatView solo = view(2, Contract.SOLO, 0, Bonus.TRUMPS_10.bit(), Bonus.TRUMPS_11.bit() | Bonus.ULTIMO.bit());
        assertThat(HUSARLN.settlementIf(solo, 50, 8)).isEqualTo(Settlement.of(new long[]{-44, -42, 86}, 0));
    }

    /** The view of seat 0 at the first lead, with each seat's declared tokens. */
    private static SeatView view(int declarer, Contract contract, int seat0, int seat1, int seat2) {
        return new SeatView(GameId.HUSARLN, 0, 2, Phase.PLAY, 0, List.of(), List.of(), List.of(12, 12, 12), List.of(),
                List.of(), List.of(), new HusarlnPublic(contract.code(), declarer, contract, 1, List.of(), List.of(),
                List.of(seat0, seat1, seat2)));
    }
}
