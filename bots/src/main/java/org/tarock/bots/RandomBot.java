package org.tarock.bots;

import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.SeatView;

/** Plays uniformly at random among the legal actions, from a seeded random source. */
public final class RandomBot implements Bot {
    private final DealRandom random;

    public RandomBot(long seed) {
        this.random = new DealRandom(seed);
    }

    @Override
    public String kind() {
        return "random";
    }

    @Override
    public int choose(Game game, SeatView view) {
        return view.legal().get(random.nextInt(view.legal().size()));
    }
}
