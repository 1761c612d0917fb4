package org.tarock.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.records.Verifier;
import org.tarock.records.VerifyReport;

class SimulateCommandTest {

    @TempDir
    Path dir;

    private Cli.Result simulate(Path out, String... more) {
        List<String> args = new ArrayList<>(List.of("simulate", "--game", "bavarian-tarock", "--hands", "40",
                "--seed", "11", "--bots", "random,basic,random", "--out", out.toString()));
        args.addAll(List.of(more));
        return Cli.run(args.toArray(String[]::new));
    }

    @Test
    void theSameSeedGivesTheSameOutputAndTheSameRecordsByteForByte() throws IOException {
        Path a = dir.resolve("a.jsonl");
        Path b = dir.resolve("b.jsonl");
        Cli.Result first = simulate(a);
        Cli.Result second = simulate(b);
        assertThat(first.exit()).isZero();
        assertThat(second.out()).isEqualTo(first.out());
        assertThat(Files.readAllBytes(b)).isEqualTo(Files.readAllBytes(a));
        assertThat(first.err()).isEmpty();
    }

    @Test
    void writesExactlyNRecordsThatVerify() throws IOException {
        Path file = dir.resolve("match.jsonl");
        Cli.Result r = simulate(file);
        assertThat(r.exit()).isZero();
        assertThat(Files.readAllLines(file)).hasSize(40);
        VerifyReport report = Verifier.verify(List.of(file));
        assertThat(report.problems()).isEmpty();
        assertThat(report.ok()).isEqualTo(40);
    }

    @Test
    void thrownInHandsAreRecordedToo() throws IOException {
        // Basic bots pass on weak hands, so a short match of them has throw-ins.
        Path file = dir.resolve("basic.jsonl");
        Cli.Result r = Cli.run("simulate", "--game", "bavarian-tarock", "--hands", "30", "--seed", "3",
                "--out", file.toString());
        assertThat(r.exit()).isZero();
        List<String> records = Files.readAllLines(file);
        assertThat(records).hasSize(30);
        long thrownIn = records.stream().filter(l -> l.contains("\"contract\":\"none\"")).count();
        assertThat(thrownIn).isPositive();
        assertThat(r.out()).containsPattern("thrown in +" + thrownIn + " ");
        assertThat(Verifier.verify(List.of(file)).bad()).isZero();
    }

    @Test
    void summaryNamesContractsPlayersAndAverages() {
        Cli.Result r = simulate(dir.resolve("s.jsonl"));
        assertThat(r.out()).contains("40 hands, seed 11")
                .contains("players: random-1, basic-2, random-3")
                .contains("contract", "share", "declarer won", "stock", "solo", "herzsolo", "bettel", "thrown in")
                .contains("average settlement per hand:")
                .contains("carried at the end: haferl");
    }

    @Test
    void randomOptionsDrawALegalRuleSetAndPrintIt() throws IOException {
        Path file = dir.resolve("random.jsonl");
        Cli.Result r = simulate(file, "--random-options", "--option", "table-size=3");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("rules: table-size=3 ");
        assertThat(Verifier.verify(List.of(file)).bad()).isZero();
        Cli.Result again = simulate(dir.resolve("random2.jsonl"), "--random-options", "--option", "table-size=3");
        assertThat(again.out()).isEqualTo(r.out());
    }

    @Test
    void fourAtTheTableSeatsFourBots() {
        Cli.Result r = Cli.run("simulate", "--game", "bavarian-tarock", "--hands", "8", "--seed", "1",
                "--bots", "random", "--option", "table-size=4");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("players: random-1, random-2, random-3, random-4");
    }

    @Test
    void anUnknownOptionListsTheValidOnes() {
        Cli.Result r = Cli.run("simulate", "--game", "bavarian-tarock", "--hands", "1", "--option", "haferl=3");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("unknown option \"haferl\"").contains("haferl-stake").contains("table-size");
    }

    @Test
    void anUnknownValueListsTheValidOnes() {
        Cli.Result r = Cli.run("simulate", "--game", "bavarian-tarock", "--hands", "1",
                "--option", "haferl-shortfall=borrow");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("\"borrow\"").contains("refill, defenders-pay");
    }

    @Test
    void anUnknownGameOrBotOrPresetListsTheValidOnes() {
        Cli.Result game = Cli.run("simulate", "--game", "schafkopf", "--hands", "1");
        assertThat(game.exit()).isEqualTo(1);
        assertThat(game.err()).contains("bavarian-tarock");
        Cli.Result bot = Cli.run("simulate", "--game", "bavarian-tarock", "--hands", "1", "--bots", "clever");
        assertThat(bot.exit()).isEqualTo(1);
        assertThat(bot.err()).contains("unknown bot \"clever\"").contains("random, basic");
        Cli.Result preset = Cli.run("simulate", "--game", "bavarian-tarock", "--hands", "1", "--preset", "vienna");
        assertThat(preset.exit()).isEqualTo(1);
        assertThat(preset.err()).contains("unknown preset \"vienna\"");
    }

    @Test
    void missingHandsIsAUsageError() {
        Cli.Result r = Cli.run("simulate", "--game", "bavarian-tarock");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("--hands").contains("Usage: tarock simulate");
    }
}
