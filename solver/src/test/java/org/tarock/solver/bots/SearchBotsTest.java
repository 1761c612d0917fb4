package org.tarock.solver.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.bots.BasicBot;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.HiddenCards;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;

/** The search bots: offered by name, legal, deterministic, blind to hidden cards, and within their budget. */
class SearchBotsTest {
    /** A small budget with double-dummy endgames, so that every path of the bot runs in little time. */
    private static final PimcBot.Budget SMALL = new PimcBot.Budget(6, 24, 5, 20, 0);

    static Stream<GameId> games() {
        return Games.available().stream();
    }

    private static Game game(GameId id) {
        return Games.create(Games.ruleBook(id).defaults());
    }

    @Test
    void theLevelsAreOfferedWithTheBuiltInKinds() {
        assertThat(Bots.KINDS).containsExactly("random", "basic", "easy", "medium", "hard", "pimc", "expert", "expert-fixed", "expert-classic");
        assertThat(Bots.create("hard", 1).kind()).isEqualTo("hard");
        assertThatThrownBy(() -> Bots.create("clever", 1))
                .hasMessage("unknown bot \"clever\" (valid: random, basic, easy, medium, hard, pimc, expert, expert-fixed, expert-classic)");
    }

    @Test
    void aBidsEstimatesAreTheWorthOfEachActionSearchedAndTheChoiceIsTheBest() {
        Game game = game(GameId.BAVARIAN_TAROCK);
        PimcBot bot = new PimcBot("pimc", SMALL, 3);
        int seen = 0;
        for (long seed = 0; seen < 5; seed++) {
            State s = game.newHand(game.deal(seed, 2), 2, game.initialCarry());
            SeatView view = s.view(s.currentSeat());
            int choice = bot.choose(game, view);
            var estimates = bot.lastEstimates().orElseThrow();
            assertThat(estimates.actions()).containsExactlyElementsOf(view.legal());
            double best = java.util.Arrays.stream(estimates.worth()).max().orElseThrow();
            assertThat(estimates.worth()[estimates.actions().indexOf(choice)]).isEqualTo(best);
            assertThat(java.util.Arrays.stream(estimates.worth()).boxed().toList()).as("a hand's worth in half units")
                    .allMatch(w -> Math.abs(w) <= 2 * 40);
            seen++;
        }
        State end = game.newHand(game.deal(1, 2), 2, game.initialCarry());
        while (end.phase() != Phase.PLAY || end.legalActionCount() < 2) {
            end.apply(new BasicBot(1).choose(game, end.view(end.currentSeat())));
        }
        for (int i = 0; i < 30; i++) {
            end.apply(new BasicBot(1).choose(game, end.view(end.currentSeat())));
        }
        bot.choose(game, end.view(end.currentSeat()));
        assertThat(bot.lastEstimates()).as("a double-dummy endgame's means are points, not worth").isEmpty();
    }

    @Test
    void onlyTheKindsWithoutATimeCapDecideTheSameOnAnyMachine() {
        assertThat(Bots.SAME_ON_ANY_MACHINE).containsExactly("random", "basic", "pimc", "expert-fixed", "expert-classic");
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyLevelPlaysOnlyLegalActions(GameId id) {
        Game game = game(id);
        DealRandom random = new DealRandom(17);
        List<String> levels = List.of("easy", "medium", "hard");
        for (int h = 0; h < levels.size(); h++) {
            int dealer = h % 3;
            State s = game.newHand(game.deal(random.nextLong(), dealer), dealer, game.initialCarry());
            // The level under test in a different seat each hand, basic bots in the others.
            Bot[] seats = new Bot[3];
            for (int seat = 0; seat < 3; seat++) {
                seats[seat] = Bots.create(seat == h ? levels.get(h) : "basic", h * 3L + seat);
            }
            while (!s.isOver()) {
                int seat = s.currentSeat();
                SeatView view = s.view(seat);
                int action = seats[seat].choose(game, view);
                assertThat(view.legal()).as(seats[seat].kind() + " in " + s).contains(action);
                s.apply(seat, action);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void theSameSeedGivesTheSameHand(GameId id) {
        Game game = game(id);
        assertThat(playAll(game, 5)).isEqualTo(playAll(game, 5));
    }

    private static List<Integer> playAll(Game game, long seed) {
        State s = game.newHand(game.deal(seed, 1), 1, game.initialCarry());
        List<PimcBot> bots = List.of(new PimcBot("pimc", SMALL, seed), new PimcBot("pimc", SMALL, seed + 1),
                new PimcBot("pimc", SMALL, seed + 2));
        List<Integer> actions = new ArrayList<>();
        while (!s.isOver()) {
            int seat = s.currentSeat();
            int a = bots.get(seat).choose(game, s.view(seat));
            actions.add(a);
            s.apply(seat, a);
        }
        return actions;
    }

    @ParameterizedTest
    @MethodSource("games")
    void everySampledDealReplaysToTheBotsView(GameId id) {
        Game game = game(id);
        for (long seed = 1; seed <= 3; seed++) {
            State s = game.newHand(game.deal(seed, (int) seed % 3), (int) seed % 3, game.initialCarry());
            PimcBot bot = new PimcBot("pimc", SMALL, seed);
            while (!s.isOver()) {
                int seat = s.currentSeat();
                s.apply(seat, bot.choose(game, s.view(seat)));
            }
            assertThat(bot.samplesDrawn()).isPositive();
            assertThat(bot.samplesRejected()).isZero();
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void aDecisionDoesNotDependOnTheCardsTheSeatCannotSee(GameId id) {
        HiddenCardDecisions.assertIndependentOfHiddenCards(game(id), new DealRandom(23), 4,
                () -> new PimcBot("pimc", SMALL, 99));
    }

    @Test
    void aDecisionSamplesAtMostItsBudgetAndFewerDealsWhenThereAreManyActions() {
        // Bavarian Tarock's Stockspiel discard (hundreds of actions) is searched among maxActions candidates.
        Game game = game(GameId.BAVARIAN_TAROCK);
        PimcBot.Budget budget = new PimcBot.Budget(10, 30, 0, 20, 0);
        State s = game.newHand(game.deal(4, 0), 0, game.initialCarry());
        Bot driver = Bots.create("basic", 4);
        int checked = 0;
        while (!s.isOver()) {
            int seat = s.currentSeat();
            SeatView view = s.view(seat);
            int actions = view.legal().size();
            PimcBot bot = new PimcBot("pimc", budget, 1);
            bot.choose(game, view);
            int searched = view.phase() == Phase.PLAY ? actions : Math.min(actions, budget.maxActions());
            long expected = actions == 1 ? 0 : Math.max(1, Math.min(budget.samples(), budget.playouts() / searched));
            assertThat(bot.samplesDrawn()).as("%d actions in %s", actions, view.phase()).isEqualTo(expected);
            checked++;
            s.apply(seat, driver.choose(game, view));
        }
        assertThat(checked).isGreaterThan(10);
    }

    @Test
    void doubleDummyEndgamesSampleTheFullBudget() {
        Game game = game(GameId.BAVARIAN_TAROCK);
        PimcBot.Budget budget = new PimcBot.Budget(7, 1, 11, 20, 0);
        State s = game.newHand(game.deal(8, 0), 0, game.initialCarry());
        Bot driver = Bots.create("basic", 8);
        while (!s.isOver() && s.phase() != Phase.PLAY) {
            s.apply(s.currentSeat(), driver.choose(game, s.view(s.currentSeat())));
        }
        while (!s.isOver()) {
            int seat = s.currentSeat();
            SeatView view = s.view(seat);
            PimcBot bot = new PimcBot("pimc", budget, 1);
            bot.choose(game, view);
            assertThat(bot.samplesDrawn()).isEqualTo(view.legal().size() == 1 ? 0 : budget.samples());
            s.apply(seat, driver.choose(game, view));
        }
    }

    @Test
    void leipzigTarocsLongHandsGetFewerDealsAndPlayOutsPerDecision() {
        PimcBot.Budget hard = SearchBots.BUDGETS.get("hard");
        assertThat(hard.in(game(GameId.BAVARIAN_TAROCK))).isEqualTo(hard);
        assertThat(hard.in(game(GameId.HUSARLN))).isEqualTo(hard);
        assertThat(hard.in(game(GameId.LEIPZIG_TAROC)))
                .isEqualTo(new PimcBot.Budget(28, 138, hard.doubleDummyCards(), hard.maxActions(), hard.millisCap()));
    }

    /** Plays {@code basic} bots from the first deal on until a seat must discard with more than {@code n} actions. */
    private static State bigDiscard(Game game, int n) {
        DealRandom random = new DealRandom(31);
        for (int h = 0; h < 200; h++) {
            State s = game.newHand(game.deal(random.nextLong(), h % 3), h % 3, game.initialCarry());
            Bot driver = Bots.create("basic", h);
            while (!s.isOver()) {
                SeatView view = s.view(s.currentSeat());
                if (view.phase() == Phase.DISCARD && view.legal().size() > n) {
                    return s;
                }
                s.apply(s.currentSeat(), driver.choose(game, view));
            }
        }
        throw new AssertionError("no discard with more than " + n + " actions in 200 hands");
    }

    @ParameterizedTest
    @MethodSource("games")
    void aBigDiscardIsSearchedAmongBasicsChoiceAndItsBestRatedDiscards(GameId id) {
        Game game = game(id);
        PimcBot.Budget budget = new PimcBot.Budget(10, 30, 0, 6, 0);
        State s = bigDiscard(game, budget.maxActions());
        SeatView view = s.view(s.currentSeat());

        List<Integer> candidates = new PimcBot("pimc", budget, 1).candidates(game, view);
        assertThat(candidates).hasSize(budget.maxActions()).doesNotHaveDuplicates();
        assertThat(view.legal()).containsAll(candidates);
        assertThat(candidates.get(0)).isEqualTo(Bots.create("basic", 1).choose(game, view));

        PimcBot bot = new PimcBot("pimc", budget, 1);
        assertThat(candidates).contains(bot.choose(game, view));
        assertThat(bot.samplesDrawn()).isEqualTo(Math.max(1, budget.in(game).playouts() / budget.maxActions()));
        assertThat(bot.samplesRejected()).isZero();
    }

    @ParameterizedTest
    @MethodSource("games")
    void theCandidateDiscardsDependOnlyOnTheView(GameId id) {
        Game game = game(id);
        PimcBot.Budget budget = new PimcBot.Budget(10, 30, 0, 6, 0);
        State s = bigDiscard(game, budget.maxActions());
        int seat = s.currentSeat();
        List<Integer> expected = new PimcBot("pimc", budget, 1).candidates(game, s.view(seat));
        for (State other : HiddenCards.redeals(game, s, seat, new DealRandom(5), 3)) {
            assertThat(new PimcBot("pimc", budget, 1).candidates(game, other.view(seat))).isEqualTo(expected);
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void basicsDiscardIsTheBestRatedOne(GameId id) {
        Game game = game(id);
        State s = bigDiscard(game, 2);
        SeatView view = s.view(s.currentSeat());
        assertThat(BasicBot.ranked(game, view).get(0)).isEqualTo(Bots.create("basic", 1).choose(game, view));
        assertThat(BasicBot.ranked(game, view)).containsExactlyInAnyOrderElementsOf(view.legal());
    }
}
