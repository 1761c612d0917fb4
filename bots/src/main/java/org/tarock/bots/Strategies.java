package org.tarock.bots;

import org.tarock.engine.Game;
import org.tarock.engine.PerGame;

/** Each game's basic {@link Strategy}, listed in {@code META-INF/services/org.tarock.bots.Strategy}. */
public final class Strategies {
    private static final PerGame<Strategy> BY_GAME = PerGame.load(Strategy.class, Strategy::game);

    private Strategies() {
    }

    /**
     * The basic strategy of {@code game}.
     *
     * @throws IllegalArgumentException if the game has none registered
     */
    public static Strategy of(Game game) {
        return BY_GAME.of(game.id());
    }
}
