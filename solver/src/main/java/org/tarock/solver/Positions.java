package org.tarock.solver;

import org.tarock.engine.GameId;
import org.tarock.engine.State;
import org.tarock.engine.bavarian.BavarianPosition;
import org.tarock.engine.bavarian.BavarianTarock;
import org.tarock.engine.bavarian.Contract;

/** Solver positions from the engine's play-phase snapshots, one adapter per game. */
public final class Positions {
    private Positions() {
    }

    /** Whether the double-dummy solver covers the game. */
    public static boolean supports(GameId game) {
        return game == GameId.BAVARIAN_TAROCK;
    }

    /**
     * The solver position of a state in its play phase.
     *
     * @throws IllegalArgumentException if the game has no solver yet or the state is not in its play phase
     */
    public static Position of(State state) {
        return switch (state.game().id()) {
            case BAVARIAN_TAROCK -> bavarian(BavarianTarock.position(state));
            default -> throw new IllegalArgumentException("no double-dummy solver for " + state.game().id().id() + " yet");
        };
    }

    /** The solver position of a Bavarian Tarock snapshot. */
    public static Position bavarian(BavarianPosition p) {
        boolean bettel = p.contract() == Contract.BETTEL;
        return new Position(new BavarianKernel(p.trump(), bettel, p.bettelStichzwang()),
                bettel ? Goal.NO_TRICK : Goal.CARD_POINTS, p.declarer(), p.hands(), p.trick(), p.leader(),
                p.soloistPoints(), p.soloistTricks());
    }
}
