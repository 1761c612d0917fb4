package org.tarock.bots.leipzig;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tarock.bots.BasicBot;
import org.tarock.bots.Bot;
import org.tarock.bots.RandomBot;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;

/** The basic Leipzig Taroc bot plays only legal actions and beats random play. */
class LeipzigBasicTest {

    private static Game game(String preset) {
        return Games.create(Games.ruleBook(GameId.LEIPZIG_TAROC).preset(preset, Map.of()));
    }

    /** Plays one hand with the given bots; returns the settlement. Checks every choice is legal. */
    private static long[] playHand(Game game, long seed, int dealer, Bot[] bots) {
        State s = game.newHand(game.deal(seed, dealer), dealer, game.initialCarry());
        while (!s.isOver()) {
            int seat = s.currentSeat();
            SeatView v = s.view(seat);
            int a = bots[seat].choose(game, v);
            assertThat(v.legal()).as("legal choice of " + bots[seat].kind()).contains(a);
            s.apply(seat, a);
        }
        List<?> settlement = (List<?>) s.result().fields().get("settlement");
        return new long[]{(Long) settlement.get(0), (Long) settlement.get(1), (Long) settlement.get(2)};
    }

    @ParameterizedTest
    @ValueSource(strings = {"leipzig", "nuremberg", "prague-vienna"})
    void alwaysChoosesALegalAction(String preset) {
        Game g = game(preset);
        Bot[] bots = {new BasicBot(1), new BasicBot(2), new BasicBot(3)};
        for (long seed = 0; seed < 60; seed++) {
            playHand(g, seed, (int) (seed % 3), bots);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"leipzig", "nuremberg", "prague-vienna"})
    void scoresBetterThanRandomPlayOnAverage(String preset) {
        Game g = game(preset);
        long basic = 0;
        long random = 0;
        int hands = 300;
        for (long seed = 0; seed < hands; seed++) {
            int seat = (int) (seed % 3);
            int dealer = (int) ((seed / 3) % 3);
            Bot[] withBasic = {new RandomBot(seed), new RandomBot(seed + 7), new RandomBot(seed + 13)};
            withBasic[seat] = new BasicBot(seed);
            basic += playHand(g, seed, dealer, withBasic)[seat];
            Bot[] allRandom = {new RandomBot(seed), new RandomBot(seed + 7), new RandomBot(seed + 13)};
            allRandom[seat] = new RandomBot(seed + 99);
            random += playHand(g, seed, dealer, allRandom)[seat];
        }
        assertThat((double) basic / hands).as("basic bot's mean settlement vs random's " + (double) random / hands)
                .isGreaterThan((double) random / hands + 5);
    }

}
