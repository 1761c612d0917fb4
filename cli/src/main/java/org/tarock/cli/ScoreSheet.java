package org.tarock.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tarock.engine.Amount;
import org.tarock.engine.HandResult;
import org.tarock.engine.Seating;

/**
 * The running score of a match: one row per hand (dealer, contract, what each person won or paid, the
 * carried state after it) and the totals. Players are columns in table order; a person who sits a hand out
 * shows a dash.
 */
final class ScoreSheet {
    /** Rows shown at most; older ones are summarised so the sheet stays on one screen. */
    private static final int SHOWN = 12;

    private final List<String> table;
    private final Style style;
    private final List<Row> rows = new ArrayList<>();
    private final Map<String, Amount> totals = new HashMap<>();

    private record Row(int hand, String dealer, String game, Map<String, Amount> amounts, String carried) {
    }

    ScoreSheet(List<String> table, Style style) {
        this.table = List.copyOf(table);
        this.style = style;
        table.forEach(p -> totals.put(p, Amount.ZERO));
    }

    void add(Seating seating, HandResult r) {
        Map<String, Amount> amounts = new HashMap<>();
        List<Amount> settlement = r.settlement();
        for (int i = 0; i < seating.players().size(); i++) {
            String p = seating.players().get(i);
            amounts.put(p, settlement.get(i));
            totals.merge(p, settlement.get(i), Amount::plus);
        }
        String game = r.contract() == null ? (r.notes().contains("annulled") ? "annulled" : "played")
                : r.declarer() == null ? "thrown in"
                : r.contract() + " " + seating.players().get(r.declarer()) + (r.won() ? " won" : " lost");
        rows.add(new Row(rows.size() + 1, seating.dealerName(), game, amounts, Carried.text(r.carryAfter(), style)));
    }

    Amount total(String player) {
        return totals.get(player);
    }

    List<String> lines() {
        List<String[]> cells = new ArrayList<>();
        List<String> head = new ArrayList<>(List.of("hand", "dealer", "game"));
        head.addAll(table);
        head.add("carried");
        cells.add(head.toArray(String[]::new));
        int from = Math.max(0, rows.size() - SHOWN);
        for (Row row : rows.subList(from, rows.size())) {
            List<String> c = new ArrayList<>(List.of(String.valueOf(row.hand), row.dealer, row.game));
            for (String p : table) {
                Amount a = row.amounts.get(p);
                c.add(a == null ? "-" : ResultText.signed(a));
            }
            c.add(row.carried);
            cells.add(c.toArray(String[]::new));
        }
        List<String> total = new ArrayList<>(List.of("total", "", ""));
        table.forEach(p -> total.add(ResultText.signed(totals.get(p))));
        total.add("");
        cells.add(total.toArray(String[]::new));
        List<String> out = Columns.format(cells, 3, 3 + table.size());
        if (from > 0) {
            out.add(1, "(" + from + " earlier hand" + (from == 1 ? "" : "s") + " not shown)");
        }
        return out;
    }
}
