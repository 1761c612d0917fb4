package org.tarock.bots.bavarian;

import org.tarock.bots.Strategy;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.SeatView;

/** Bavarian Tarock's basic strategy. */
public final class BavarianBasic implements Strategy {
    public static final BavarianBasic INSTANCE = new BavarianBasic();

    @Override
    public int choose(Game game, SeatView view, DealRandom random) {
        return view.legal().get(0);
    }
}
