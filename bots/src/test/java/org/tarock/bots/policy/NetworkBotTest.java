package org.tarock.bots.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.engine.Action;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Games;
import org.tarock.engine.Phase;
import org.tarock.engine.State;
import org.tarock.engine.env.ActionSpace;
import org.tarock.engine.env.Encoder;

class NetworkBotTest {
    private static final Game BAVARIAN = Games.byId("bavarian-tarock");
    private static final ActionSpace SPACE = ActionSpace.of(BAVARIAN, true);
    private static final int INPUTS = new Encoder(BAVARIAN, true).observationSize();

    /**
     * A network of one hidden layer of four units with small weights drawn from {@code seed} (zero when it is
     * negative), whose output biases are {@code bias} of the action index.
     */
    private static Path network(Path dir, String game, int inputs, int actions, long seed, IntUnaryOperator bias)
            throws IOException {
        DealRandom random = new DealRandom(Math.max(seed, 0));
        List<String> lines = new ArrayList<>();
        lines.add(NetworkPolicy.FORMAT + " " + game + " " + inputs + " 4 " + actions);
        for (int u = 0; u < 4; u++) {
            StringBuilder row = new StringBuilder();
            for (int i = 0; i <= inputs; i++) {
                row.append(seed < 0 ? 0 : (random.nextInt(201) - 100) / 1000.0).append(i < inputs ? " " : "");
            }
            lines.add(row.toString());
        }
        for (int a = 0; a < actions; a++) {
            StringBuilder row = new StringBuilder();
            for (int u = 0; u < 4; u++) {
                row.append(seed < 0 ? 0 : (random.nextInt(201) - 100) / 1000.0).append(' ');
            }
            lines.add(row.append(bias.applyAsInt(a)).toString());
        }
        Path file = dir.resolve("network-" + seed + "-" + lines.hashCode() + ".tnp");
        Files.write(file, lines);
        return file;
    }

    private static NetworkBot bot(Path file) {
        return new NetworkBot((NetworkPolicy) Policy.load(file));
    }

    private static State hand(long seed) {
        int dealer = (int) (seed % 3);
        return BAVARIAN.newHand(BAVARIAN.deal(seed, dealer), dealer, BAVARIAN.initialCarry());
    }

    @Test
    void eachUnitIsItsWeightedInputsAndBiasWithReluBetweenLayers(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("tiny.tnp");
        Files.write(file, List.of(NetworkPolicy.FORMAT + " bavarian-tarock 2 2 1", "1 -1 0", "0 1 1", "1 2 0.5"));
        NetworkPolicy net = (NetworkPolicy) Policy.load(file);
        assertThat(net.scores(new float[] {3, 1})).containsExactly(2 + 2 * 2 + 0.5f);
        assertThat(net.scores(new float[] {1, 3})).as("the first unit below zero passes nothing on")
                .containsExactly(2 * 4 + 0.5f);
    }

    @Test
    void theBotTakesTheLegalActionOfTheHighestScore(@TempDir Path dir) throws IOException {
        int pass = SPACE.index(Action.PASS_ACTION);
        NetworkBot bot = bot(network(dir, "bavarian-tarock", INPUTS, SPACE.size(), -1, a -> a == pass ? 5 : 0));
        for (long seed = 0; seed < 20; seed++) {
            State s = hand(seed);
            assertThat(bot.choose(BAVARIAN, s.view(s.currentSeat()))).isEqualTo(Action.PASS_ACTION);
        }
    }

    @Test
    void aDiscardIsTakenCardByCardEachTheBestThatCanStillCompleteALegalDiscard(@TempDir Path dir)
            throws IOException {
        int stock = SPACE.index(BAVARIAN.vocabulary().parse("bid stock"));
        int pass = SPACE.index(Action.PASS_ACTION);
        int firstDiscard = SPACE.index(Action.discard(0));
        // Whoever speaks first bids a Stockspiel, the others pass; at the discard the lower cards score higher.
        NetworkBot bot = bot(network(dir, "bavarian-tarock", INPUTS, SPACE.size(), -1,
                a -> a == stock ? 100 : a == pass ? 10 : a >= firstDiscard && a < firstDiscard + 36 ? 50 - (a - firstDiscard) : 0));
        int discards = 0;
        for (long seed = 0; seed < 10; seed++) {
            State s = hand(seed);
            while (!s.isOver()) {
                int a = bot.choose(BAVARIAN, s.view(s.currentSeat()));
                assertThat(s.legalActionList()).contains(a);
                if (s.phase() == Phase.DISCARD) {
                    List<Integer> legal = new ArrayList<>(s.legalActionList());
                    legal.sort(Comparator.comparingInt((Integer d) -> Action.cardAt(d, 0))
                            .thenComparingInt(d -> Action.cardAt(d, 1)).thenComparingInt(d -> Action.cardAt(d, 2)));
                    assertThat(a).as("the lowest cards that make a legal discard").isEqualTo(legal.getFirst());
                    discards++;
                }
                s.applyTrusted(a);
            }
        }
        assertThat(discards).isPositive();
    }

    @Test
    void aNetworkPlaysOnlyLegalActionsThroughWholeHands(@TempDir Path dir) throws IOException {
        NetworkBot bot = bot(network(dir, "bavarian-tarock", INPUTS, SPACE.size(), 7, a -> 0));
        for (long seed = 0; seed < 30; seed++) {
            State s = hand(seed);
            while (!s.isOver()) {
                int a = bot.choose(BAVARIAN, s.view(s.currentSeat()));
                assertThat(s.legalActionList()).contains(a);
                s.applyTrusted(a);
            }
        }
    }

    @Test
    void aNetworkOfAnotherShapeIsRefusedWithBothShapes(@TempDir Path dir) throws IOException {
        NetworkBot bot = bot(network(dir, "bavarian-tarock", INPUTS - 36, 7186, -1, a -> 0));
        State s = hand(1);
        assertThatThrownBy(() -> bot.choose(BAVARIAN, s.view(s.currentSeat())))
                .hasMessage("the policy's shape (7186 actions, 452 observations) is not this rule set's with the "
                        + "factored discard (82, 488)");
    }

    @Test
    void aNetworkOfAnotherGameIsRefusedByName(@TempDir Path dir) throws IOException {
        NetworkBot bot = bot(network(dir, "husarln", INPUTS, SPACE.size(), -1, a -> 0));
        State s = hand(1);
        assertThatThrownBy(() -> bot.choose(BAVARIAN, s.view(s.currentSeat())))
                .hasMessage("the policy was trained for husarln, not bavarian-tarock");
    }

    @Test
    void aFileIsReadInTheFormatItsFirstWordNames(@TempDir Path dir) throws IOException {
        Path linear = dir.resolve("linear.tlp");
        Files.write(linear, List.of(LinearPolicy.FORMAT + " bavarian-tarock 1 1", "0.5 1"));
        assertThat(Policy.load(linear)).isInstanceOf(LinearPolicy.class);
        assertThat(Policy.load(network(dir, "bavarian-tarock", 3, 2, 1, a -> 0))).isInstanceOf(NetworkPolicy.class);
        Path other = dir.resolve("other.txt");
        Files.writeString(other, "weights\n");
        assertThatThrownBy(() -> Policy.load(other)).hasMessageContaining(
                "starts with neither \"tarock-linear-policy/1\" nor \"tarock-network-policy/1\"");
    }

    @Test
    void aLineOfTheWrongLengthIsRefusedNamingTheLine(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("short.tnp");
        Files.write(file, List.of(NetworkPolicy.FORMAT + " bavarian-tarock 2 2 1", "1 -1 0", "0 1", "1 2 0.5"));
        assertThatThrownBy(() -> Policy.load(file)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageEndingWith("short.tnp, line 3: expected 3 numbers, found 2");
    }
}
