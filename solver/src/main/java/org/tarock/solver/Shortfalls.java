package org.tarock.solver;

import org.tarock.engine.Action;
import org.tarock.engine.Game;
import org.tarock.engine.Move;
import org.tarock.engine.Phase;
import org.tarock.engine.State;

/**
 * What each seat's card play gave away against double-dummy play in one hand ({@link Analysis#shortfall}):
 * for every card, the best double-dummy value of the position less the value after the card. Not thread-safe.
 */
final class Shortfalls {
    private final Game game;
    private final Solver solver;
    private final DoubleDummy dd;

    Shortfalls(Game game, Solver solver, DoubleDummy dd) {
        this.game = game;
        this.solver = solver;
        this.dd = dd;
    }

    /** The shortfall of a finished hand, or null when it has no card play in card points. */
    Analysis.Shortfall of(State finished) {
        State s = game.newHand(finished.deal(), finished.dealer(), finished.carryBefore());
        int[] lost = new int[3];
        int[] cards = new int[3];
        boolean played = false;
        // The value of the position reached, known from the decision before: the guess for the next one's search.
        int reached = Integer.MIN_VALUE;
        for (Move m : finished.moves()) {
            if (s.phase() == Phase.PLAY) {
                Position p = dd.position(s);
                if (p.goal() != Goal.CARD_POINTS) {
                    return null;
                }
                played = true;
                int[] values = solver.cardValues(p, reached);
                reached = values[Action.arg(m.action())];
                int best = Integer.MIN_VALUE;
                for (long legal = p.legalCards(); legal != 0; legal &= legal - 1) {
                    best = Math.max(best, dd.forSide(p, m.seat(), values[Long.numberOfTrailingZeros(legal)]));
                }
                lost[m.seat()] += best - dd.forSide(p, m.seat(), values[Action.arg(m.action())]);
                cards[m.seat()]++;
            }
            s.apply(m.seat(), m.action());
        }
        return played ? new Analysis.Shortfall(lost, cards) : null;
    }
}
