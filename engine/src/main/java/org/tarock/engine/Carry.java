package org.tarock.engine;

import java.util.Map;

/**
 * What a payment scheme carries from hand to hand (rules/README.md §6.3): Bavarian Tarock's Haferl, German Tarok's
 * pot or blocks. Immutable.
 */
public interface Carry {
    /** The state as a record writes it ({@code carry_before}, {@code carry_after}); null when nothing is carried. */
    Map<String, Object> fields();

    /** The money value of the carried state, whose change is a hand's {@code pot}. */
    long value();

    /** For games that carry nothing (Leipzig Taroc, Husarln): no carry fields in records. */
    Carry NONE = new Carry() {
        @Override
        public Map<String, Object> fields() {
            return null;
        }

        @Override
        public long value() {
            return 0;
        }

        @Override
        public String toString() {
            return "none";
        }
    };
}
