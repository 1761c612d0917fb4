package org.tarock.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.bots.BasicBot;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Move;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.leipzig.LeipzigTaroc;

/**
 * Leipzig Taroc under each preset and the options that change what is hidden or what may be played: every
 * sampled deal replays to the seat's view and a {@code basic} play-out from it reaches a result, at every
 * point of hands played by {@code basic} bots.
 */
class LeipzigSamplesPlayOutTest {

    static List<Arguments> rules() {
        return List.of(
                Arguments.of("leipzig", Map.of()),
                Arguments.of("nuremberg", Map.of("trumps-conditional", true)),
                Arguments.of("prague-vienna", Map.of("annul-few-trumps", true, "show-declarations", false,
                        "matadors", "fixed", "trumps-declaration", "flat", "excuse-last-trump", false,
                        "excuse-may-lead", true)),
                Arguments.of("subset-hidden-forfeit", Map.of("skart-trump-exception", "subset",
                        "show-declarations", false, "excuse-deadline", "forfeit")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void everySampleReplaysToTheViewAndPlaysOutToAResult(String name, Map<String, Object> options) {
        Game game = new LeipzigTaroc(LeipzigTaroc.RULE_BOOK.resolve(options, false));
        DealRandom random = new DealRandom(81);
        for (int h = 0; h < 12; h++) {
            int dealer = h % 3;
            State s = game.newHand(game.deal(random.nextLong(), dealer), dealer, game.initialCarry());
            BasicBot driver = new BasicBot(h);
            for (int step = 0; !s.isOver(); step++) {
                int seat = s.currentSeat();
                SeatView view = s.view(seat);
                if (step % 4 == 0) {
                    Sampler sampler = Sampler.of(game, view);
                    for (int i = 0; i < 3; i++) {
                        State sampled = replay(game, s, sampler, sampler.sample(random));
                        assertThat(sampled.view(seat)).as("hand %d step %d seat %d", h, step, seat).isEqualTo(view);
                        BasicBot bot = new BasicBot(i);
                        while (!sampled.isOver()) {
                            sampled.apply(sampled.currentSeat(), bot.choose(game, sampled.view(sampled.currentSeat())));
                        }
                        assertThat(sampled.result().settlement()).hasSize(3);
                    }
                }
                s.apply(seat, driver.choose(game, view));
            }
        }
    }

    private static State replay(Game game, State original, Sampler sampler, Layout layout) {
        State s = game.newHand(sampler.deal(layout), original.dealer(), original.carryBefore());
        for (Move m : sampler.moves(layout)) {
            s.apply(m.seat(), m.action());
        }
        return s;
    }
}
