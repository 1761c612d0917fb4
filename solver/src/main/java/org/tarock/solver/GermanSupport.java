package org.tarock.solver;

import java.util.Optional;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.german.GermanPosition;
import org.tarock.engine.german.GermanPublic;
import org.tarock.engine.german.GermanTarok;

/** German Tarok in the solver, both eras: its sampler, its kernel, its contract table. */
public final class GermanSupport implements GameSupport, DoubleDummy {

    @Override
    public GameId game() {
        return GermanTarok.ID;
    }

    @Override
    public Sampler sampler(Game game, SeatView view) {
        return new GermanSampler(game, view);
    }

    @Override
    public Optional<DoubleDummy> doubleDummy() {
        return Optional.of(this);
    }

    @Override
    public Position position(State state) {
        return position(GermanTarok.position(state));
    }

    /** The solver position of a German Tarok snapshot. */
    static Position position(GermanPosition p) {
        return new Position(new GermanKernel(p.trump()), Goal.CARD_POINTS, p.declarer(), p.hands(), p.trick(),
                p.leader(), p.declarerPoints(), p.declarerTricks());
    }

    @Override
    public String contract(SeatView view) {
        return view.detail(GermanPublic.class).contract().code();
    }

    @Override
    public int cardPoints() {
        return GermanTarok.CARD_POINTS;
    }

    @Override
    public int target() {
        return GermanTarok.TARGET;
    }

    @Override
    public ContractTable contractTable(Game game, Solver solver) {
        return new GermanContracts(game, solver, this);
    }
}
