package org.tarock.solver;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tarock.bots.BasicBot;
import org.tarock.bots.Bot;
import org.tarock.engine.DeclarerSettlement;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.Settlement;
import org.tarock.engine.State;
import org.tarock.engine.bavarian.BavarianPublic;
import org.tarock.engine.bavarian.Contract;
import org.tarock.engine.german.GermanPublic;
import org.tarock.engine.husarln.HusarlnPublic;
import org.tarock.engine.husarln.HusarlnScoring;

/**
 * Each game's settlement as its card points decide it ({@link DoubleDummy#settlement}): the engine's own
 * ({@link DeclarerSettlement#settlementIf}), the expert's objective.
 */
class SettlementTest {

    @Test
    void bavarianTarockPaysTheContractAndTheSchneiderNotTheMargin() {
        Game game = game(GameId.BAVARIAN_TAROCK);
        SeatView solo = withDetail(firstLead(game), new BavarianPublic(null, 0, Contract.SOLO, "S", 0));
        DoubleDummy dd = doubleDummy(GameId.BAVARIAN_TAROCK);
        assertThat(dd.settlement(game, solo, Goal.CARD_POINTS, 60)).isEqualTo(Settlement.of(new long[]{-4, 2, 2}, 0));
        for (int p = 61; p <= 90; p++) {
            assertThat(dd.settlement(game, solo, Goal.CARD_POINTS, p)).isEqualTo(Settlement.of(new long[]{4, -2, -2}, 0));
        }
        assertThat(dd.settlement(game, solo, Goal.CARD_POINTS, 91)).as("schneider")
                .isEqualTo(Settlement.of(new long[]{6, -3, -3}, 0));
        assertThat(dd.settlement(game, solo, Goal.CARD_POINTS, 120)).as("all the points stand for all the tricks: schwarz")
                .isEqualTo(Settlement.of(new long[]{8, -4, -4}, 0));
    }

    @Test
    void germanTarokPaysTheOvershootAndUndershootLinearly() {
        Game game = game(GameId.GERMAN_TAROK);
        SeatView view = firstLead(game);
        DoubleDummy dd = doubleDummy(GameId.GERMAN_TAROK);
        int declarer = view.detail(GermanPublic.class).declarer();
        long perPoint = dd.settlement(game, view, Goal.CARD_POINTS, 62).seats().get(declarer).halves()
                - dd.settlement(game, view, Goal.CARD_POINTS, 61).seats().get(declarer).halves();
        assertThat(perPoint).isPositive();
        for (int v = 61; v < 119; v++) {
            assertThat(dd.settlement(game, view, Goal.CARD_POINTS, v + 1).seats().get(declarer).halves()
                    - dd.settlement(game, view, Goal.CARD_POINTS, v).seats().get(declarer).halves()).isEqualTo(perPoint);
        }
    }

    @Test
    void husarlnPaysTheGameValueAndTheMarginToEachDefender() {
        Game game = game(GameId.HUSARLN);
        SeatView view = firstLead(game);
        DoubleDummy dd = doubleDummy(GameId.HUSARLN);
        HusarlnPublic d = view.detail(HusarlnPublic.class);
        for (int v = 0; v <= HusarlnScoring.TOTAL; v++) {
            long bonuses = dd.settlement(game, view, Goal.CARD_POINTS, 34).seats().get(d.declarer()).halves()
                    - 4 * HusarlnScoring.gamePart(d.contract(), 34);
            assertThat(dd.settlement(game, view, Goal.CARD_POINTS, v).seats().get(d.declarer()).halves())
                    .isEqualTo(4 * HusarlnScoring.gamePart(d.contract(), v) + bonuses);
        }
    }

    @Test
    void bettelIsWonOrLost() {
        Game game = game(GameId.BAVARIAN_TAROCK);
        SeatView bettel = withDetail(firstLead(game), new BavarianPublic(null, 1, Contract.BETTEL, null, 0));
        DoubleDummy dd = doubleDummy(GameId.BAVARIAN_TAROCK);
        assertThat(dd.settlement(game, bettel, Goal.NO_TRICK, 1)).isEqualTo(Settlement.of(new long[]{-4, 8, -4}, 0));
        assertThat(dd.settlement(game, bettel, Goal.NO_TRICK, 0)).isEqualTo(Settlement.of(new long[]{4, -8, 4}, 0));
    }

    private static Game game(GameId id) {
        return Games.create(Games.ruleBook(id).defaults());
    }

    private static DoubleDummy doubleDummy(GameId id) {
        return GameSupport.of(id).doubleDummy().orElseThrow();
    }

    private static SeatView withDetail(SeatView v, SeatView.Detail detail) {
        return new SeatView(v.game(), v.seat(), v.dealer(), v.phase(), v.currentSeat(), v.hand(), v.talon(), v.handSizes(),
                v.history(), v.tricks(), v.legal(), detail);
    }

    /** The view of the seat to lead the first card of a hand with a contract, played to there by {@code basic} bots. */
    private static SeatView firstLead(Game game) {
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
