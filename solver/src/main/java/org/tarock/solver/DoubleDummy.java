package org.tarock.solver;

import org.tarock.engine.Game;
import org.tarock.engine.SeatView;
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
     * What the settlement pays the declarer from each defender, as far as the card play decides it, when the
     * declarer side ends with {@code declarerValue} in the hand of {@code view}: the expert's
     * objective in card play. Card points are only the means; each game pays for them its own way. The default
     * is the points themselves (German Tarok pays the overshoot or undershoot {@code |P − 60|} times a multiplier
     * fixed before play: linear in the points), Bettel's won (1) or lost (0). Units differ between the games;
     * only the order of one decision's cards matters.
     */
    default double settlement(SeatView view, Goal goal, int declarerValue) {
        return declarerValue;
    }

    /** Whether a first-lead value makes the contract: Bettel's 1, else the target. */
    default boolean made(Position p, int declarerValue) {
        return p.goal() == Goal.NO_TRICK ? declarerValue == 1 : declarerValue >= target();
    }
}
