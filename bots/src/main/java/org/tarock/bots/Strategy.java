package org.tarock.bots;

import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.SeatView;

/** The rule-based play of the {@code basic} bot for one game. */
public interface Strategy {
    /** Chooses one of {@code view.legal()}; {@code random} breaks ties. */
    int choose(Game game, SeatView view, DealRandom random);
}
