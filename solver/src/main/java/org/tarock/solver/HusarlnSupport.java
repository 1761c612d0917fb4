package org.tarock.solver;

import java.util.Optional;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.husarln.Husarln;
import org.tarock.engine.husarln.HusarlnPosition;
import org.tarock.engine.husarln.HusarlnPublic;
import org.tarock.engine.husarln.HusarlnScoring;

/** Husarln in the solver: its sampler, its kernel, its contract table; card points counted in threes. */
public final class HusarlnSupport implements GameSupport, DoubleDummy {

    @Override
    public GameId game() {
        return Husarln.ID;
    }

    @Override
    public Sampler sampler(Game game, SeatView view) {
        return new HusarlnSampler(game, view);
    }

    @Override
    public Optional<DoubleDummy> doubleDummy() {
        return Optional.of(this);
    }

    @Override
    public Position position(State state) {
        return position(Husarln.position(state));
    }

    /** The solver position of a Husarln snapshot: values are the declarer's {@code P}, counted in threes. */
    static Position position(HusarlnPosition p) {
        return new Position(HusarlnKernel.INSTANCE, Goal.CARD_POINTS, p.declarer(), p.hands(), p.trick(), p.leader(),
                p.declarerPoints(), p.declarerTricks());
    }

    @Override
    public String contract(SeatView view) {
        return view.detail(HusarlnPublic.class).contract().code();
    }

    @Override
    public int cardPoints() {
        return HusarlnScoring.TOTAL;
    }

    @Override
    public int target() {
        return HusarlnScoring.TARGET;
    }

    @Override
    public ContractTable contractTable(Game game, Solver solver) {
        return new HusarlnContracts(game, solver, this);
    }
}
