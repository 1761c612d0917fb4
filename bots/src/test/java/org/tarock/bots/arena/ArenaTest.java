package org.tarock.bots.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Game;
import org.tarock.engine.Games;
import org.tarock.engine.GameId;

class ArenaTest {
    private static final Game GAME = Games.create(Games.ruleBook(GameId.BAVARIAN_TAROCK).defaults());

    @Test
    void eachDealIsPlayedInAllSixSeatingsFromTheSameCards() {
        List<Arena.PlayedHand> hands = new ArrayList<>();
        Arena.run(new Arena.Config(GAME, "basic", "random", 2, 1, 1), hands::add, n -> { });
        assertThat(hands).hasSize(12);
        for (int i = 0; i < 6; i++) {
            Arena.PlayedHand h = hands.get(i);
            assertThat(h.deal()).isZero();
            assertThat(h.state().deal()).isEqualTo(hands.get(0).state().deal());
            String alone = i < 3 ? "basic" : "random";
            assertThat(h.kinds().get(i % 3)).isEqualTo(alone);
            assertThat(h.kinds().stream().filter(alone::equals)).hasSize(1);
        }
        assertThat(hands.get(6).state().deal()).isNotEqualTo(hands.get(0).state().deal());
    }

    @Test
    void figuresDoNotDependOnTheNumberOfThreads() {
        ArenaReport one = Arena.run(new Arena.Config(GAME, "basic", "random", 12, 5, 1), h -> { }, n -> { });
        ArenaReport two = Arena.run(new Arena.Config(GAME, "basic", "random", 12, 5, 2), h -> { }, n -> { });
        assertThat(two).isEqualTo(one);
    }

    @Test
    void basicBeatsRandomWithTheMarginsIntervalAboveZero() {
        ArenaReport r = Arena.run(new Arena.Config(GAME, "basic", "random", 150, 9, 2), h -> { }, n -> { });
        assertThat(r.bots()).extracting(ArenaReport.BotFigures::hands).containsExactly(1350, 1350);
        assertThat(r.margin().low()).as("margin " + r.margin()).isPositive();
        assertThat(r.bots().get(0).settlement().mean()).isGreaterThan(r.bots().get(1).settlement().mean());
    }

    @Test
    void twoDifferentBotsAreNeeded() {
        assertThatThrownBy(() -> new Arena.Config(GAME, "basic", "basic", 1, 1, 1))
                .hasMessage("an arena needs two different bots, not basic twice");
    }
}
