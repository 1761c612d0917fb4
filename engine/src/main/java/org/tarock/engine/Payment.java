package org.tarock.engine;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One item of a hand's settlement, so that a client can explain the settlement in its own words: a stable code
 * from the game's rules file ({@code game}, {@code stake}, {@code haferl-paid}, {@code block-placed},
 * {@code roem}, ...), what the item moves for each seat (positive: received) and into the pot (positive: paid
 * in), and its facts as named arguments (JSON-like values, as a {@link Refusal}'s). Each item balances
 * ({@code sum(seats) + pot == 0}); a hand's items add up to its {@code settlement} and {@code pot}.
 * {@code docs/payments.md} lists the codes of every game.
 */
public record Payment(String code, List<Amount> seats, Amount pot, Map<String, Object> args) {
    public Payment {
        seats = List.copyOf(seats);
        args = Collections.unmodifiableMap(new TreeMap<>(args));
        Amount sum = pot;
        for (Amount a : seats) {
            sum = sum.plus(a);
        }
        if (!sum.equals(Amount.ZERO)) {
            throw new IllegalArgumentException("payment " + code + " does not balance: " + seats + ", pot " + pot);
        }
    }

    /** An item in whole units per seat, the pot taking the difference. */
    public static Payment of(String code, long[] seats, Map<String, Object> args) {
        Amount[] out = new Amount[seats.length];
        long pot = 0;
        for (int s = 0; s < seats.length; s++) {
            out[s] = Amount.of(seats[s]);
            pot -= seats[s];
        }
        return new Payment(code, List.of(out), Amount.of(pot), args);
    }

    /** An item in half units per seat, the pot taking the difference. */
    public static Payment ofHalves(String code, long[] halves, Map<String, Object> args) {
        Amount[] out = new Amount[halves.length];
        long pot = 0;
        for (int s = 0; s < halves.length; s++) {
            out[s] = Amount.ofHalves(halves[s]);
            pot -= halves[s];
        }
        return new Payment(code, List.of(out), Amount.ofHalves(pot), args);
    }
}
