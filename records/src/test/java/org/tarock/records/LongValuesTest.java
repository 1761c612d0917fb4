package org.tarock.records;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.engine.GameId;

/**
 * A value of up to a megabyte in a record is shown in a problem line as its first {@link Echo#MAX} characters,
 * {@code ...} and its length, wherever the line quotes it: the verifier's report of a file stays readable
 * whatever the file holds.
 */
class LongValuesTest {
    private static final int LONG = 1_000_000;
    /** The longest key the JSON library reads. */
    private static final int LONG_KEY = 40_000;

    @TempDir
    Path dir;

    private static ObjectNode first() {
        return (ObjectNode) BadRecordsTest.read(BadRecordsTest.lines(GameId.BAVARIAN_TAROCK).get(0));
    }

    /** The problem lines of a match file of the example's first two records, the second changed by {@code change}. */
    private List<String> problems(Consumer<ObjectNode> change) throws IOException {
        List<String> lines = BadRecordsTest.lines(GameId.BAVARIAN_TAROCK);
        ObjectNode second = (ObjectNode) BadRecordsTest.read(lines.get(1));
        change.accept(second);
        Path file = dir.resolve("m.jsonl");
        Files.writeString(file, lines.get(0) + "\n" + second + "\n");
        return Verifier.verify(List.of(file)).problems().stream()
                .map(p -> p.substring(dir.toString().length() + 1)).toList();
    }

    /** The one problem line, which quotes the long value clipped, once or more, and is short. */
    private static String clipped(List<String> problems) {
        assertThat(problems).hasSize(1);
        String line = problems.getFirst();
        assertThat(line).contains("x".repeat(Echo.MAX - 10) + "... (").doesNotContain("x".repeat(Echo.MAX + 1))
                .hasSizeLessThan(1_000);
        return line;
    }

    @Test
    void aLongActIsClippedInTheActionAndInTheEnginesReason() throws IOException {
        String line = clipped(problems(r -> ((ObjectNode) r.get("actions").get(3)).put("act", "x".repeat(LONG))));
        assertThat(line).startsWith("m.jsonl:2: action #3 (seat ").contains(LONG + 2 + " characters)");
    }

    @Test
    void aLongCardInAnActIsClippedWhereTheEngineNamesIt() throws IOException {
        String line = clipped(problems(r -> ((ObjectNode) r.get("actions").get(3)).put("act",
                "play " + "x".repeat(LONG))));
        assertThat(line).contains("\"play " + "x".repeat(Echo.MAX - 6) + "... (" + (LONG + 7) + " characters)");
    }

    @Test
    void aLongResultValueIsClippedAfterFound() throws IOException {
        String line = clipped(problems(r -> ((ObjectNode) r.get("result")).put("contract", "x".repeat(LONG))));
        assertThat(line).startsWith("m.jsonl:2: result.contract: expected ").contains(", found \"" + "x".repeat(Echo.MAX - 1) + "... ("
                + (LONG + 2) + " characters)");
    }

    @Test
    void aLongPlayerNameIsClippedInTheMatchRules() throws IOException {
        String line = clipped(problems(r -> ((ArrayNode) r.get("players")).set(0, "x".repeat(LONG))));
        assertThat(line).startsWith("m.jsonl:2: players: expected the seating order of the previous record");
    }

    @Test
    void aLongRuleOptionNameIsClippedInTheEnginesMessage() throws IOException {
        String line = clipped(problems(r -> ((ObjectNode) r.get("rules")).put("x".repeat(LONG_KEY), true)));
        assertThat(line).startsWith("m.jsonl:2: rules.xxx").contains("has no such option");
    }

    @Test
    void aLongGameIsClippedInTheEnginesMessage() throws IOException {
        String line = clipped(problems(r -> r.put("game", "x".repeat(LONG))));
        assertThat(line).startsWith("m.jsonl:2: game: unknown game \"xxx");
    }

    @Test
    void aLongFairnessKeyIsClipped() throws IOException {
        ObjectNode fairness = first().objectNode();
        Fairness.KEYS.forEach(key -> fairness.put(key, 1));
        fairness.put("x".repeat(LONG_KEY), 1);
        String line = clipped(problems(r -> r.set("fairness", fairness)));
        assertThat(line).startsWith("m.jsonl:2: fairness.");
    }

    @Test
    void aValueOfAtMostTheLimitIsShownInFull() throws IOException {
        String value = "x".repeat(Echo.MAX - 2);
        List<String> problems = problems(r -> ((ObjectNode) r.get("result")).put("contract", value));
        assertThat(problems).singleElement().asString().endsWith(", found \"" + value + "\"");
    }
}
