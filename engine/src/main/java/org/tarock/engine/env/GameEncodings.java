package org.tarock.engine.env;

import org.tarock.engine.PerGame;

/** The games' encodings listed in {@code META-INF/services/org.tarock.engine.env.GameEncoding}, loaded once. */
final class GameEncodings {
    static final PerGame<GameEncoding> ALL = PerGame.load(GameEncoding.class, GameEncoding::game);

    private GameEncodings() {
    }
}
