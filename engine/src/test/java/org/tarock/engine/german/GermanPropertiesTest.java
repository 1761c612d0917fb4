package org.tarock.engine.german;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tarock.engine.Action;
import org.tarock.engine.Amount;
import org.tarock.engine.Card;
import org.tarock.engine.Carry;
import org.tarock.engine.DealRandom;
import org.tarock.engine.GermanCards;
import org.tarock.engine.HandResult;
import org.tarock.engine.Move;
import org.tarock.engine.Phase;
import org.tarock.engine.Rules;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.Trick;

/** Invariants over random deals and random legal play, under a spread of rule sets and chained carries. */
class GermanPropertiesTest {
    private static final int HANDS_PER_MATCH = 6;

    @Provide
    Arbitrary<Rules> rules() {
        List<Map<String, Object>> sets = List.of(
                Map.of(),
                Map.of("era", "sansprendre-1839"),
                Map.of("era", "sansprendre-1839", "settlement", "poule", "poule-limit", 50),
                Map.of("settlement", "poule", "table-size", 4),
                Map.of("settlement", "laustiegel", "laustiegel-stake", 7),
                Map.of("settlement", "laustiegel", "tariff", "gentlemen"),
                Map.of("settlement", "blocks", "schreckensteiner", true, "block-count", 2),
                Map.of("settlement", "blocks", "block-frage", false, "block-value", 3),
                Map.of("era", "sansprendre-1839", "settlement", "blocks", "block-frage", false,
                        "schreckensteiner", true),
                Map.of("scat-points", "defenders", "ace-discard", "void"),
                Map.of("era", "sansprendre-1839", "matsch-announcement", true, "rebid-after-hold", false),
                Map.of("matsch-silent", 0, "matsch-announced", 1, "ace-discard", "whole-suit"));
        List<Rules> resolved = new ArrayList<>();
        for (Map<String, Object> s : sets) {
            resolved.add(GermanTarok.RULE_BOOK.resolve(new LinkedHashMap<>(s), false));
        }
        return Arbitraries.of(resolved);
    }

    @Property(tries = 150)
    void randomMatchesKeepEveryInvariant(@ForAll long seed, @ForAll("rules") Rules rules) {
        GermanTarok game = new GermanTarok(rules);
        DealRandom random = new DealRandom(seed);
        Carry carry = game.initialCarry();
        for (int h = 0; h < HANDS_PER_MATCH; h++) {
            int dealer = game.tableSize() == 4 ? 2 : h % 3;
            State state = game.newHand(game.deal(random.nextLong(), dealer), dealer, carry);
            while (!state.isOver()) {
                List<Integer> legal = state.legalActionList();
                assertThat(legal).as("legal actions before the end").isNotEmpty();
                if (state.phase() == Phase.PLAY) {
                    SeatView view = state.view(state.currentSeat());
                    assertThat(cardsOf(legal)).isEqualTo(referenceLegalCards(view));
                }
                state.apply(state.currentSeat(), legal.get(random.nextInt(legal.size())));
            }
            checkResult(game, state);
            carry = state.result().carryAfter();
        }
    }

    /** §6.2 read off the view, card by card: follow the suit led, else trump, else anything. */
    private static Set<String> referenceLegalCards(SeatView view) {
        Trick trick = view.currentTrick();
        List<Card> hand = view.hand();
        List<Card> allowed = new ArrayList<>(hand);
        if (trick != null) {
            int led = trick.cards().get(0).suit();
            int trump = "EGHS".indexOf(view.detail(GermanPublic.class).trump());
            List<Card> follow = hand.stream().filter(c -> c.suit() == led).toList();
            List<Card> trumps = hand.stream().filter(c -> c.suit() == trump).toList();
            if (!follow.isEmpty()) {
                allowed = follow;
            } else if (!trumps.isEmpty()) {
                allowed = trumps;
            }
        }
        Set<String> out = new HashSet<>();
        allowed.forEach(c -> out.add(c.code()));
        return out;
    }

    private static Set<String> cardsOf(List<Integer> actions) {
        Set<String> out = new HashSet<>();
        for (int a : actions) {
            assertThat(Action.kind(a)).isEqualTo(Action.PLAY);
            out.add(org.tarock.engine.Pack.GERMAN_36.card(Action.arg(a)).code());
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    private static void checkResult(GermanTarok game, State state) {
        HandResult r = state.result();
        Map<String, Object> f = r.fields();
        Amount total = r.pot();
        for (Amount a : r.settlement()) {
            total = total.plus(a);
        }
        assertThat(total).as("settlement + pot").isEqualTo(Amount.ZERO);
        assertThat(r.pot()).isEqualTo(Amount.of(r.carryAfter().value() - state.carryBefore().value()));
        assertThat(game.parseCarry(r.carryAfter().fields())).isEqualTo(r.carryAfter());
        if (r.declarer() == null) {
            assertThat(r.notes()).containsExactly("thrown-in");
            assertThat(r.carryAfter()).isEqualTo(state.carryBefore());
            return;
        }
        Map<String, Object> side = (Map<String, Object>) f.get("side_points");
        long p = (Long) side.get("declarer");
        assertThat(p + (Long) side.get("defenders")).isEqualTo(120);
        int declarer = r.declarer();
        Contract contract = state.view(0).detail(GermanPublic.class).contract();
        List<Trick> tricks = state.view(0).tricks();
        assertThat(tricks).hasSize(11);
        long seen = 0;
        long[] trickPoints = new long[3];
        for (Trick t : tricks) {
            for (Card c : t.cards()) {
                assertThat(seen & c.bit()).as("card played twice").isZero();
                seen |= c.bit();
                trickPoints[t.winner()] += c.value();
            }
        }
        long aside = 0;
        for (Move m : state.moves()) {
            if (Action.kind(m.action()) == Action.DISCARD) {
                aside = Action.cardMask(m.action());
            }
        }
        long scat = 0;
        for (Card c : state.deal().talon()) {
            scat |= c.bit();
        }
        if (contract.solo()) {
            assertThat(aside).isZero();
            aside = scat;
        }
        assertThat(seen & aside).isZero();
        assertThat(Long.bitCount(seen | aside)).as("every card accounted for once").isEqualTo(36);
        boolean asideToDeclarer = contract.exchange() || game.rules().word("scat-points").equals("declarer");
        trickPoints[declarer] += asideToDeclarer ? GermanCards.points(aside) : 0;
        assertThat((List<Object>) f.get("card_points")).isEqualTo(List.of(trickPoints[0], trickPoints[1],
                trickPoints[2]));
        assertThat(p).isEqualTo(trickPoints[declarer]);
        assertThat(trickPoints[0] + trickPoints[1] + trickPoints[2])
                .isEqualTo(asideToDeclarer ? 120 : 120 - GermanCards.points(aside));
        assertThat(f.get("won")).isEqualTo(f.get("outcome").equals("won"));
    }
}
