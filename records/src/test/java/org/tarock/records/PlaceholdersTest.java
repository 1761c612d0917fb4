package org.tarock.records;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.HandResult;
import org.tarock.engine.Match;
import org.tarock.engine.State;

/**
 * The fields of a thrown-in hand other than those that count hold the game file's placeholders, "that a reader
 * does not compare" (husarln.md §9, record-format.md): verify accepts any value there, and with
 * {@link Verifier.Checks#placeholders()} checks that a writer wrote exactly the game file's values.
 */
class PlaceholdersTest {
    private static final Game HUSARLN = Games.create(Games.ruleBook(GameId.HUSARLN).defaults());
    private static final Verifier.Checks PLACEHOLDERS = new Verifier.Checks(false, true);
    private static final Verifier.Checks READER = new Verifier.Checks(false, false);

    @TempDir
    Path dir;

    /** A match of Husarln hands with random play, every third one thrown in (everyone passes). */
    private static final List<HandRecord> HANDS = match(60);

    private static List<HandRecord> match(int hands) {
        Match match = new Match(HUSARLN, RandomHands.table(HUSARLN), 11, null);
        DealRandom random = new DealRandom(12);
        int pass = HUSARLN.vocabulary().parse("pass");
        List<HandRecord> records = new ArrayList<>(hands);
        for (int i = 0; i < hands; i++) {
            State state = match.startHand();
            while (i % 3 == 0 && !state.isOver()) {
                state.applyTrusted(pass);
            }
            records.add(HandRecord.of(RandomHands.playOut(state, random), match.seating()));
            match.finishHand();
        }
        return records;
    }

    private static String thrownIn() {
        return HANDS.stream().filter(r -> "none".equals(r.result().contract())).map(RecordWriter::toJson)
                .findFirst().orElseThrow();
    }

    /** The problem lines of a {@code .jsonl} file of {@code lines}, without the directory. */
    private List<String> problems(List<String> lines, Verifier.Checks checks) throws IOException {
        Path file = dir.resolve("h.jsonl");
        Files.write(file, lines);
        return Verifier.verify(List.of(file), checks).problems().stream()
                .map(p -> p.substring(dir.toString().length() + 1)).toList();
    }

    private static String tampered(String json, String field, boolean remove) {
        ObjectNode record = (ObjectNode) BadRecordsTest.read(json);
        ObjectNode result = (ObjectNode) record.get("result");
        if (remove) {
            result.remove(field);
        } else {
            result.put(field, "x");
        }
        return record.toString();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "declarer    | null",
            "trump       | \"T\"",
            "card_points | [0,0,0]",
            "side_points | {\"declarer\":0,\"defenders\":0}",
            "won         | false",
            "level       | 0",
            "game_value  | 0",
            "margin      | 0",
            "bonuses     | []",
            "exposed     | []"})
    void aTamperedPlaceholderIsReportedWhenPlaceholdersAreChecked(String field, String expected) throws IOException {
        assertThat(problems(List.of(tampered(thrownIn(), field, false)), PLACEHOLDERS))
                .containsExactly("h.jsonl:1: result." + field + ": expected " + expected + ", found \"x\"");
        assertThat(problems(List.of(tampered(thrownIn(), field, true)), PLACEHOLDERS))
                .containsExactly("h.jsonl:1: result." + field + ": expected " + expected
                        + ", found nothing (the field is missing)");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"declarer", "trump", "card_points", "side_points", "won", "level", "game_value", "margin", "bonuses",
            "exposed"})
    void aReaderDoesNotCompareAPlaceholder(String field) throws IOException {
        assertThat(problems(List.of(tampered(thrownIn(), field, false)), READER)).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "contract   | \"none\"",
            "settlement | [0,0,0]",
            "pot        | 0",
            "notes      | [\"thrown-in\"]"})
    void theFieldsThatCountAreComparedByEveryReader(String field, String expected) throws IOException {
        assertThat(problems(List.of(tampered(thrownIn(), field, false)), READER))
                .containsExactly("h.jsonl:1: result." + field + ": expected " + expected + ", found \"x\"");
    }

    /**
     * Every result field of every hand tampered in turn: a played hand's field is reported by every reader, a
     * thrown-in hand's placeholder only when placeholders are checked, each with the engine's value.
     */
    @Test
    void everyTamperedFieldOfEverySimulatedHusarlnHandIsReported() throws IOException {
        assertThat(HANDS.stream().map(r -> r.result().contract())).contains("none", "two-cards", "one-card");
        everyTamperedFieldIsReported(HANDS);
    }

    /**
     * The same for random hands of every game, with their default rules (thrown-in and annulled hands among
     * them); {@code carry_before} is left out, since a tampered one stops the reading of the record.
     */
    @ParameterizedTest
    @EnumSource(GameId.class)
    void everyTamperedFieldOfEveryGamesRandomHandsIsReported(GameId id) throws IOException {
        everyTamperedFieldIsReported(RandomHands.match(Games.create(Games.ruleBook(id).defaults()), 5, 20));
    }

    private void everyTamperedFieldIsReported(List<HandRecord> hands) throws IOException {
        for (String field : hands.getFirst().result().fields().keySet()) {
            if (field.equals("carry_before")) {
                continue;
            }
            List<String> lines = new ArrayList<>();
            List<String> placeholderLines = new ArrayList<>();
            List<String> readerLines = new ArrayList<>();
            for (HandRecord hand : hands) {
                lines.add(tampered(RecordWriter.toJson(hand), field, false));
                HandResult result = hand.result();
                String line = "h.jsonl:" + lines.size() + ": result." + field + ": expected "
                        + Json.write(result.fields().get(field)) + ", found \"x\"";
                placeholderLines.add(line);
                if (result.compared().contains(field)) {
                    readerLines.add(line);
                }
            }
            assertThat(problems(lines, PLACEHOLDERS)).as(field).containsExactlyElementsOf(placeholderLines);
            assertThat(problems(lines, READER)).as(field).containsExactlyElementsOf(readerLines);
        }
        assertThat(hands.stream().filter(r -> !"none".equals(r.result().contract())
                        && !r.result().notes().contains("annulled")))
                .as("a played hand compares every field")
                .allMatch(r -> r.result().compared().equals(r.result().fields().keySet()));
    }
}
