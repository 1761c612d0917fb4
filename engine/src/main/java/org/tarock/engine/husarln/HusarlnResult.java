package org.tarock.engine.husarln;

import static org.tarock.engine.husarln.HusarlnCards.PACK;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tarock.engine.Carry;
import org.tarock.engine.HandResult;
import org.tarock.engine.Payment;

/** The result of an ended Husarln hand, with the fields and payment items of the rules file's result table. */
final class HusarlnResult {
    private static final int LAST_TRICK = HusarlnState.TRICKS - 1;
    private static final Set<String> THROWN_IN_COMPARED = Set.of("contract", "settlement", "pot", "notes");
    private static final Set<String> ABSENT = Set.of("carry_before", "carry_after");
    /** Every thrown-in hand has the same result, and results are immutable. */
    private static final HandResult THROWN_IN = thrownIn();

    private HusarlnResult() {
    }

    static HandResult of(HusarlnState s) {
        return s.declarer < 0 ? THROWN_IN : HandResult.lazy(() -> fields(s), () -> payments(s, fields(s)), ABSENT,
                Carry.NONE);
    }

    private static HandResult thrownIn() {
        Map<String, Object> f = HandResult.thrownInFields("T");
        f.put("level", 0L);
        f.put("game_value", 0L);
        f.put("margin", 0L);
        f.put("bonuses", List.of());
        f.put("exposed", List.of());
        return new HandResult(f, THROWN_IN_COMPARED, ABSENT, Carry.NONE);
    }

    /** The fields of a played hand; built only when asked for (the hand is over, nothing changes). */
    private static Map<String, Object> fields(HusarlnState h) {
        int p = HusarlnCards.points(h.won[h.declarer] | h.discards);
        long defendersPile = h.unusedStock();
        long[] cardPoints = new long[3];
        for (int s = 0; s < 3; s++) {
            cardPoints[s] = s == h.declarer ? p : HusarlnCards.points(h.won[s]);
            if (s != h.declarer) {
                defendersPile |= h.won[s];
            }
        }
        boolean pagatInLast = h.pagatTrick == LAST_TRICK;
        boolean pagatWinsLast = pagatInLast && h.tricks().winner(LAST_TRICK) == h.pagatHolder;
        long[] bonusResults = new long[3];
        List<Object> bonuses = new ArrayList<>(2);
        String note = null;
        for (int s = 0; s < 3; s++) {
            for (Bonus b : Bonus.values()) {
                if ((h.declared[s] & b.bit()) != 0) {
                    long v = HusarlnScoring.declaredBonus(b, pagatWinsLast, h.contract);
                    bonusResults[s] += v;
                    bonuses.add(bonus(s, b.code(), v));
                }
            }
        }
        if (h.pagatHolder >= 0) {
            if ((h.declared[h.pagatHolder] & Bonus.ULTIMO.bit()) != 0) {
                note = pagatWinsLast ? "ultimo" : "ultimo-failed";
            } else {
                long v = HusarlnScoring.silentPagat(pagatInLast, pagatWinsLast, h.husarln().silentUltimoLoss, h.contract);
                if (v != 0) {
                    bonusResults[h.pagatHolder] += v;
                    bonuses.add(bonus(h.pagatHolder, "pagat-silent", v));
                    note = v > 0 ? "pagat-silent" : "pagat-silent-lost";
                }
            }
        }
        List<Object> exposedCodes = new ArrayList<>(6);
        for (int c : h.stock) {
            if ((h.exposed & 1L << c) != 0) {
                exposedCodes.add(PACK.card(c).code());
            }
        }
        Map<String, Object> f = new LinkedHashMap<>(32);
        f.put("contract", h.contract.code());
        f.put("declarer", (long) h.declarer);
        f.put("trump", "T");
        f.put("card_points", HandResult.amounts(cardPoints));
        f.put("side_points", HandResult.sidePoints(p, HusarlnCards.points(defendersPile)));
        f.put("won", HusarlnScoring.won(p));
        f.put("settlement", HandResult.amounts(HusarlnScoring.settlement(h.declarer, h.contract, p, bonusResults)));
        f.put("pot", 0L);
        f.put("notes", note == null ? List.of() : List.of(note)); // only the Pagat's holder has a note
        f.put("level", (long) h.level);
        f.put("game_value", (long) h.contract.value());
        f.put("margin", (long) HusarlnScoring.margin(p));
        f.put("bonuses", bonuses);
        f.put("exposed", exposedCodes);
        return f;
    }

    /**
     * The settlement of §7.3 as items: the game part each defender pays the declarer ({@code game}), then each
     * bonus result ({@code bonus}): the declarer's is paid by both defenders, a defender's by the declarer alone.
     */
    private static List<Payment> payments(HusarlnState h, Map<String, Object> f) {
        int p = ((Number) ((Map<?, ?>) f.get("side_points")).get("declarer")).intValue();
        List<Payment> out = new ArrayList<>();
        out.add(Payment.of("game", HusarlnScoring.settlement(h.declarer, h.contract, p, new long[3]),
                Map.of("contract", h.contract.code(), "value", (long) h.contract.value(),
                        "factor", (long) h.contract.factor(), "margin", (long) HusarlnScoring.margin(p),
                        "won", HusarlnScoring.won(p), "points", (long) p)));
        for (Object o : (List<?>) f.get("bonuses")) {
            Map<?, ?> b = (Map<?, ?>) o;
            int seat = ((Number) b.get("seat")).intValue();
            long value = ((Number) b.get("value")).longValue();
            long[] item = new long[3];
            for (int d = 0; d < 3; d++) {
                if (d != h.declarer && (seat == h.declarer || seat == d)) {
                    long a = seat == h.declarer ? value : -value;
                    item[d] -= a;
                    item[h.declarer] += a;
                }
            }
            out.add(Payment.of("bonus", item, Map.of("kind", b.get("kind"), "seat", (long) seat, "value", value)));
        }
        return out;
    }

    private static Map<String, Object> bonus(int seat, String kind, long value) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("seat", (long) seat);
        m.put("kind", kind);
        m.put("value", value);
        return m;
    }
}
