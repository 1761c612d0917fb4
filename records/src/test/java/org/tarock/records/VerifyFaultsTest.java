package org.tarock.records;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;

/**
 * Files that are too big, never end, are cut short or hold bytes that are not text: verify reads them as they
 * come, with bounded memory, and reports each in its {@code FILE:LINE: problem} form.
 */
class VerifyFaultsTest {

    @TempDir
    Path dir;

    private final List<String> match = RandomHands.match(Games.create(Games.ruleBook(GameId.BAVARIAN_TAROCK)
            .defaults()), 3, 3).stream().map(RecordWriter::toJson).toList();

    private List<String> verify(Path file) {
        return Verifier.verify(List.of(file)).problems();
    }

    @Test
    void aLineOverOneMebibyteEndsTheCheckOfItsFile() throws IOException {
        Path file = dir.resolve("long.jsonl");
        Files.writeString(file, match.get(0) + "\n" + "x".repeat(RecordFile.MAX_BYTES + 1) + "\n" + match.get(1)
                + "\n");
        VerifyReport report = Verifier.verify(List.of(file));
        assertThat(report.problems()).containsExactly(file + ":2: line longer than 1 MiB");
        assertThat(report.summary()).isEqualTo("2 records, 1 ok, 1 bad");
    }

    @Test
    void aLineOfExactlyOneMebibyteIsRead() throws IOException {
        Path file = dir.resolve("full.jsonl");
        Files.writeString(file, "\"" + "x".repeat(RecordFile.MAX_BYTES - 2) + "\"\n");
        assertThat(verify(file)).singleElement().asString()
                .startsWith(file + ":1: expected a record (a JSON object), found \"xxx")
                .hasSizeLessThan(dir.toString().length() + 300);
    }

    @Test
    void aPipeThatNeverEndsIsCutAtOneMebibyte() throws Exception {
        Path fifo = dir.resolve("endless.jsonl");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeThat(mkfifo.waitFor()).as("mkfifo is available").isZero();
        CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> {
            byte[] zeros = new byte[64 * 1024];
            try (OutputStream out = Files.newOutputStream(fifo)) {
                while (true) {
                    out.write(zeros);
                }
            } catch (IOException readerStopped) {
                // the broken pipe once verify has stopped reading: what this writer waits for
            }
        });
        assertThat(verify(fifo)).containsExactly(fifo + ":1: line longer than 1 MiB");
        writer.get(30, TimeUnit.SECONDS);
    }

    @Test
    void aDeviceIsReadLikeAFile() throws IOException {
        Path zero = dir.resolve("zero.jsonl");
        Files.createSymbolicLink(zero, Path.of("/dev/zero"));
        assumeThat(Files.exists(zero)).as("/dev/zero exists").isTrue();
        assertThat(verify(zero)).containsExactly(zero + ":1: line longer than 1 MiB");
    }

    @Test
    void aJsonFileIsBoundedTheSameWay() throws IOException {
        Path file = dir.resolve("big.json");
        String line = "[" + "1,".repeat(1000) + "1]\n";
        Files.writeString(file, line.repeat(RecordFile.MAX_BYTES / line.length() + 1));
        assertThat(verify(file)).singleElement().asString()
                .matches(java.util.regex.Pattern.quote(file.toString())
                        + ":\\d+: the file is longer than 1 MiB \\(a .json file holds one record\\)");
        Path longLine = dir.resolve("long.json");
        Files.writeString(longLine, "{\n\"x\": \"" + "x".repeat(RecordFile.MAX_BYTES) + "\"}\n");
        assertThat(verify(longLine)).containsExactly(longLine + ":2: line longer than 1 MiB");
    }

    @Test
    void aTruncatedLastLineIsReportedAsSuch() throws IOException {
        Path file = dir.resolve("cut.jsonl");
        Files.writeString(file, match.get(0) + "\n" + match.get(1).substring(0, 700));
        assertThat(verify(file)).singleElement().asString()
                .startsWith(file + ":2: truncated last line (the file ends in the middle of a record, without a "
                        + "line break): malformed JSON at column ");
    }

    @Test
    void aWholeLastRecordWithoutALineBreakIsGood() throws IOException {
        Path file = dir.resolve("whole.jsonl");
        Files.writeString(file, match.get(0) + "\n" + match.get(1));
        assertThat(Verifier.verify(List.of(file)).summary()).isEqualTo("2 records, 2 ok, 0 bad");
    }

    @Test
    void aLineThatIsNotUtf8IsOneBadRecordAndTheNextLinesAreChecked() throws IOException {
        Path file = dir.resolve("bytes.jsonl");
        byte[] first = (match.get(0) + "\n").getBytes(StandardCharsets.UTF_8);
        byte[] bad = {'{', '"', (byte) 0xff, '"', '}', '\n'};
        byte[] third = (match.get(2) + "\n").getBytes(StandardCharsets.UTF_8);
        Files.write(file, first);
        Files.write(file, bad, java.nio.file.StandardOpenOption.APPEND);
        Files.write(file, third, java.nio.file.StandardOpenOption.APPEND);
        VerifyReport report = Verifier.verify(List.of(file), false);
        assertThat(report.problems()).containsExactly(file + ":2: not UTF-8 text");
        assertThat(report.summary()).isEqualTo("3 records, 2 ok, 1 bad");
    }

    @Test
    void aDirectoryIsNamedAsOne() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("folder.jsonl"));
        assertThat(verify(folder)).containsExactly(folder + ": cannot read the file: it is a directory");
    }

    @Test
    void aLongOffendingValueIsShownOnlyInPart() throws IOException {
        Path file = dir.resolve("names.jsonl");
        String line = match.get(0).replaceFirst("\"dealer\":\\d", "\"dealer\":\"" + "N".repeat(5000) + "\"");
        Files.writeString(file, line + "\n");
        assertThat(verify(file)).singleElement().asString()
                .contains("NNNN... (").doesNotContain("N".repeat(JsonProblem.MAX_VALUE + 1))
                .hasSizeLessThan(dir.toString().length() + 300);
    }

    @Test
    void libraryInternalsStayOutOfTheMessages() throws IOException {
        Map<String, String> texts = Map.of(
                "nan.json", "{\"format\": NaN}",
                "plus.json", "{\"format\": +1}",
                "deep.json", "[".repeat(1200),
                "digits.json", "[" + "9".repeat(1200) + "]",
                "comment.json", "/* c */ {}",
                "after.json", "{} xyz",
                "open.json", "{\"format\": [1, 2");
        for (Map.Entry<String, String> e : texts.entrySet()) {
            Path file = dir.resolve(e.getKey());
            Files.writeString(file, e.getValue());
            assertThat(verify(file)).singleElement().asString().as(e.getKey())
                    .startsWith(file + ":1: malformed JSON at line 1, column ")
                    .doesNotContain("`").doesNotContain("Feature").doesNotContain("Source")
                    .doesNotContain("StreamReadConstraints").doesNotContain("com.fasterxml");
        }
    }
}
