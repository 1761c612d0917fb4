package org.tarock.engine.bavarian;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Move;
import org.tarock.engine.Pack;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.Trick;

/** Invariants of Bavarian Tarock over random deals and random legal play, with random rule options. */
class BavarianPropertiesTest {
    private static final List<String> NORMAL = List.of("A", "10", "K", "O", "U", "9", "8", "7", "6");
    private static final List<String> BETTEL = List.of("A", "K", "O", "U", "10", "9", "8", "7", "6");

    private static BavarianTarock randomRules(DealRandom r) {
        Map<String, Object> o = new HashMap<>();
        o.put("herz-neischaugn", r.nextInt(2) == 0);
        o.put("bettel-stichzwang", r.nextInt(2) == 0);
        o.put("rebid-after-hold", r.nextInt(2) == 0);
        o.put("schwarz-defenders", r.nextInt(2) == 0);
        o.put("haferl-stake", 1 + r.nextInt(3));
        return new BavarianTarock(BavarianTarock.RULE_BOOK.resolve(o, false));
    }

    /** Plays a random hand, checking the legal cards against the reference at every card. */
    private static State playChecked(long seed) {
        DealRandom r = new DealRandom(seed);
        BavarianTarock game = randomRules(r);
        int dealer = r.nextInt(3);
        State s = game.newHand(game.deal(r.nextLong(), dealer), dealer, new Haferl(r.nextInt(4)));
        while (!s.isOver()) {
            List<Integer> legal = s.legalActionList();
            assertThat(legal).as("legal actions before the end").isNotEmpty();
            if (s.phase() == Phase.PLAY) {
                SeatView v = s.view(s.currentSeat());
                BavarianPublic p = v.detail(BavarianPublic.class);
                List<Card> expected = referenceLegal(v.hand(), v.currentTrick(), p.trump(),
                        p.contract() == Contract.BETTEL, game.bettelStichzwang);
                assertThat(legal.stream().map(a -> Pack.GERMAN_36.card(Action.arg(a))).toList())
                        .containsExactlyInAnyOrderElementsOf(expected);
            }
            s.apply(legal.get(r.nextInt(legal.size())));
        }
        return s;
    }

    /** §6.2 written as plainly as possible, on cards and rank names. */
    static List<Card> referenceLegal(List<Card> hand, Trick trick, String trump, boolean bettel, boolean stichzwang) {
        if (trick == null || trick.cards().isEmpty()) {
            return hand;
        }
        List<String> order = bettel ? BETTEL : NORMAL;
        char led = trick.cards().get(0).code().charAt(0);
        List<Card> follow = ofSuit(hand, led);
        boolean trumped = trump != null && !ofSuit(trick.cards(), trump.charAt(0)).isEmpty();
        if (!follow.isEmpty()) {
            if (trump != null && led != trump.charAt(0) && trumped) {
                return follow;
            }
            if (bettel && !stichzwang) {
                return follow;
            }
            return beatersOr(follow, highest(ofSuit(trick.cards(), led), order), order);
        }
        if (trump != null && !ofSuit(hand, trump.charAt(0)).isEmpty()) {
            List<Card> trumps = ofSuit(hand, trump.charAt(0));
            return trumped ? beatersOr(trumps, highest(ofSuit(trick.cards(), trump.charAt(0)), order), order) : trumps;
        }
        return hand;
    }

    private static List<Card> ofSuit(List<Card> cards, char suit) {
        return cards.stream().filter(c -> c.code().charAt(0) == suit).toList();
    }

    private static int rank(Card c, List<String> order) {
        return order.indexOf(c.code().substring(1));
    }

    private static Card highest(List<Card> cards, List<String> order) {
        Card best = cards.get(0);
        for (Card c : cards) {
            if (rank(c, order) < rank(best, order)) {
                best = c;
            }
        }
        return best;
    }

    private static List<Card> beatersOr(List<Card> cards, Card best, List<String> order) {
        List<Card> higher = cards.stream().filter(c -> rank(c, order) < rank(best, order)).toList();
        return higher.isEmpty() ? cards : higher;
    }

    @Property(tries = 300)
    void legalCardsEqualTheReferenceAndSidePointsTotal120(@ForAll long seed) {
        State s = playChecked(seed);
        Map<String, Object> f = s.result().fields();
        if (!"none".equals(f.get("contract"))) {
            @SuppressWarnings("unchecked")
            Map<String, Object> side = (Map<String, Object>) f.get("side_points");
            assertThat((Long) side.get("declarer") + (Long) side.get("defenders")).isEqualTo(120L);
        }
    }

    @Property(tries = 300)
    void everyCardIsAccountedForExactlyOnce(@ForAll long seed) {
        State s = playChecked(seed);
        List<Card> seen = new ArrayList<>();
        for (Move m : s.moves()) {
            if (Action.kind(m.action()) == Action.PLAY) {
                seen.add(Pack.GERMAN_36.card(Action.arg(m.action())));
            }
        }
        assertThat(seen).doesNotHaveDuplicates();
        for (int seat = 0; seat < 3; seat++) {
            seen.addAll(s.view(seat).hand());
        }
        BavarianPublic p = s.view(0).detail(BavarianPublic.class);
        if (p.contract() == Contract.STOCK) {
            for (Move m : s.moves()) {
                if (Action.kind(m.action()) == Action.DISCARD) {
                    for (int i = 0; i < 3; i++) {
                        seen.add(Pack.GERMAN_36.card(Action.cardAt(m.action(), i)));
                    }
                }
            }
        } else {
            seen.addAll(s.deal().talon());
        }
        assertThat(seen).hasSize(36).doesNotHaveDuplicates();
    }

    @Property(tries = 300)
    void settlementPlusPotIsZeroAndCardPointsMatchSidePoints(@ForAll long seed) {
        State s = playChecked(seed);
        Map<String, Object> f = s.result().fields();
        long sum = (Long) f.get("pot");
        for (Object a : (List<?>) f.get("settlement")) {
            sum += (Long) a;
        }
        assertThat(sum).isZero();
        if (!"none".equals(f.get("contract")) && !"bettel".equals(f.get("contract"))) {
            long total = 0;
            for (Object c : (List<?>) f.get("card_points")) {
                total += (Long) c;
            }
            assertThat(total).isEqualTo(120L);
        }
    }
}
