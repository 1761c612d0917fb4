package org.tarock.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.State;
import org.tarock.engine.leipzig.LeipzigTaroc;

/** The registry of the solver's per-game support: every game of the engine has one, serving it. */
class GameSupportTest {

    static Stream<GameId> games() {
        return Games.available().stream();
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyGameOfTheEngineHasItsSupportWhichSaysItServesIt(GameId id) {
        assertThat(GameSupport.of(id).game()).isEqualTo(id);
        assertThat(SolverBench.covers(id)).isTrue();
    }

    @Test
    void theDeclarerNeedsMoreThanHalfThePackOrInHusarln34Of66() {
        assertThat(GameSupport.of(GameId.of("bavarian-tarock")).doubleDummy().orElseThrow())
                .extracting(DoubleDummy::cardPoints, DoubleDummy::target).containsExactly(120, 61);
        assertThat(GameSupport.of(GameId.of("german-tarok")).doubleDummy().orElseThrow())
                .extracting(DoubleDummy::cardPoints, DoubleDummy::target).containsExactly(120, 61);
        assertThat(GameSupport.of(GameId.of("husarln")).doubleDummy().orElseThrow())
                .extracting(DoubleDummy::cardPoints, DoubleDummy::target).containsExactly(66, 34);
    }

    @Test
    void leipzigTarocHasNoDoubleDummySolverAndSaysSo() {
        LeipzigTaroc game = new LeipzigTaroc();
        State s = game.newHand(game.deal(1, 0), 0, game.initialCarry());
        assertThat(Positions.supports(game)).isFalse();
        assertThat(new Analysis(game).method()).isEqualTo(Analysis.Method.PARANOID_SEARCH);
        assertThatThrownBy(() -> Positions.of(s)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no double-dummy solver for leipzig-taroc");
    }
}
