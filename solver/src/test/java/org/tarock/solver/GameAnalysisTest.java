package org.tarock.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.engine.Action;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.german.GermanTarok;
import org.tarock.engine.husarln.Husarln;

/** The analysis of German Tarok and Husarln hands the basic bots played, and hints in them. */
class GameAnalysisTest {

    static List<Arguments> games() {
        return List.of(Arguments.of("german", new GermanTarok(), 33, 120, 61),
                Arguments.of("husarln", new Husarln(), 36, 66, 34));
    }

    /** A hand the basic bots played to the end (not thrown in). */
    private static State playedHand(Game game, long seed) {
        DealRandom random = new DealRandom(seed);
        while (true) {
            int dealer = random.nextInt(3);
            State s = game.newHand(game.deal(random.nextLong(), dealer), dealer, game.initialCarry());
            Bot bot = Bots.create("basic", random.nextLong());
            while (!s.isOver()) {
                s.apply(s.currentSeat(), bot.choose(game, s.view(s.currentSeat())));
            }
            if (!s.result().contract().equals("none")) {
                return s;
            }
        }
    }

    /** German Tarok only: a whole Husarln hand takes minutes to analyse (its first-lead solves take seconds). */
    static List<Arguments> german() {
        return games().subList(0, 1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("german")
    void everyCardIsADecisionValuedForItsSide(String name, Game game, int cards, int total, int target) {
        State hand = playedHand(game, 5);
        Analysis.Report report = new Analysis(game).analyse(hand, 0, 1);
        assertThat(report.contract()).isEqualTo(hand.result().contract());
        assertThat(report.declarer()).isEqualTo(hand.result().declarer());
        assertThat(report.decisions()).hasSize(cards);
        assertThat(report.couldHaveBeenMade()).isEqualTo(report.firstLeadValue() >= target);
        int declarerPoints = ((Number) ((Map<?, ?>) hand.result().fields().get("side_points")).get("declarer"))
                .intValue();
        // the declarer's side took what it took; perfect play from the first lead on gives the first-lead value
        assertThat(declarerPoints).isBetween(0, total);
        for (Analysis.Decision d : report.decisions()) {
            assertThat(d.playedValue()).isLessThanOrEqualTo(d.bestValue());
            assertThat(d.bestValue()).isBetween(0, total);
        }
        assertThat(report.contracts()).isNotEmpty()
                .allSatisfy(c -> assertThat(c.made()).isEqualTo(c.value() >= target));
    }

    @Test
    void eachFrageIsValuedPerTrumpWithALegalDiscardWhoseSolveItReports() {
        GermanTarok game = new GermanTarok(GermanTarok.RULE_BOOK.resolve(Map.of("era", "sansprendre-1839"), false));
        State hand = playedHand(game, 7);
        int soloist = hand.result().declarer();
        List<Analysis.ContractValue> rows = new Analysis(game).contractValues(hand, soloist);
        // 1839: Frage and Sansprendre in E, G, S; their Couleur forms in Hearts
        assertThat(rows).extracting(c -> c.contract() + " " + c.trump()).containsExactly("frage E", "frage G",
                "frage S", "frage-couleur H", "sansprendre E", "sansprendre G", "sansprendre S", "sansprendre-couleur H");
        Solver solver = new Solver();
        for (Analysis.ContractValue row : rows) {
            assertThat(row.taken()).isNull();
            if (!row.contract().startsWith("frage")) {
                assertThat(row.discard()).isNull();
                continue;
            }
            // replayed with that discard and trump, the engine accepts it and the solver finds the row's value
            State s = game.newHand(hand.deal(), hand.dealer(), hand.carryBefore());
            while (s.phase() == Phase.AUCTION) {
                s.apply(s.currentSeat(), s.currentSeat() == soloist ? Action.bid(contractIndex(hand, row))
                        : Action.PASS_ACTION);
            }
            s.apply(soloist, game.vocabulary().parse("discard " + row.discard()));
            while (s.phase() != Phase.PLAY) {
                s.apply(soloist, s.phase() == Phase.TRUMP ? Action.trump(game.pack().suitOf(row.trump()))
                        : GermanTarok.ANNOUNCE_NONE);
            }
            assertThat(solver.value(Positions.of(s))).as(row.toString()).isEqualTo(row.value());
            assertThat(row.made()).isEqualTo(row.value() >= 61);
        }
    }

    private static int contractIndex(State hand, Analysis.ContractValue row) {
        var ladder = hand.view(0).detail(org.tarock.engine.german.GermanPublic.class).era().ladder();
        for (int i = 0; i < ladder.size(); i++) {
            if (ladder.get(i).code().equals(row.contract())) {
                return i;
            }
        }
        throw new AssertionError(row.contract());
    }

    @Test
    void twoCardsAndOneCardHaveARowForEveryStockPacketTheDeclarerCouldTake() {
        Husarln game = new Husarln();
        State hand = playedHand(game, 8);
        int soloist = hand.result().declarer();
        List<Analysis.ContractValue> rows = new Analysis(game).contractValues(hand, soloist);
        List<String> stock = hand.deal().talon().stream().map(org.tarock.engine.Card::code).toList();
        assertThat(rows).extracting(Analysis.ContractValue::contract).containsExactly("two-cards", "two-cards",
                "two-cards", "one-card", "one-card", "one-card", "one-card", "one-card", "one-card", "solo");
        for (int i = 0; i < 3; i++) {
            assertThat(rows.get(i).taken().split(" ")).containsExactlyInAnyOrder(stock.get(2 * i), stock.get(2 * i + 1));
            assertThat(rows.get(i).discard().split(" ")).hasSize(2);
        }
        for (int i = 0; i < 6; i++) {
            assertThat(rows.get(3 + i).taken()).isEqualTo(stock.get(i));
            assertThat(rows.get(3 + i).discard().split(" ")).hasSize(1);
        }
        assertThat(rows.get(9).taken()).isNull();
        assertThat(rows).allSatisfy(c -> assertThat(c.made()).isEqualTo(c.value() >= 34));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void aHintSuggestsALegalCard(String name, Game game, int cards, int total, int target) {
        DealRandom random = new DealRandom(6);
        State s;
        do {
            s = RandomPositions.withCardsLeft(game, random, 20);
        } while (s == null || s.phase() != Phase.PLAY);
        SeatView view = s.view(s.currentSeat());
        Analysis.Hint hint = Analysis.hint(game, view, 4, 3);
        assertThat(hint.cards()).hasSize(view.legal().size());
        assertThat(view.legal()).contains(org.tarock.engine.Action.play(hint.suggested().index()));
        assertThat(hint.cards()).allSatisfy(c -> assertThat(c.expected()).isBetween(0.0, (double) total));
    }
}
