package org.tarock.engine.german;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Action;
import org.tarock.engine.Deal;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.Move;
import org.tarock.engine.Pack;
import org.tarock.engine.RuleOption;
import org.tarock.engine.RulesException;
import org.tarock.engine.TestHand;

/** §3 deal, §8 rule options and their combinations, §9 carried states, §4.2 wording. */
class GermanTarokTest {

    @Test
    void optionsAreExactlyThoseOfSection8InOrder() {
        assertThat(GermanTarok.RULE_BOOK.options().stream().map(RuleOption::name).toList()).containsExactly(
                "era", "table-size", "settlement", "tariff", "ace-discard", "scat-points", "matsch-announcement",
                "matsch-silent", "matsch-announced", "rebid-after-hold", "poule-stake", "poule-limit",
                "laustiegel-stake", "block-value", "block-count", "block-frage", "schreckensteiner");
        assertThat(Games.create(Games.ruleBook(GameId.GERMAN_TAROK).defaults())).isInstanceOf(GermanTarok.class);
    }

    @Test
    void defaultsOf1881() {
        Map<String, Object> v = GermanTarok.RULE_BOOK.defaults().values();
        assertThat(v).containsEntry("era", "deutschtarok-1881").containsEntry("ace-discard", "always")
                .containsEntry("matsch-announcement", true).containsEntry("matsch-silent", 100)
                .containsEntry("matsch-announced", 200).containsEntry("settlement", "hand")
                .containsEntry("tariff", "standard").containsEntry("table-size", 3);
    }

    @Test
    void defaultsDependOnTheEra() {
        Map<String, Object> v = TestHand.<GermanTarok>game(GermanTarok.ID, Map.of("era", "sansprendre-1839")).rules().values();
        assertThat(v).containsEntry("ace-discard", "whole-suit").containsEntry("matsch-announcement", false)
                .containsEntry("matsch-silent", 0);
    }

    @Test
    void eraDefaultsGiveWayToExplicitValues() {
        Map<String, Object> v = TestHand.<GermanTarok>game(GermanTarok.ID, Map.of("era", "sansprendre-1839", "ace-discard", "void", "matsch-announcement", true)).rules().values();
        assertThat(v).containsEntry("ace-discard", "void").containsEntry("matsch-announcement", true)
                .containsEntry("matsch-silent", 0);
    }

    private static void assertInvalid(String fragment, Object... nameValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < nameValues.length; i += 2) {
            m.put((String) nameValues[i], nameValues[i + 1]);
        }
        assertThatThrownBy(() -> GermanTarok.RULE_BOOK.resolve(m, false)).isInstanceOf(RulesException.class)
                .hasMessageContaining(fragment);
    }

    @Test
    void gentlemenTariffIsRejectedIn1839() {
        assertInvalid("tariff: gentlemen", "era", "sansprendre-1839", "tariff", "gentlemen");
        assertThat(TestHand.<GermanTarok>game(GermanTarok.ID, Map.of("tariff", "gentlemen")).gentlemen).isTrue();
    }

    @Test
    void schreckensteinerIsRejectedOutsideBlocks() {
        for (String scheme : List.of("hand", "poule", "laustiegel")) {
            assertInvalid("needs settlement: blocks", "settlement", scheme, "schreckensteiner", true);
        }
        assertThat(TestHand.<GermanTarok>game(GermanTarok.ID, Map.of("settlement", "blocks", "schreckensteiner", true)).schreckensteiner).isTrue();
    }

    @Test
    void blockFrageFalseIsRejectedOutsideBlocks() {
        for (String scheme : List.of("hand", "poule", "laustiegel")) {
            assertInvalid("block-frage: false", "settlement", scheme, "block-frage", false);
        }
        assertThat(TestHand.<GermanTarok>game(GermanTarok.ID, Map.of("settlement", "blocks", "block-frage", false)).blockFrage).isFalse();
    }

    @Test
    void laddersOfTheTwoEras() {
        assertThat(Era.SANSPRENDRE_1839.codes())
                .containsExactly("frage", "frage-couleur", "sansprendre", "sansprendre-couleur");
        assertThat(Era.DEUTSCHTAROK_1881.codes()).containsExactly("frage", "solo", "herzsolo");
        assertThat(TestHand.<GermanTarok>game(GermanTarok.ID, Map.of("era", "sansprendre-1839")).vocabulary().parse("bid sansprendre-couleur")).isEqualTo(Action.bid(3));
        assertThat(new GermanTarok().vocabulary().parse("bid herzsolo")).isEqualTo(Action.bid(2));
    }

    @Test
    void multipliersOfSection4_1() {
        assertThat(Era.SANSPRENDRE_1839.ladder().stream().map(c -> c.multiplier(false)).toList())
                .containsExactly(1, 2, 3, 4);
        assertThat(Era.DEUTSCHTAROK_1881.ladder().stream().map(c -> c.multiplier(false)).toList())
                .containsExactly(2, 3, 4);
        assertThat(Era.DEUTSCHTAROK_1881.ladder().stream().map(c -> c.multiplier(true)).toList())
                .containsExactly(1, 2, 4);
    }

    @Test
    void dealGivesTheScatFirstThenFourThreeFourForehandFirst() {
        int[] order = new int[36];
        for (int i = 0; i < 36; i++) {
            order[i] = i;
        }
        Deal d = new GermanTarok().deal(order, 1); // forehand is seat 2, then seat 0, then seat 1
        Pack p = Pack.GERMAN_36;
        assertThat(d.talon()).containsExactly(p.card(0), p.card(1), p.card(2));
        assertThat(d.hand(2)).containsExactly(p.card(3), p.card(4), p.card(5), p.card(6), p.card(15), p.card(16),
                p.card(17), p.card(24), p.card(25), p.card(26), p.card(27));
        assertThat(d.hand(0)).containsExactly(p.card(7), p.card(8), p.card(9), p.card(10), p.card(18), p.card(19),
                p.card(20), p.card(28), p.card(29), p.card(30), p.card(31));
        assertThat(d.hand(1)).containsExactly(p.card(11), p.card(12), p.card(13), p.card(14), p.card(21),
                p.card(22), p.card(23), p.card(32), p.card(33), p.card(34), p.card(35));
    }

    @Test
    void fourAtTheTableTheDealerIsSeat2() {
        GermanTarok four = TestHand.game(GermanTarok.ID, Map.of("table-size", 4));
        assertThat(four.tableSize()).isEqualTo(4);
        Deal d = four.deal(7L, 2);
        assertThat(four.newHand(d, 2, four.initialCarry()).currentSeat()).isZero();
        assertThatThrownBy(() -> four.newHand(d, 0, four.initialCarry()))
                .hasMessageContaining("dealer is always 2");
    }

    @Test
    void carriedStatesOfEachScheme() {
        assertThat(new GermanTarok().initialCarry().fields()).isEmpty();
        assertThat(TestHand.<GermanTarok>game(GermanTarok.ID, Map.of("settlement", "poule")).initialCarry().fields()).isEqualTo(Map.of("pot", 0L));
        assertThat(TestHand.<GermanTarok>game(GermanTarok.ID, Map.of("settlement", "laustiegel")).initialCarry().fields()).isEqualTo(Map.of("pot", 0L));
        Map<String, Object> blocks = TestHand.<GermanTarok>game(GermanTarok.ID, Map.of("settlement", "blocks", "block-count", 5)).initialCarry().fields();
        assertThat(blocks).containsExactly(Map.entry("blockade", 1L), Map.entry("cup", 5L),
                Map.entry("pot_blocks", 0L), Map.entry("pot_money", 0L), Map.entry("queue", List.of()),
                Map.entry("schreckensteiner", 0L));
    }

    @Test
    void carryShapesAreParsedExactly() {
        GermanTarok hand = new GermanTarok();
        assertThat(hand.parseCarry(Map.of())).isEqualTo(new GermanCarry.NoPot());
        assertThatThrownBy(() -> hand.parseCarry(Map.of("pot", 0))).hasMessageContaining("must be {}");
        GermanTarok poule = TestHand.game(GermanTarok.ID, Map.of("settlement", "poule"));
        assertThat(poule.parseCarry(Map.of("pot", 40))).isEqualTo(new GermanCarry.Pot(40));
        assertThat(poule.parseCarry(Map.of("pot", 40.0))).isEqualTo(new GermanCarry.Pot(40));
        assertThatThrownBy(() -> poule.parseCarry(Map.of())).hasMessageContaining("carries exactly");
        assertThatThrownBy(() -> poule.parseCarry(Map.of("pot", 1, "x", 2))).hasMessageContaining("carries exactly");
        assertThatThrownBy(() -> poule.parseCarry(Map.of("pot", -1))).hasMessageContaining("carry.pot");
        assertThatThrownBy(() -> poule.parseCarry(Map.of("pot", 1.5))).hasMessageContaining("carry.pot");
        assertThatThrownBy(() -> poule.parseCarry(Map.of("pot", "5"))).hasMessageContaining("carry.pot");
        assertThatThrownBy(() -> poule.parseCarry(Map.of("pot", true))).hasMessageContaining("carry.pot");
        assertThatThrownBy(() -> poule.parseCarry(null)).hasMessageContaining("missing");
    }

    private static Map<String, Object> blocks(Object blockade, Object cup, Object potBlocks, Object potMoney,
                                              Object queue, Object schreck) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("blockade", blockade);
        m.put("cup", cup);
        m.put("pot_blocks", potBlocks);
        m.put("pot_money", potMoney);
        m.put("queue", queue);
        m.put("schreckensteiner", schreck);
        return m;
    }

    @Test
    void blocksCarryShapeIsParsedExactly() {
        GermanTarok g = TestHand.game(GermanTarok.ID, Map.of("settlement", "blocks"));
        assertThat(g.parseCarry(blocks(2, 7, 1, 20, List.of(40, 40), 3)))
                .isEqualTo(new GermanCarry.Blocks(2, 7, 1, 20, List.of(40L, 40L), 3, 20));
        assertThatThrownBy(() -> g.parseCarry(blocks(0, 7, 1, 20, List.of(), 0))).hasMessageContaining("blockade");
        assertThatThrownBy(() -> g.parseCarry(blocks(1, 13, 1, 20, List.of(), 0))).hasMessageContaining("cup");
        assertThatThrownBy(() -> g.parseCarry(blocks(1, 7, 2, 20, List.of(), 0))).hasMessageContaining("pot_blocks");
        assertThatThrownBy(() -> g.parseCarry(blocks(1, 7, 1, -20, List.of(), 0))).hasMessageContaining("pot_money");
        assertThatThrownBy(() -> g.parseCarry(blocks(1, 7, 1, 20, List.of(0), 0))).hasMessageContaining("queue[0]");
        assertThatThrownBy(() -> g.parseCarry(blocks(1, 7, 1, 20, 40, 0))).hasMessageContaining("queue");
        assertThatThrownBy(() -> g.parseCarry(blocks(1, 7, 1, 20, List.of(), "0")))
                .hasMessageContaining("schreckensteiner");
        Map<String, Object> extra = blocks(1, 7, 1, 20, List.of(), 0);
        extra.put("pot", 0);
        assertThatThrownBy(() -> g.parseCarry(extra)).hasMessageContaining("carries exactly");
    }

    @Test
    void newHandRejectsTheCarryOfAnotherScheme() {
        GermanTarok poule = TestHand.game(GermanTarok.ID, Map.of("settlement", "poule"));
        Deal d = poule.deal(1L, 0);
        assertThatThrownBy(() -> poule.newHand(d, 0, new GermanCarry.NoPot())).hasMessageContaining("carry");
    }

    @Test
    void historicalWordingOfBids() {
        Era e39 = Era.SANSPRENDRE_1839;
        Era e81 = Era.DEUTSCHTAROK_1881;
        assertThat(GermanTarok.phrase(Action.PASS_ACTION, e39, -1)).isEqualTo("pass");
        assertThat(GermanTarok.phrase(Action.PASS_ACTION, e81, 0)).isEqualTo("good");
        assertThat(GermanTarok.phrase(Action.bid(1), e39, 0)).isEqualTo("is it in Couleur?");
        assertThat(GermanTarok.phrase(Action.bid(3), e39, 2)).isEqualTo("is it in Couleur?");
        assertThat(GermanTarok.phrase(Action.bid(1), e39, -1)).isEqualTo("Frage in Couleur");
        assertThat(GermanTarok.phrase(Action.HOLD_ACTION, e39, 1)).isEqualTo("I hold");
        assertThat(GermanTarok.phrase(Action.bid(0), e81, -1)).isEqualTo("ich spiele");
        assertThat(GermanTarok.phrase(Action.bid(1), e81, 0)).isEqualTo("ich spiele besser");
        assertThat(GermanTarok.phrase(Action.bid(2), e81, 1)).isEqualTo("ich spiele noch besser");
        assertThat(GermanTarok.phrase(Action.HOLD_ACTION, e81, 1)).isEqualTo("ich spiele selbst");
        assertThat(GermanTarok.phrase(Action.discard(0, 1, 2), e81, -1)).isEqualTo("es liegt");
        assertThat(GermanTarok.phrase(Action.trump(0), e81, -1)).isEqualTo("trump E");
    }

    @Test
    void spokenWordsAnswerTheBidStandingBeforeThem() {
        GermanTarok sansprendre = TestHand.game(GermanTarok.ID, Map.of("era", "sansprendre-1839"));
        List<Move> auction = List.of(new Move(0, Action.bid(0)), new Move(1, Action.bid(1)),
                new Move(2, Action.PASS_ACTION), new Move(0, Action.HOLD_ACTION));
        assertThat(sansprendre.spoken(auction, 0)).contains("Frage");
        assertThat(sansprendre.spoken(auction, 1)).contains("is it in Couleur?");
        assertThat(sansprendre.spoken(auction, 2)).contains("good");
        assertThat(sansprendre.spoken(auction, 3)).contains("I hold");
        assertThat(sansprendre.spoken(List.of(new Move(0, Action.trump(0))), 0)).isEmpty();
    }
}
