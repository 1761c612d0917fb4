package org.tarock.bots;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.ServiceLoader;

/**
 * The bots by name, as the command line and the server offer them: the built-in {@code random} and
 * {@code basic}, then every kind of the {@link BotFactory} services on the classpath.
 */
public final class Bots {
    private Bots() {
    }

    private static final Map<String, BotFactory> FACTORIES = factories();

    /** The bot kinds that exist, built-in first. */
    public static final List<String> KINDS = List.copyOf(FACTORIES.keySet());

    /** The kinds that decide the same for the same views and seed on any machine, in the order of {@link #KINDS}. */
    public static final List<String> SAME_ON_ANY_MACHINE = KINDS.stream()
            .filter(kind -> FACTORIES.get(kind).sameOnAnyMachine(kind)).toList();

    /** A new bot of the given kind with its own seed. */
    public static Bot create(String kind, long seed) {
        BotFactory f = FACTORIES.get(kind);
        if (f == null) {
            throw new IllegalArgumentException("unknown bot \"" + kind + "\" (valid: " + String.join(", ", KINDS) + ")");
        }
        return f.create(kind, seed);
    }

    /**
     * The project version these bots come from (the build writes it): the same version decides the same, so a
     * tournament played by bots keeps the version it was created with.
     */
    public static final String VERSION = version();

    private static String version() {
        Properties p = new Properties();
        try (InputStream in = Bots.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                throw new IllegalStateException("the bots' version.properties is missing from the build");
            }
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException("the bots' version could not be read", e);
        }
        return p.getProperty("version");
    }

    private static Map<String, BotFactory> factories() {
        List<BotFactory> all = new ArrayList<>();
        all.add(new BuiltIn());
        // Sorted by class name: the order of kinds must not depend on the order of jars on the classpath.
        ServiceLoader.load(BotFactory.class, Bots.class.getClassLoader()).stream()
                .map(ServiceLoader.Provider::get)
                .sorted((a, b) -> a.getClass().getName().compareTo(b.getClass().getName()))
                .forEach(all::add);
        Map<String, BotFactory> out = new LinkedHashMap<>();
        for (BotFactory f : all) {
            for (String kind : f.kinds()) {
                if (out.putIfAbsent(kind, f) != null) {
                    throw new IllegalStateException("two bot factories offer the kind \"" + kind + "\"");
                }
            }
        }
        return out;
    }

    private static final class BuiltIn implements BotFactory {
        @Override
        public List<String> kinds() {
            return List.of("random", "basic");
        }

        @Override
        public Bot create(String kind, long seed) {
            return kind.equals("random") ? new RandomBot(seed) : new BasicBot(seed);
        }

        @Override
        public boolean sameOnAnyMachine(String kind) {
            return true;
        }
    }
}
