package org.tarock.cli;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The public facts of a hand ({@code SeatView.detail()}, a record of each game's own making) as one line:
 * {@code contract solo · declarer basic-2 · trump E}. Read generically from the record's components, so
 * that every game shows its facts without code here; unset facts (null, -1) are left out.
 */
final class PublicFacts {
    private PublicFacts() {
    }

    static String describe(Object detail, List<String> players, Style style) {
        if (detail == null || !detail.getClass().isRecord()) {
            return "";
        }
        List<String> parts = new ArrayList<>();
        for (RecordComponent rc : detail.getClass().getRecordComponents()) {
            Object v = value(rc, detail);
            if (unset(v)) {
                continue;
            }
            String text;
            if (isSeat(rc.getName()) && v instanceof Integer seat && seat < players.size()) {
                text = players.get(seat);
            } else if (v instanceof Enum<?> e) {
                text = e.name().toLowerCase(Locale.ROOT).replace('_', '-');
            } else if (v.getClass().isRecord()) {
                text = "(" + describe(v, players, style) + ")";
            } else {
                text = v.toString();
            }
            parts.add(words(rc.getName()) + " " + text);
        }
        return String.join(style.dot(), parts);
    }

    /** Nothing worth showing: absent, a seat of -1, false, nothing in a list or in a record. */
    private static boolean unset(Object v) {
        return v == null || v instanceof Integer i && i < 0 || Boolean.FALSE.equals(v)
                || v instanceof List<?> l && l.stream().allMatch(PublicFacts::unset)
                || v instanceof Record r && describe(r, List.of(), Style.PLAIN).isEmpty();
    }

    private static boolean isSeat(String name) {
        return name.equals("declarer") || name.endsWith("Seat");
    }

    private static Object value(RecordComponent rc, Object record) {
        try {
            return rc.getAccessor().invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
            // A game's detail record that hides a component simply shows less.
            return null;
        }
    }

    /** {@code highBid} → {@code high bid}. */
    private static String words(String camel) {
        return camel.replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
    }
}
