package org.tarock.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tarock.engine.Carry;

/** The state a match carries from hand to hand (Haferl, pot, blocks) in words: {@code haferl 17}. */
final class Carried {
    private static final int SHOWN = 6;

    private Carried() {
    }

    static String text(Carry carry, Style style) {
        Map<String, Object> fields = carry.fields();
        if (fields == null) {
            return "";
        }
        List<String> parts = new ArrayList<>();
        fields.forEach((k, v) -> parts.add(k + " " + shortened(v, style)));
        return String.join(style.dot(), parts);
    }

    /** A long list (German Tarok's queue of blocks) is cut to its first entries and its length. */
    private static String shortened(Object value, Style style) {
        if (value instanceof List<?> list && list.size() > SHOWN) {
            List<String> head = list.subList(0, SHOWN).stream().map(String::valueOf).toList();
            return "[" + String.join(", ", head) + ", " + style.ellipsis() + " " + list.size() + " in all]";
        }
        return String.valueOf(value);
    }
}
