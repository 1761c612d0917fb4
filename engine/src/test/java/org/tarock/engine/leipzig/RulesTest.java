package org.tarock.engine.leipzig;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Card;
import org.tarock.engine.Deal;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.HandResult;
import org.tarock.engine.RuleBook;
import org.tarock.engine.RuleOption;

/** §8 the options and presets, §3 the deal, and the registration of the game. */
class RulesTest {
    private static final RuleBook BOOK = Games.ruleBook(GameId.LEIPZIG_TAROC);

    @Test
    void everyOptionOfSection8WithItsDefault() {
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("skart-trump-exception", "all-three");
        expected.put("half-cavalry-exclusion", "any-cavalry");
        expected.put("trumps-conditional", false);
        expected.put("annul-few-trumps", false);
        expected.put("show-declarations", true);
        expected.put("matadors", "sequence");
        expected.put("matadors-fixed-value", 20);
        expected.put("trumps-declaration", "progressive");
        expected.put("trumps-flat-value", 10);
        expected.put("excuse-last-trump", true);
        expected.put("excuse-may-lead", false);
        expected.put("excuse-deadline", "compulsory");
        assertThat(BOOK.defaults().values()).containsExactlyEntriesOf(expected);
        assertThat(BOOK.option("matadors-fixed-value").map(RuleOption::min)).contains(1);
        assertThat(BOOK.option("trumps-flat-value").map(RuleOption::min)).contains(1);
    }

    @Test
    void leipzigPresetIsAllDefaults() {
        assertThat(BOOK.preset("leipzig", Map.of())).isEqualTo(BOOK.defaults());
    }

    @Test
    void nurembergPresetMakesTheTrumpsConditional() {
        Map<String, Object> v = new LinkedHashMap<>(BOOK.defaults().values());
        v.put("trumps-conditional", true);
        assertThat(BOOK.preset("nuremberg", Map.of()).values()).isEqualTo(v);
    }

    @Test
    void pragueViennaPresetSetsItsSixSubRules() {
        Map<String, Object> v = new LinkedHashMap<>(BOOK.defaults().values());
        v.put("annul-few-trumps", true);
        v.put("show-declarations", false);
        v.put("matadors", "fixed");
        v.put("trumps-declaration", "flat");
        v.put("excuse-last-trump", false);
        v.put("excuse-may-lead", true);
        assertThat(BOOK.preset("prague-vienna", Map.of()).values()).isEqualTo(v);
    }

    @Test
    void subRulesCombineFreely() {
        assertThat(BOOK.preset("prague-vienna", Map.of("trumps-conditional", true)).bool("trumps-conditional")).isTrue();
    }

    @Test
    void dealInPacketsOfFiveForehandFirstTheLastThreeToTheTalon() {
        int[] order = new int[78];
        for (int i = 0; i < 78; i++) {
            order[i] = i;
        }
        LeipzigTaroc g = new LeipzigTaroc();
        Deal d = g.deal(order, 1);
        List<Integer> forehand = d.hand(2).stream().map(Card::index).toList();
        List<Integer> middlehand = d.hand(0).stream().map(Card::index).toList();
        List<Integer> dealer = d.hand(1).stream().map(Card::index).toList();
        assertThat(forehand.subList(0, 10)).containsExactly(0, 1, 2, 3, 4, 15, 16, 17, 18, 19);
        assertThat(middlehand.subList(0, 5)).containsExactly(5, 6, 7, 8, 9);
        assertThat(dealer.subList(20, 25)).containsExactly(70, 71, 72, 73, 74);
        assertThat(d.talon()).extracting(Card::index).containsExactly(75, 76, 77);
    }

    @Test
    void registeredInTheGames() {
        assertThat(Games.available()).contains(GameId.LEIPZIG_TAROC);
        assertThat(Games.byId("leipzig-taroc")).isInstanceOf(LeipzigTaroc.class);
    }

    @Test
    void aPlayedHandLeavesOutTheDeclarerFields() {
        LeipzigTaroc g = new LeipzigTaroc();
        HandResult r = Situations.playOut(g.newHand(g.deal(1, 0), 0, g.initialCarry()), new org.tarock.engine.DealRandom(1),
                false).result();
        assertThat(r.absent()).containsExactlyInAnyOrder("contract", "declarer", "side_points", "won", "carry_before",
                "carry_after");
        assertThat(r.fields().keySet()).containsExactly("trump", "card_points", "settlement", "pot", "notes",
                "declarations", "pagat", "excuse", "breakdown");
        assertThat(r.fields().get("trump")).isEqualTo("T");
        assertThat(g.dealPasses(r)).isTrue();
    }

    @Test
    void theDealPassesWithoutBuildingAPlayedHandsResultAndNotAfterAnAnnulledRecord() {
        LeipzigTaroc g = new LeipzigTaroc();
        HandResult played = Situations.playOut(g.newHand(g.deal(2, 0), 0, g.initialCarry()),
                new org.tarock.engine.DealRandom(2), false).result();
        assertThat(g.dealPasses(played)).isTrue();
        assertThat(played.built()).isFalse();
        // a result read from a record is built: its notes decide
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("notes", List.of("annulled"));
        HandResult annulled = new HandResult(fields, fields.keySet(), java.util.Set.of(), org.tarock.engine.Carry.NONE);
        assertThat(g.dealPasses(annulled)).isFalse();
    }
}
