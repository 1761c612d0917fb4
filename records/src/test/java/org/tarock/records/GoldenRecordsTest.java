package org.tarock.records;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.GameId;

/**
 * The golden records: every file under {@code golden/<game-id>/} verifies, and the Bavarian Tarock files
 * of the worked examples are exactly what {@link GoldenRecords} finds ({@code -Dgolden.write=true} rewrites
 * them in the source tree).
 */
class GoldenRecordsTest {
    private static final Path SOURCE = Path.of("src/test/resources/golden/bavarian-tarock");

    static Stream<Path> goldenFiles() {
        return RecordFiles.recordFiles(RecordFiles.resource("golden")).stream();
    }

    @ParameterizedTest
    @MethodSource("goldenFiles")
    void goldenRecordVerifies(Path file) {

        VerifyReport report = Verifier.verify(List.of(file));

        assertThat(report.problems()).isEmpty();
        assertThat(report.bad()).isZero();
    }

    static Stream<GoldenRecords.Example> examples() {
        return GoldenRecords.bavarianTarock().stream();
    }

    @ParameterizedTest
    @MethodSource("examples")
    void workedExampleIsTheCommittedFile(GoldenRecords.Example example) throws IOException {
        String json = RecordWriter.toJson(GoldenRecords.find(example)) + "\n";
        Path file = SOURCE.resolve(example.name() + ".json");
        if (Boolean.getBoolean("golden.write")) {
            Files.createDirectories(SOURCE);
            Files.writeString(file, json);
        }
        assertThat(file).hasContent(json);
    }
}
