package org.tarock.bots;

import java.util.List;

/** The bots by name, as the command line and the server offer them. */
public final class Bots {
    private Bots() {
    }

    /** The bot kinds that exist. */
    public static final List<String> KINDS = List.of("random", "basic");

    /** A new bot of the given kind with its own seed. */
    public static Bot create(String kind, long seed) {
        return switch (kind) {
            case "random" -> new RandomBot(seed);
            case "basic" -> new BasicBot(seed);
            default -> throw new IllegalArgumentException("unknown bot \"" + kind + "\" (valid: "
                    + String.join(", ", KINDS) + ")");
        };
    }
}
