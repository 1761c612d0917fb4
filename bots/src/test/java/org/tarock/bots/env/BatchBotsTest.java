package org.tarock.bots.env;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Games;
import org.tarock.engine.Move;
import org.tarock.engine.State;
import org.tarock.engine.env.BatchStepper;

class BatchBotsTest {

    /**
     * A batch whose every seat the bots play plays each hand as the same bots (same kind and seed, kept across
     * the place's hands) play it on the hand alone; with the factored discard the discard given card by card is
     * the one the bot chose.
     */
    @ParameterizedTest(name = "{0} {1}, factored discard {2}")
    @CsvSource({"bavarian-tarock, basic, true", "bavarian-tarock, random, true", "leipzig-taroc, basic, true",
        "husarln, random, true", "german-tarok, basic, false", "leipzig-taroc, random, false"})
    void aBatchPlayedByTheBotsPlaysEachHandAsTheBotsAlone(String id, String kind, boolean factored) {
        Game game = Games.byId(id);
        int batch = 4;
        BatchStepper stepper = new BatchStepper(game, batch, 21, false, false, factored);
        BatchBots bots = new BatchBots(stepper, kind, 5);
        Bot[][] alone = new Bot[batch][3];
        for (int i = 0; i < batch; i++) {
            for (int seat = 0; seat < 3; seat++) {
                alone[i][seat] = Bots.create(kind, DealRandom.handSeed(5, 3L * i + seat));
            }
        }
        int[] actions = new int[batch];
        int hands = 0;
        for (int step = 0; step < 600; step++) {
            for (int i = 0; i < batch; i++) {
                actions[i] = bots.choose(i);
            }
            stepper.step(actions);
            for (int i = 0; i < batch; i++) {
                State played = stepper.finished(i);
                if (played != null) {
                    assertThat(moves(replay(game, played, alone[i]))).isEqualTo(moves(played));
                    hands++;
                }
            }
        }
        assertThat(hands).isGreaterThan(batch);
    }

    /** The hand of {@code played}'s deal played by {@code bots} on the state alone. */
    private static State replay(Game game, State played, Bot[] bots) {
        State s = game.newHand(played.deal(), played.dealer(), played.carryBefore());
        while (!s.isOver()) {
            int seat = s.currentSeat();
            s.apply(seat, bots[seat].choose(game, s.view(seat)));
        }
        return s;
    }

    private static List<Integer> moves(State s) {
        return s.moves().stream().map(Move::action).toList();
    }

    @Test
    void aDiscardBegunWithAnotherCardThanTheBotsIsRefusedNamingThePlace() {
        BatchStepper stepper = new BatchStepper(Games.byId("leipzig-taroc"), 1, 3, false, false, true);
        BatchBots bots = new BatchBots(stepper, "basic", 1);
        int first = bots.choose(0);
        int other = stepper.legal[0] == first ? stepper.legal[1] : stepper.legal[0];
        stepper.step(new int[] {other});
        assertThatThrownBy(() -> bots.choose(0)).isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("place 0: the cards of the discard chosen so far are not those of the bot's");
    }
}
