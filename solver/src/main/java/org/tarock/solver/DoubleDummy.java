package org.tarock.solver;

import org.tarock.engine.DeclarerSettlement;
import org.tarock.engine.Game;
import org.tarock.engine.SeatView;
import org.tarock.engine.Settlement;
import org.tarock.engine.State;

/**
 * A game the double-dummy {@link Solver} covers: a declarer against the two others, so that one number (the
 * declarer side's card points, or Bettel's 1/0) values a position. Its totals and targets are the engine's.
 */
public interface DoubleDummy {

    /**
     * The solver position, with the game's {@link PlayKernel}, of a state in its play phase.
     *
     * @throws IllegalArgumentException if the state is not in its play phase
     */
    Position position(State state);

    /** The record code of the contract being played, from a view's public facts. */
    String contract(SeatView view);

    /** The card points of the pack in the solver's units (Husarln counts in threes). */
    int cardPoints();

    /** The declarer side's card points that make a point contract. */
    int target();

    /** The soloist's double-dummy value for every contract he could have played (see {@link ContractTable}). */
    ContractTable contractTable(Game game, Solver solver);

    /** A declarer-side value as the value for {@code seat}'s side: the defenders take the rest (Bettel: 1 − v). */
    default int forSide(Position p, int seat, int declarerValue) {
        if (seat == p.declarer()) {
            return declarerValue;
        }
        return p.goal() == Goal.NO_TRICK ? 1 - declarerValue : cardPoints() - declarerValue;
    }

    /**
     * What the hand of {@code view} settles if the declarer side ends card play with {@code declarerValue}: the
     * engine's settlement of those points ({@link DeclarerSettlement#settlementIf}), the expert's objective. The
     * solver values card points, not tricks: all the points stand for all the tricks (schwarz, a Matsch), none for
     * none; Bettel's 1 for no trick, its 0 for one.
     *
     * @throws IllegalArgumentException if the game's engine has no such settlement
     */
    default Settlement settlement(Game game, SeatView view, Goal goal, int declarerValue) {
        if (!(game instanceof DeclarerSettlement settles)) {
            throw new IllegalArgumentException(game.id().title() + " has no settlement by the declarer's points");
        }
        if (goal == Goal.NO_TRICK) {
            return settles.settlementIf(view, 0, declarerValue == 1 ? 0 : 1);
        }
        int tricks = declarerValue >= cardPoints() ? game.handSize() : declarerValue <= 0 ? 0 : 1;
        return settles.settlementIf(view, declarerValue, tricks);
    }

    /** Whether a first-lead value makes the contract: Bettel's 1, else the target. */
    default boolean made(Position p, int declarerValue) {
        return p.goal() == Goal.NO_TRICK ? declarerValue == 1 : declarerValue >= target();
    }
}
