package org.tarock.solver;

import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Phase;
import org.tarock.engine.State;
import org.tarock.engine.bavarian.BavarianTarock;

/** Play-phase states of random deals with every decision drawn at random, for tests. */
final class RandomPositions {
    static final Game BAVARIAN = new BavarianTarock();

    private RandomPositions() {
    }

    /**
     * A random state with {@code cardsLeft} cards still to be played in all (so a position mid-trick when it
     * is not a multiple of 3), or null if the random hand ended before (thrown in, or a Bettel lost early).
     */
    static State withCardsLeft(Game game, DealRandom random, int cardsLeft) {
        State s = game.newHand(game.deal(random.nextLong(), random.nextInt(3)), 0, game.initialCarry());
        while (!s.isOver() && s.phase() != Phase.PLAY) {
            s.applyTrusted(s.legalAction(random.nextInt(s.legalActionCount())));
        }
        while (!s.isOver() && 33 - cardsPlayed(s) > cardsLeft) {
            s.applyTrusted(s.legalAction(random.nextInt(s.legalActionCount())));
        }
        return s.isOver() ? null : s;
    }

    static int cardsPlayed(State s) {
        return BavarianTarock.position(s).tricksPlayed() * 3 + BavarianTarock.position(s).trick().length;
    }
}
