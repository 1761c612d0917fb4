package org.tarock.bots.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.engine.Action;
import org.tarock.engine.Game;
import org.tarock.engine.Games;
import org.tarock.engine.State;
import org.tarock.engine.env.ActionSpace;
import org.tarock.engine.env.Encoder;

class PolicyBotTest {
    private static final Game BAVARIAN = Games.byId("bavarian-tarock");

    /** A policy file with zero weights and the given bias on one action index. */
    private static Path policy(Path dir, Game game, int favoured, float bias) throws IOException {
        int actions = ActionSpace.of(game).size();
        int size = new Encoder(game).observationSize();
        String zeros = "0 ".repeat(size);
        List<String> lines = new ArrayList<>();
        lines.add(LinearPolicy.FORMAT + " " + game.id().id() + " " + actions + " " + size);
        for (int a = 0; a < actions; a++) {
            lines.add(zeros + (a == favoured ? bias : 0));
        }
        Path file = dir.resolve("policy-" + favoured + ".tlp");
        Files.write(file, lines);
        return file;
    }

    @Test
    void aPolicyThatFavoursPassingPassesInTheAuction(@TempDir Path dir) throws IOException {
        int pass = ActionSpace.of(BAVARIAN).index(Action.PASS_ACTION);
        PolicyBot bot = new PolicyBot(LinearPolicy.load(policy(dir, BAVARIAN, pass, 50f)), 1);
        for (long seed = 0; seed < 20; seed++) {
            State s = BAVARIAN.newHand(BAVARIAN.deal(seed, 0), 0, BAVARIAN.initialCarry());
            assertThat(bot.choose(BAVARIAN, s.view(s.currentSeat()))).isEqualTo(Action.PASS_ACTION);
        }
    }

    @Test
    void aPolicyChoosesOnlyLegalActions(@TempDir Path dir) throws IOException {
        PolicyBot bot = new PolicyBot(LinearPolicy.load(policy(dir, BAVARIAN, 0, 0f)), 2);
        State s = BAVARIAN.newHand(BAVARIAN.deal(5, 1), 1, BAVARIAN.initialCarry());
        while (!s.isOver()) {
            int a = bot.choose(BAVARIAN, s.view(s.currentSeat()));
            assertThat(s.legalActionList()).contains(a);
            s.applyTrusted(a);
        }
    }

    @Test
    void aPolicyOfAnotherGameIsRefusedByName(@TempDir Path dir) throws IOException {
        Game husarln = Games.byId("husarln");
        PolicyBot bot = new PolicyBot(LinearPolicy.load(policy(dir, husarln, 0, 0f)), 3);
        State s = BAVARIAN.newHand(BAVARIAN.deal(5, 1), 1, BAVARIAN.initialCarry());
        assertThatThrownBy(() -> bot.choose(BAVARIAN, s.view(s.currentSeat())))
                .hasMessage("the policy was trained for husarln, not bavarian-tarock");
    }

    @Test
    void aFileWithoutTheHeaderIsRefusedNamingTheFormat(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("bad.tlp");
        Files.writeString(file, "weights\n");
        assertThatThrownBy(() -> LinearPolicy.load(file)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("does not start with \"tarock-linear-policy/1");
    }
}
