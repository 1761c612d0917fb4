package org.tarock.engine.german;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tarock.engine.Carry;

/** What German Tarok's payment schemes carry from hand to hand (§9 "Carried states"). Immutable. */
public sealed interface GermanCarry extends Carry {

    /** Scheme {@code hand}: nothing is carried, written {@code {}}. */
    record NoPot() implements GermanCarry {
        @Override
        public Map<String, Object> fields() {
            return Map.of();
        }

        @Override
        public long value() {
            return 0;
        }
    }

    /** Schemes {@code poule} and {@code laustiegel}: the common pot, {@code {"pot": n}}. */
    record Pot(long pot) implements GermanCarry {
        public Pot {
            if (pot < 0) {
                throw new IllegalArgumentException("the pot cannot hold " + pot);
            }
        }

        @Override
        public Map<String, Object> fields() {
            return Map.of("pot", pot);
        }

        @Override
        public long value() {
            return pot;
        }
    }

    /**
     * Scheme {@code blocks} (§7.5): the blockade under way, the blocks left in its cup, the pot (at most one
     * block, plus money: a bête or a queued double bête that moved in), the double bêtes waiting to be
     * played for, and the Schreckensteiner box.
     *
     * @param blockValue the rules' {@code block-value} V, needed for the money value; not written
     */
    record Blocks(long blockade, long cup, long potBlocks, long potMoney, List<Long> queue, long schreckensteiner,
                  long blockValue) implements GermanCarry {
        public Blocks {
            queue = List.copyOf(queue);
        }

        /** The fresh blockade a match starts with. */
        static Blocks start(int blockCount, int blockValue) {
            return new Blocks(1, blockCount, 0, 0, List.of(), 0, blockValue);
        }

        /** The pot's value: {@code pot_blocks × V + pot_money}. */
        public long potValue() {
            return potBlocks * blockValue + potMoney;
        }

        @Override
        public Map<String, Object> fields() {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("blockade", blockade);
            m.put("cup", cup);
            m.put("pot_blocks", potBlocks);
            m.put("pot_money", potMoney);
            m.put("queue", new ArrayList<Object>(queue));
            m.put("schreckensteiner", schreckensteiner);
            return m;
        }

        /** Every amount carried: the pot, the queued double bêtes and the Schreckensteiner. */
        @Override
        public long value() {
            long v = potValue() + schreckensteiner;
            for (long q : queue) {
                v += q;
            }
            return v;
        }
    }

    /**
     * Reads a carried state as a record writes it, for the scheme in force.
     *
     * @throws IllegalArgumentException naming the first thing that is not the scheme's exact shape
     */
    static GermanCarry parse(Map<String, Object> fields, Scheme scheme, int blockCount, int blockValue) {
        if (fields == null) {
            throw new IllegalArgumentException("the carried state is missing: " + scheme.shape());
        }
        return switch (scheme) {
            case HAND -> {
                if (!fields.isEmpty()) {
                    throw new IllegalArgumentException("settlement hand carries nothing: the state must be {}, found "
                            + fields.keySet());
                }
                yield new NoPot();
            }
            case POULE, LAUSTIEGEL -> {
                requireKeys(fields, scheme, List.of("pot"));
                yield new Pot(whole(fields, "pot", 0));
            }
            case BLOCKS -> {
                requireKeys(fields, scheme, List.of("blockade", "cup", "pot_blocks", "pot_money", "queue",
                        "schreckensteiner"));
                long blockade = whole(fields, "blockade", 1);
                long cup = whole(fields, "cup", 0);
                if (cup > blockCount) {
                    throw new IllegalArgumentException("carry.cup: " + cup + " blocks is more than block-count "
                            + blockCount);
                }
                long potBlocks = whole(fields, "pot_blocks", 0);
                if (potBlocks > 1) {
                    throw new IllegalArgumentException("carry.pot_blocks: must be 0 or 1, found " + potBlocks);
                }
                long potMoney = whole(fields, "pot_money", 0);
                if (!(fields.get("queue") instanceof List<?> list)) {
                    throw new IllegalArgumentException("carry.queue: must be a list of positive integers");
                }
                List<Long> queue = new ArrayList<>(list.size());
                for (Object o : list) {
                    long q = wholeValue(o, "carry.queue[" + queue.size() + "]", 1);
                    queue.add(q);
                }
                yield new Blocks(blockade, cup, potBlocks, potMoney, queue, whole(fields, "schreckensteiner", 0),
                        blockValue);
            }
        };
    }

    private static void requireKeys(Map<String, Object> fields, Scheme scheme, List<String> keys) {
        if (fields.size() != keys.size() || !fields.keySet().containsAll(keys)) {
            throw new IllegalArgumentException("settlement " + scheme.code() + " carries exactly " + scheme.shape()
                    + ", found the keys " + fields.keySet());
        }
    }

    private static long whole(Map<String, Object> fields, String key, long min) {
        return wholeValue(fields.get(key), "carry." + key, min);
    }

    /** An integer at least {@code min}; a JSON number such as {@code 20.0} counts as the integer 20. */
    private static long wholeValue(Object value, String where, long min) {
        if (value instanceof Number n && !(value instanceof Double x && !Double.isFinite(x))
                && !(value instanceof Float f && !Float.isFinite(f))) {
            BigDecimal d = new BigDecimal(n.toString());
            if (d.stripTrailingZeros().scale() <= 0 && d.compareTo(BigDecimal.valueOf(min)) >= 0
                    && d.compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) <= 0) {
                return d.longValueExact();
            }
        }
        throw new IllegalArgumentException(where + ": must be an integer >= " + min + ", found " + value);
    }
}
