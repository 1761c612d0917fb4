package org.tarock.engine;

import java.util.List;
import org.tarock.engine.bavarian.BavarianTarock;
import org.tarock.engine.german.GermanTarok;
import org.tarock.engine.husarln.Husarln;
import org.tarock.engine.leipzig.LeipzigTaroc;

/** The registry of the games: each game's rule book, and a game built from a rule set. */
public final class Games {
    private Games() {
    }

    /** The games, in the order of {@link GameId}. */
    public static List<GameId> available() {
        return List.of(GameId.values());
    }

    public static RuleBook ruleBook(GameId id) {
        return switch (id) {
            case GERMAN_TAROK -> GermanTarok.RULE_BOOK;
            case BAVARIAN_TAROCK -> BavarianTarock.RULE_BOOK;
            case LEIPZIG_TAROC -> LeipzigTaroc.RULE_BOOK;
            case HUSARLN -> Husarln.RULE_BOOK;
        };
    }

    /** The game with the given rules in force. */
    public static Game create(Rules rules) {
        return switch (rules.game()) {
            case GERMAN_TAROK -> new GermanTarok(rules);
            case BAVARIAN_TAROCK -> new BavarianTarock(rules);
            case LEIPZIG_TAROC -> new LeipzigTaroc(rules);
            case HUSARLN -> new Husarln(rules);
        };
    }

    /** The game by record id with every option at its default. */
    public static Game byId(String id) {
        GameId g = GameId.of(id);
        return create(ruleBook(g).defaults());
    }
}
