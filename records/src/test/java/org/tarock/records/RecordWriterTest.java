package org.tarock.records;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.Match;
import org.tarock.engine.State;

/** Writing records: the envelope order and the canonical form, and reading them back. */
class RecordWriterTest {

    static Stream<GameId> games() {
        return Stream.of(GameId.values());
    }

    @ParameterizedTest
    @MethodSource("games")
    void theExamplesAreInTheCanonicalForm(GameId game) throws RecordException {
        for (String line : BadRecordsTest.lines(game)) {
            assertThat(RecordWriter.toJson(RecordReader.read(line))).isEqualTo(line);
        }
    }

    @Test
    void envelopeFieldsInOrderAndSittingOutOnlyAtFour() {
        Game four = Games.create(Games.ruleBook(GameId.BAVARIAN_TAROCK).resolve(Map.of("table-size", 4), false));
        String json = RecordWriter.toJson(RandomHands.match(four, 5, 1).get(0));
        assertThat(json).startsWith("{\"format\":\"tarock-record/1\",\"game\":\"bavarian-tarock\",\"rules\":{"
                + "\"table-size\":4,\"herz-neischaugn\":false,\"haferl-stake\":10,");
        assertThat(List.of("\"players\":", "\"dealer\":2,\"sitting_out\":", "\"deal\":{\"hands\":", "\"talon\":",
                "\"actions\":[{\"seat\":", "\"result\":{\"contract\":"))
                .allSatisfy(part -> assertThat(json).contains(part));
        assertThat(json.indexOf("\"players\"")).isLessThan(json.indexOf("\"sitting_out\""));
        assertThat(json.indexOf("\"deal\"")).isLessThan(json.indexOf("\"actions\""));

        Game three = Games.byId("bavarian-tarock");
        assertThat(RecordWriter.toJson(RandomHands.match(three, 5, 1).get(0))).doesNotContain("sitting_out");
    }

    @Test
    void onlyAFinishedHandHasARecord() {
        Match match = new Match(Games.byId("bavarian-tarock"), List.of("Anna", "Ben", "Carl"), 1, 0);
        State state = match.startHand();
        assertThatThrownBy(() -> HandRecord.of(state, match.seating()))
                .hasMessage("the hand is not over: seat 1 is to act");
    }

    @Test
    void readingReportsTheProblem() {
        assertThatThrownBy(() -> RecordReader.read("{\"format\": \"tarock-record/1\"}"))
                .isInstanceOf(RecordException.class)
                .hasMessage("game: missing");
    }
}
