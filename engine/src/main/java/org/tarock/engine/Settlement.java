package org.tarock.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * What a hand pays: each seat's win (positive) or payment, and the change of the pot, as a result's
 * {@code settlement} and {@code pot} fields hold them ({@code sum(seats) + pot == 0}).
 */
public record Settlement(List<Amount> seats, Amount pot) {
    public Settlement {
        seats = List.copyOf(seats);
    }

    /** A settlement in whole units. */
    public static Settlement of(long[] units, long pot) {
        List<Amount> seats = new ArrayList<>(units.length);
        for (long u : units) {
            seats.add(Amount.of(u));
        }
        return new Settlement(seats, Amount.of(pot));
    }

    /** The settlement and pot of a finished hand's result. */
    public static Settlement of(HandResult result) {
        return new Settlement(result.settlement(), result.pot());
    }
}
