package org.tarock.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.tarock.bots.BasicBot;
import org.tarock.bots.Bot;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.bavarian.BavarianPublic;
import org.tarock.engine.bavarian.Contract;
import org.tarock.engine.husarln.HusarlnPublic;
import org.tarock.engine.husarln.HusarlnScoring;

/** Each game's settlement as its card points decide it ({@link DoubleDummy#settlement}): the expert's objective. */
class SettlementTest {

    @Test
    void bavarianTarockPaysTheContractNotTheMargin() {
        SeatView solo = withDetail(firstLead(GameId.BAVARIAN_TAROCK), new BavarianPublic(null, 0, Contract.SOLO, "S", 0));
        DoubleDummy dd = doubleDummy(GameId.BAVARIAN_TAROCK);
        double made = dd.settlement(solo, Goal.CARD_POINTS, 61) - dd.settlement(solo, Goal.CARD_POINTS, 60);
        double margin = dd.settlement(solo, Goal.CARD_POINTS, 90) - dd.settlement(solo, Goal.CARD_POINTS, 61);
        assertThat(made).isCloseTo(2 * Contract.SOLO.base() + 1 / 30.0, within(1e-12));
        assertThat(margin).as("29 points beyond the contract are worth less than the one that makes it").isLessThan(made / 4);
        SeatView herz = withDetail(solo, new BavarianPublic(null, 0, Contract.HERZSOLO, null, 0));
        assertThat(dd.settlement(herz, Goal.CARD_POINTS, 61) - dd.settlement(herz, Goal.CARD_POINTS, 60))
                .as("a contract of higher base is worth more").isGreaterThan(made);
    }

    @Test
    void germanTarokPaysTheOvershootAndUndershootLinearly() {
        SeatView view = firstLead(GameId.GERMAN_TAROK);
        DoubleDummy dd = doubleDummy(GameId.GERMAN_TAROK);
        for (int v = 0; v < 120; v++) {
            assertThat(dd.settlement(view, Goal.CARD_POINTS, v + 1) - dd.settlement(view, Goal.CARD_POINTS, v)).isEqualTo(1.0);
        }
    }

    @Test
    void husarlnPaysTheGameValueAndTheMargin() {
        SeatView view = firstLead(GameId.HUSARLN);
        DoubleDummy dd = doubleDummy(GameId.HUSARLN);
        for (int v = 0; v <= HusarlnScoring.TOTAL; v++) {
            assertThat(dd.settlement(view, Goal.CARD_POINTS, v))
                    .isEqualTo(HusarlnScoring.gamePart(view.detail(HusarlnPublic.class).contract(), v));
        }
    }

    @Test
    void bettelIsWonOrLost() {
        SeatView bettel = withDetail(firstLead(GameId.BAVARIAN_TAROCK), new BavarianPublic(null, 1, Contract.BETTEL, null, 0));
        DoubleDummy dd = doubleDummy(GameId.BAVARIAN_TAROCK);
        assertThat(dd.settlement(bettel, Goal.NO_TRICK, 1)).isEqualTo(1.0);
        assertThat(dd.settlement(bettel, Goal.NO_TRICK, 0)).isEqualTo(0.0);
    }

    private static DoubleDummy doubleDummy(GameId id) {
        return GameSupport.of(id).doubleDummy().orElseThrow();
    }

    private static SeatView withDetail(SeatView v, SeatView.Detail detail) {
        return new SeatView(v.game(), v.seat(), v.dealer(), v.phase(), v.currentSeat(), v.hand(), v.talon(), v.handSizes(),
                v.history(), v.tricks(), v.legal(), detail);
    }

    /** The view of the seat to lead the first card of a hand with a contract, played to there by {@code basic} bots. */
    private static SeatView firstLead(GameId id) {
        Game game = Games.create(Games.ruleBook(id).defaults());
        for (long k = 1; ; k++) {
            State s = game.newHand(game.deal(k, 0), 0, game.initialCarry());
            Bot driver = new BasicBot(k);
            while (!s.isOver() && s.phase() != Phase.PLAY) {
                s.apply(s.currentSeat(), driver.choose(game, s.view(s.currentSeat())));
            }
            if (!s.isOver()) {
                return s.view(s.currentSeat());
            }
        }
    }
}
