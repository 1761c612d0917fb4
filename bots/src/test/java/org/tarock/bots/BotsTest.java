package org.tarock.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.Amount;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.HiddenCards;
import org.tarock.engine.Match;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;

/** Every bot of every game: legal decisions only, blind to hidden cards, and basic beats random. */
class BotsTest {

    static Stream<GameId> games() {
        return Games.available().stream();
    }

    /** Plays a match; returns each player's total settlement in half units. */
    private static Map<String, Long> playMatch(Game game, List<String> kinds, int hands, long seed) {
        List<String> names = new java.util.ArrayList<>();
        Map<String, Bot> bots = new HashMap<>();
        for (int i = 0; i < kinds.size(); i++) {
            String name = kinds.get(i) + "-" + (i + 1);
            names.add(name);
            bots.put(name, Bots.create(kinds.get(i), seed + i));
        }
        Match match = new Match(game, names, seed, null);
        Map<String, Long> totals = new HashMap<>();
        for (int h = 0; h < hands; h++) {
            State s = match.startHand();
            List<String> players = match.seating().players();
            while (!s.isOver()) {
                int seat = s.currentSeat();
                SeatView view = s.view(seat);
                int action = bots.get(players.get(seat)).choose(game, view);
                assertThat(view.legal()).as("bot " + players.get(seat) + " in " + s).contains(action);
                s.apply(seat, action);
            }
            List<Amount> settlement = s.result().settlement();
            for (int seat = 0; seat < 3; seat++) {
                totals.merge(players.get(seat), settlement.get(seat).halves(), Long::sum);
            }
            match.finishHand();
        }
        return totals;
    }

    @ParameterizedTest
    @MethodSource("games")
    void basicBeatsRandom(GameId id) {
        Game game = Games.create(Games.ruleBook(id).defaults());
        Map<String, Long> totals = playMatch(game, List.of("basic", "random", "random"), 600, 7);
        long basic = totals.get("basic-1");
        long randoms = (totals.get("random-2") + totals.get("random-3")) / 2;
        assertThat(basic).as("basic's total against the randoms' average").isGreaterThan(randoms);
    }

    @ParameterizedTest
    @MethodSource("games")
    void basicBotsPlayLegallyAgainstEachOther(GameId id) {
        Game game = Games.create(Games.ruleBook(id).defaults());
        // playMatch checks every decision against the legal actions of the bot's view.
        assertThatCode(() -> playMatch(game, List.of("basic", "basic", "basic"), 150, 11)).doesNotThrowAnyException();
    }

    @ParameterizedTest
    @MethodSource("games")
    void aBotDecidesTheSameWhateverTheCardsItCannotSee(GameId id) {
        Game game = Games.create(Games.ruleBook(id).defaults());
        DealRandom random = new DealRandom(3);
        int compared = 0;
        for (int h = 0; h < 40; h++) {
            State s = game.newHand(game.deal(random.nextLong(), 0), 0, game.initialCarry());
            Bot driver = Bots.create("basic", h);
            while (!s.isOver()) {
                int seat = s.currentSeat();
                for (String kind : Bots.KINDS) {
                    int expected = Bots.create(kind, 99).choose(game, s.view(seat));
                    for (State other : HiddenCards.redeals(game, s, seat, random, 2)) {
                        assertThat(Bots.create(kind, 99).choose(game, other.view(seat))).isEqualTo(expected);
                        compared++;
                    }
                }
                s.apply(seat, driver.choose(game, s.view(seat)));
            }
        }
        assertThat(compared).isPositive();
    }

    @Test
    void unknownBotKindListsTheValidOnes() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Bots.create("clever", 1))
                .hasMessage("unknown bot \"clever\" (valid: random, basic)");
    }

    @Test
    void theBotsKnowTheProjectVersionTheyComeFrom() {
        assertThat(Bots.VERSION).matches("\\d+\\.\\d+\\.\\d+(-SNAPSHOT)?");
    }

    @Test
    void theBuiltInKindsDecideTheSameOnAnyMachine() {
        assertThat(Bots.SAME_ON_ANY_MACHINE).containsExactly("random", "basic");
    }
}
