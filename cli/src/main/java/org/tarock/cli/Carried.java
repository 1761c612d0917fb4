package org.tarock.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tarock.engine.Carry;

/** The state a match carries from hand to hand (Haferl, pot, blocks) in words: {@code haferl 17}. */
final class Carried {
    private Carried() {
    }

    static String text(Carry carry) {
        Map<String, Object> fields = carry.fields();
        if (fields == null) {
            return "";
        }
        List<String> parts = new ArrayList<>();
        fields.forEach((k, v) -> parts.add(k + " " + v));
        return String.join(" · ", parts);
    }
}
