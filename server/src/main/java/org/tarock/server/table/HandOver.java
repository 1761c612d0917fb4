package org.tarock.server.table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tarock.engine.Action;
import org.tarock.engine.Amount;
import org.tarock.engine.Move;
import org.tarock.engine.Pack;
import org.tarock.engine.Payment;
import org.tarock.engine.State;

/**
 * The facts of a finished hand that the {@code hand-over} event adds to the record's result, so that a client
 * can show the hand-over without reading rules out of sentences: the settlement as the engine's payment items,
 * and the cards laid away and taken (public once the hand is over). docs/protocol.md describes the fields.
 */
public final class HandOver {
    private HandOver() {
    }

    /** {@code payments}, {@code laid_away} and {@code taken} of a finished hand. */
    static Map<String, Object> facts(State over) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("payments", payments(over.result().payments()));
        out.put("laid_away", cardsOf(over, Action.DISCARD));
        out.put("taken", cardsOf(over, Action.TAKE));
        return out;
    }

    static List<Object> payments(List<Payment> items) {
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

    /** The seat and cards of the hand's action of this kind (a discard, Husarln's take), or null if none. */
    private static Map<String, Object> cardsOf(State over, int kind) {
        Pack pack = over.game().pack();
        for (Move m : over.moves()) {
            if (Action.kind(m.action()) == kind) {
                List<String> cards = new ArrayList<>();
                for (int i = 0; i < Action.cardCount(m.action()); i++) {
                    cards.add(pack.card(Action.cardAt(m.action(), i)).code());
                }
                Map<String, Object> out = new LinkedHashMap<>();
                out.put("seat", m.seat());
                out.put("cards", cards);
                return out;
            }
        }
        return null;
    }
}
