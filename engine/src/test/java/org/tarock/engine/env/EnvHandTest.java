package org.tarock.engine.env;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.DealRandom;
import org.tarock.engine.EnvVariants;
import org.tarock.engine.Game;
import org.tarock.engine.Games;
import org.tarock.engine.IllegalActionException;
import org.tarock.engine.Rules;
import org.tarock.engine.State;

class EnvHandTest {

    static Stream<Arguments> variants() {
        return EnvVariants.variants();
    }

    /** Taking back an action gives every seat exactly the information state it had before the action. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void undoRestoresEverySeatsTensorsExactly(String label, Rules rules) {
        Game game = Games.create(rules);
        EnvHand hand = new EnvHand(game);
        DealRandom random = new DealRandom(label.hashCode());
        int[] legal = new int[hand.state().maxActions()];
        for (int h = 0; h < 3; h++) {
            hand.reset(random.nextLong(), hand.dealerOf(h));
            while (!hand.isOver()) {
                float[][] before = tensors(hand);
                var moves = hand.state().moves();
                int action = legal[random.nextInt(hand.legal(legal))];
                hand.step(action);
                float[][] after = tensors(hand);
                hand.undo();
                assertThat(hand.state().moves()).isEqualTo(moves);
                assertThat(tensors(hand)).isDeepEqualTo(before);
                hand.step(action);
                assertThat(tensors(hand)).isDeepEqualTo(after);
            }
        }
    }

    /** A copy and its original step independently: each keeps its own moves and tensors. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void aCopyStepsIndependentlyOfItsOriginal(String label, Rules rules) {
        Game game = Games.create(rules);
        EnvHand hand = new EnvHand(game);
        DealRandom random = new DealRandom(label.hashCode() + 1L);
        hand.reset(random.nextLong(), hand.dealerOf(1));
        int[] legal = new int[hand.state().maxActions()];
        for (int i = 0; i < 5 && !hand.isOver(); i++) {
            hand.step(legal[random.nextInt(hand.legal(legal))]);
        }
        float[][] original = tensors(hand);
        int taken = hand.state().moves().size();
        EnvHand copy = hand.copy();
        assertThat(tensors(copy)).isDeepEqualTo(original);
        while (!copy.isOver()) {
            copy.step(legal[random.nextInt(copy.legal(legal))]);
        }
        assertThat(hand.state().moves()).hasSize(taken);
        assertThat(tensors(hand)).isDeepEqualTo(original);
    }

    /** Started from a position taken elsewhere, the tensors are the encoder's of each seat's view of it. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void startedFromAPositionTheTensorsAreTheEncodingOfItsViews(String label, Rules rules) {
        Game game = Games.create(rules);
        DealRandom random = new DealRandom(label.hashCode() + 2L);
        State position = game.newHand(game.deal(random.nextLong(), 2), 2, game.initialCarry());
        for (int i = 0, stop = random.nextInt(30); i < stop && !position.isOver(); i++) {
            position.applyTrusted(position.legalAction(random.nextInt(position.legalActionCount())));
        }
        EnvHand hand = new EnvHand(game);
        hand.start(position);
        Encoder encoder = hand.encoder();
        float[][] got = tensors(hand);
        for (int seat = 0; seat < 3; seat++) {
            assertThat(got[seat]).isEqualTo(encoder.informationState(position.view(seat)));
        }
    }

    @Test
    void aPositionOfAnotherRuleSetIsRefused() {
        EnvHand hand = new EnvHand(Games.byId("bavarian-tarock"));
        Game four = Games.create(Games.ruleBook(org.tarock.engine.GameId.of("bavarian-tarock"))
                .resolve(java.util.Map.of("table-size", 4), false));
        State other = four.newHand(four.deal(1, 2), 2, four.initialCarry());
        assertThatThrownBy(() -> hand.start(other)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not of this environment's bavarian-tarock");
    }

    @Test
    void thereIsNothingToUndoAtTheStartOfAHand() {
        EnvHand hand = new EnvHand(Games.byId("husarln"));
        hand.reset(5, 0);
        assertThatThrownBy(hand::undo).isInstanceOf(IllegalStateException.class)
                .hasMessage("nothing to undo: no action has been taken in this hand");
    }

    /** Every legal action's record string reads back as its index, at every step of random hands. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void everyLegalActionsStringReadsBackAsItsIndex(String label, Rules rules) {
        EnvHand hand = new EnvHand(Games.create(rules));
        DealRandom random = new DealRandom(label.hashCode() + 3L);
        int[] legal = new int[hand.state().maxActions()];
        for (int h = 0; h < 3; h++) {
            hand.reset(random.nextLong(), hand.dealerOf(h));
            while (!hand.isOver()) {
                int n = hand.legal(legal);
                for (int k = 0; k < n; k++) {
                    String text = hand.actionString(legal[k]);
                    assertThat(hand.actionIndex(text)).as(text).isEqualTo(legal[k]);
                    assertThat(hand.state().game().vocabulary().format(hand.actionSpace().action(legal[k])))
                            .isEqualTo(text);
                }
                hand.step(legal[random.nextInt(n)]);
            }
        }
    }

    @Test
    void aStringOutsideTheVocabularyIsRefusedWithTheEnginesReason() {
        EnvHand hand = new EnvHand(Games.byId("german-tarok"));
        assertThatThrownBy(() -> hand.actionIndex("bid grand")).isInstanceOf(IllegalActionException.class)
                .hasMessageContaining("no contract \"grand\"");
    }

    private static float[][] tensors(EnvHand hand) {
        float[][] out = new float[3][hand.encoder().informationStateSize()];
        for (int seat = 0; seat < 3; seat++) {
            hand.informationState(seat, out[seat]);
        }
        return Arrays.stream(out).map(float[]::clone).toArray(float[][]::new);
    }
}
