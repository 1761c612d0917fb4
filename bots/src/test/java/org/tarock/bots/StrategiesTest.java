package org.tarock.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;

/** The registry of basic strategies: every game of the engine's registry has its own. */
class StrategiesTest {

    static Stream<GameId> games() {
        return Games.available().stream();
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyGameHasAStrategyThatSaysItServesIt(GameId id) {
        assertThat(Strategies.of(Games.byId(id.id())).game()).isEqualTo(id);
    }

}
