package org.tarock.solver;

import org.tarock.engine.Game;
import org.tarock.engine.State;

/** Solver positions from the engine's play-phase snapshots, through each game's {@link DoubleDummy}. */
public final class Positions {
    private Positions() {
    }

    /** Whether the double-dummy solver covers the game. */
    public static boolean supports(Game game) {
        return GameSupport.of(game).doubleDummy().isPresent();
    }

    /**
     * The solver position of a state in its play phase.
     *
     * @throws IllegalArgumentException if the game has no double-dummy solver or the state is not in its play phase
     */
    public static Position of(State state) {
        return doubleDummy(state.game()).position(state);
    }

    /**
     * The double-dummy side of {@code game}.
     *
     * @throws IllegalArgumentException if the solver does not cover the game
     */
    static DoubleDummy doubleDummy(Game game) {
        return GameSupport.of(game).doubleDummy().orElseThrow(
                () -> new IllegalArgumentException("no double-dummy solver for " + game.id().id()));
    }
}
