package org.tarock.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tarock verify} holds one record at a time, not the file nor its report: a file of 150 MB with a
 * million bad records is checked by a JVM of 64 MB, every problem printed, each line short.
 */
class VerifyMemoryTest {
    private static final int SHORT_RECORDS = 1_000_000;
    private static final int LONG_RECORDS = 125;
    private static final int LONG_VALUE = 1_000_000;

    @TempDir
    Path dir;

    @Test
    void aFileOfAMillionBadRecordsIsCheckedInA64MegabyteHeap() throws Exception {
        Path good = dir.resolve("good.jsonl");
        assertThat(Cli.run("simulate", "--game", "husarln", "--hands", "3", "--seed", "5", "--bots", "random",
                "--out", good.toString()).exit()).isZero();
        Path file = dir.resolve("big.jsonl");
        byte[] shortRecord = "{\"format\":\"tarock-record/1\"}\n".getBytes(StandardCharsets.US_ASCII);
        byte[] longRecord = ("{\"format\":\"" + "f".repeat(LONG_VALUE) + "\"}\n").getBytes(StandardCharsets.US_ASCII);
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 20)) {
            out.write(Files.readAllBytes(good));
            for (int i = 0; i < SHORT_RECORDS; i++) {
                out.write(shortRecord);
                if (i % (SHORT_RECORDS / LONG_RECORDS) == 0 && i / (SHORT_RECORDS / LONG_RECORDS) < LONG_RECORDS) {
                    out.write(longRecord);
                }
            }
        }
        assertThat(Files.size(file)).isGreaterThan(150_000_000L).isLessThan(160_000_000L);

        Path stdout = dir.resolve("out.txt");
        Path stderr = dir.resolve("err.txt");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-Xmx64m", "-cp", System.getProperty("java.class.path"),
                Tarock.class.getName(), "verify", file.toString())
                .redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("verify ends").isTrue();

        assertThat(Files.readString(stderr)).isEmpty();
        assertThat(p.exitValue()).isEqualTo(1);
        int bad = SHORT_RECORDS + LONG_RECORDS;
        long lines = 0;
        long longest = 0;
        String last = null;
        try (BufferedReader in = Files.newBufferedReader(stdout)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                lines++;
                longest = Math.max(longest, line.length());
                last = line;
            }
        }
        assertThat(last).isEqualTo((bad + 3) + " records, 3 ok, " + bad + " bad");
        assertThat(lines).isEqualTo(bad + 1);
        assertThat(longest).isLessThan(dir.toString().length() + 300);
        try (var out = Files.lines(stdout)) {
            assertThat(out.limit(2).toList()).containsExactly(file + ":4: game: missing",
                    file + ":5: format: expected \"tarock-record/1\", found \"" + "f".repeat(199) + "... ("
                            + (LONG_VALUE + 2) + " characters)");
        }
    }
}
