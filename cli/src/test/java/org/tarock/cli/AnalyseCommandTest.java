package org.tarock.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tarock analyse}, {@code bench --solver} and {@code play --hints}: the solver from the command line. */
class AnalyseCommandTest {

    @TempDir
    Path dir;

    @Test
    void analysesEveryCardOfABavarianHand() throws IOException {
        Path file = dir.resolve("match.jsonl");
        Cli.Result sim = Cli.run("simulate", "--game", "bavarian-tarock", "--hands", "3", "--seed", "5",
                "--out", file.toString());
        assertThat(sim.exit()).isZero();
        int played = 0;
        for (int hand = 1; hand <= 3; hand++) {
            Cli.Result r = Cli.run("analyse", file.toString(), "--hand", String.valueOf(hand), "--samples", "2");
            assertThat(r.exit()).as(r.err()).isZero();
            if (r.out().contains("thrown in")) {
                continue;
            }
            played++;
            assertThat(r.out()).contains("Double-dummy value at the first lead:")
                    .contains("Value of the deal for").contains("Card by card")
                    .contains("Points given away against double-dummy play:");
            long cards = Pattern.compile("(?m)^  trick +\\d+ ").matcher(r.out()).results().count();
            String line = Files.readAllLines(file).get(hand - 1);
            long plays = Pattern.compile("\"act\":\"play ").matcher(line).results().count();
            assertThat(cards).isEqualTo(plays);
        }
        assertThat(played).isPositive();
    }

    @Test
    void shortfallSumsThePointsEachKindOfPlayerGaveAway() throws IOException {
        Path file = dir.resolve("arena.jsonl");
        Cli.Result arena = Cli.run("arena", "--game", "bavarian-tarock", "--bots", "basic,random", "--deals", "2",
                "--seed", "3", "--out", file.toString());
        assertThat(arena.exit()).as(arena.err()).isZero();
        Cli.Result r = Cli.run("analyse", file.toString(), "--shortfall");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("Card play against double-dummy play, ")
                .containsPattern("(?m)^  basic +\\d+ cards  \\d+\\.\\d{3} points lost per card  \\d+\\.\\d{2} per seat and hand")
                .containsPattern("(?m)^  random +\\d+ cards");
    }

    @Test
    void aLeipzigHandIsGoneThroughWithTheParanoidSearchSaidToBeAnEstimate() throws IOException {
        Path file = dir.resolve("leipzig.jsonl");
        Cli.run("simulate", "--game", "leipzig-taroc", "--hands", "1", "--seed", "1", "--out", file.toString());
        Cli.Result r = Cli.run("analyse", file.toString(), "--samples", "1");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("depth-limited paranoid search").contains("not an exact solve")
                .contains("Could each player have done better");
        assertThat(Pattern.compile("(?m)^  \\S+ +search value at his first card +\\d+ \\([+-]\\d+\\), took +\\d+ "
                + "\\([+-]\\d+\\), gave away \\d+").matcher(r.out()).results().count()).isEqualTo(3);
        long cards = Pattern.compile("(?m)^  trick +\\d+ .* played \\S+ +value +\\d+").matcher(r.out()).results().count();
        assertThat(cards).isEqualTo(75);
    }

    @Test
    void theShortfallNamesGamesWithoutTheSolver() throws IOException {
        Path file = dir.resolve("leipzig.jsonl");
        Cli.run("simulate", "--game", "leipzig-taroc", "--hands", "1", "--seed", "1", "--out", file.toString());
        Cli.Result r = Cli.run("analyse", file.toString(), "--shortfall");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("which does not cover leipzig-taroc");
    }

    @Test
    void benchSolverPrintsMedianP99NodesAndProbes() {
        Cli.Result r = Cli.run("bench", "--solver", "--game", "german-tarok", "--positions", "3");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).matches("german-tarok dd-solve-ms: median \\d+\\.\\d p99 \\d+\\.\\d nodes \\d+ probes [1-9]\\d*\\.\\d\\d\\R");
    }

    @Test
    void aPersonMayAskForAHintDuringCardPlay() {
        boolean[] asked = {false};
        Cli.Result r = Cli.withPerson(shown -> {
            String last = shown.substring(shown.lastIndexOf('\n', shown.length() - 2) + 1);
            if (last.startsWith("Enter for the next hand")) {
                return "q";
            }
            if (last.startsWith("Your card>") && !asked[0]) {
                asked[0] = true;
                return "h";
            }
            return asked[0] && shown.contains("Hint: ") ? "q" : "1";
        }, "play", "bavarian-tarock", "--seed", "4", "--hints", "--bots", "basic");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).containsPattern("Hint: \\S+ — \\S+ gives your side [\\d.]+ card points on average");
        assertThat(r.out()).contains("expected points:");
    }

    @Test
    void aLeipzigHintComesFromTheExpertsPlayOuts() {
        boolean[] asked = {false};
        Cli.Result r = Cli.withPerson(shown -> {
            String last = shown.substring(shown.lastIndexOf('\n', shown.length() - 2) + 1);
            if (last.startsWith("Enter for the next hand")) {
                return "q";
            }
            if (last.startsWith("Your card>") && !asked[0]) {
                asked[0] = true;
                return "h";
            }
            return asked[0] && shown.contains("Hint: ") ? "q" : "1";
        }, "play", "leipzig-taroc", "--seed", "4", "--hints", "--bots", "basic");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).containsPattern("Hint: \\S+ — \\S+ gives you [\\d.]+ card points on average over \\d+ "
                + "sampled deals .*; values from play-outs by basic bots, not an exact solve");
    }
}
