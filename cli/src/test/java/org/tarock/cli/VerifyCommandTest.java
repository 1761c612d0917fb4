package org.tarock.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class VerifyCommandTest {

    @TempDir
    Path dir;

    private Path good;

    @BeforeEach
    void simulateAMatch() {
        good = dir.resolve("good.jsonl");
        Cli.Result r = Cli.run("simulate", "--game", "bavarian-tarock", "--hands", "6", "--seed", "4",
                "--bots", "random", "--out", good.toString());
        assertThat(r.exit()).isZero();
    }

    @Test
    void goodRecordsExitZeroWithTheSummary() {
        Cli.Result r = Cli.run("verify", good.toString());
        assertThat(r.exit()).isZero();
        assertThat(r.out()).isEqualTo("6 records, 6 ok, 0 bad" + System.lineSeparator());
    }

    @Test
    void aBadRecordIsNamedByFileAndLineAndExitsOne() throws IOException {
        List<String> lines = Files.readAllLines(good);
        // Line 2 claims a different settlement than the engine computes.
        String second = lines.get(1).replaceFirst("\"settlement\":\\[[^]]*]", "\"settlement\":[99,-99,0]");
        assertThat(second).isNotEqualTo(lines.get(1));
        lines.set(1, second);
        Path bad = dir.resolve("bad.jsonl");
        Files.write(bad, lines);

        Cli.Result r = Cli.run("verify", good.toString(), bad.toString());
        assertThat(r.exit()).isEqualTo(1);
        List<String> out = r.out().lines().toList();
        assertThat(out.get(out.size() - 1)).isEqualTo("12 records, 11 ok, 1 bad");
        assertThat(out.subList(0, out.size() - 1)).isNotEmpty()
                .allSatisfy(l -> assertThat(l).startsWith(bad + ":2: result."));
    }

    @Test
    void malformedJsonIsReportedWithoutAStackTrace() throws IOException {
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"format\": ");
        Cli.Result r = Cli.run("verify", broken.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out()).startsWith(broken + ":1: ").endsWith("1 records, 0 ok, 1 bad" + System.lineSeparator());
        assertThat(r.out() + r.err()).doesNotContain("\tat ");
    }

    @Test
    void noFileIsAUsageError() {
        Cli.Result r = Cli.run("verify");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("FILE").contains("Usage: tarock verify");
    }
}
