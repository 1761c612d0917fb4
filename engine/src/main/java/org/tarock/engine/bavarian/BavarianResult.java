package org.tarock.engine.bavarian;

import static org.tarock.engine.bavarian.BavarianState.SUIT_NAMES;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.tarock.engine.GermanCards;
import org.tarock.engine.HandResult;

/** The result of an ended Bavarian Tarock hand, with the fields of the rules file's result table. */
final class BavarianResult {
    private BavarianResult() {
    }

    static HandResult of(BavarianState s) {
        return s.declarer < 0 ? thrownIn(s.haferl()) : played(s);
    }

    private static HandResult thrownIn(Haferl carry) {
        Map<String, Object> f = HandResult.thrownInFields(null);
        f.put("value", 0L);
        f.put("schneider", false);
        f.put("schwarz", false);
        f.put("carry_before", carry.fields());
        f.put("carry_after", carry.fields());
        return new HandResult(f, Set.of("contract", "settlement", "pot", "notes", "carry_before", "carry_after"),
                Set.of(), carry);
    }

    private static HandResult played(BavarianState s) {
        int declarer = s.declarer;
        Contract contract = s.contract;
        Haferl carry = s.haferl();
        long[] cardPoints = {s.points[0], s.points[1], s.points[2]};
        cardPoints[declarer] += GermanCards.points(s.declarerPile());
        long p = cardPoints[declarer];
        Scoring.Outcome o = Scoring.settle(s.tarock(), contract, declarer, p, s.tricks().tricksWon(declarer),
                s.tricks().completed(), carry.amount());
        Haferl after = new Haferl(o.haferl());
        String trump = s.trump < 0 ? null : String.valueOf(SUIT_NAMES.charAt(s.trump));
        return HandResult.lazy(() -> {
            Map<String, Object> f = new LinkedHashMap<>();
            f.put("contract", contract.code());
            f.put("declarer", (long) declarer);
            f.put("trump", trump);
            f.put("card_points", HandResult.amounts(cardPoints));
            f.put("side_points", HandResult.sidePoints(p, 120 - p));
            f.put("won", o.won());
            f.put("settlement", HandResult.amounts(o.settlement()));
            f.put("pot", o.pot());
            f.put("notes", new ArrayList<>(o.notes()));
            f.put("value", o.value());
            f.put("schneider", o.schneider());
            f.put("schwarz", o.schwarz());
            f.put("carry_before", carry.fields());
            f.put("carry_after", after.fields());
            return f;
        }, o::payments, Set.of(), after);
    }
}
