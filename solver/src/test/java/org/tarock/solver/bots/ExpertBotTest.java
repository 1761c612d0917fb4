package org.tarock.solver.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.bots.BasicBot;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.HiddenCards;
import org.tarock.engine.Move;
import org.tarock.engine.Phase;
import org.tarock.engine.RuleBook;
import org.tarock.engine.SeatView;
import org.tarock.engine.Settlement;
import org.tarock.engine.State;
import org.tarock.solver.DoubleDummy;
import org.tarock.solver.GameSupport;
import org.tarock.solver.Position;
import org.tarock.solver.Sampler;

/** The expert: offered by name, legal under every preset, deterministic, blind to hidden cards, and its inference. */
class ExpertBotTest {
    /** A small budget: a few deals a card, a few play-outs before play, so that every path runs quickly. */
    private static final ExpertBot.Budget SMALL = new ExpertBot.Budget(3, 1, 40_000, 12, 0, new PimcBot.Budget(3, 12, 0, 8, 0));

    private static Game game(GameId id) {
        return Games.create(Games.ruleBook(id).defaults());
    }

    /** Every game with its default rules, each named preset, German Tarok's other era, and four at the table. */
    static Stream<Arguments> presets() {
        List<Arguments> out = new ArrayList<>();
        for (GameId id : Games.available()) {
            RuleBook book = Games.ruleBook(id);
            out.add(Arguments.of(id.id(), Games.create(book.defaults())));
            for (String preset : book.presets().keySet()) {
                out.add(Arguments.of(id.id() + " " + preset, Games.create(book.preset(preset, Map.of()))));
            }
            if (id == GameId.GERMAN_TAROK) {
                out.add(Arguments.of("german-tarok 1839", Games.create(book.resolve(Map.of("era", "sansprendre-1839"), false))));
            }
            if (book.option("table-size").isPresent()) {
                out.add(Arguments.of(id.id() + " four at the table", Games.create(book.resolve(Map.of("table-size", 4), false))));
            }
        }
        return out.stream();
    }

    static Stream<GameId> games() {
        return Games.available().stream();
    }

    @Test
    void expertItsFixedTwinAndTheClassicExpertAreOffered() {
        assertThat(Bots.KINDS).endsWith("expert", "expert-fixed", "expert-classic");
        assertThat(SearchBots.EXPERT_BUDGETS.get("expert-classic").millisCap()).isZero();
        assertThat(Bots.create("expert", 1)).isInstanceOf(ExpertBot.class);
        assertThat(Bots.create("expert-fixed", 1).kind()).isEqualTo("expert-fixed");
        assertThat(SearchBots.EXPERT_BUDGETS.get("expert-fixed").millisCap()).isZero();
        assertThat(SearchBots.EXPERT_BUDGETS.get("expert").millisCap()).isPositive();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("presets")
    void theExpertPlaysOnlyLegalActionsUnderEveryPreset(String name, Game game) {
        DealRandom random = new DealRandom(41);
        // Husarln's first leads are the slowest to solve: one hand there, and basic for its first tricks.
        int hands = game.id() == GameId.HUSARLN ? 1 : 2;
        Bot driver = new BasicBot(41);
        for (int h = 0; h < hands; h++) {
            // With four at the table the dealer sits out as seat 2.
            int dealer = game.tableSize() == 4 ? 2 : h % 3;
            State s = game.newHand(game.deal(random.nextLong(), dealer), dealer, game.initialCarry());
            ExpertBot[] seats = {new ExpertBot("expert-fixed", SMALL, h * 3L), new ExpertBot("expert-fixed", SMALL, h * 3L + 1),
                    new ExpertBot("expert-fixed", SMALL, h * 3L + 2)};
            while (!s.isOver()) {
                int seat = s.currentSeat();
                SeatView view = s.view(seat);
                int action = (expertPlays(game, view) ? seats[seat] : driver).choose(game, view);
                assertThat(view.legal()).as("%s in %s", name, s).contains(action);
                s.apply(seat, action);
            }
            for (ExpertBot b : seats) {
                assertThat(b.samplesRejected()).as(name).isZero();
            }
        }
    }

    /**
     * Whether the expert under test decides: always, except in Husarln's first three tricks, whose double-dummy
     * solves (millions of positions a deal at the first lead) would take most of the module's test time.
     */
    private static boolean expertPlays(Game game, SeatView view) {
        return game.id() != GameId.HUSARLN || view.phase() != Phase.PLAY || view.completedTricks() >= 3;
    }

    @ParameterizedTest
    @MethodSource("games")
    void theSameSeedGivesTheSameHand(GameId id) {
        Game game = game(id);
        assertThat(playAll(game, 9)).isEqualTo(playAll(game, 9));
    }

    private static List<Integer> playAll(Game game, long seed) {
        State s = game.newHand(game.deal(seed, 2), 2, game.initialCarry());
        List<Bot> bots = List.of(new ExpertBot("expert-fixed", SMALL, seed), new ExpertBot("expert-fixed", SMALL, seed + 1),
                new ExpertBot("expert-fixed", SMALL, seed + 2));
        List<Integer> actions = new ArrayList<>();
        while (!s.isOver()) {
            int seat = s.currentSeat();
            SeatView view = s.view(seat);
            int a = (expertPlays(game, view) ? bots.get(seat) : new BasicBot(seed)).choose(game, view);
            actions.add(a);
            s.apply(seat, a);
        }
        return actions;
    }

    @ParameterizedTest
    @MethodSource("games")
    void aCardDoesNotDependOnTheCardsTheSeatCannotSee(GameId id) {
        HiddenCardDecisions.assertIndependentOfHiddenCards(game(id), new DealRandom(29), 3,
                () -> new ExpertBot("expert-fixed", SMALL, 7));
    }

    @Test
    void aCardDecisionStopsSamplingOnceItsNodesAreSpent() {
        Game game = game(GameId.BAVARIAN_TAROCK);
        State s = firstLead(game, 3);
        ExpertBot.Budget budget = new ExpertBot.Budget(20, 2, 1, 12, 0, SMALL.beforePlay());
        ExpertBot bot = new ExpertBot("expert-fixed", budget, 1);
        bot.choose(game, s.view(s.currentSeat()));
        assertThat(bot.samplesDrawn()).isEqualTo(budget.minSamples());

        ExpertBot unbounded = new ExpertBot("expert-fixed", new ExpertBot.Budget(5, 1, Long.MAX_VALUE, 12, 0, SMALL.beforePlay()), 1);
        unbounded.choose(game, s.view(s.currentSeat()));
        assertThat(unbounded.samplesDrawn()).isEqualTo(5);
        assertThat(unbounded.nodesSearched()).isPositive();
    }

    @Test
    void eachSeatsScoreIsWhatTheSettlementPaysItAndItsSidesPoints() {
        Game game = game(GameId.BAVARIAN_TAROCK);
        State s = firstLead(game, 3);
        SeatView view = s.view(s.currentSeat());
        Sampler sampler = Sampler.of(game, view);
        Position p = sampler.position(sampler.sample(new DealRandom(1)));
        DoubleDummy dd = GameSupport.of(game).doubleDummy().orElseThrow();
        int defender = (p.declarer() + 1) % 3;
        for (int v : new int[] {0, 45, 60, 61, 91, 120}) {
            Settlement settled = dd.settlement(game, view, p.goal(), v);
            assertThat(ExpertBot.score(dd, game, view, p, p.declarer(), v)).isCloseTo(settled.seats().get(p.declarer()).halves()
                    + settled.pot().halves() / 3.0 + ExpertBot.POINT_WEIGHT * v, within(1e-9));
            assertThat(ExpertBot.score(dd, game, view, p, defender, v)).isCloseTo(settled.seats().get(defender).halves()
                    + settled.pot().halves() / 3.0 + ExpertBot.POINT_WEIGHT * (dd.cardPoints() - v), within(1e-9));
        }
        assertThat(ExpertBot.score(dd, game, view, p, p.declarer(), 62)).as("a point more where the payment is flat")
                .isGreaterThan(ExpertBot.score(dd, game, view, p, p.declarer(), 61));
    }

    @Test
    void leipzigTarocsCardsArePlayedOutWithTheBudgetsPlayOuts() {
        Game game = game(GameId.LEIPZIG_TAROC);
        State s = firstLead(game, 5);
        SeatView view = s.view(s.currentSeat());
        ExpertBot.Budget budget = new ExpertBot.Budget(3, 1, 40_000, 50, 0, SMALL.beforePlay());
        ExpertBot bot = new ExpertBot("expert-fixed", budget, 1);
        bot.choose(game, view);
        int cards = view.legal().size();
        assertThat(cards).as("a first lead with many cards, so that the play-outs bind").isGreaterThan(50 / 3);
        assertThat(bot.samplesDrawn()).isEqualTo(Math.max(1, 50 / cards));
        assertThat(bot.nodesSearched()).isZero();
    }

    /** Plays {@code basic} bots until the first card of a hand with a contract played (not a thrown-in hand). */
    private static State firstLead(Game game, long seed) {
        for (long k = seed; ; k++) {
            State s = game.newHand(game.deal(k, 0), 0, game.initialCarry());
            Bot driver = new BasicBot(k);
            while (!s.isOver() && s.phase() != Phase.PLAY) {
                s.apply(s.currentSeat(), driver.choose(game, s.view(s.currentSeat())));
            }
            if (!s.isOver()) {
                return s;
            }
        }
    }

    /**
     * The inference on a constructed position: the first trick's leader sees the next seat follow. Among deals of
     * the hidden cards that agree with everything the leader saw, the card the follower played multiplies a deal's
     * weight by the model's probability of it: {@code 1 / (1 + ε(n − 1))} where {@code basic} with the follower's
     * cards in that deal would have played it, {@code ε / (1 + ε(n − 1))} where it would have played another card;
     * and a deal in which that card was not legal for the follower is ruled out (weight 0).
     */
    @Test
    void aCardPlayedWeighsTheHoldingsThatExplainIt() {
        Game game = game(GameId.BAVARIAN_TAROCK);
        State lead = firstLead(game, 11);
        int leader = lead.currentSeat();
        State s = lead.copy();
        s.apply(leader, new BasicBot(1).choose(game, s.view(leader)));
        int follower = s.currentSeat();
        s.apply(follower, new BasicBot(2).choose(game, s.view(follower)));
        List<Move> before = s.moves().subList(0, s.moves().size() - 1);
        List<Move> after = s.moves();

        int agreeing = 0;
        int disagreeing = 0;
        DealRandom random = new DealRandom(3);
        for (State other : HiddenCards.redeals(game, s, leader, random, 60)) {
            double w0 = PlayInference.replay(game, fresh(game, other), before, leader, 5);
            double w1 = PlayInference.replay(game, fresh(game, other), after, leader, 5);
            assertThat(w0).isPositive();
            State atFollow = fresh(game, other);
            for (Move m : before) {
                atFollow.applyTrusted(m.action());
            }
            int n = atFollow.legalActionCount();
            boolean basicsCard = PlayInference.modelChoice(game, atFollow, follower, 5, before.size()) == after.getLast().action();
            assertThat(w1 / w0).isCloseTo(PlayInference.cardLikelihood(basicsCard, n), within(1e-12));
            if (basicsCard) {
                agreeing++;
            } else {
                disagreeing++;
            }
        }
        assertThat(agreeing).isPositive();
        assertThat(disagreeing).isPositive();
        assertThat(PlayInference.cardLikelihood(false, 3) / PlayInference.cardLikelihood(true, 3))
                .isEqualTo(PlayInference.CARD_DISAGREEMENT);
    }

    @Test
    void aCardTheSampledHandCouldNotHavePlayedRulesTheDealOut() {
        Game game = game(GameId.BAVARIAN_TAROCK);
        State lead = firstLead(game, 11);
        int leader = lead.currentSeat();
        State s = lead.copy();
        s.apply(leader, new BasicBot(1).choose(game, s.view(leader)));
        int follower = s.currentSeat();
        s.apply(follower, new BasicBot(2).choose(game, s.view(follower)));
        // The follower's card given to the third seat instead: the follower cannot have played it.
        int card = org.tarock.engine.Action.arg(s.moves().getLast().action());
        State swapped = swap(game, s, follower, (follower + 1) % 3, card);
        assertThat(PlayInference.replay(game, swapped, s.moves(), leader, 5)).isZero();
    }

    private static State fresh(Game game, State s) {
        return game.newHand(s.deal(), s.dealer(), s.carryBefore());
    }

    /** The hand as dealt with {@code card} moved from seat {@code from} to seat {@code to} and one of to's cards back. */
    private static State swap(Game game, State s, int from, int to, int card) {
        var deal = s.deal();
        List<List<org.tarock.engine.Card>> hands = new ArrayList<>();
        for (List<org.tarock.engine.Card> h : deal.hands()) {
            hands.add(new ArrayList<>(h));
        }
        org.tarock.engine.Card moved = game.pack().card(card);
        org.tarock.engine.Card back = hands.get(to).get(0);
        hands.get(from).remove(moved);
        hands.get(from).add(back);
        hands.get(to).remove(back);
        hands.get(to).add(moved);
        int[][] idx = new int[3][];
        for (int i = 0; i < 3; i++) {
            idx[i] = hands.get(i).stream().mapToInt(org.tarock.engine.Card::index).toArray();
        }
        return game.newHand(org.tarock.engine.Deal.of(game.pack(), idx,
                deal.talon().stream().mapToInt(org.tarock.engine.Card::index).toArray()), s.dealer(), s.carryBefore());
    }
}
