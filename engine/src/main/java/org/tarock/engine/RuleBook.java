package org.tarock.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The rule options of one game, its named presets and its invalid combinations: a whole rule variant as
 * data. Resolving checks names, values and combinations and fills in defaults.
 */
public final class RuleBook {
    private final GameId game;
    private final List<RuleOption> options;
    private final Map<String, Map<String, Object>> presets;
    private final Function<Map<String, Object>, Optional<String>> combinationCheck;

    /**
     * @param combinationCheck given a complete set of values, the message naming an invalid combination,
     *                         or empty when the combination is valid
     */
    public RuleBook(GameId game, List<RuleOption> options, Map<String, Map<String, Object>> presets,
                    Function<Map<String, Object>, Optional<String>> combinationCheck) {
        this.game = game;
        this.options = List.copyOf(options);
        this.presets = presets;
        this.combinationCheck = combinationCheck;
    }

    public GameId game() {
        return game;
    }

    public List<RuleOption> options() {
        return options;
    }

    /** Named presets (Leipzig Taroc's variants), each a partial set of option values. */
    public Map<String, Map<String, Object>> presets() {
        return presets;
    }

    public Optional<RuleOption> option(String name) {
        return options.stream().filter(o -> o.name().equals(name)).findFirst();
    }

    public Rules defaults() {
        return resolve(Map.of(), false);
    }

    /** The rules of a preset, with the given options applied over it. */
    public Rules preset(String name, Map<String, Object> overrides) {
        Map<String, Object> base = presets.get(name);
        if (base == null) {
            throw new RulesException("unknown preset \"" + name + "\" for " + game.id() + " (valid: "
                    + (presets.isEmpty() ? "none" : String.join(", ", presets.keySet())) + ")");
        }
        Map<String, Object> merged = new LinkedHashMap<>(base);
        merged.putAll(overrides);
        return resolve(merged, false);
    }

    /**
     * Resolves option values into a complete rule set.
     *
     * @param given       option values (Boolean, integral Number or String)
     * @param requireAll  true for records, which must write every option; false to fill in defaults
     */
    public Rules resolve(Map<String, Object> given, boolean requireAll) {
        for (String name : given.keySet()) {
            if (option(name).isEmpty()) {
                throw new RulesException("rules." + name + ": " + game.id() + " has no such option (valid: "
                        + String.join(", ", options.stream().map(RuleOption::name).toList()) + ")");
            }
        }
        Map<String, Object> values = new LinkedHashMap<>();
        for (RuleOption o : options) {
            if (given.containsKey(o.name())) {
                values.put(o.name(), o.check(given.get(o.name())));
            } else if (requireAll) {
                throw new RulesException("rules." + o.name() + ": missing (every option of " + game.id()
                        + " must be written)");
            }
        }
        List<RuleOption> pending = new ArrayList<>(options);
        pending.removeIf(o -> values.containsKey(o.name()));
        for (RuleOption o : pending) {
            values.put(o.name(), o.check(o.defaults().apply(values)));
        }
        Map<String, Object> ordered = new LinkedHashMap<>();
        for (RuleOption o : options) {
            ordered.put(o.name(), values.get(o.name()));
        }
        combinationCheck.apply(ordered).ifPresent(msg -> {
            throw new RulesException("rules: " + msg);
        });
        return new Rules(game, ordered);
    }

    /** Parses {@code name=value} strings typed by a person and resolves them over the defaults. */
    public Rules parse(List<String> assignments, String preset) {
        Map<String, Object> given = new LinkedHashMap<>();
        for (String a : assignments) {
            int eq = a.indexOf('=');
            if (eq <= 0) {
                throw new RulesException("option \"" + a + "\" must be written name=value");
            }
            String name = a.substring(0, eq);
            RuleOption o = option(name).orElseThrow(() -> new RulesException("unknown option \"" + name + "\" for "
                    + game.id() + " (valid: " + String.join(", ", options.stream().map(RuleOption::name).toList()) + ")"));
            given.put(name, o.parse(a.substring(eq + 1)));
        }
        return preset == null ? resolve(given, false) : preset(preset, given);
    }
}
