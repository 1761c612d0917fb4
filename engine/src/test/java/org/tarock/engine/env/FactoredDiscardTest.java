package org.tarock.engine.env;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.Action;
import org.tarock.engine.DealRandom;
import org.tarock.engine.EnvVariants;
import org.tarock.engine.Game;
import org.tarock.engine.Games;
import org.tarock.engine.Phase;
import org.tarock.engine.Rules;
import org.tarock.engine.State;

/** The factored discard: a discard taken one card at a time (docs/env.md, "Action space"). */
class FactoredDiscardTest {
    /** Discard positions checked per variant (random hands until this many are reached, or the hands run out). */
    private static final int POSITIONS = 8;
    private static final int HANDS = 400;

    static Stream<Arguments> variants() {
        return EnvVariants.variants();
    }

    /** Every sequence of cards the masks allow ends in a legal discard, and every legal discard is reached. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void theCompleteDiscardsReachableCardByCardAreTheEnginesLegalDiscards(String label, Rules rules) {
        Game game = Games.create(rules);
        ActionSpace space = ActionSpace.of(game, true);
        for (State position : discardPositions(game, label.hashCode())) {
            DiscardPicks picks = new DiscardPicks(space, Math.max(position.maxActions(), game.pack().size()));
            Set<Set<Integer>> reached = new HashSet<>();
            walk(space, picks, position, new ArrayList<>(), reached, null, false);
            assertThat(reached).isEqualTo(legalDiscards(position));
        }
    }

    /** After any cards chosen, the mask is exactly the cards that can still complete a legal discard with them. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void theMaskIsTheCardsThatCanStillCompleteALegalDiscard(String label, Rules rules) {
        Game game = Games.create(rules);
        ActionSpace space = ActionSpace.of(game, true);
        for (State position : discardPositions(game, label.hashCode() + 1L)) {
            DiscardPicks picks = new DiscardPicks(space, Math.max(position.maxActions(), game.pack().size()));
            List<int[]> legal = position.legalActionList().stream().map(FactoredDiscardTest::cardsOf).toList();
            // a mask depends on the set of cards chosen, not on their order: each set is walked once
            walk(space, picks, position, new ArrayList<>(), new HashSet<>(), chosen -> {
                Set<Integer> completing = new TreeSet<>();
                for (int[] d : legal) {
                    if (toList(d).containsAll(chosen)) {
                        completing.addAll(toList(d));
                    }
                }
                completing.removeAll(chosen);
                return completing;
            }, true);
        }
    }

    /** Chosen card by card in any order, a hand's record has the one discard the unfactored space takes at once. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void theRecordIsTheUnfactoredEnvironmentsForTheSameChoices(String label, Rules rules) {
        Game game = Games.create(rules);
        EnvHand whole = new EnvHand(game);
        EnvHand factored = new EnvHand(game, true);
        DealRandom random = new DealRandom(label.hashCode() + 2L);
        int[] legal = new int[Math.max(whole.state().maxActions(), game.pack().size())];
        for (int h = 0; h < 20; h++) {
            long seed = random.nextLong();
            whole.reset(seed, whole.dealerOf(h));
            factored.reset(seed, factored.dealerOf(h));
            while (!whole.isOver()) {
                int action = whole.actionSpace().action(legal[random.nextInt(whole.legal(legal))]);
                whole.step(whole.actionSpace().index(action));
                if (Action.kind(action) == Action.DISCARD) {
                    int[] cards = cardsOf(action);
                    shuffle(cards, random);
                    for (int c : cards) {
                        assertThat(factored.state().moves()).hasSize(whole.state().moves().size() - 1);
                        factored.step(factored.actionSpace().index(Action.discard(c)));
                    }
                } else {
                    factored.step(factored.actionSpace().index(action));
                }
                assertThat(factored.state().moves()).isEqualTo(whole.state().moves());
            }
            assertThat(factored.isOver()).isTrue();
            assertThat(factored.state().result().fields()).isEqualTo(whole.state().result().fields());
        }
    }

    /** The cards chosen so far are in the chooser's observation and information state, and in no one else's. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void theCardsChosenSoFarAreInTheChoosersTensorsAlone(String label, Rules rules) {
        Game game = Games.create(rules);
        EnvHand hand = new EnvHand(game, true);
        Encoder encoder = hand.encoder();
        assertThat(encoder.observationSize()).isEqualTo(new Encoder(game).observationSize() + game.pack().size());
        DealRandom random = new DealRandom(label.hashCode() + 3L);
        int[] legal = new int[Math.max(hand.state().maxActions(), game.pack().size())];
        for (int h = 0; h < 20; h++) {
            hand.reset(random.nextLong(), hand.dealerOf(h));
            while (!hand.isOver()) {
                if (DiscardPicks.at(hand.state())) {
                    int chooser = hand.currentSeat();
                    for (int seat = 0; seat < 3; seat++) {
                        float[] obs = new float[encoder.observationSize()];
                        float[] info = new float[encoder.informationStateSize()];
                        hand.observation(seat, obs);
                        hand.informationState(seat, info);
                        float[] chosen = new float[game.pack().size()];
                        if (seat == chooser) {
                            for (int c : hand.discardChosen()) {
                                chosen[c] = 1;
                            }
                        }
                        assertThat(Arrays.copyOfRange(obs, encoder.chosenAt, encoder.observationSize()))
                                .isEqualTo(chosen);
                        assertThat(Arrays.copyOf(info, encoder.observationSize())).isEqualTo(obs);
                    }
                }
                hand.step(legal[random.nextInt(hand.legal(legal))]);
            }
        }
    }

    /** Taking back a card chosen, or a complete discard, gives every seat exactly the tensors it had before. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void undoTakesBackOneCardOfADiscardAtATime(String label, Rules rules) {
        Game game = Games.create(rules);
        EnvHand hand = new EnvHand(game, true);
        DealRandom random = new DealRandom(label.hashCode() + 4L);
        int[] legal = new int[Math.max(hand.state().maxActions(), game.pack().size())];
        for (int h = 0; h < 3; h++) {
            hand.reset(random.nextLong(), hand.dealerOf(h));
            while (!hand.isOver()) {
                float[][] before = tensors(hand);
                int[] legalBefore = Arrays.copyOf(legal, hand.legal(legal));
                int index = legalBefore[random.nextInt(legalBefore.length)];
                hand.step(index);
                float[][] after = tensors(hand);
                EnvHand copy = hand.copy();
                hand.undo();
                assertThat(tensors(hand)).isDeepEqualTo(before);
                assertThat(Arrays.copyOf(legal, hand.legal(legal))).isEqualTo(legalBefore);
                assertThat(tensors(copy)).isDeepEqualTo(after);
                hand.step(index);
                assertThat(tensors(hand)).isDeepEqualTo(after);
            }
        }
    }

    /** A batch place takes the discard card by card exactly as a single hand does. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void aBatchPlaceStepsAsASingleHand(String label, Rules rules) {
        Game game = Games.create(rules);
        BatchStepper stepper = new BatchStepper(game, 3, label.hashCode(), true, true, true);
        EnvHand[] mirrors = new EnvHand[3];
        for (int i = 0; i < 3; i++) {
            mirrors[i] = new EnvHand(game, true);
            mirrors[i].start(stepper.state(i).copy());
        }
        DealRandom random = new DealRandom(label.hashCode() + 5L);
        int[] actions = new int[3];
        int[] legal = new int[stepper.maxLegal()];
        float[] info = new float[stepper.tensorSize()];
        for (int step = 0; step < 400; step++) {
            for (int i = 0; i < 3; i++) {
                int n = mirrors[i].legal(legal);
                int[] row = Arrays.copyOfRange(stepper.legal, i * stepper.maxLegal(), i * stepper.maxLegal()
                        + stepper.legalCount[i]);
                Arrays.sort(row);
                assertThat(row).isEqualTo(Arrays.copyOf(legal, n));
                mirrors[i].informationState(stepper.seat[i], info);
                assertThat(Arrays.copyOfRange(stepper.observations, i * info.length, (i + 1) * info.length))
                        .isEqualTo(info);
                actions[i] = legal[random.nextInt(n)];
            }
            stepper.step(actions);
            for (int i = 0; i < 3; i++) {
                if (stepper.done[i]) {
                    mirrors[i].start(stepper.state(i).copy());
                } else {
                    mirrors[i].step(actions[i]);
                }
            }
        }
    }

    @Test
    void aWholeDiscardIsRefusedByTheFactoredSpaceByName() {
        ActionSpace space = ActionSpace.of(Games.byId("leipzig-taroc"), true);
        assertThatThrownBy(() -> space.index(Action.discard(5, 7, 9))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("with the factored discard a discard is taken one card at a time");
    }

    @Test
    void theFactoredSpacesHaveOneBlockOfCardsForTheDiscard() {
        assertThat(ActionSpace.of(Games.byId("german-tarok"), true).size()).isEqualTo(7187 - 7140 + 36);
        assertThat(ActionSpace.of(Games.byId("bavarian-tarock"), true).size()).isEqualTo(7186 - 7140 + 36);
        assertThat(ActionSpace.of(Games.byId("leipzig-taroc"), true).size()).isEqualTo(80252 - 76076 + 78);
        assertThat(ActionSpace.of(Games.byId("husarln"), true).size()).isEqualTo(1885 - 861);
    }

    interface Expected {
        Set<Integer> mask(List<Integer> chosen);
    }

    /**
     * Walks every sequence of cards the masks allow from a discard position (with {@code ascending}, those in
     * card order), collecting the complete discards.
     */
    private static void walk(ActionSpace space, DiscardPicks picks, State position, List<Integer> chosen,
                             Set<Set<Integer>> reached, Expected expected, boolean ascending) {
        int[] out = new int[space.game().pack().size()];
        int n = picks.legalIndices(position, out, 0);
        int offset = space.index(Action.discard(0));
        Set<Integer> mask = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            mask.add(out[i] - offset);
        }
        if (expected != null) {
            assertThat(mask).as("after %s", chosen).isEqualTo(expected.mask(chosen));
        }
        for (int card : mask) {
            if (ascending && !chosen.isEmpty() && card < chosen.get(chosen.size() - 1)) {
                continue;
            }
            int complete = picks.choose(position, Action.discard(card));
            chosen.add(card);
            if (complete >= 0) {
                assertThat(new HashSet<>(chosen)).isEqualTo(new HashSet<>(toList(cardsOf(complete))));
                reached.add(new HashSet<>(chosen));
            } else {
                walk(space, picks, position, chosen, reached, expected, ascending);
            }
            chosen.remove(chosen.size() - 1);
            picks.takeBack();
        }
    }

    /** Discard positions of random hands of a game. */
    private static List<State> discardPositions(Game game, long seed) {
        DealRandom random = new DealRandom(seed);
        List<State> out = new ArrayList<>();
        for (int h = 0; h < HANDS && out.size() < POSITIONS; h++) {
            int dealer = game.tableSize() == 4 ? 2 : h % 3;
            State s = game.newHand(game.deal(random.nextLong(), dealer), dealer, game.initialCarry());
            while (!s.isOver() && s.phase() != Phase.DISCARD) {
                s.applyTrusted(s.legalAction(random.nextInt(s.legalActionCount())));
            }
            if (!s.isOver()) {
                out.add(s);
            }
        }
        return out;
    }

    private static Set<Set<Integer>> legalDiscards(State s) {
        Set<Set<Integer>> out = new HashSet<>();
        for (int a : s.legalActionList()) {
            assertThat(Action.kind(a)).isEqualTo(Action.DISCARD);
            out.add(new HashSet<>(toList(cardsOf(a))));
        }
        return out;
    }

    private static int[] cardsOf(int action) {
        int[] c = new int[Action.cardCount(action)];
        for (int i = 0; i < c.length; i++) {
            c[i] = Action.cardAt(action, i);
        }
        return c;
    }

    private static List<Integer> toList(int[] a) {
        return Arrays.stream(a).boxed().toList();
    }

    private static void shuffle(int[] a, DealRandom random) {
        for (int i = a.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }

    private static float[][] tensors(EnvHand hand) {
        float[][] out = new float[3][hand.encoder().informationStateSize()];
        for (int s = 0; s < 3; s++) {
            hand.informationState(s, out[s]);
        }
        return out;
    }
}
