package org.tarock.engine;

import java.io.Serializable;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A complete, validated rule set of one game: every option with its value, in the order of the game's
 * rules file. Immutable, and serializable so that deals can be played in another process with the same rules.
 * Build one with {@link RuleBook#resolve} or {@link RuleBook#defaults()}.
 */
public final class Rules implements Serializable {
    private static final long serialVersionUID = 1L;
    private final GameId game;
    private final Map<String, Object> values;

    Rules(GameId game, Map<String, Object> values) {
        this.game = game;
        this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    public GameId game() {
        return game;
    }

    /** Every option with its value (Boolean, Integer or String), in rules-file order. */
    public Map<String, Object> values() {
        return values;
    }

    public boolean bool(String name) {
        return (Boolean) get(name);
    }

    public int integer(String name) {
        return (Integer) get(name);
    }

    public String word(String name) {
        return (String) get(name);
    }

    private Object get(String name) {
        Object v = values.get(name);
        if (v == null) {
            throw new IllegalArgumentException(game.id() + " has no rule option " + name);
        }
        return v;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Rules r && r.game == game && r.values.equals(values);
    }

    @Override
    public int hashCode() {
        return game.hashCode() * 31 + values.hashCode();
    }

    @Override
    public String toString() {
        return game.id() + values;
    }
}
