package org.tarock.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.Game;
import org.tarock.engine.State;

/**
 * The solver keeps the values it gave when the stored sets were made ({@link StoredPositions}: 2,000 positions per
 * game, first leads and random points of play, every contract and trump the random auctions reach). A solver
 * change must not change one of them. By default a fixed part of each set runs (the first positions of each); {@code -Dsolver.stored=all} runs every position:
 * {@code ./mvnw -pl solver -am verify -Dtest='StoredValuesTest' -Dsurefire.failIfNoSpecifiedTests=false -Dsolver.stored=all}.
 */
class StoredValuesTest {
    /** Positions of each set that run by default: about two minutes in all, Husarln's solves being the dearest. */
    private static final Map<String, Integer> DEFAULT_PART = Map.of("bavarian", 600, "german", 300, "husarln", 100);

    static int part(String game) {
        return "all".equals(System.getProperty("solver.stored")) ? StoredPositions.COUNT : DEFAULT_PART.get(game);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.tarock.solver.RandomPositions#games")
    void theSolverGivesTheStoredValues(String name, Game game) {
        List<StoredPositions> stored = StoredPositions.read(name);
        assertThat(stored).hasSize(StoredPositions.COUNT);
        Solver solver = new Solver();
        for (StoredPositions sp : stored.subList(0, part(name))) {
            State s = sp.state(game);
            assertThat(s).as("stored position of seed %d", sp.seed()).isNotNull();
            Position p = Positions.of(s);
            assertThat(p.hands()).as("the engine still deals and plays seed %d alike", sp.seed()).isEqualTo(sp.hands());
            assertThat(solver.value(p)).as("value of seed %d, %d cards left", sp.seed(), sp.cardsLeft())
                    .isEqualTo(sp.value());
        }
    }
}
