package org.tarock.engine;

import java.util.Arrays;
import java.util.List;
import org.tarock.engine.bavarian.BavarianTarock;
import org.tarock.engine.leipzig.LeipzigTaroc;

/** The registry of the games: each game's rule book, and a game built from a rule set. */
public final class Games {
    private Games() {
    }

    /** The games that are implemented, in the order of {@link GameId}. */
    public static List<GameId> available() {
        return Arrays.stream(GameId.values()).filter(Games::isAvailable).toList();
    }

    public static boolean isAvailable(GameId id) {
        return switch (id) {
            case BAVARIAN_TAROCK, LEIPZIG_TAROC -> true;
            default -> false;
        };
    }

    public static RuleBook ruleBook(GameId id) {
        return switch (id) {
            case BAVARIAN_TAROCK -> BavarianTarock.RULE_BOOK;
            case LEIPZIG_TAROC -> LeipzigTaroc.RULE_BOOK;
            default -> throw notAvailable(id);
        };
    }

    /** The game with the given rules in force. */
    public static Game create(Rules rules) {
        return switch (rules.game()) {
            case BAVARIAN_TAROCK -> new BavarianTarock(rules);
            case LEIPZIG_TAROC -> new LeipzigTaroc(rules);
            default -> throw notAvailable(rules.game());
        };
    }

    /** The game by record id with every option at its default. */
    public static Game byId(String id) {
        GameId g = GameId.of(id);
        return create(ruleBook(g).defaults());
    }

    private static IllegalArgumentException notAvailable(GameId id) {
        return new IllegalArgumentException(id.id() + " is not available yet (available: "
                + String.join(", ", available().stream().map(GameId::id).toList()) + ")");
    }
}
