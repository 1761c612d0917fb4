package org.tarock.solver;

import org.tarock.engine.GameId;
import org.tarock.engine.State;
import org.tarock.engine.bavarian.BavarianPosition;
import org.tarock.engine.bavarian.BavarianTarock;
import org.tarock.engine.bavarian.Contract;
import org.tarock.engine.german.GermanPosition;
import org.tarock.engine.german.GermanTarok;
import org.tarock.engine.husarln.Husarln;
import org.tarock.engine.husarln.HusarlnPosition;

/** Solver positions from the engine's play-phase snapshots, one adapter per game. */
public final class Positions {
    private Positions() {
    }

    /** Whether the double-dummy solver covers the game. */
    public static boolean supports(GameId game) {
        return game == GameId.BAVARIAN_TAROCK || game == GameId.GERMAN_TAROK || game == GameId.HUSARLN;
    }

    /**
     * The solver position of a state in its play phase.
     *
     * @throws IllegalArgumentException if the game has no solver yet or the state is not in its play phase
     */
    public static Position of(State state) {
        return switch (state.game().id()) {
            case BAVARIAN_TAROCK -> bavarian(BavarianTarock.position(state));
            case GERMAN_TAROK -> german(GermanTarok.position(state));
            case HUSARLN -> husarln(Husarln.position(state));
            default -> throw new IllegalArgumentException("no double-dummy solver for " + state.game().id().id() + " yet");
        };
    }

    /** The solver position of a German Tarok snapshot. */
    public static Position german(GermanPosition p) {
        return new Position(new GermanKernel(p.trump()), Goal.CARD_POINTS, p.declarer(), p.hands(), p.trick(),
                p.leader(), p.declarerPoints(), p.declarerTricks());
    }

    /** The solver position of a Husarln snapshot: values are the declarer's {@code P}, counted in threes. */
    public static Position husarln(HusarlnPosition p) {
        return new Position(HusarlnKernel.INSTANCE, Goal.CARD_POINTS, p.declarer(), p.hands(), p.trick(), p.leader(),
                p.declarerPoints(), p.declarerTricks());
    }

    /** The solver position of a Bavarian Tarock snapshot. */
    public static Position bavarian(BavarianPosition p) {
        boolean bettel = p.contract() == Contract.BETTEL;
        return new Position(new BavarianKernel(p.trump(), bettel, p.bettelStichzwang()),
                bettel ? Goal.NO_TRICK : Goal.CARD_POINTS, p.declarer(), p.hands(), p.trick(), p.leader(),
                p.soloistPoints(), p.soloistTricks());
    }
}
