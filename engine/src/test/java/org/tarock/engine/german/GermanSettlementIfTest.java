package org.tarock.engine.german;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Amount;
import org.tarock.engine.GameId;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.Settlement;

/** {@link GermanTarok#settlementIf}: the worked examples of rules §7.6 asked from a view at the first lead. */
class GermanSettlementIfTest {
    private static final GermanTarok TAROK_1881 = new GermanTarok(GermanTarok.RULE_BOOK.defaults());

    @Test
    void sansprendreOf1839PaysTheOvershootTimesThree() {
        GermanTarok tarok1839 = new GermanTarok(GermanTarok.RULE_BOOK.resolve(Map.of("era", "sansprendre-1839"), false));
        assertThat(tarok1839.settlementIf(view(Era.SANSPRENDRE_1839, 2, Contract.SANSPRENDRE, null, new GermanCarry.NoPot()), 82, 9))
                .isEqualTo(Settlement.of(new long[]{-66, -66, 132}, 0));
    }

    @Test
    void sixtyOneWinsSixtyTiesFiftyNineLoses() {
        SeatView frage = view(Era.DEUTSCHTAROK_1881, 1, Contract.FRAGE_1881, false, new GermanCarry.NoPot());
        assertThat(TAROK_1881.settlementIf(frage, 61, 6)).isEqualTo(Settlement.of(new long[]{-2, 4, -2}, 0));
        assertThat(TAROK_1881.settlementIf(frage, 60, 6)).isEqualTo(Settlement.of(new long[]{0, 0, 0}, 0));
        assertThat(TAROK_1881.settlementIf(frage, 59, 6)).isEqualTo(Settlement.of(new long[]{2, -4, 2}, 0));
    }

    @Test
    void allElevenTricksAreAMatschSilentOrAnnounced() {
        assertThat(TAROK_1881.settlementIf(view(Era.DEUTSCHTAROK_1881, 0, Contract.HERZSOLO, false, new GermanCarry.NoPot()), 120, 11))
                .isEqualTo(Settlement.of(new long[]{800, -400, -400}, 0));
        SeatView announced = view(Era.DEUTSCHTAROK_1881, 0, Contract.HERZSOLO, true, new GermanCarry.NoPot());
        assertThat(TAROK_1881.settlementIf(announced, 120, 11)).isEqualTo(Settlement.of(new long[]{1600, -800, -800}, 0));
        assertThat(TAROK_1881.settlementIf(announced, 109, 10)).isEqualTo(Settlement.of(new long[]{-1600, 800, 800}, 0));
    }

    @Test
    void aLaustiegelPaysFromThePotTheViewShows() {
        GermanTarok laustiegel = new GermanTarok(GermanTarok.RULE_BOOK.resolve(Map.of("settlement", "laustiegel"), false));
        assertThat(laustiegel.settlementIf(view(Era.DEUTSCHTAROK_1881, 1, Contract.SOLO, false, new GermanCarry.Pot(0)), 47, 4))
                .isEqualTo(new Settlement(List.of(Amount.ofHalves(39), Amount.of(-39), Amount.ofHalves(39)), Amount.ZERO));
        assertThat(laustiegel.settlementIf(view(Era.DEUTSCHTAROK_1881, 2, Contract.FRAGE_1881, false, new GermanCarry.Pot(540)), 70, 7))
                .isEqualTo(Settlement.of(new long[]{0, 0, 20}, -20));
    }

    /** The view of seat 0 at the first lead, seat 2 dealing. */
    private static SeatView view(Era era, int declarer, Contract contract, Boolean matsch, GermanCarry carry) {
        return new SeatView(GameId.GERMAN_TAROK, 0, 2, Phase.PLAY, 0, List.of(), List.of(), List.of(11, 11, 11),
                List.of(), List.of(), List.of(), new GermanPublic(era, contract.code(), declarer, contract, "H", matsch, carry));
    }
}
