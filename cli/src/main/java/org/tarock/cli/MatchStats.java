package org.tarock.cli;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tarock.engine.Amount;
import org.tarock.engine.Carry;
import org.tarock.engine.Game;
import org.tarock.engine.HandResult;
import org.tarock.engine.Seating;

/**
 * What a simulated match came to: how often each contract was chosen and won, throw-ins and annulled deals,
 * and each player's average settlement. Exact arithmetic throughout (shares and averages are rounded only
 * for printing), so the summary is the same on every machine.
 */
final class MatchStats {
    private final List<String> players;
    private final Map<String, int[]> contracts = new LinkedHashMap<>();
    private final Map<String, Amount> totals = new LinkedHashMap<>();
    private int hands;
    private int thrownIn;
    private int annulled;
    private int played;

    MatchStats(Game game, List<String> players) {
        this.players = List.copyOf(players);
        for (String c : game.vocabulary().contracts()) {
            contracts.put(c, new int[2]);
        }
        players.forEach(p -> totals.put(p, Amount.ZERO));
    }

    void add(Seating seating, HandResult r) {
        hands++;
        List<Amount> settlement = r.settlement();
        for (int i = 0; i < seating.players().size(); i++) {
            totals.merge(seating.players().get(i), settlement.get(i), Amount::plus);
        }
        String contract = r.contract();
        if (r.notes().contains("annulled")) {
            annulled++;
        } else if ("none".equals(contract)) {
            thrownIn++;
        } else if (contract == null) {
            played++;
        } else {
            int[] c = contracts.computeIfAbsent(contract, k -> new int[2]);
            c[0]++;
            if (r.won()) {
                c[1]++;
            }
        }
    }

    /** The summary; {@code carryAtEnd} is null for independent hands, which carry nothing on. */
    List<String> lines(Carry carryAtEnd) {
        List<String> out = new ArrayList<>();
        out.add("");
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"contract", "hands", "share", "declarer won"});
        for (Map.Entry<String, int[]> e : contracts.entrySet()) {
            int n = e.getValue()[0];
            rows.add(new String[] {e.getKey(), String.valueOf(n), percent(n, hands),
                    n == 0 ? "-" : percent(e.getValue()[1], n)});
        }
        if (played > 0) {
            rows.add(new String[] {"played", String.valueOf(played), percent(played, hands), "-"});
        }
        if (!contracts.isEmpty() || thrownIn > 0) {
            rows.add(new String[] {"thrown in", String.valueOf(thrownIn), percent(thrownIn, hands), "-"});
        }
        if (annulled > 0) {
            rows.add(new String[] {"annulled", String.valueOf(annulled), percent(annulled, hands), "-"});
        }
        out.addAll(Columns.format(rows, 1, 4));
        out.add("");
        out.add("average settlement per hand:");
        List<String[]> avg = new ArrayList<>();
        for (String p : players) {
            BigDecimal mean = BigDecimal.valueOf(totals.get(p).halves())
                    .divide(BigDecimal.valueOf(2L * hands), 3, RoundingMode.HALF_EVEN);
            avg.add(new String[] {"  " + p, (mean.signum() > 0 ? "+" : "") + mean.toPlainString(),
                    "(total " + ResultText.signed(totals.get(p)) + ")"});
        }
        out.addAll(Columns.format(avg, 1, 2));
        if (carryAtEnd == null) {
            out.add("independent hands: each from the initial carried state");
            return out;
        }
        String carried = Carried.text(carryAtEnd, Style.PLAIN);
        if (!carried.isEmpty()) {
            out.add("carried at the end: " + carried);
        }
        return out;
    }

    private static String percent(int part, int whole) {
        return BigDecimal.valueOf(part * 100L).divide(BigDecimal.valueOf(whole), 1, RoundingMode.HALF_EVEN)
                .toPlainString() + "%";
    }
}
