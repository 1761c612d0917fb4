package org.tarock.bots.husarln;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tarock.bots.BasicBot;
import org.tarock.bots.Bot;
import org.tarock.bots.RandomBot;
import org.tarock.engine.Carry;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.husarln.Husarln;

class HusarlnBasicTest {
    private final Game game = new Husarln();

    /** Plays one hand with the given bots (by seat); every choice must be one of the view's legal actions. */
    private long[] play(long seed, int dealer, Bot[] bots) {
        State s = game.newHand(game.deal(seed, dealer), dealer, Carry.NONE);
        while (!s.isOver()) {
            int seat = s.currentSeat();
            SeatView view = s.view(seat);
            int action = bots[seat].choose(game, view);
            assertThat(view.legal()).contains(action);
            s.apply(seat, action);
        }
        return s.result().settlement().stream().mapToLong(a -> a.halves() / 2).toArray();
    }

    @Test
    void alwaysChoosesALegalAction() {
        DealRandom random = new DealRandom(11);
        for (int h = 0; h < 400; h++) {
            Bot[] bots = {new BasicBot(h), new BasicBot(h + 1), h % 2 == 0 ? new BasicBot(h + 2) : new RandomBot(h + 2)};
            play(random.nextLong(), h % 3, bots);
        }
    }

    @Test
    void scoresBetterThanARandomPlayerAgainstTheSameOpponentsAndDeals() {
        DealRandom random = new DealRandom(5);
        long basic = 0;
        long randomScore = 0;
        for (int h = 0; h < 300; h++) {
            long seed = random.nextLong();
            int seat = h % 3;
            Bot[] withBasic = {new RandomBot(h), new RandomBot(h + 1), new RandomBot(h + 2)};
            Bot[] withRandom = {new RandomBot(h), new RandomBot(h + 1), new RandomBot(h + 2)};
            withBasic[seat] = new BasicBot(h);
            withRandom[seat] = new RandomBot(h + 7);
            basic += play(seed, h % 3, withBasic)[seat];
            randomScore += play(seed, h % 3, withRandom)[seat];
        }
        assertThat(basic).isGreaterThan(randomScore);
    }
}
