package org.tarock.cluster;

import java.util.List;
import org.tarock.bots.Bot;
import org.tarock.bots.BotFactory;
import org.tarock.engine.Game;
import org.tarock.engine.SeatView;

/** A bot kind {@code broken} for the tests: it fails at its first decision, as a bot with a bug would. */
public final class BrokenBots implements BotFactory {
    static final String MESSAGE = "the broken bot fails on purpose";

    @Override
    public List<String> kinds() {
        return List.of("broken");
    }

    @Override
    public Bot create(String kind, long seed) {
        return new Bot() {
            @Override
            public String kind() {
                return "broken";
            }

            @Override
            public int choose(Game game, SeatView view) {
                throw new IllegalStateException(MESSAGE);
            }
        };
    }
}
