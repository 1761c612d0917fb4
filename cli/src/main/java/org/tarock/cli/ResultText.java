package org.tarock.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tarock.engine.Amount;
import org.tarock.engine.HandResult;
import org.tarock.engine.Seating;

/** A finished hand's result in words: who played what, the card points, the settlement and why. */
final class ResultText {

    /** Why a hand's payments came out as they did, one sentence per note word of the rules files. */
    private static final Map<String, String> WHY = Map.ofEntries(
            Map.entry("schneider", "schneider: the losing side made too few points (+1 unit)"),
            Map.entry("schwarz", "schwarz: one side took no trick (+1 unit)"),
            Map.entry("stake", "stakes were collected into the Haferl"),
            Map.entry("haferl-paid", "the won Stockspiel was paid from the Haferl"),
            Map.entry("defenders-paid", "the Haferl was short, so the defenders paid the Stockspiel"),
            Map.entry("bettel-ended-early", "the Bettel ended at the soloist's first trick"),
            Map.entry("thrown-in", "everyone passed: the cards are thrown in"),
            Map.entry("annulled", "the deal was annulled: the same dealer deals again"),
            Map.entry("tie", "the hand is a tie"),
            Map.entry("matsch", "matsch: the declarer took all 11 tricks"),
            Map.entry("matsch-failed", "the announced Matsch was not made"),
            Map.entry("ante", "the dealer's seat paid the ante into the pot"),
            Map.entry("refill", "stakes were paid to refill the pot"),
            Map.entry("pot-won", "the won Solo took the pot"),
            Map.entry("pot-doubled", "the lost Solo doubled the pot"),
            Map.entry("block-placed", "a block was placed"),
            Map.entry("blockade-complete", "a new blockade was started"),
            Map.entry("bete", "the lost Solo paid the bête into the pot"),
            Map.entry("double-bete", "the lost Solo paid a double bête, waiting in the queue"),
            Map.entry("handover-22", "the lead of trick 22 was handed over"),
            Map.entry("excuse-no-exchange", "the Excuse's owner won no trick, so it was not exchanged"),
            Map.entry("excuse-lost", "the Excuse was lost"),
            Map.entry("pagat-lost", "the Pagat was lost"),
            Map.entry("pagat-lost-last", "the Pagat was lost in the last trick"),
            Map.entry("pagat-ultimo", "Pagat ultimo: the Pagat won the last trick"),
            Map.entry("ultimo", "the announced Ultimo was made"),
            Map.entry("ultimo-failed", "the announced Ultimo failed"),
            Map.entry("pagat-silent", "an unannounced Pagat won the last trick"),
            Map.entry("pagat-silent-lost", "an unannounced Pagat lost the last trick and costs its holder"));

    private final Style style;

    ResultText(Style style) {
        this.style = style;
    }

    List<String> lines(HandResult r, Seating seating) {
        List<String> players = seating.players();
        List<String> out = new ArrayList<>();
        Map<String, Object> f = r.fields();
        String contract = r.contract();
        Integer declarer = r.declarer();
        if (declarer != null) {
            String outcome = r.won() ? style.paint(Style.GREEN, "won") : style.paint(Style.RED, "lost");
            StringBuilder sb = new StringBuilder(players.get(declarer) + " played " + style.bold(contract));
            if (f.get("trump") != null) {
                sb.append(" (trump ").append(f.get("trump")).append(')');
            }
            sb.append(" and ").append(outcome);
            if (f.get("side_points") instanceof Map<?, ?> side && side.get("declarer") instanceof Number p
                    && side.get("defenders") instanceof Number d) {
                sb.append(" with ").append(p).append(" of ").append(p.longValue() + d.longValue()).append(" points");
            }
            out.add(sb.toString());
        }
        if (!"none".equals(contract) && f.get("card_points") instanceof List<?> points) {
            out.add("card points: " + perSeat(players, points, style));
        }
        if (f.get("value") instanceof Number v && declarer != null) {
            out.add("value: " + v + " unit" + (v.longValue() == 1 ? "" : "s"));
        }
        for (String note : r.notes()) {
            out.add("why: " + WHY.getOrDefault(note, note));
        }
        List<Object> amounts = new ArrayList<>();
        for (Amount a : r.settlement()) {
            amounts.add(signed(a));
        }
        String pot = r.pot().halves() == 0 ? "" : style.dot() + "pot " + signed(r.pot());
        out.add("settlement: " + perSeat(players, amounts, style) + pot);
        String carried = Carried.text(r.carryAfter(), style);
        if (!carried.isEmpty()) {
            out.add("carried: " + carried);
        }
        return out;
    }

    private static String perSeat(List<String> players, List<?> values, Style style) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < players.size() && i < values.size(); i++) {
            parts.add(players.get(i) + " " + values.get(i));
        }
        return String.join(style.dot(), parts);
    }

    static String signed(Amount a) {
        return a.halves() > 0 ? "+" + a : a.toString();
    }
}
