package org.tarock.server.wire;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tarock.engine.Amount;
import org.tarock.engine.Card;
import org.tarock.engine.Deal;
import org.tarock.engine.Payment;
import org.tarock.engine.Seating;
import org.tarock.engine.Vocabulary;
import org.tarock.server.table.TableEvent;

/** The {@code event} object of the protocol: one table event's fields, then its {@code kind} (docs/protocol.md). */
public final class EventJson {
    private EventJson() {
    }

    /** The event as its JSON object's fields; {@code vocabulary} writes an action. */
    static Map<String, Object> of(TableEvent event, Vocabulary vocabulary) {
        Map<String, Object> m = new LinkedHashMap<>();
        String kind = switch (event) {
            case TableEvent.Seated s -> {
                m.put("seat", s.seat());
                m.put("name", s.name());
                m.put("player", s.player());
                yield "seated";
            }
            case TableEvent.HandStarted h -> {
                seating(m, h.number(), h.seating());
                m.put("seats", h.positions());
                yield "hand";
            }
            case TableEvent.Acted a -> {
                m.put("seat", a.seat());
                m.put("act", vocabulary.format(a.action()));
                if (a.standIn() != null) {
                    m.put("stand_in", a.standIn());
                }
                yield "action";
            }
            case TableEvent.HandOver h -> {
                seating(m, h.number(), h.seating());
                m.put("result", h.result().fields());
                m.put("deal", deal(h.deal()));
                m.put("payments", payments(h.result().payments()));
                m.put("laid_away", seatCards(h.laidAway()));
                m.put("taken", seatCards(h.taken()));
                m.put("fairness", h.fairness() == null ? null : h.fairness().toJson());
                yield "hand-over";
            }
            case TableEvent.MatchOver o -> {
                m.put("hands", o.hands());
                m.put("totals", totals(o.totals()));
                m.put("standings", standings(o.standings()));
                yield "match-over";
            }
            case TableEvent.Absent a -> {
                m.put("seat", a.seat());
                m.put("name", a.name());
                yield "absent";
            }
            case TableEvent.Back b -> {
                m.put("seat", b.seat());
                m.put("name", b.name());
                yield "back";
            }
            case TableEvent.Closed c -> {
                m.put("hands_played", c.handsPlayed());
                yield "closed";
            }
            case TableEvent.NextTable n -> {
                m.put("table", n.table());
                yield "next-table";
            }
        };
        m.put("kind", kind);
        return m;
    }

    /** {@code number}, {@code players}, {@code dealer} and {@code sitting_out}: what a hand's events first say. */
    private static void seating(Map<String, Object> m, int number, Seating seating) {
        m.put("number", number);
        m.put("players", seating.players());
        m.put("dealer", seating.dealer());
        m.put("sitting_out", seating.sittingOut());
    }

    /** The deal as dealt: every hand and the talon. */
    public static Map<String, Object> deal(Deal deal) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("hands", deal.hands().stream().map(EventJson::codes).toList());
        out.put("talon", codes(deal.talon()));
        return out;
    }

    static List<String> codes(List<Card> cards) {
        return cards.stream().map(Card::code).toList();
    }

    /** The settlement as the engine's payment items (docs/protocol.md, "hand-over"). */
    private static List<Object> payments(List<Payment> items) {
        List<Object> out = new ArrayList<>(items.size());
        for (Payment p : items) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("code", p.code());
            m.put("seats", p.seats().stream().map(Amount::toNumber).toList());
            m.put("pot", p.pot().toNumber());
            m.put("args", p.args());
            out.add(m);
        }
        return out;
    }

    private static Map<String, Object> seatCards(TableEvent.SeatCards cards) {
        if (cards == null) {
            return null;
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("seat", cards.seat());
        out.put("cards", codes(cards.cards()));
        return out;
    }

    /** Totals by player name, as JSON numbers. */
    static Map<String, Object> totals(Map<String, Amount> totals) {
        Map<String, Object> out = new LinkedHashMap<>();
        totals.forEach((name, amount) -> out.put(name, amount.toNumber()));
        return out;
    }

    private static List<Object> standings(List<TableEvent.Standing> standings) {
        List<Object> out = new ArrayList<>();
        for (TableEvent.Standing s : standings) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("seat", s.seat());
            m.put("name", s.name());
            m.put("total", s.total().toNumber());
            out.add(m);
        }
        return out;
    }
}
