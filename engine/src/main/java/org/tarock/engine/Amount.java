package org.tarock.engine;

import java.math.BigDecimal;

/**
 * An exact amount of a game's units, kept in half units so that German Tarok's Laustiegel halves are exact
 * (rules/README.md §6.1). No floating point is used in scoring.
 *
 * @param halves the amount times two
 */
public record Amount(long halves) implements Comparable<Amount> {
    public static final Amount ZERO = new Amount(0);

    public static Amount of(long units) {
        return new Amount(units * 2);
    }

    public static Amount ofHalves(long halves) {
        return new Amount(halves);
    }

    public Amount plus(Amount o) {
        return new Amount(halves + o.halves);
    }

    public Amount minus(Amount o) {
        return new Amount(halves - o.halves);
    }

    public Amount negate() {
        return new Amount(-halves);
    }

    public boolean isWhole() {
        return halves % 2 == 0;
    }

    /** The amount as written in JSON: a {@code Long} when whole, else a {@code BigDecimal} such as 19.5. */
    public Number toNumber() {
        return isWhole() ? Long.valueOf(halves / 2) : BigDecimal.valueOf(halves).divide(BigDecimal.valueOf(2));
    }

    /** Parses a JSON number; it must be a whole or half unit. */
    public static Amount fromNumber(Number n) {
        BigDecimal d = n instanceof BigDecimal b ? b : new BigDecimal(n.toString());
        BigDecimal twice = d.multiply(BigDecimal.valueOf(2));
        if (twice.stripTrailingZeros().scale() > 0) {
            throw new IllegalArgumentException(n + " is not a whole or half unit");
        }
        return new Amount(twice.longValueExact());
    }

    @Override
    public int compareTo(Amount o) {
        return Long.compare(halves, o.halves);
    }

    @Override
    public String toString() {
        return toNumber().toString();
    }
}
