package org.tarock.solver;

import java.util.Optional;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.SeatView;
import org.tarock.engine.leipzig.LeipzigTaroc;

/**
 * Leipzig Taroc in the solver: every player plays for himself, so the double-dummy solver does not cover it;
 * its card play is valued by the {@link LeipzigSearch}.
 */
public final class LeipzigSupport implements GameSupport {

    @Override
    public GameId game() {
        return LeipzigTaroc.ID;
    }

    @Override
    public Sampler sampler(Game game, SeatView view) {
        return new LeipzigSampler(game, view);
    }

    @Override
    public Optional<DoubleDummy> doubleDummy() {
        return Optional.empty();
    }

    @Override
    public Optional<CardSearch> cardSearch(Game game) {
        return Optional.of(new LeipzigSearch((LeipzigTaroc) game));
    }

    @Override
    public HandAnalysis analysis(Game game, Solver solver) {
        return new LeipzigAnalysis((LeipzigTaroc) game);
    }

    @Override
    public Analysis.Method method() {
        return Analysis.Method.PARANOID_SEARCH;
    }

    @Override
    public boolean everyoneForHimself() {
        return true;
    }
}
