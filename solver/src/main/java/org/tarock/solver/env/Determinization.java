package org.tarock.solver.env;

import java.util.List;
import org.tarock.engine.Carry;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Move;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.solver.Layout;
import org.tarock.solver.Sampler;

/**
 * Full states consistent with one seat's view, for ISMCTS- and PIMC-style search: the game's
 * {@link Sampler} draws where the unseen cards lie, uniformly among the deals consistent with the view, and
 * the view's history is replayed on that deal with the hidden decisions of the other seats filled in. The
 * state returned gives back exactly the view for that seat. Not thread-safe (one per thread).
 */
public final class Determinization {
    /** Draws before giving up; a sampler documents how often its draws replay to a different view (rarely). */
    private static final int ATTEMPTS = 1000;

    private final Game game;
    private final SeatView view;
    private final Sampler sampler;
    private final Carry carry;

    /**
     * @throws IllegalArgumentException when no deal of the unseen cards fits the view
     */
    public Determinization(Game game, SeatView view) {
        this.game = game;
        this.view = view;
        this.sampler = Sampler.of(game, view);
        this.carry = sampler.carry();
    }

    /** One full state consistent with {@code view}, drawn uniformly among the consistent deals. */
    public static State resample(Game game, SeatView view, DealRandom random) {
        return new Determinization(game, view).resample(random);
    }

    /** The number of consistent deals (see {@link Sampler#count()}). */
    public double count() {
        return sampler.count();
    }

    /**
     * One full state consistent with the view. A draw whose replay the engine refuses or that does not give
     * back the view is drawn again, which keeps the draws uniform among the consistent deals.
     *
     * @throws IllegalStateException if no draw of {@value #ATTEMPTS} replays to the view
     */
    public State resample(DealRandom random) {
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            Layout layout = sampler.sample(random);
            State state = game.newHand(sampler.deal(layout), view.dealer(), carry);
            if (replay(state, sampler.moves(layout)) && state.view(view.seat()).equals(view)) {
                return state;
            }
        }
        throw new IllegalStateException("no deal drawn in " + ATTEMPTS + " attempts replays to the view of seat "
                + view.seat());
    }

    private static boolean replay(State state, List<Move> moves) {
        for (Move m : moves) {
            if (state.check(m.seat(), m.action()) != null) {
                return false;
            }
            state.applyTrusted(m.action());
        }
        return true;
    }
}
