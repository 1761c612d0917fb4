package org.tarock.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;

class ArenaCommandTest {

    @TempDir
    Path dir;

    @Test
    void writesSixRecordsPerDealThatVerifyOnTheirOwnAndASummary() throws IOException {
        for (GameId id : Games.available()) {
            Path out = dir.resolve(id.id() + ".jsonl");
            Path summary = dir.resolve(id.id() + ".json");
            Cli.Result r = Cli.run("arena", "--game", id.id(), "--bots", "basic,random", "--deals", "4", "--seed", "3",
                    "--threads", "2", "--out", out.toString(), "--summary", summary.toString());
            assertThat(r.exit()).as(r.err()).isZero();
            assertThat(r.out()).contains("margin basic - random per deal");
            assertThat(Files.readAllLines(out)).hasSize(24);
            Cli.Result verify = Cli.run("verify", "--independent", out.toString());
            assertThat(verify.out()).as(verify.out()).endsWith("24 records, 24 ok, 0 bad" + System.lineSeparator());
            JsonNode json = new ObjectMapper().readTree(summary.toFile());
            assertThat(json.get("game").asText()).isEqualTo(id.id());
            assertThat(json.get("deals").asInt()).isEqualTo(4);
            assertThat(json.get("bots").get(0).get("name").asText()).isEqualTo("basic");
            assertThat(json.get("bots").get(0).get("hands").asInt()).isEqualTo(36);
            assertThat(List.of("mean", "ci95_low", "ci95_high")).allMatch(f -> json.get("margin").has(f));
        }
    }

    @Test
    void theFiguresDoNotDependOnTheThreads() {
        Cli.Result one = Cli.run("arena", "--game", "bavarian-tarock", "--bots", "basic,random", "--deals", "6",
                "--seed", "8", "--threads", "1");
        Cli.Result two = Cli.run("arena", "--game", "bavarian-tarock", "--bots", "basic,random", "--deals", "6",
                "--seed", "8", "--threads", "2");
        assertThat(two.out()).isEqualTo(one.out());
    }

    @Test
    void twoDifferentKnownBotsAreRequired() {
        Cli.Result same = Cli.run("arena", "--game", "bavarian-tarock", "--bots", "basic,basic", "--deals", "1");
        assertThat(same.exit()).isEqualTo(1);
        assertThat(same.err()).contains("an arena needs two different bots, not basic twice");
        Cli.Result unknown = Cli.run("arena", "--game", "bavarian-tarock", "--bots", "basic,clever", "--deals", "1");
        assertThat(unknown.exit()).isEqualTo(1);
        assertThat(unknown.err()).contains("unknown bot \"clever\" (valid: random, basic, easy, medium, hard, pimc, expert, expert-fixed, expert-classic)");
    }

    @Test
    void declarerPlayPrintsEachBotsShortfallAgainstTheDoubleDummyValue() {
        Cli.Result r = Cli.run("arena", "--game", "german-tarok", "--bots", "random,basic", "--deals", "5",
                "--seed", "2", "--declarer-play");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("declarer play of random and basic from 5 start-of-play positions, seed 2")
                .contains("random   as declarer falls short by").contains("basic    as declarer falls short by")
                .contains("shortfall random - basic per position:");
        Cli.Result leipzig = Cli.run("arena", "--game", "leipzig-taroc", "--bots", "hard,basic", "--deals", "5",
                "--declarer-play");
        assertThat(leipzig.exit()).isEqualTo(1);
        assertThat(leipzig.err()).contains("Leipzig Taroc has no declarer");
    }

    @Test
    void cardChoicesPrintWhatEachBotsChoicesGiveAwayOnTheSamePositions() {
        Cli.Result r = Cli.run("arena", "--game", "bavarian-tarock", "--bots", "random,basic", "--deals", "3",
                "--seed", "2", "--card-choices");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("card choices of random and basic on 3 hands played by basic, seed 2")
                .contains("  random       card points").contains("  basic        card points")
                .contains("random - basic per hand: card points +");
    }
}
