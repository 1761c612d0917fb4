package org.tarock.engine;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.function.Function;

/**
 * The implementations of one per-game service, found with {@link ServiceLoader}: a module that knows
 * something of each game (its basic strategy, its sampler and solver) lists one class per game in
 * {@code META-INF/services/<service>}, and each says which game it serves by its game's entry-class
 * {@code ID}. So {@link Games} stays the one list of games, and adding a game touches no switch.
 * Immutable and thread-safe.
 *
 * @param <T> the service
 */
public final class PerGame<T> {
    private final String service;
    private final Map<GameId, T> byGame;

    private PerGame(String service, Map<GameId, T> byGame) {
        this.service = service;
        this.byGame = byGame;
    }

    /**
     * Every implementation of {@code service} on the class path of {@code service}'s loader, or provided by a
     * module on the module path.
     *
     * @param game which game an implementation serves
     * @throws IllegalStateException if two implementations serve the same game
     */
    public static <T> PerGame<T> load(Class<T> service, Function<T, GameId> game) {
        Map<GameId, T> out = new EnumMap<>(GameId.class);
        // on the module path the engine loads services of modules it cannot name in its descriptor
        PerGame.class.getModule().addUses(service);
        for (T t : ServiceLoader.load(service, service.getClassLoader())) {
            T before = out.putIfAbsent(game.apply(t), t);
            if (before != null) {
                throw new IllegalStateException("two " + service.getSimpleName() + " classes serve "
                        + game.apply(t).title() + ": " + before.getClass().getName() + " and " + t.getClass().getName());
            }
        }
        return new PerGame<>(service.getSimpleName(), out);
    }

    /** The implementation for {@code game}, if one is registered. */
    public Optional<T> find(GameId game) {
        return Optional.ofNullable(byGame.get(game));
    }

    /**
     * The implementation for {@code game}.
     *
     * @throws IllegalArgumentException if none is registered
     */
    public T of(GameId game) {
        T t = byGame.get(game);
        if (t == null) {
            throw new IllegalArgumentException("no " + service + " for " + game.title()
                    + " (its class is not listed in META-INF/services)");
        }
        return t;
    }
}
