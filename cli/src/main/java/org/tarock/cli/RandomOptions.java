package org.tarock.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tarock.engine.DealRandom;
import org.tarock.engine.RuleBook;
import org.tarock.engine.RuleOption;
import org.tarock.engine.Rules;
import org.tarock.engine.RulesException;

/**
 * A rule set drawn at random for {@code simulate --random-options}, so that every rule path gets played.
 * Integer options are drawn from their smallest values and the default: a large integer range would make
 * the rare paths (a Haferl refilled with a stake of 1, ...) rarer still.
 */
final class RandomOptions {
    /** Draws before giving up; invalid combinations are few, so a legal set comes within a handful. */
    private static final int TRIES = 1000;
    /** The stream of the match seed used for the draw; hands use 0, 1, ... and bots -1, -2, .... */
    private static final long STREAM = -1000;

    private RandomOptions() {
    }

    /**
     * @param base  the rules from the preset and {@code --option}s, already checked
     * @param fixed the options the person set, which keep their values
     */
    static Rules draw(RuleBook book, Rules base, Set<String> fixed, long seed) {
        DealRandom random = new DealRandom(DealRandom.handSeed(seed, STREAM));
        RulesException last = null;
        for (int t = 0; t < TRIES; t++) {
            Map<String, Object> values = new LinkedHashMap<>();
            for (RuleOption o : book.options()) {
                values.put(o.name(), fixed.contains(o.name()) ? base.values().get(o.name()) : pick(o, values, random));
            }
            try {
                return book.resolve(values, true);
            } catch (RulesException e) {
                last = e;
            }
        }
        throw new IllegalStateException("no legal rule set found at random: " + last.getMessage());
    }

    private static Object pick(RuleOption o, Map<String, Object> chosen, DealRandom random) {
        return switch (o.kind()) {
            case BOOLEAN -> random.nextInt(2) == 1;
            case CHOICE -> o.choices().get(random.nextInt(o.choices().size()));
            case INTEGER_CHOICE -> o.integers().get(random.nextInt(o.integers().size()));
            case INTEGER -> {
                List<Integer> small = new ArrayList<>(List.of(o.min(), o.min() + 1, o.min() + 2, o.min() + 3));
                if (o.defaults().apply(chosen) instanceof Integer def && !small.contains(def)) {
                    small.add(def);
                }
                yield small.get(random.nextInt(small.size()));
            }
        };
    }
}
