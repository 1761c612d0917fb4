package org.tarock.solver;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.provider.Arguments;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Phase;
import org.tarock.engine.State;
import org.tarock.engine.Trick;
import org.tarock.engine.bavarian.BavarianTarock;
import org.tarock.engine.german.GermanTarok;
import org.tarock.engine.husarln.Husarln;

/** Play-phase states of random deals with every decision drawn at random, for tests. */
final class RandomPositions {
    static final Game BAVARIAN = new BavarianTarock();
    static final Game GERMAN = new GermanTarok();
    static final Game HUSARLN = new Husarln();

    private RandomPositions() {
    }

    /** The three games with a double-dummy solver, as test arguments named after them. */
    static List<Arguments> games() {
        return List.of(Arguments.of("bavarian", BAVARIAN), Arguments.of("german", GERMAN),
                Arguments.of("husarln", HUSARLN));
    }

    /** Plain minimax over engine states: the declarer side's points in the result. */
    static int minimax(State s, int declarer) {
        if (s.isOver()) {
            return ((Number) ((Map<?, ?>) s.result().fields().get("side_points")).get("declarer")).intValue();
        }
        boolean max = s.currentSeat() == declarer;
        int best = max ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (int a : s.legalActionList()) {
            State t = s.copy();
            t.applyTrusted(a);
            int v = minimax(t, declarer);
            best = max ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }

    /**
     * A random state with {@code cardsLeft} cards still to be played in all (so a position mid-trick when it
     * is not a multiple of 3), or null if the random hand ended before (thrown in, or a Bettel lost early).
     */
    static State withCardsLeft(Game game, DealRandom random, int cardsLeft) {
        State s = game.newHand(game.deal(random.nextLong(), random.nextInt(3)), firstDealer(game), game.initialCarry());
        while (!s.isOver() && s.phase() != Phase.PLAY) {
            s.applyTrusted(s.legalAction(random.nextInt(s.legalActionCount())));
        }
        int total = game.deal(0, 0).hands().stream().mapToInt(List::size).sum();
        while (!s.isOver() && total - cardsPlayed(s) > cardsLeft) {
            s.applyTrusted(s.legalAction(random.nextInt(s.legalActionCount())));
        }
        return s.isOver() ? null : s;
    }

    /** Seat 0 deals, except with four at the table (German Tarok), where the dealer sits out as seat 2. */
    private static int firstDealer(Game game) {
        return Integer.valueOf(4).equals(game.rules().values().get("table-size")) ? 2 : 0;
    }

    static int cardsPlayed(State s) {
        int n = 0;
        for (Trick t : s.view(0).tricks()) {
            n += t.cards().size();
        }
        return n;
    }

    /** A random state after {@code actions} random decisions from the deal (fewer if the hand ends), or null if it ended. */
    static State afterActions(Game game, DealRandom random, int actions) {
        State s = game.newHand(game.deal(random.nextLong(), random.nextInt(3)), firstDealer(game), game.initialCarry());
        for (int i = 0; i < actions && !s.isOver(); i++) {
            s.applyTrusted(s.legalAction(random.nextInt(s.legalActionCount())));
        }
        return s.isOver() ? null : s;
    }
}
