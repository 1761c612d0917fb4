package org.tarock.engine.env;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;

/** The registry of the games' encodings: every game of the engine's registry has its own. */
class GameEncodingTest {

    static Stream<GameId> games() {
        return Games.available().stream();
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyGameHasAnEncodingThatSaysItServesIt(GameId id) {
        assertThat(GameEncoding.of(Games.byId(id.id())).game()).isEqualTo(id);
    }
}
