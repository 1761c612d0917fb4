package org.tarock.engine.env;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.DealRandom;
import org.tarock.engine.EnvVariants;
import org.tarock.engine.Game;
import org.tarock.engine.Games;
import org.tarock.engine.Phase;
import org.tarock.engine.Rules;
import org.tarock.engine.State;

class HandTensorsTest {

    static Stream<Arguments> variants() {
        return EnvVariants.variants();
    }

    /**
     * The tensors that follow the moves equal the Encoder's of the seat's view after every step of random
     * hands, the end included: asked for every seat at every step (so that each card play is written into all
     * three), and asked for seats at random (so that a seat left stale catches up with the others).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void theTensorsFollowingTheMovesEqualTheEncodingOfEachSeatsView(String label, Rules rules) {
        Game game = Games.create(rules);
        Encoder encoder = new Encoder(game);
        HandTensors everySeat = new HandTensors(encoder, true);
        HandTensors someSeats = new HandTensors(encoder, false);
        float[] info = new float[encoder.informationStateSize()];
        float[] obs = new float[encoder.observationSize()];
        DealRandom random = new DealRandom(17 * label.hashCode());
        int cardPlays = 0;
        for (int h = 0; h < 30; h++) {
            int dealer = game.tableSize() == 4 ? 2 : h % 3;
            State s = game.newHand(game.deal(random.nextLong(), dealer), dealer, game.initialCarry());
            everySeat.reset(s);
            someSeats.reset(s.copy());
            while (true) {
                for (int seat = 0; seat < 3; seat++) {
                    String at = "seat " + seat + " after " + s.moves();
                    everySeat.informationState(seat, info, 0);
                    assertThat(info).as(at).isEqualTo(encoder.informationState(s.view(seat)));
                    everySeat.observation(seat, obs, 0);
                    assertThat(obs).as(at).isEqualTo(encoder.observation(s.view(seat)));
                    if (random.nextInt(3) == 0) {
                        someSeats.observation(seat, obs, 0);
                        assertThat(obs).as(at).isEqualTo(encoder.observation(s.view(seat)));
                    }
                }
                if (s.isOver()) {
                    break;
                }
                int action = s.legalAction(random.nextInt(s.legalActionCount()));
                cardPlays += s.phase() == Phase.PLAY ? 1 : 0;
                everySeat.applyTrusted(action);
                someSeats.apply(someSeats.state().currentSeat(), action);
            }
        }
        assertThat(cardPlays).as("card plays followed").isPositive();
    }
}
