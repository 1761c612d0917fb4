package org.tarock.engine.bavarian;

import java.util.Map;
import org.tarock.engine.Carry;

/** The Haferl, Bavarian Tarock's pot carried from hand to hand (§7.3): {@code {"haferl": n}}. */
public record Haferl(long amount) implements Carry {
    public Haferl {
        if (amount < 0) {
            throw new IllegalArgumentException("the Haferl cannot hold " + amount);
        }
    }

    @Override
    public Map<String, Object> fields() {
        return Map.of("haferl", amount);
    }

    @Override
    public long value() {
        return amount;
    }
}
