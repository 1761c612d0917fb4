package org.tarock.solver.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.Supplier;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.HiddenCards;
import org.tarock.engine.State;

/**
 * The fairness check of the search bots: hands driven by {@code basic}, and at every third decision with a
 * choice a fresh bot decides for the seat to act in the hand and in two redeals of the cards that seat cannot
 * see (everything public equal); the decisions must be equal. Every third only: each costs a search a redeal.
 */
final class HiddenCardDecisions {
    private HiddenCardDecisions() {
    }

    static void assertIndependentOfHiddenCards(Game game, DealRandom random, int hands, Supplier<Bot> bot) {
        int compared = 0;
        for (int h = 0; h < hands; h++) {
            State s = game.newHand(game.deal(random.nextLong(), h % 3), h % 3, game.initialCarry());
            Bot driver = Bots.create("basic", h);
            int decision = 0;
            while (!s.isOver()) {
                int seat = s.currentSeat();
                if (decision++ % 3 == 0 && s.view(seat).legal().size() > 1) {
                    int expected = bot.get().choose(game, s.view(seat));
                    for (State other : HiddenCards.redeals(game, s, seat, random, 2)) {
                        assertThat(bot.get().choose(game, other.view(seat)))
                                .as("seat %d in %s", seat, s).isEqualTo(expected);
                        compared++;
                    }
                }
                s.apply(seat, driver.choose(game, s.view(seat)));
            }
        }
        assertThat(compared).isPositive();
    }
}
