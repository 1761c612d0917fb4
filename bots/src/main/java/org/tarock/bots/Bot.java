package org.tarock.bots;

import org.tarock.engine.Game;
import org.tarock.engine.SeatView;

/**
 * A computer player. It sees only its seat's view (never the state), so it cannot cheat; it returns one of
 * the view's legal actions. A bot may keep a random source, seeded at creation, so that a game can be
 * reproduced; it is not shared between threads.
 */
public interface Bot {

    /** The bot's kind, e.g. {@code random} or {@code basic}. */
    String kind();

    /** Chooses one of {@code view.legal()}; called only when {@code view.seat()} is to act. */
    int choose(Game game, SeatView view);

    /**
     * Whether a decision is a long search (up to about a second of a core), so that a server runs at most as
     * many such decisions at once as it has cores and lets the others wait.
     */
    default boolean searchesLong() {
        return false;
    }
}
