package org.tarock.solver.bots;

import org.tarock.engine.bavarian.BavarianPublic;
import org.tarock.engine.bavarian.BavarianTarock;
import org.tarock.engine.husarln.HusarlnPublic;
import org.tarock.engine.husarln.HusarlnScoring;
import org.tarock.solver.Goal;
import org.tarock.solver.Position;

/**
 * What a double-dummy value is worth in the settlement: the expert's objective in card play. Card points are only
 * the means; each game pays for them differently, and a card is chosen for what it is expected to be paid.
 * <ul>
 *   <li>Bavarian Tarock pays the contract's value for winning it, whatever the margin (§7): the declarer's
 *       score is {@code ±base} by whether the side reaches {@link BavarianTarock#TARGET}, plus one unit per 30 card points, which stands
 *       for the schneider unit and keeps the points as the tie-break where the contract is decided in every
 *       deal.</li>
 *   <li>Husarln pays the game value and the margin, {@code s × (G + k × m)}: the engine's
 *       {@link HusarlnScoring#gamePart}.</li>
 *   <li>German Tarok pays the overshoot or undershoot {@code |P − 60|} times a multiplier fixed before play:
 *       linear in the card points, so the score is the points.</li>
 *   <li>Bettel: won (1) or lost (0).</li>
 * </ul>
 * The defenders' score is the declarer's negated. Units differ between the games; only the order of one
 * decision's cards matters.
 */
final class Settlement {
    /** Card points worth one settlement unit beyond the contract in Bavarian Tarock: the schneider step. */
    private static final double POINTS_PER_UNIT = 30;

    private Settlement() {
    }

    /**
     * The score for {@code seat}'s side of the declarer side's final value {@code declarerValue} (solver units)
     * in a position of the hand whose public facts are {@code detail}.
     */
    static double score(Object detail, Position p, int seat, int declarerValue) {
        double d = declarer(detail, p.goal(), declarerValue);
        return seat == p.declarer() ? d : -d;
    }

    /**
     * The declarer's gain from each defender, as far as the card points decide it, for the declarer side's final
     * value {@code v} in a hand played for {@code goal}.
     */
    static double declarer(Object detail, Goal goal, int v) {
        if (goal == Goal.NO_TRICK) {
            return v;
        }
        return switch (detail) {
            case BavarianPublic b -> (v >= BavarianTarock.TARGET ? b.contract().base() : -b.contract().base()) + v / POINTS_PER_UNIT;
            case HusarlnPublic h -> HusarlnScoring.gamePart(h.contract(), v);
            default -> v;
        };
    }
}
