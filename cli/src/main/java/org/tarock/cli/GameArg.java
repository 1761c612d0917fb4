package org.tarock.cli;

import java.util.List;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Turns a game name typed by a person into a game that can be played, or says which names are valid. */
public final class GameArg implements ITypeConverter<GameId> {

    @Override
    public GameId convert(String name) {
        GameId id;
        try {
            id = GameId.of(name);
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException(e.getMessage());
        }
        if (!Games.isAvailable(id)) {
            throw new TypeConversionException(id.id() + " is not available yet (available: " + availableNames() + ")");
        }
        return id;
    }

    static String availableNames() {
        List<String> names = Games.available().stream().map(GameId::id).toList();
        return String.join(", ", names);
    }
}
