package org.tarock.engine;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * One rule option of a game, as listed in the game's rules file (section "Rule options").
 *
 * @param name        the option's name, exactly as written in a record's {@code rules} object
 * @param kind        boolean, integer or one of a list of words
 * @param choices     the allowed words ({@link Kind#CHOICE}); empty otherwise
 * @param min         the smallest allowed value ({@link Kind#INTEGER}); also used for
 *                    {@link Kind#INTEGER_CHOICE}'s list
 * @param integers    the allowed values of an {@link Kind#INTEGER_CHOICE} option
 * @param defaults    the default, given the other options already chosen (German Tarok's defaults
 *                    depend on the era)
 * @param defaultText the default as the rules file states it, for help texts
 * @param meaning     one sentence for players
 */
public record RuleOption(String name, Kind kind, List<String> choices, int min, List<Integer> integers,
                         Function<Map<String, Object>, Object> defaults, String defaultText, String meaning) {

    public enum Kind { BOOLEAN, INTEGER, INTEGER_CHOICE, CHOICE }

    public static RuleOption bool(String name, boolean def, String meaning) {
        return new RuleOption(name, Kind.BOOLEAN, List.of(), 0, List.of(), r -> def, Boolean.toString(def), meaning);
    }

    public static RuleOption integer(String name, int min, int def, String meaning) {
        return new RuleOption(name, Kind.INTEGER, List.of(), min, List.of(), r -> def, Integer.toString(def), meaning);
    }

    public static RuleOption integerChoice(String name, List<Integer> values, int def, String meaning) {
        return new RuleOption(name, Kind.INTEGER_CHOICE, List.of(), values.get(0), List.copyOf(values), r -> def,
                Integer.toString(def), meaning);
    }

    public static RuleOption choice(String name, List<String> values, String def, String meaning) {
        return new RuleOption(name, Kind.CHOICE, List.copyOf(values), 0, List.of(), r -> def, def, meaning);
    }

    /** The same option with a default that depends on the options already resolved. */
    public RuleOption withDefault(Function<Map<String, Object>, Object> fn, String text) {
        return new RuleOption(name, kind, choices, min, integers, fn, text, meaning);
    }

    /** The allowed values as a player would read them: {@code true, false}, {@code integer >= 1}, .... */
    public String valuesText() {
        return switch (kind) {
            case BOOLEAN -> "true, false";
            case INTEGER -> "integer >= " + min;
            case INTEGER_CHOICE -> String.join(", ", integers.stream().map(String::valueOf).toList());
            case CHOICE -> String.join(", ", choices);
        };
    }

    private static final BigInteger INT_MAX = BigInteger.valueOf(Integer.MAX_VALUE);
    private static final BigInteger INT_MIN = BigInteger.valueOf(Integer.MIN_VALUE - 1L);

    /**
     * Checks a value as it comes from JSON or from {@link #parse}: a {@code Boolean}, an integral
     * {@code Number} or a {@code String}. Returns the canonical Java value (Boolean, Integer or String).
     */
    public Object check(Object value) {
        String bad = "rules." + name + ": " + describe(value) + " is not a valid value (valid: " + valuesText() + ")";
        switch (kind) {
            case BOOLEAN -> {
                if (value instanceof Boolean b) {
                    return b;
                }
            }
            case INTEGER, INTEGER_CHOICE -> {
                if (value instanceof Number n && !(value instanceof Double d && (d % 1 != 0 || d.isInfinite()))
                        && !(value instanceof Float)) {
                    // a whole number past the int range is named as written, never as its truncated long
                    BigInteger whole = n instanceof BigInteger big ? big : BigInteger.valueOf(n.longValue());
                    if (whole.compareTo(INT_MAX) > 0) {
                        if (kind == Kind.INTEGER) {
                            throw new RulesException("rules." + name + ": " + describe(value) + " is too large "
                                    + "(valid: integer from " + min + " to " + Integer.MAX_VALUE + ")");
                        }
                        throw new RulesException(bad);
                    }
                    long l = whole.max(INT_MIN).longValue();
                    boolean ok = kind == Kind.INTEGER ? l >= min && l <= Integer.MAX_VALUE : integers.contains((int) l)
                            && l == (int) l;
                    if (ok) {
                        return (int) l;
                    }
                }
            }
            case CHOICE -> {
                if (value instanceof String s && choices.contains(s)) {
                    return s;
                }
            }
        }
        throw new RulesException(bad);
    }

    /** Parses a value typed by a person ({@code name=value} on the command line). */
    public Object parse(String text) {
        Object v = switch (kind) {
            case BOOLEAN -> text.equals("true") ? Boolean.TRUE : text.equals("false") ? Boolean.FALSE : text;
            case INTEGER, INTEGER_CHOICE -> {
                try {
                    yield new BigInteger(text);
                } catch (NumberFormatException e) {
                    yield text;
                }
            }
            case CHOICE -> text;
        };
        return check(v);
    }

    private static String describe(Object value) {
        if (value == null) {
            return "null";
        }
        return value instanceof String s ? "\"" + s + "\"" : value.toString();
    }
}
