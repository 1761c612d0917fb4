package org.tarock.server.table;

import java.util.LinkedHashMap;
import java.util.Map;
import org.tarock.engine.Seating;

/** What the events of a hand's start and end first say of it: its number and its seating. */
final class HandFacts {
    private HandFacts() {
    }

    /** {@code number}, {@code players}, {@code dealer} and {@code sitting_out} of hand {@code hand}. */
    static Map<String, Object> of(int hand, Seating seating) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("number", hand);
        data.put("players", seating.players());
        data.put("dealer", seating.dealer());
        data.put("sitting_out", seating.sittingOut());
        return data;
    }
}
