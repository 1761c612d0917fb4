package org.tarock.engine.leipzig;

import static org.tarock.engine.leipzig.TarotCards.FOOL;
import static org.tarock.engine.leipzig.TarotCards.FOOL_BIT;
import static org.tarock.engine.leipzig.TarotCards.PACK;
import static org.tarock.engine.leipzig.TarotCards.VALUE;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tarock.engine.Carry;
import org.tarock.engine.HandResult;
import org.tarock.engine.Payment;
import org.tarock.engine.Threes;

/** The result of an ended Leipzig Taroc deal, with the fields and payment items of the rules file's result table. */
final class LeipzigResult {
    private static final Set<String> ABSENT = Set.of("contract", "declarer", "side_points", "won", "carry_before",
            "carry_after");
    /** The fields a reader compares in an annulled deal's result; its other fields are placeholders. */
    private static final Set<String> ANNULLED_COMPARED = Set.of("settlement", "pot", "notes");

    private LeipzigResult() {
    }

    static HandResult of(LeipzigState h) {
        return h.annulled ? annulled() : HandResult.lazy(() -> fields(h), () -> payments(fields(h)), ABSENT,
                Carry.NONE);
    }

    private static void addCard(long[] lo, long[] hi, int seat, int card) {
        if (card < 64) {
            lo[seat] |= 1L << card;
        } else {
            hi[seat] |= 1L << (card - 64);
        }
    }

    private static HandResult annulled() {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("trump", "T");
        f.put("card_points", HandResult.amounts(0, 0, 0));
        f.put("settlement", HandResult.amounts(0, 0, 0));
        f.put("pot", 0L);
        f.put("notes", List.of("annulled"));
        f.put("declarations", List.of(List.of(), List.of(), List.of()));
        f.put("pagat", pagat(null, null, PagatEvent.NONE));
        f.put("excuse", excuse(null, null, null, null, false));
        List<Object> breakdown = new ArrayList<>();
        for (int s = 0; s < 3; s++) {
            breakdown.add(line(new Scoring.Line(0, 0, 0)));
        }
        f.put("breakdown", breakdown);
        return new HandResult(f, ANNULLED_COMPARED, ABSENT, Carry.NONE);
    }

    /** The fields of a played deal; built only when asked for (the deal is over, nothing changes). */
    private static Map<String, Object> fields(LeipzigState h) {
        long[] pl = new long[3];
        long[] ph = new long[3];
        gatherPiles(h, pl, ph);
        Set<String> notes = new LinkedHashSet<>();
        String exchange = null;
        if (h.excuseOwner >= 0 && !h.excuseLost) {
            if (h.tricks().tricksWon(h.excuseOwner) > 0) {
                int c = exchangeCard(pl[h.excuseOwner] & ~FOOL_BIT, ph[h.excuseOwner]);
                exchange = PACK.card(c).code();
                if (c < 64) {
                    pl[h.excuseOwner] &= ~(1L << c);
                } else {
                    ph[h.excuseOwner] &= ~(1L << (c - 64));
                }
                addCard(pl, ph, h.excuseWinner, c);
            } else {
                notes.add("excuse-no-exchange");
            }
        }
        if (h.excuseLost) {
            notes.add("excuse-lost");
        }
        if (h.handover) {
            notes.add("handover-22");
        }
        int[] points = new int[3];
        for (int s = 0; s < 3; s++) {
            points[s] = Threes.points(TarotCards.faceValues(pl[s], ph[s]), TarotCards.count(pl[s], ph[s]));
        }
        int[] paid = new int[3];
        List<Object> declarations = new ArrayList<>(3);
        for (int s = 0; s < 3; s++) {
            if (h.roem[s] == 0) {
                declarations.add(List.of());
                continue;
            }
            List<Object> mine = new ArrayList<>(Integer.bitCount(h.roem[s]));
            for (int m = h.roem[s]; m != 0; m &= m - 1) {
                Roem r = Roem.VALUES[Integer.numberOfTrailingZeros(m)];
                int v = r.value(h.taroc(), h.declaredLo[s]);
                boolean isPaid = Scoring.paid(r, h.taroc().trumpsConditional, points[s]);
                if (isPaid) {
                    paid[s] += v;
                }
                Map<String, Object> d = new LinkedHashMap<>(4);
                d.put("kind", r.token());
                d.put("value", (long) v);
                d.put("paid", isPaid);
                mine.add(d);
            }
            declarations.add(mine);
        }
        PagatEvent event = h.pagatHolder < 0 ? PagatEvent.SKART
                : PagatEvent.of(h.pagatTrick, h.tricks().winner(h.pagatTrick - 1) == h.pagatHolder);
        switch (event) {
            case LOST -> notes.add("pagat-lost");
            case LOST_LAST -> notes.add("pagat-lost-last");
            case ULTIMO -> notes.add("pagat-ultimo");
            default -> {
            }
        }
        Scoring.Line[] lines = Scoring.settle(points, paid, h.pagatHolder, event);
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("trump", "T");
        f.put("card_points", HandResult.amounts(points[0], points[1], points[2]));
        f.put("settlement", HandResult.amounts(lines[0].total(), lines[1].total(), lines[2].total()));
        f.put("pot", 0L);
        f.put("notes", List.copyOf(notes));
        f.put("declarations", declarations);
        f.put("pagat", h.pagatHolder < 0 ? pagat(null, null, event) : pagat((long) h.pagatHolder, (long) h.pagatTrick, event));
        f.put("excuse", h.excuseOwner < 0 ? excuse(null, null, null, null, false)
                : excuse((long) h.excuseOwner, (long) h.excuseTrick, (long) h.excuseWinner, exchange, h.excuseLost));
        List<Object> breakdown = new ArrayList<>(3);
        for (Scoring.Line l : lines) {
            breakdown.add(line(l));
        }
        f.put("breakdown", breakdown);
        return f;
    }

    /** Each seat's pile before the Excuse's exchange: the Skart for the dealer and the cards of the tricks won. */
    private static void gatherPiles(LeipzigState h, long[] pl, long[] ph) {
        pl[h.dealer()] |= h.skartLo;
        ph[h.dealer()] |= h.skartHi;
        for (int t = 0; t < h.tricks().completed(); t++) {
            int winner = h.tricks().winner(t);
            for (int i = 0; i < 3; i++) {
                int c = h.tricks().card(t, i);
                // §6.5: the Excuse goes back to its player, unless it was lost in tricks 23–25
                addCard(pl, ph, c == FOOL && !h.excuseLost ? h.excuseOwner : winner, c);
            }
        }
    }

    /** §7.2.1: an empty card if the pile has one, else one of its lowest value; the first in canonical order. */
    static int exchangeCard(long pileLo, long pileHi) {
        int best = -1;
        for (long m = pileLo; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            if (best < 0 || VALUE[c] < VALUE[best]) {
                best = c;
            }
        }
        for (long m = pileHi; m != 0; m &= m - 1) {
            int c = 64 + Long.numberOfTrailingZeros(m);
            if (best < 0 || VALUE[c] < VALUE[best]) {
                best = c;
            }
        }
        return best;
    }

    private static Map<String, Object> pagat(Long holder, Long trick, PagatEvent event) {
        Map<String, Object> m = new LinkedHashMap<>(4);
        m.put("holder", holder);
        m.put("trick", trick);
        m.put("event", event.word());
        return m;
    }

    private static Map<String, Object> excuse(Long owner, Long trick, Long winner, String exchange, boolean lost) {
        Map<String, Object> m = new LinkedHashMap<>(8);
        m.put("owner", owner);
        m.put("trick", trick);
        m.put("winner", winner);
        m.put("exchange", exchange);
        m.put("lost", lost);
        return m;
    }

    /**
     * The settlement of §7.5 as items: the card points against 26 ({@code cards}), each paid declaration, which
     * both other players pay its declarer ({@code roem}), and the Pagat payments ({@code pagat}).
     */
    private static List<Payment> payments(Map<String, Object> f) {
        List<Payment> out = new ArrayList<>();
        List<?> points = (List<?>) f.get("card_points");
        long[] cards = new long[3];
        for (int s = 0; s < 3; s++) {
            cards[s] = ((Number) points.get(s)).longValue() - Scoring.TARGET;
        }
        out.add(Payment.of("cards", cards, Map.of("target", (long) Scoring.TARGET)));
        List<?> declarations = (List<?>) f.get("declarations");
        for (int s = 0; s < 3; s++) {
            for (Object o : (List<?>) declarations.get(s)) {
                Map<?, ?> d = (Map<?, ?>) o;
                long value = ((Number) d.get("value")).longValue();
                if (Boolean.TRUE.equals(d.get("paid")) && value != 0) {
                    out.add(Payment.of("roem", fromBoth(s, value), Map.of("kind", d.get("kind"), "seat", (long) s,
                            "value", value)));
                }
            }
        }
        Map<?, ?> pagat = (Map<?, ?>) f.get("pagat");
        if (pagat.get("holder") instanceof Number holder) {
            int h = holder.intValue();
            long received = ((Number) ((Map<?, ?>) ((List<?>) f.get("breakdown")).get(h)).get("pagat")).longValue();
            if (received != 0) {
                out.add(Payment.of("pagat", fromBoth(h, received / 2), Map.of("event", pagat.get("event"),
                        "seat", (long) h, "trick", pagat.get("trick"), "value", received / 2)));
            }
        }
        return out;
    }

    /** Each of the other two players pays {@code seat} {@code value} (negative: is paid by him). */
    private static long[] fromBoth(int seat, long value) {
        long[] out = new long[3];
        for (int s = 0; s < 3; s++) {
            out[s] = s == seat ? 2 * value : -value;
        }
        return out;
    }

    private static Map<String, Object> line(Scoring.Line l) {
        Map<String, Object> m = new LinkedHashMap<>(4);
        m.put("cards", (long) l.cards());
        m.put("declarations", (long) l.declarations());
        m.put("pagat", (long) l.pagat());
        return m;
    }

}
