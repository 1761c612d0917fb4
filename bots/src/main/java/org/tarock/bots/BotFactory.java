package org.tarock.bots;

import java.util.List;

/**
 * A maker of bot kinds, found with {@link java.util.ServiceLoader}: a module that cannot live in
 * {@code bots} (the search bots need the solver, which itself depends on {@code bots}) offers its kinds by
 * listing an implementation in {@code META-INF/services/org.tarock.bots.BotFactory}. {@link Bots} then names
 * and creates them like the built-in ones, so every program with the module on its classpath offers them.
 */
public interface BotFactory {

    /** The kinds this factory makes, in the order they are offered (weakest first). */
    List<String> kinds();

    /** A new bot of one of {@link #kinds()} with its own seed. */
    Bot create(String kind, long seed);

    /**
     * Whether a bot of this kind decides the same for the same views and seed on any machine: its work is counted,
     * never timed, and it reads nothing but its seed and views (duplicate play and tournaments need that).
     */
    default boolean sameOnAnyMachine(String kind) {
        return false;
    }
}
