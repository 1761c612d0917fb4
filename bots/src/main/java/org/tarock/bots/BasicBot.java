package org.tarock.bots;

import org.tarock.bots.bavarian.BavarianBasic;
import org.tarock.bots.german.GermanBasic;
import org.tarock.bots.husarln.HusarlnBasic;
import org.tarock.bots.leipzig.LeipzigBasic;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.SeatView;

/**
 * A rule-based player good enough to be a pleasant opponent: it bids from hand strength, makes sensible
 * talon decisions and plays reasonable cards. Each game has its own {@link Strategy}.
 */
public final class BasicBot implements Bot {
    private final DealRandom random;

    public BasicBot(long seed) {
        this.random = new DealRandom(seed);
    }

    @Override
    public String kind() {
        return "basic";
    }

    @Override
    public int choose(Game game, SeatView view) {
        Strategy s = switch (game.id()) {
            case GERMAN_TAROK -> GermanBasic.INSTANCE;
            case BAVARIAN_TAROCK -> BavarianBasic.INSTANCE;
            case LEIPZIG_TAROC -> LeipzigBasic.INSTANCE;
            case HUSARLN -> HusarlnBasic.INSTANCE;
        };
        return s.choose(game, view, random);
    }
}
