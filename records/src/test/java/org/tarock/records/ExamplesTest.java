package org.tarock.records;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.GameId;
import org.tarock.engine.State;

/** The example matches of the record format (shared/spec/examples, one per game) verify without a problem. */
class ExamplesTest {

    static Stream<GameId> games() {
        return Stream.of(GameId.values());
    }

    @ParameterizedTest
    @MethodSource("games")
    void exampleMatchVerifies(GameId game) {
        Path file = RecordFiles.resource("examples").resolve(game.id() + "-match.jsonl");

        VerifyReport report = Verifier.verify(List.of(file));

        assertThat(report.problems()).isEmpty();
        assertThat(report.summary()).isEqualTo("3 records, 3 ok, 0 bad");
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyExampleHandReplaysFromItsCarryToItsRecordedResult(GameId game) throws Exception {
        Path file = RecordFiles.resource("examples").resolve(game.id() + "-match.jsonl");

        for (String line : Files.readAllLines(file)) {
            HandRecord record = RecordReader.read(line);
            State replayed = record.replay();

            assertThat(replayed.isOver()).isTrue();
            assertThat(replayed.result().settlement()).isEqualTo(record.result().settlement());
            assertThat(replayed.result().contract()).isEqualTo(record.result().contract());
        }
    }
}
