package org.tarock.solver.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.tarock.bots.BasicBot;
import org.tarock.bots.Bot;
import org.tarock.engine.DealRandom;
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
import org.tarock.solver.Goal;
import org.tarock.solver.Position;
import org.tarock.solver.Sampler;

/** The expert's card-play objective: each game's settlement as its card points decide it. */
class SettlementTest {

    @Test
    void bavarianTarockPaysTheContractNotTheMargin() {
        BavarianPublic solo = new BavarianPublic(null, 0, Contract.SOLO, "S", 0);
        double made = Settlement.declarer(solo, Goal.CARD_POINTS, 61) - Settlement.declarer(solo, Goal.CARD_POINTS, 60);
        double margin = Settlement.declarer(solo, Goal.CARD_POINTS, 90) - Settlement.declarer(solo, Goal.CARD_POINTS, 61);
        assertThat(made).isCloseTo(2 * Contract.SOLO.base() + 1 / 30.0, within(1e-12));
        assertThat(margin).as("29 points beyond the contract are worth less than the one that makes it").isLessThan(made / 4);
        BavarianPublic herz = new BavarianPublic(null, 0, Contract.HERZSOLO, null, 0);
        assertThat(Settlement.declarer(herz, Goal.CARD_POINTS, 61) - Settlement.declarer(herz, Goal.CARD_POINTS, 60))
                .as("a contract of higher base is worth more").isGreaterThan(made);
    }

    @Test
    void germanTarokPaysTheOvershootAndUndershootLinearly() {
        Object detail = firstLead(GameId.GERMAN_TAROK).view(0).detail();
        for (int v = 0; v < 120; v++) {
            assertThat(Settlement.declarer(detail, Goal.CARD_POINTS, v + 1) - Settlement.declarer(detail, Goal.CARD_POINTS, v))
                    .isEqualTo(1.0);
        }
    }

    @Test
    void husarlnPaysTheGameValueAndTheMargin() {
        HusarlnPublic detail = (HusarlnPublic) firstLead(GameId.HUSARLN).view(0).detail();
        for (int v = 0; v <= HusarlnScoring.TOTAL; v++) {
            assertThat(Settlement.declarer(detail, Goal.CARD_POINTS, v)).isEqualTo(HusarlnScoring.gamePart(detail.contract(), v));
        }
    }

    @Test
    void bettelIsWonOrLost() {
        BavarianPublic bettel = new BavarianPublic(null, 1, Contract.BETTEL, null, 0);
        assertThat(Settlement.declarer(bettel, Goal.NO_TRICK, 1)).isEqualTo(1.0);
        assertThat(Settlement.declarer(bettel, Goal.NO_TRICK, 0)).isEqualTo(0.0);
    }

    @Test
    void theDefendersScoreIsTheDeclarersNegated() {
        State s = firstLead(GameId.BAVARIAN_TAROCK);
        SeatView view = s.view(s.currentSeat());
        Position p = Sampler.of(s.game(), view).position(Sampler.of(s.game(), view).sample(new DealRandom(1)));
        int defender = (p.declarer() + 1) % 3;
        for (int v : new int[] {0, 45, 60, 61, 91, 120}) {
            assertThat(Settlement.score(view.detail(), p, defender, v))
                    .isEqualTo(-Settlement.score(view.detail(), p, p.declarer(), v))
                    .isEqualTo(-Settlement.declarer(view.detail(), p.goal(), v));
        }
    }

    /** Plays {@code basic} bots until the first card of a hand with a contract played. */
    private static State firstLead(GameId id) {
        Game game = Games.create(Games.ruleBook(id).defaults());
        for (long k = 1; ; k++) {
            State s = game.newHand(game.deal(k, 0), 0, game.initialCarry());
            Bot driver = new BasicBot(k);
            while (!s.isOver() && s.phase() != Phase.PLAY) {
                s.apply(s.currentSeat(), driver.choose(game, s.view(s.currentSeat())));
            }
            if (!s.isOver()) {
                return s;
            }
        }
    }
}
