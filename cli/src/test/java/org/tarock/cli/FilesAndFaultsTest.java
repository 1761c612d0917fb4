package org.tarock.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.records.Verifier;
import org.tarock.records.VerifyReport;

/** Output files that cannot be written, input files of the wrong kind, and records written as they happen. */
class FilesAndFaultsTest {

    @TempDir
    Path dir;

    private static Cli.Result simulate(String out) {
        return Cli.run("simulate", "--game", "bavarian-tarock", "--hands", "2", "--seed", "1", "--out", out);
    }

    @Test
    void anOutputFileOnAFullDeviceIsNamed() {
        assumeThat(Files.exists(Path.of("/dev/full"))).as("/dev/full exists").isTrue();
        Cli.Result r = simulate("/dev/full");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).isEqualTo("tarock: cannot write /dev/full: no space left on device"
                + System.lineSeparator());
    }

    @Test
    void anOutputFileTheSystemRefusesIsNamed() {
        assumeThat(Files.exists(Path.of("/proc/version"))).as("/proc/version exists").isTrue();
        Cli.Result r = simulate("/proc/version");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).startsWith("tarock: cannot write /proc/version: ").doesNotContain("Exception");
    }

    @Test
    void anOutputDirectoryIsNamed() {
        Cli.Result r = simulate(dir.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).isEqualTo("tarock: cannot write " + dir + ": it is a directory" + System.lineSeparator());
    }

    @Test
    void analysingADirectoryNamesIt() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("hands.json"));
        Cli.Result r = Cli.run("analyse", folder.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).startsWith(folder + ": cannot read the file: it is a directory");
    }

    /** A .json record as a person keeps it: pretty-printed over many lines. */
    private Path prettyRecord() throws IOException {
        Path match = dir.resolve("m.jsonl");
        assertThat(simulate(match.toString()).exit()).isZero();
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        Path one = dir.resolve("one.json");
        json.writeValue(one.toFile(), json.readTree(Files.readAllLines(match).get(0)));
        return one;
    }

    @Test
    void theShortfallOfAPrettyPrintedJsonRecordIsComputed() throws IOException {
        Cli.Result r = Cli.run("analyse", "--shortfall", prettyRecord().toString());
        assertThat(r.err()).isEmpty();
        assertThat(r.exit()).isZero();
        assertThat(r.out()).startsWith("Card play against double-dummy play, ");
    }

    @Test
    void aJsonFileHoldsOnlyHandOne() throws IOException {
        Path one = prettyRecord();
        Cli.Result r = Cli.run("analyse", "--hand", "2", "--samples", "0", one.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).startsWith(one + " has 1 hand, not 2 (--hand counts from 1)");
        assertThat(Cli.run("analyse", "--hand", "1", "--samples", "0", one.toString()).exit()).isZero();
    }

    @Test
    void aBadLineOfAMatchIsNamedByFileAndLine() throws IOException {
        Path match = dir.resolve("m.jsonl");
        assertThat(simulate(match.toString()).exit()).isZero();
        List<String> lines = Files.readAllLines(match);
        Files.writeString(match, lines.get(0) + "\n" + lines.get(1).substring(0, 100) + "\n");
        Cli.Result r = Cli.run("analyse", "--shortfall", match.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).startsWith(match + ":2: not a good record: malformed JSON at ");
    }

    @Test
    void aRuleValuePastTheIntRangeIsNamedAsWritten() {
        Cli.Result r = Cli.run("simulate", "--game", "bavarian-tarock", "--hands", "1",
                "--option", "haferl-stake=99999999999999999999999");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).startsWith("rules.haferl-stake: 99999999999999999999999 is too large (valid: integer "
                + "from 1 to 2147483647)");
    }

    /**
     * A simulation killed at several moments while it writes: the file always holds whole records only, each
     * written by one write of its line.
     */
    @Test
    void aKilledSimulationLeavesOnlyWholeRecords() throws Exception {
        Path out = dir.resolve("killed.jsonl");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        for (long waitMillis : new long[] {300, 700, 1500}) {
            Files.deleteIfExists(out);
            Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                    Tarock.class.getName(), "simulate", "--game", "german-tarok", "--hands", "1000000",
                    "--bots", "random", "--out", out.toString())
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while ((!Files.exists(out) || Files.size(out) == 0) && System.nanoTime() < deadline && p.isAlive()) {
                Thread.sleep(20);
            }
            Thread.sleep(waitMillis);
            p.destroyForcibly().waitFor();
            assertThat(Files.size(out)).as("records were written before the kill").isPositive();
            VerifyReport report = Verifier.verify(List.of(out), false);
            assertThat(report.problems()).as("after %d ms", waitMillis).isEmpty();
            assertThat(Files.readString(out)).endsWith("\n");
        }
    }
}
