package org.tarock.bots.selfplay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.bots.runs.DealRunner;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.Move;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.env.ActionSpace;
import org.tarock.engine.env.Encoder;

class SelfPlayTest {
    private static final List<String> KINDS = List.of("basic", "random", "basic");

    /** The hands of a run, each with its finished state, on {@code threads} threads. */
    private static List<SelfPlay.PlayedHand> run(Game game, int hands, long seed, double explore, int threads,
                                                 List<State> states) {
        return run(game, KINDS, hands, seed, explore, false, threads, states);
    }

    private static List<SelfPlay.PlayedHand> run(Game game, List<String> kinds, int hands, long seed, double explore,
                                                 boolean alternatives, int threads, List<State> states) {
        List<SelfPlay.PlayedHand> out = new ArrayList<>();
        try (DealRunner runner = DealRunner.threads(threads)) {
            SelfPlay.Config config = new SelfPlay.Config(game, kinds, hands, seed, explore, alternatives);
            SelfPlay.run(config, runner, (state, players) -> {
                synchronized (states) {
                    states.add(state);
                }
                return "hand";
            }, out::add);
        }
        return out;
    }

    private static List<Decision> decisions(Path dir, Game game, List<SelfPlay.PlayedHand> hands) {
        Path file = dir.resolve(game.id().id() + ".bin.gz");
        try (DecisionFile.Writer w = new DecisionFile.Writer(file, DecisionFile.Header.of(game, List.of("basic", "random")))) {
            hands.forEach(h -> w.write(h.decisions()));
        }
        return DecisionFile.read(file).decisions();
    }

    @Test
    void theSameSeedGivesTheSameDecisionsOnOneThreadAsOnTwo() {
        Game game = Games.byId("husarln");
        List<SelfPlay.PlayedHand> one = run(game, 8, 11, 0.3, 1, new ArrayList<>());
        List<SelfPlay.PlayedHand> two = run(game, 8, 11, 0.3, 2, new ArrayList<>());
        assertThat(two).hasSameSizeAs(one);
        for (int h = 0; h < one.size(); h++) {
            assertThat(two.get(h).hand()).isEqualTo(h);
            assertThat(two.get(h).decisions()).isEqualTo(one.get(h).decisions());
        }
    }

    @Test
    void eachDecisionIsWhatTheSeatSawAndDidWithItsHandsSettlement(@TempDir Path dir) {
        for (GameId id : Games.available()) {
            Game game = Games.create(Games.ruleBook(id).defaults());
            List<State> states = new ArrayList<>();
            List<SelfPlay.PlayedHand> hands = run(game, 3, 5, 0, 1, states);
            List<Decision> decisions = decisions(dir, game, hands);
            Encoder encoder = new Encoder(game, true);
            ActionSpace space = ActionSpace.of(game);
            List<Decision> expected = new ArrayList<>();
            for (int h = 0; h < hands.size(); h++) {
                expected.addAll(replayed(h, states.get(h), encoder, space));
            }
            assertThat(decisions).as(id.id()).containsExactlyElementsOf(expected);
        }
    }

    /** The decisions with a choice of a finished hand, replayed move by move from its deal. */
    private static List<Decision> replayed(int hand, State done, Encoder encoder, ActionSpace space) {
        Game game = done.game();
        State state = game.newHand(done.deal(), done.dealer(), done.carryBefore());
        int[] settlement = new int[3];
        for (int s = 0; s < 3; s++) {
            settlement[s] = (int) done.result().settlement().get(s).halves();
        }
        int pot = (int) done.result().pot().halves();
        List<Decision> out = new ArrayList<>();
        for (Move m : done.moves()) {
            SeatView view = state.view(m.seat());
            if (view.legal().size() > 1) {
                float[] obs = encoder.observation(view);
                int[] index = java.util.stream.IntStream.range(0, obs.length).filter(i -> obs[i] != 0).toArray();
                float[] value = new float[index.length];
                for (int k = 0; k < index.length; k++) {
                    value[k] = obs[index[k]];
                }
                int[] legal = view.legal().stream().mapToInt(space::index).toArray();
                out.add(new Decision(hand, m.seat(), view.phase(), List.of("basic", "random").indexOf(KINDS.get(m.seat())), false,
                        space.index(m.action()), legal, new float[0], new float[0], settlement, pot, index, value));
            }
            state.apply(m.seat(), m.action());
        }
        return out;
    }

    @Test
    void explorationReplacesDecisionsBeforeCardPlayButNoDiscard(@TempDir Path dir) {
        Game game = Games.byId("bavarian-tarock");
        List<Decision> decisions = decisions(dir, game, run(game, 40, 2, 0.5, 2, new ArrayList<>()));
        assertThat(decisions).filteredOn(Decision::explored).isNotEmpty()
                .allMatch(d -> d.phase() != Phase.PLAY && d.phase() != Phase.DISCARD);
        assertThat(decisions(dir, game, run(game, 10, 2, 0, 1, new ArrayList<>()))).noneMatch(Decision::explored);
    }

    @Test
    void everyUntakenActionBeforeCardPlayIsPlayedOnToTheHandsEndByTheSameKinds(@TempDir Path dir) {
        // German Tarok's basic decides without chance, so a play-out is the same whatever its bots' seeds.
        Game game = Games.byId("german-tarok");
        List<String> basic = List.of("basic", "basic", "basic");
        List<State> states = new ArrayList<>();
        List<SelfPlay.PlayedHand> hands = run(game, basic, 6, 9, 0, true, 1, states);
        List<Decision> decisions = decisions(dir, game, hands);
        ActionSpace space = ActionSpace.of(game);
        int checked = 0;
        int at = 0;
        for (int h = 0; h < hands.size(); h++) {
            State done = states.get(h);
            State state = game.newHand(done.deal(), done.dealer(), done.carryBefore());
            for (Move m : done.moves()) {
                SeatView view = state.view(m.seat());
                if (view.legal().size() > 1) {
                    Decision d = decisions.get(at++);
                    boolean beforePlay = view.phase() != Phase.PLAY && view.phase() != Phase.DISCARD;
                    assertThat(d.outcomes()).hasSize(beforePlay ? d.legal().length : 0);
                    for (int k = 0; k < d.outcomes().length; k++) {
                        int action = view.legal().get(k);
                        if (action == m.action()) {
                            assertThat(d.outcomes()[k]).isNaN();
                        } else {
                            assertThat(d.outcomes()[k]).isEqualTo(playedOn(game, state, action));
                            checked++;
                        }
                    }
                }
                state.apply(m.seat(), m.action());
            }
        }
        assertThat(at).isEqualTo(decisions.size());
        assertThat(checked).isGreaterThan(6);
    }

    /** The worth to the seat to move of the hand played on by {@code basic} after it takes {@code action}. */
    private static float playedOn(Game game, State position, int action) {
        int seat = position.currentSeat();
        State state = position.copy();
        state.apply(seat, action);
        Bot bot = Bots.create("basic", 0);
        while (!state.isOver()) {
            int next = state.currentSeat();
            state.apply(next, bot.choose(game, state.view(next)));
        }
        return (float) (state.result().settlement().get(seat).halves() + state.result().pot().halves() / 3.0);
    }

    @Test
    void withoutAlternativesNoDecisionHasOutcomes(@TempDir Path dir) {
        Game game = Games.byId("bavarian-tarock");
        assertThat(decisions(dir, game, run(game, 5, 4, 0.2, 1, new ArrayList<>())))
                .allMatch(d -> d.outcomes().length == 0);
    }

    @Test
    void aFileCutOffInARecordIsRefusedNamingTheRecord(@TempDir Path dir) throws IOException {
        Game game = Games.byId("bavarian-tarock");
        byte[] records = run(game, 1, 3, 0, 1, new ArrayList<>()).getFirst().decisions();
        Path file = dir.resolve("cut.bin.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
            out.write(DecisionFile.Header.of(game, KINDS).text().getBytes());
            out.write(Arrays.copyOf(records, records.length - 3));
        }
        assertThatThrownBy(() -> DecisionFile.read(file)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("is cut off or malformed");
    }
}
