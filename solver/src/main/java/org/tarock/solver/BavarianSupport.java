package org.tarock.solver;

import java.util.Optional;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.bavarian.BavarianPosition;
import org.tarock.engine.bavarian.BavarianPublic;
import org.tarock.engine.bavarian.BavarianTarock;
import org.tarock.engine.bavarian.Contract;

/** Bavarian Tarock in the solver: its sampler, its kernel, its contract table; Bettel valued 1/0. */
public final class BavarianSupport implements GameSupport, DoubleDummy {
    @Override
    public GameId game() {
        return BavarianTarock.ID;
    }

    @Override
    public Sampler sampler(Game game, SeatView view) {
        return new BavarianSampler(game, view);
    }

    @Override
    public Optional<DoubleDummy> doubleDummy() {
        return Optional.of(this);
    }

    @Override
    public boolean valuesAreChances(SeatView view) {
        return view.detail() instanceof BavarianPublic b && b.contract() == Contract.BETTEL;
    }

    @Override
    public Position position(State state) {
        return position(BavarianTarock.position(state));
    }

    /** The solver position of a Bavarian Tarock snapshot. */
    static Position position(BavarianPosition p) {
        boolean bettel = p.contract() == Contract.BETTEL;
        return new Position(new BavarianKernel(p.trump(), bettel, p.bettelStichzwang()),
                bettel ? Goal.NO_TRICK : Goal.CARD_POINTS, p.declarer(), p.hands(), p.trick(), p.leader(),
                p.soloistPoints(), p.soloistTricks());
    }

    @Override
    public String contract(SeatView view) {
        return view.detail(BavarianPublic.class).contract().code();
    }

    @Override
    public int cardPoints() {
        return BavarianTarock.CARD_POINTS;
    }

    @Override
    public int target() {
        return BavarianTarock.TARGET;
    }

    @Override
    public ContractTable contractTable(Game game, Solver solver) {
        return new BavarianContracts((BavarianTarock) game, solver, this);
    }
}
