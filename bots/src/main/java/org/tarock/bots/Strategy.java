package org.tarock.bots;

import java.util.List;
import java.util.function.ToDoubleFunction;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.SeatView;

/**
 * The rule-based play of the {@code basic} bot for one game. Each game's strategy is a public class with a
 * public no-argument constructor, listed in {@code META-INF/services/org.tarock.bots.Strategy} and found
 * through {@link Strategies}.
 */
public interface Strategy {
    /** The game this strategy plays, as its entry class names it ({@code BavarianTarock.ID}). */
    GameId game();

    /** Chooses one of {@code view.legal()}; {@code random} breaks ties. */
    int choose(Game game, SeatView view, DealRandom random);

    /**
     * How good each of {@code view.legal()} looks to the strategy, higher better, from the view alone; for a
     * searcher that cannot try every action. Where the strategy rates a decision, its choice is the first
     * legal action of the highest rating; elsewhere every action rates the same.
     */
    default ToDoubleFunction<Integer> rating(Game game, SeatView view) {
        return a -> 0;
    }

    /** The first of {@code legal} with the highest rating. */
    static int best(List<Integer> legal, ToDoubleFunction<Integer> rating) {
        int best = legal.get(0);
        double bestScore = rating.applyAsDouble(best);
        for (int a : legal) {
            double score = rating.applyAsDouble(a);
            if (score > bestScore) {
                bestScore = score;
                best = a;
            }
        }
        return best;
    }
}
