package org.tarock.records;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.tarock.engine.HandResult;

/**
 * Compares a record's {@code result} with the engine's, by the rules of record-format.md "Reading a
 * result": numbers by value, the lists without order ({@code notes}, {@code bonuses}, each seat's list in
 * {@code declarations}) as collections, every other list in order, objects with exactly the same keys; the
 * engine's placeholder fields and fields neither the format nor the game defines are not compared, and the
 * fields a game leaves out must be absent.
 */
final class ResultComparison {
    private static final Pattern UNORDERED = Pattern.compile("notes|bonuses|declarations\\[\\d+]");

    private ResultComparison() {
    }

    /** Every difference, one line each ({@code result.pot: expected 0, found 1}), in the engine's field order. */
    static List<String> differences(HandResult expected, Map<String, Object> found) {
        return differences(expected, found, false);
    }

    /**
     * Every difference, as {@link #differences(HandResult, Map)}; with {@code placeholders} also in the fields a
     * reader does not compare (those of a thrown-in or annulled hand that hold the game file's placeholders),
     * which must then be written and hold exactly those values.
     */
    static List<String> differences(HandResult expected, Map<String, Object> found, boolean placeholders) {
        List<String> lines = new ArrayList<>();
        for (Map.Entry<String, Object> field : expected.fields().entrySet()) {
            String name = field.getKey();
            if (!placeholders && !expected.compared().contains(name)) {
                continue;
            }
            String want = Json.write(field.getValue());
            if (!found.containsKey(name)) {
                lines.add("result." + name + ": expected " + want + ", found nothing (the field is missing)");
            } else if (!same(field.getValue(), found.get(name), name)) {
                lines.add("result." + name + ": expected " + want + ", found " + Echo.json(found.get(name)));
            }
        }
        for (String name : new TreeSet<>(expected.absent())) {
            if (found.containsKey(name)) {
                lines.add("result." + name + ": expected no such field (this game leaves it out), found "
                        + Echo.json(found.get(name)));
            }
        }
        return lines;
    }

    /**
     * Whether a found value (plain Java, as {@link Json#toJava} gives) equals an expected one.
     *
     * @param path where the value sits ({@code notes}, {@code declarations[1]}, {@code side_points.declarer}),
     *             which says whether a list is ordered
     */
    static boolean same(Object expected, Object found, String path) {
        return switch (expected) {
            case null -> found == null;
            case Boolean b -> b.equals(found);
            case Number n -> found instanceof Number f && decimal(n).compareTo(decimal(f)) == 0;
            case String s -> s.equals(found);
            case List<?> list -> found instanceof List<?> other && list.size() == other.size()
                    && (UNORDERED.matcher(path).matches() ? sameInAnyOrder(list, other, path)
                    : sameInOrder(list, other, path));
            case Map<?, ?> map -> found instanceof Map<?, ?> other && map.keySet().equals(other.keySet())
                    && map.entrySet().stream().allMatch(e ->
                    same(e.getValue(), other.get(e.getKey()), path + "." + e.getKey()));
            default -> throw new IllegalArgumentException("not a JSON value: " + expected);
        };
    }

    private static boolean sameInOrder(List<?> expected, List<?> found, String path) {
        for (int i = 0; i < expected.size(); i++) {
            if (!same(expected.get(i), found.get(i), path + "[" + i + "]")) {
                return false;
            }
        }
        return true;
    }

    /** Each expected element matched to a distinct equal found element (the lists have equal sizes). */
    private static boolean sameInAnyOrder(List<?> expected, List<?> found, String path) {
        List<Object> left = new ArrayList<>(found);
        for (Object e : expected) {
            int match = -1;
            for (int i = 0; i < left.size() && match < 0; i++) {
                if (same(e, left.get(i), path + "[]")) {
                    match = i;
                }
            }
            if (match < 0) {
                return false;
            }
            left.remove(match);
        }
        return true;
    }

    private static BigDecimal decimal(Number n) {
        return switch (n) {
            case BigDecimal d -> d;
            case BigInteger i -> new BigDecimal(i);
            default -> BigDecimal.valueOf(n.longValue());
        };
    }
}
