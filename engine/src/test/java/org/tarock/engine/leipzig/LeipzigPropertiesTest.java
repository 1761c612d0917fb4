package org.tarock.engine.leipzig;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.DealRandom;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.HandResult;
import org.tarock.engine.Move;
import org.tarock.engine.Pack;
import org.tarock.engine.Phase;
import org.tarock.engine.RuleOption;
import org.tarock.engine.Rules;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.Trick;

/** Properties over random deals, random rule options and random legal play. */
class LeipzigPropertiesTest {

    /** Every option drawn at random from its values (integers: the default or the minimum). */
    private static Rules randomRules(DealRandom r) {
        Map<String, Object> given = new LinkedHashMap<>();
        for (RuleOption o : Games.ruleBook(GameId.LEIPZIG_TAROC).options()) {
            Object v = switch (o.kind()) {
                case BOOLEAN -> r.nextInt(2) == 0;
                case CHOICE -> o.choices().get(r.nextInt(o.choices().size()));
                default -> r.nextInt(2) == 0 ? o.min() : o.defaults().apply(Map.of());
            };
            given.put(o.name(), v);
        }
        return Games.ruleBook(GameId.LEIPZIG_TAROC).resolve(given, true);
    }

    /** §6.2 written out plainly over cards, as the reference for the engine's bit masks. */
    static Set<Card> referenceLegal(Rules rules, List<Card> hand, List<Card> trick, int trickNumber, boolean due22) {
        boolean x = hand.stream().anyMatch(c -> c.suit() == Card.EXCUSE);
        Card fool = Pack.TAROT_78.parse("FOOL");
        boolean compulsory = rules.word("excuse-deadline").equals("compulsory");
        if (x && trickNumber == 22 && (compulsory || due22)) {
            return Set.of(fool);
        }
        Set<Card> out = new HashSet<>();
        if (trick.isEmpty()) {
            for (Card c : hand) {
                if (c != fool || rules.bool("excuse-may-lead") || hand.size() == 1) {
                    out.add(c);
                }
            }
            return out;
        }
        int led = trick.get(0) == fool ? Card.TRUMPS : trick.get(0).suit();
        for (Card c : hand) {
            if (c.suit() == led) {
                out.add(c);
            }
        }
        if (out.isEmpty() && led != Card.TRUMPS) {
            for (Card c : hand) {
                if (c.suit() == Card.TRUMPS) {
                    out.add(c);
                }
            }
        }
        if (!out.isEmpty()) {
            if (x) {
                out.add(fool);
            }
            return out;
        }
        if (x && rules.bool("excuse-last-trump")) {
            return Set.of(fool);
        }
        return new HashSet<>(hand);
    }

    private static State playRandom(long seed, boolean checkLegal) {
        DealRandom r = new DealRandom(seed);
        Rules rules = randomRules(r);
        LeipzigTaroc game = new LeipzigTaroc(rules);
        int dealer = r.nextInt(3);
        State s = game.newHand(game.deal(r.nextLong(), dealer), dealer, game.initialCarry());
        boolean keepExcuse = r.nextInt(2) == 0;
        int[] buf = new int[s.maxActions()];
        int fool = Action.play(Pack.TAROT_78.parse("FOOL").index());
        while (!s.isOver()) {
            int n = s.legalActions(buf);
            assertThat(n).as("legal actions before the end").isPositive();
            if (checkLegal && s.phase() == Phase.PLAY) {
                SeatView v = s.view(s.currentSeat());
                Trick current = v.currentTrick();
                List<Trick> tricks = v.tricks();
                boolean due22 = v.completedTricks() >= 21 && tricks.get(20).winner() == s.currentSeat();
                Set<Card> engine = new HashSet<>();
                for (int i = 0; i < n; i++) {
                    engine.add(Pack.TAROT_78.card(Action.arg(buf[i])));
                }
                assertThat(engine).isEqualTo(referenceLegal(rules, v.hand(),
                        current == null ? List.of() : current.cards(), v.completedTricks() + 1, due22));
            }
            int a = buf[r.nextInt(n)];
            if (keepExcuse && a == fool && n > 1) {
                continue;
            }
            s.apply(s.currentSeat(), a);
        }
        return s;
    }

    private static List<Long> longs(Object list) {
        List<Long> out = new ArrayList<>();
        for (Object o : (List<?>) list) {
            out.add((Long) o);
        }
        return out;
    }

    @Property(tries = 150)
    void engineLegalCardsEqualTheReferenceProcedure(@ForAll long seed) {
        playRandom(seed, true);
    }

    @Property(tries = 300)
    void thePilesHoldExactly78CardPoints(@ForAll long seed) {
        HandResult r = playRandom(seed, false).result();
        if (!r.notes().contains("annulled")) {
            assertThat(longs(r.fields().get("card_points")).stream().mapToLong(Long::longValue).sum()).isEqualTo(78);
        }
    }

    @Property(tries = 300)
    void everyCardIsPlayedOnceOrLaidAway(@ForAll long seed) {
        State s = playRandom(seed, false);
        if (s.result().notes().contains("annulled")) {
            return;
        }
        Set<Card> seen = new HashSet<>();
        int count = 0;
        for (Trick t : s.view(0).tricks()) {
            seen.addAll(t.cards());
            count += t.cards().size();
        }
        for (Move m : s.moves()) {
            if (Action.kind(m.action()) == Action.DISCARD) {
                for (int i = 0; i < 3; i++) {
                    seen.add(Pack.TAROT_78.card(Action.cardAt(m.action(), i)));
                    count++;
                }
            }
        }
        assertThat(count).isEqualTo(78);
        assertThat(seen).hasSize(78);
    }

    @Property(tries = 300)
    @SuppressWarnings("unchecked")
    void settlementIsZeroSumAndTheSumOfItsBreakdown(@ForAll long seed) {
        HandResult r = playRandom(seed, false).result();
        List<Long> settlement = longs(r.fields().get("settlement"));
        assertThat(settlement.stream().mapToLong(Long::longValue).sum()).isZero();
        assertThat(r.fields().get("pot")).isEqualTo(0L);
        List<Map<String, Object>> breakdown = (List<Map<String, Object>>) r.fields().get("breakdown");
        for (int s = 0; s < 3; s++) {
            Map<String, Object> b = breakdown.get(s);
            assertThat((Long) b.get("cards") + (Long) b.get("declarations") + (Long) b.get("pagat"))
                    .isEqualTo(settlement.get(s));
        }
    }
}
