package org.tarock.engine.german;

import static org.tarock.engine.german.GermanState.SUIT_LETTERS;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.tarock.engine.Amount;
import org.tarock.engine.GermanCards;
import org.tarock.engine.HandResult;

/** The result of an ended German Tarok hand, with the fields of the rules file's result table. */
final class GermanResult {
    private static final Set<String> THROWN_IN_COMPARED = Set.of("contract", "settlement", "pot", "notes", "era",
            "carry_before", "carry_after");

    private GermanResult() {
    }

    static HandResult of(GermanState s) {
        return s.declarer < 0 ? thrownIn(s.tarok(), s.germanCarry()) : played(s);
    }

    /**
     * rules/README.md §6.4 and german-tarok.md §9: nothing is paid; every field but the compared ones is a
     * placeholder.
     */
    private static HandResult thrownIn(GermanTarok game, GermanCarry carry) {
        Map<String, Object> f = HandResult.thrownInFields(null);
        f.put("era", game.era.code());
        f.put("outcome", "none");
        f.put("multiplier", 0L);
        f.put("basis", 0L);
        f.put("matsch", Scoring.Matsch.NONE.code());
        f.put("carry_before", carry.fields());
        f.put("carry_after", carry.fields());
        return new HandResult(f, THROWN_IN_COMPARED, Set.of(), carry);
    }

    /** §7.1.1: the discards count for the declarer; an untouched scat for the side {@code scat-points} names. */
    private static HandResult played(GermanState s) {
        GermanTarok game = s.tarok();
        GermanCarry carry = s.germanCarry();
        long[] cardPoints = {s.points[0], s.points[1], s.points[2]};
        if (s.pileToDeclarer()) {
            cardPoints[s.declarer] += GermanCards.points(s.contract.exchange() ? s.discards : s.scat);
        }
        int p = (int) cardPoints[s.declarer];
        Scoring.Hand hand = new Scoring.Hand(s.contract, s.declarer, s.dealer(), p,
                s.tricks().tricksWon(s.declarer) == 11, s.announced);
        Fields fields = new Fields(game, s.contract, s.declarer, s.trump, cardPoints, p, carry);
        if (game.scheme == Scheme.HAND) {
            // hand payments carry nothing (newHand admits only NoPot), so the next hand needs nothing of the
            // score and all of it waits until someone reads the result
            return HandResult.lazy(() -> fields.of(Scoring.score(game, hand, carry)),
                    () -> Scoring.score(game, hand, carry).payments(), Set.of(), carry);
        }
        Scoring.Score score = Scoring.score(game, hand, carry);
        return HandResult.lazy(() -> fields.of(score), score::payments, Set.of(), score.carryAfter());
    }

    /** What the fields of a played hand are built from, kept until they are read. */
    private record Fields(GermanTarok game, Contract contract, int declarer, int trump, long[] cardPoints, int p,
                          GermanCarry carry) {
        Map<String, Object> of(Scoring.Score s) {
            Map<String, Object> f = LinkedHashMap.newLinkedHashMap(16);
            f.put("contract", contract.code());
            f.put("declarer", (long) declarer);
            f.put("trump", String.valueOf(SUIT_LETTERS.charAt(trump)));
            f.put("card_points", HandResult.amounts(cardPoints));
            f.put("side_points", HandResult.sidePoints(p, 120 - p));
            f.put("won", s.outcome() == Scoring.Outcome.WON);
            f.put("settlement", HandResult.amounts(s.settlement().toArray(new Amount[0])));
            f.put("pot", s.pot().toNumber());
            f.put("notes", new ArrayList<>(s.notes()));
            f.put("era", game.era.code());
            f.put("outcome", s.outcome().code());
            f.put("multiplier", (long) s.multiplier());
            f.put("basis", (long) s.basis());
            f.put("matsch", s.matsch().code());
            f.put("carry_before", carry.fields());
            f.put("carry_after", s.carryAfter().fields());
            return f;
        }
    }
}
