package org.tarock.engine.env;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.DealRandom;
import org.tarock.engine.EnvVariants;
import org.tarock.engine.Game;
import org.tarock.engine.Games;
import org.tarock.engine.HiddenCards;
import org.tarock.engine.Rules;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;

class EncoderTest {

    static Stream<Arguments> variants() {
        return EnvVariants.variants();
    }

    private static State randomHand(Game game, DealRandom random, int h) {
        int dealer = game.tableSize() == 4 ? 2 : h % 3;
        return game.newHand(game.deal(random.nextLong(), dealer), dealer, game.initialCarry());
    }

    /** Redealing the cards a seat cannot see, with everything public the same, changes neither tensor. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void theTensorsAreUnchangedWhenTheHiddenCardsAreRedealt(String label, Rules rules) {
        Game game = Games.create(rules);
        Encoder encoder = new Encoder(game);
        DealRandom random = new DealRandom(label.hashCode());
        int redeals = 0;
        for (int h = 0; h < 12; h++) {
            State s = randomHand(game, random, h);
            int stop = random.nextInt(60);
            for (int i = 0; i < stop && !s.isOver(); i++) {
                s.applyTrusted(s.legalAction(random.nextInt(s.legalActionCount())));
            }
            for (int seat = 0; seat < 3; seat++) {
                float[] obs = encoder.observation(s.view(seat));
                float[] info = encoder.informationState(s.view(seat));
                for (State other : HiddenCards.redeals(game, s, seat, random, 3)) {
                    assertThat(other.deal()).isNotNull();
                    assertThat(encoder.observation(other.view(seat))).isEqualTo(obs);
                    assertThat(encoder.informationState(other.view(seat))).isEqualTo(info);
                    redeals++;
                }
            }
        }
        assertThat(redeals).as("redeals tried").isPositive();
    }

    /**
     * Two positions a seat can tell apart (different views, the legal actions aside, which follow from the
     * rest) never have the same information state, and a seat's observation changes with every decision.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void theInformationStateDiffersWheneverTheViewDiffers(String label, Rules rules) {
        Game game = Games.create(rules);
        Encoder encoder = new Encoder(game);
        DealRandom random = new DealRandom(31 * label.hashCode());
        Map<Long, SeatView> seen = new HashMap<>();
        int positions = 0;
        for (int h = 0; positions < 1500; h++) {
            State s = randomHand(game, random, h);
            float[][] before = new float[3][];
            while (true) {
                for (int seat = 0; seat < 3; seat++) {
                    SeatView v = s.viewWithoutLegal(seat);
                    assertThat(v).isEqualTo(withoutLegal(s.view(seat)));
                    float[] info = encoder.informationState(v);
                    SeatView earlier = seen.putIfAbsent(hash(info), v);
                    if (earlier != null) {
                        assertThat(v).as("a view with the same information state").isEqualTo(earlier);
                    }
                    float[] obs = encoder.observation(v);
                    if (before[seat] != null) {
                        assertThat(obs).as("seat %d after %s", seat, s.moves().getLast()).isNotEqualTo(before[seat]);
                    }
                    before[seat] = obs;
                    positions++;
                }
                if (s.isOver()) {
                    break;
                }
                s.applyTrusted(s.legalAction(random.nextInt(s.legalActionCount())));
            }
        }
    }

    @Test
    void theObservationShowsTheSeatsOwnCardsAndNoOtherHand() {
        Game game = Games.byId("bavarian-tarock");
        Encoder encoder = new Encoder(game);
        State s = game.newHand(game.deal(7, 0), 0, game.initialCarry());
        float[] obs = encoder.observation(s.view(1));
        int hand = 9 + 3 + 3 + 3;
        int size = game.pack().size();
        float[] handPart = Arrays.copyOfRange(obs, hand, hand + size);
        for (int c = 0; c < size; c++) {
            boolean held = s.deal().hand(1).contains(game.pack().card(c));
            assertThat(handPart[c]).as("card %s", game.pack().card(c)).isEqualTo(held ? 1f : 0f);
        }
    }

    private static SeatView withoutLegal(SeatView v) {
        return new SeatView(v.game(), v.seat(), v.dealer(), v.phase(), v.currentSeat(), v.hand(), v.talon(),
                v.handSizes(), v.history(), v.tricks(), List.of(), v.detail());
    }

    private static long hash(float[] v) {
        long h = 1125899906842597L;
        for (float f : v) {
            h = 31 * h + Float.floatToIntBits(f);
            h ^= h >>> 29;
        }
        return h;
    }
}
