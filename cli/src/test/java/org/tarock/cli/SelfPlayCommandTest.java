package org.tarock.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.bots.selfplay.DecisionFile;
import org.tarock.engine.Phase;

class SelfPlayCommandTest {

    @TempDir
    Path dir;

    @Test
    void writesRecordsThatVerifyTheDecisionsAndTheSettings() throws IOException {
        Path out = dir.resolve("data");
        Cli.Result r = Cli.run("selfplay", "--game", "german-tarok", "--bots", "basic,random,basic", "--hands", "5",
                "--seed", "1000", "--explore", "0.2", "--threads", "2", "--out", out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(Files.readAllLines(out.resolve("hands.jsonl"))).hasSize(5);
        Cli.Result verify = Cli.run("verify", "--independent", out.resolve("hands.jsonl").toString());
        assertThat(verify.out()).endsWith("5 records, 5 ok, 0 bad" + System.lineSeparator());
        DecisionFile.Contents data = DecisionFile.read(out.resolve("decisions.bin.gz"));
        assertThat(data.header().game()).isEqualTo("german-tarok");
        assertThat(data.header().kinds()).containsExactly("basic", "random");
        JsonNode settings = new ObjectMapper().readTree(out.resolve("selfplay.json").toFile());
        assertThat(settings.get("decisions").asInt()).isEqualTo(data.decisions().size()).isPositive();
        assertThat(settings.get("seed").asLong()).isEqualTo(1000);
        assertThat(r.out()).contains("5 hands and " + data.decisions().size() + " decisions written");
        assertThat(settings.get("alternatives").asBoolean()).isFalse();
        assertThat(data.decisions()).allMatch(d -> d.outcomes().length == 0);
    }

    @Test
    void withAlternativesTheDecisionsBeforeCardPlayCarryTheOutcomesOfTheUntakenActions() throws IOException {
        Path out = dir.resolve("data");
        Cli.Result r = Cli.run("selfplay", "--game", "bavarian-tarock", "--bots", "basic", "--hands", "4",
                "--seed", "7", "--alternatives", "--out", out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("alternatives played out");
        assertThat(new ObjectMapper().readTree(out.resolve("selfplay.json").toFile()).get("alternatives").asBoolean())
                .isTrue();
        assertThat(DecisionFile.read(out.resolve("decisions.bin.gz")).decisions())
                .filteredOn(d -> d.phase() == Phase.AUCTION).isNotEmpty()
                .allMatch(d -> d.outcomes().length == d.legal().length);
    }

    @Test
    void refusesToWriteOverDataAndAnExplorationThatIsNoProbability() {
        Path out = dir.resolve("data");
        assertThat(Cli.run("selfplay", "--game", "husarln", "--bots", "random", "--hands", "1", "--out", out.toString())
                .exit()).isZero();
        Cli.Result again = Cli.run("selfplay", "--game", "husarln", "--bots", "random", "--hands", "1", "--out",
                out.toString());
        assertThat(again.exit()).isEqualTo(1);
        assertThat(again.err()).contains("already holds self-play data");
        Cli.Result explore = Cli.run("selfplay", "--game", "husarln", "--bots", "random", "--hands", "1", "--explore",
                "1.5", "--out", dir.resolve("other").toString());
        assertThat(explore.exit()).isEqualTo(1);
        assertThat(explore.err()).contains("the exploration is a probability from 0 to 1, not 1.5");
    }
}
