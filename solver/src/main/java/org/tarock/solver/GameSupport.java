package org.tarock.solver;

import java.util.Optional;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.PerGame;
import org.tarock.engine.SeatView;

/**
 * What the solver module knows of one game: its {@link Sampler} and how its card play is valued (the
 * double-dummy {@link Solver} through {@link DoubleDummy}, or a {@link CardSearch} of its own). One public
 * class per game with a public no-argument constructor, listed in
 * {@code META-INF/services/org.tarock.solver.GameSupport}; it says which game it serves by the game's
 * entry-class {@code ID}, so that the engine's {@link org.tarock.engine.Games} stays the one list of games.
 */
public interface GameSupport {

    /** The game served, as its entry class names it ({@code BavarianTarock.ID}). */
    GameId game();

    /** A sampler of the deals consistent with {@code view}. */
    Sampler sampler(Game game, SeatView view);

    /** The game's double-dummy side (solver positions, totals, contract table); empty if the solver does not cover it. */
    Optional<DoubleDummy> doubleDummy();

    /** The game's own card search when the double-dummy solver does not cover it; empty for the others. */
    default Optional<CardSearch> cardSearch(Game game) {
        return Optional.empty();
    }

    /** The analysis of finished hands and of card decisions, with {@code solver} (null when not {@link #doubleDummy}). */
    default HandAnalysis analysis(Game game, Solver solver) {
        return new DoubleDummyAnalysis(game, solver, doubleDummy().orElseThrow());
    }

    /** How card play is valued: by the double-dummy solver unless the game has a search of its own. */
    default Analysis.Method method() {
        return Analysis.Method.DOUBLE_DUMMY;
    }

    /**
     * Whether card values in {@code view}'s hand are a side's chances of winning (1 or 0 a deal) rather than
     * card points: Bettel.
     */
    default boolean valuesAreChances(SeatView view) {
        return false;
    }

    /** Whether every player plays for himself, so that values are a seat's own points, not its side's. */
    default boolean everyoneForHimself() {
        return false;
    }

    /**
     * The support of {@code game}.
     *
     * @throws IllegalArgumentException if none is registered
     */
    static GameSupport of(GameId game) {
        return Registry.BY_GAME.of(game);
    }

    static GameSupport of(Game game) {
        return of(game.id());
    }

    /** The support of {@code game}, if one is registered. */
    static Optional<GameSupport> find(GameId game) {
        return Registry.BY_GAME.find(game);
    }

    /** The loaded supports; a holder class, so that loading waits for the first use. */
    final class Registry {
        private static final PerGame<GameSupport> BY_GAME = PerGame.load(GameSupport.class, GameSupport::game);

        private Registry() {
        }
    }
}
