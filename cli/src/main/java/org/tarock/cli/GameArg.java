package org.tarock.cli;

import org.tarock.engine.GameId;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Turns a game name typed by a person into a game that can be played, or says which names are valid. */
public final class GameArg implements ITypeConverter<GameId> {
    /**
     * The game of {@code tarock play} and of the server benches when none is named: the one place outside
     * the engine that names a game.
     */
    static final String DEFAULT = "bavarian-tarock";

    @Override
    public GameId convert(String name) {
        try {
            return GameId.of(name);
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException(e.getMessage());
        }
    }
}
