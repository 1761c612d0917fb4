package org.tarock.bots;

import java.util.Comparator;
import java.util.List;
import java.util.function.ToDoubleFunction;
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
        return strategy(game).choose(game, view, random);
    }

    /**
     * The {@code basic} actions best first: {@code view.legal()} sorted by the strategy's
     * {@linkplain Strategy#rating rating}, equal ratings in legal order.
     */
    public static List<Integer> ranked(Game game, SeatView view) {
        ToDoubleFunction<Integer> rating = strategy(game).rating(game, view);
        return view.legal().stream()
                .sorted(Comparator.comparingDouble(rating).reversed())
                .toList();
    }

    private static Strategy strategy(Game game) {
        return Strategies.of(game);
    }
}
