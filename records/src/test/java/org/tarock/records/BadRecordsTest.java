package org.tarock.records;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.engine.GameId;

/**
 * Each kind of bad record gives exactly one problem line naming the field or the action. The records are
 * the first hand of the Bavarian Tarock example match (a lost Stockspiel of seat 2, trump Hearts), changed
 * in one place.
 */
class BadRecordsTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    /** The example's first record (dealer 1; actions #0–#4 auction, discard, trump; 38 actions). */
    private static ObjectNode base() {
        return (ObjectNode) read(lines(GameId.BAVARIAN_TAROCK).get(0));
    }

    static List<String> lines(GameId game) {
        try {
            return Files.readAllLines(RecordFiles.resource("examples").resolve(game.id() + "-match.jsonl"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static JsonNode read(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The problem lines of a file holding {@code text}. */
    private List<String> problems(String fileName, String text) {
        try {
            Path file = dir.resolve(fileName);
            Files.writeString(file, text);
            VerifyReport report = Verifier.verify(List.of(file));
            return report.problems().stream().map(p -> p.substring(dir.toString().length() + 1)).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The one problem line of the base record changed by {@code change}, written as {@code r.json}. */
    private String problem(Consumer<ObjectNode> change) {
        ObjectNode record = base();
        change.accept(record);
        List<String> lines = problems("r.json", record.toString());
        assertThat(lines).hasSize(1);
        return lines.get(0);
    }

    private static ObjectNode rules(ObjectNode record) {
        return (ObjectNode) record.get("rules");
    }

    private static ArrayNode hand(ObjectNode record, int seat) {
        return (ArrayNode) record.get("deal").get("hands").get(seat);
    }

    private static ArrayNode actions(ObjectNode record) {
        return (ArrayNode) record.get("actions");
    }

    private static ObjectNode result(ObjectNode record) {
        return (ObjectNode) record.get("result");
    }

    @Test
    void theBaseRecordIsValid() {
        assertThat(problems("r.json", base().toString())).isEmpty();
    }

    @Nested
    class MalformedJson {
        @Test
        void malformedJsonOfARecordFileNamesLineAndColumn() {
            assertThat(problems("r.json", "{\"format\": \"tarock-record/1\",\n \"game\": }")).containsExactly(
                    "r.json:1: malformed JSON at line 2, column 10: Unexpected character ('}' (code 125)):"
                            + " expected a valid value (JSON String, Number, Array, Object or token 'null', 'true'"
                            + " or 'false')");
        }

        @Test
        void malformedJsonInAMatchNamesTheLineAndColumn() {
            String first = lines(GameId.BAVARIAN_TAROCK).get(0);
            assertThat(problems("m.jsonl", first + "\n{\"format\": \"tarock-record/1\"\n")).containsExactly(
                    "m.jsonl:2: malformed JSON at column 29: Unexpected end-of-input: expected close marker for"
                            + " Object (start marker at line 1, column 1)");
        }

        @Test
        void aKeyTwiceIsMalformed() {
            assertThat(problems("r.json", "{\"format\": 1, \"format\": 2}")).containsExactly(
                    "r.json:1: malformed JSON at line 1, column 23: Duplicate field 'format'");
        }

        @Test
        void anEmptyRecordFile() {
            assertThat(problems("r.json", "")).containsExactly("r.json:1: malformed JSON at line 1, column 1: no JSON value");
        }

        @Test
        void anythingAfterTheRecordIsMalformed() {
            assertThat(problems("r.json", base() + " {}")).singleElement().asString()
                    .startsWith("r.json:1: malformed JSON at line 1, column ");
        }

        @Test
        void aRecordIsAnObject() {
            assertThat(problems("r.json", "[1, 2]")).containsExactly(
                    "r.json:1: expected a record (a JSON object), found [1,2]");
        }
    }

    @Nested
    class EnvelopeProblems {
        @Test
        void unknownFormat() {
            assertThat(problem(r -> r.put("format", "tarock-record/2"))).isEqualTo(
                    "r.json:1: format: expected \"tarock-record/1\", found \"tarock-record/2\"");
        }

        @Test
        void missingFormat() {
            assertThat(problem(r -> r.remove("format"))).isEqualTo(
                    "r.json:1: format: missing (expected \"tarock-record/1\")");
        }

        @Test
        void unknownGame() {
            assertThat(problem(r -> r.put("game", "skat"))).isEqualTo(
                    "r.json:1: game: unknown game \"skat\" (valid: german-tarok, bavarian-tarock, leipzig-taroc,"
                            + " husarln)");
        }


        @Test
        void missingOption() {
            assertThat(problem(r -> rules(r).remove("haferl-stake"))).isEqualTo(
                    "r.json:1: rules.haferl-stake: missing (every option of bavarian-tarock must be written)");
        }

        @Test
        void unknownOption() {
            assertThat(problem(r -> rules(r).put("era", "sansprendre-1839"))).isEqualTo(
                    "r.json:1: rules.era: bavarian-tarock has no such option (valid: table-size, herz-neischaugn,"
                            + " haferl-stake, haferl-shortfall, schneider-limit, schwarz-defenders,"
                            + " bettel-stichzwang, rebid-after-hold)");
        }

        @Test
        void badOptionValue() {
            assertThat(problem(r -> rules(r).put("schneider-limit", 31))).isEqualTo(
                    "r.json:1: rules.schneider-limit: 31 is not a valid value (valid: 29, 30)");
            assertThat(problem(r -> rules(r).put("herz-neischaugn", "false"))).isEqualTo(
                    "r.json:1: rules.herz-neischaugn: \"false\" is not a valid value (valid: true, false)");
        }

        @Test
        void integerOptionsAreWrittenAsIntegers() {
            assertThat(problem(r -> rules(r).put("haferl-stake", new BigDecimal("10.0")))).isEqualTo(
                    "r.json:1: rules.haferl-stake: 10.0 is not a valid value (valid: integer >= 1)");
        }

        @Test
        void integersPastTheIntRangeAreNamedAsWritten() {
            assertThat(problem(r -> rules(r).put("haferl-stake", new java.math.BigInteger("99999999999999999999999"))))
                    .isEqualTo("r.json:1: rules.haferl-stake: 99999999999999999999999 is too large (valid: integer "
                            + "from 1 to 2147483647)");
            assertThat(problem(r -> rules(r).put("haferl-stake", 2147483648L))).isEqualTo(
                    "r.json:1: rules.haferl-stake: 2147483648 is too large (valid: integer from 1 to 2147483647)");
            assertThat(problem(r -> rules(r).put("schneider-limit", new java.math.BigInteger("18446744073709551645"))))
                    .isEqualTo("r.json:1: rules.schneider-limit: 18446744073709551645 is not a valid value (valid: "
                            + "29, 30)");
        }

        @Test
        void invalidCombination() {
            ObjectNode record = (ObjectNode) read(lines(GameId.GERMAN_TAROK).get(0));
            rules(record).put("schreckensteiner", true);
            assertThat(problems("r.json", record.toString())).singleElement().asString()
                    .startsWith("r.json:1: rules: ");
        }

        @Test
        void badPlayerNames() {
            assertThat(problem(r -> ((ArrayNode) r.get("players")).set(1, ""))).isEqualTo(
                    "r.json:1: players[1]: expected a non-empty name, found \"\"");
            assertThat(problem(r -> ((ArrayNode) r.get("players")).set(2, "P1"))).isEqualTo(
                    "r.json:1: players[2]: \"P1\" is already players[0] (names must be distinct)");
            assertThat(problem(r -> ((ArrayNode) r.get("players")).remove(2))).isEqualTo(
                    "r.json:1: players: expected a list of 3 player names, found [\"P1\",\"P2\"]");
        }

        @Test
        void badDealer() {
            assertThat(problem(r -> r.put("dealer", 3))).isEqualTo("r.json:1: dealer: expected 0, 1 or 2, found 3");
            assertThat(problem(r -> r.put("dealer", "P2"))).isEqualTo(
                    "r.json:1: dealer: expected 0, 1 or 2, found \"P2\"");
        }

        /** The golden record of §7.4 example 8: Anna, Ben, Carl play, Dora deals and sits out. */
        private ObjectNode fourAtTheTable() throws IOException {
            return (ObjectNode) read(Files.readString(
                    RecordFiles.resource("golden").resolve("bavarian-tarock/four-at-the-table.json")));
        }

        private String problemAtFour(Consumer<ObjectNode> change) throws IOException {
            ObjectNode record = fourAtTheTable();
            change.accept(record);
            List<String> lines = problems("r.json", record.toString());
            assertThat(lines).hasSize(1);
            return lines.get(0);
        }

        @Test
        void sittingOutWithFourAtTheTable() throws IOException {
            assertThat(problemAtFour(r -> r.remove("sitting_out"))).isEqualTo(
                    "r.json:1: sitting_out: missing (required with table-size 4: the dealer who sits out)");
            assertThat(problemAtFour(r -> r.put("sitting_out", "Ben"))).isEqualTo(
                    "r.json:1: sitting_out: \"Ben\" is also players[1] (the dealer who sits out does not play)");
            assertThat(problemAtFour(r -> r.put("sitting_out", ""))).isEqualTo(
                    "r.json:1: sitting_out: expected the name of the dealer who sits out, found \"\"");
        }

        @Test
        void theDealerIsSeatTwoWithFourAtTheTable() throws IOException {
            assertThat(problemAtFour(r -> r.put("dealer", 1))).isEqualTo(
                    "r.json:1: dealer: with four at the table the dealer is always 2, found 1");
        }

        @Test
        void sittingOutWithThreeAtTheTable() {
            assertThat(problem(r -> r.put("sitting_out", "P4"))).isEqualTo(
                    "r.json:1: sitting_out: must be absent or null with three at the table, found \"P4\"");
            ObjectNode withNull = base();
            withNull.putNull("sitting_out");
            assertThat(problems("r.json", withNull.toString())).isEmpty();
        }
    }

    @Nested
    class DealProblems {
        @Test
        void unknownCard() {
            assertThat(problem(r -> hand(r, 1).set(3, "GX"))).isEqualTo(
                    "r.json:1: deal.hands[1][3]: unknown card \"GX\" (not a card of the 36-card German-suited pack)");
        }

        @Test
        void cardCodesAreCaseSensitive() {
            assertThat(problem(r -> ((ArrayNode) r.get("deal").get("talon")).set(0, "s7"))).isEqualTo(
                    "r.json:1: deal.talon[0]: unknown card \"s7\" (not a card of the 36-card German-suited pack)");
        }

        @Test
        void wrongHandSize() {
            assertThat(problem(r -> hand(r, 2).remove(0))).isEqualTo(
                    "r.json:1: deal.hands[2]: expected 11 cards, found 10");
        }

        @Test
        void duplicatedCard() {
            // seat 0's GU replaced by seat 1's G10: G10 twice, GU missing
            assertThat(problem(r -> hand(r, 0).set(0, "G10"))).isEqualTo(
                    "r.json:1: deal.hands[1]: card G10 is dealt twice");
        }

        @Test
        void missingTalon() {
            assertThat(problem(r -> ((ObjectNode) r.get("deal")).remove("talon"))).isEqualTo(
                    "r.json:1: deal.talon: missing");
        }
    }

    @Nested
    class CarryBeforeProblems {
        @Test
        void wrongKey() {
            assertThat(problem(r -> result(r).putObject("carry_before").put("pot", 0))).isEqualTo(
                    "r.json:1: result.carry_before: the carried state must be exactly {\"haferl\": n} with n an"
                            + " integer >= 0");
        }

        @Test
        void negative() {
            assertThat(problem(r -> result(r).putObject("carry_before").put("haferl", -1))).isEqualTo(
                    "r.json:1: result.carry_before: the carried state must be exactly {\"haferl\": n} with n an"
                            + " integer >= 0");
        }

        @Test
        void notAnObject() {
            assertThat(problem(r -> result(r).put("carry_before", 0))).isEqualTo(
                    "r.json:1: result.carry_before: expected an object such as {\"haferl\":0}, found 0");
        }

        @Test
        void missing() {
            assertThat(problem(r -> result(r).remove("carry_before"))).isEqualTo(
                    "r.json:1: result.carry_before: missing (bavarian-tarock carries a state from hand to hand,"
                            + " such as {\"haferl\":0})");
        }
    }

    @Nested
    class ActionProblems {
        @Test
        void actionNotAString() {
            assertThat(problem(r -> ((ObjectNode) actions(r).get(2)).put("act", 7))).isEqualTo(
                    "r.json:1: actions[2].act: expected an action string, found 7");
        }

        @Test
        void badSeat() {
            assertThat(problem(r -> ((ObjectNode) actions(r).get(2)).put("seat", 3))).isEqualTo(
                    "r.json:1: actions[2].seat: expected 0, 1 or 2, found 3");
        }

        @Test
        void illegalCard() {
            // trick 1: seat 2 leads SA; seat 0 holds S6 and must follow
            assertThat(problem(r -> ((ObjectNode) actions(r).get(6)).put("act", "play HK"))).isEqualTo(
                    "r.json:1: action #6 (seat 0, \"play HK\"): must-follow-suit: you must follow suit: you hold S6");
        }

        @Test
        void notYourTurn() {
            assertThat(problem(r -> ((ObjectNode) actions(r).get(1)).put("seat", 1))).isEqualTo(
                    "r.json:1: action #1 (seat 1, \"pass\"): not-your-turn: it is not your turn: seat 0 is to act");
        }

        @Test
        void unknownAction() {
            assertThat(problem(r -> ((ObjectNode) actions(r).get(1)).put("act", "Pass"))).isEqualTo(
                    "r.json:1: action #1 (seat 0, \"Pass\"): unknown-action: \"Pass\" is not an action of this"
                            + " game: unknown action word \"Pass\"");
        }

        @Test
        void actionsStopBeforeTheEnd() {
            assertThat(problem(r -> actions(r).remove(actions(r).size() - 1))).isEqualTo(
                    "r.json:1: actions: the hand is not over: seat 2 is to act");
        }

        @Test
        void actionsAfterTheEnd() {
            assertThat(problem(r -> actions(r).addObject().put("seat", 0).put("act", "play GU"))).isEqualTo(
                    "r.json:1: action #38 (seat 0, \"play GU\"): hand-over: the hand is over");
        }
    }

    @Nested
    class ResultDifferences {
        @Test
        void changedSettlement() {
            assertThat(problem(r -> ((ArrayNode) result(r).get("settlement")).set(0, 3))).isEqualTo(
                    "r.json:1: result.settlement: expected [2,2,-6], found [3,2,-6]");
        }

        @Test
        void everyDifferenceIsReported() {
            ObjectNode record = base();
            result(record).put("won", true).put("pot", 0).remove("value");
            assertThat(problems("r.json", record.toString())).containsExactly(
                    "r.json:1: result.won: expected false, found true",
                    "r.json:1: result.pot: expected 2, found 0",
                    "r.json:1: result.value: expected 2, found nothing (the field is missing)");
        }

        @Test
        void aMissingOrExtraKeyInsideADefinedObjectIsADifference() {
            assertThat(problem(r -> ((ObjectNode) result(r).get("side_points")).put("total", 120))).isEqualTo(
                    "r.json:1: result.side_points: expected {\"declarer\":25,\"defenders\":95}, found"
                            + " {\"declarer\":25,\"defenders\":95,\"total\":120}");
            assertThat(problem(r -> ((ObjectNode) result(r).get("carry_after")).remove("haferl"))).isEqualTo(
                    "r.json:1: result.carry_after: expected {\"haferl\":2}, found {}");
        }

        @Test
        void aFieldTheGameLeavesOutMustBeAbsent() {
            ObjectNode record = (ObjectNode) read(lines(GameId.LEIPZIG_TAROC).get(0));
            result(record).putNull("declarer");
            assertThat(problems("r.json", record.toString())).containsExactly(
                    "r.json:1: result.declarer: expected no such field (this game leaves it out), found null");
        }

        @Test
        void foundNumbersAreShownAsWritten() {
            assertThat(problem(r -> result(r).put("pot", new BigDecimal("3.0")))).isEqualTo(
                    "r.json:1: result.pot: expected 2, found 3.0");
        }

        @Test
        void booleansAreNotNumbers() {
            assertThat(problem(r -> result(r).put("schwarz", 0))).isEqualTo(
                    "r.json:1: result.schwarz: expected false, found 0");
        }

        @Test
        void listsOtherThanNotesAreOrdered() {
            assertThat(problem(r -> result(r).putArray("card_points").add(25).add(82).add(13))).isEqualTo(
                    "r.json:1: result.card_points: expected [13,82,25], found [25,82,13]");
        }

        @Test
        void notesAreACollection() {
            assertThat(problem(r -> result(r).putArray("notes"))).isEqualTo(
                    "r.json:1: result.notes: expected [\"schneider\"], found []");
            assertThat(problem(r -> result(r).putArray("notes").add("schneider").add("schneider"))).isEqualTo(
                    "r.json:1: result.notes: expected [\"schneider\"], found [\"schneider\",\"schneider\"]");
        }

        @Test
        void numbersCompareByValueAndUnknownTopLevelFieldsAreIgnored() {
            ObjectNode record = base();
            result(record).put("pot", new BigDecimal("2.0")).put("comment", "well played");
            ((ArrayNode) result(record).get("settlement")).set(2, new BigDecimal("-6.00"));
            assertThat(problems("r.json", record.toString())).isEmpty();
        }
    }

    @Nested
    class RecordFileProblems {
        @Test
        void blankLineInAMatch() {
            List<String> match = lines(GameId.BAVARIAN_TAROCK);
            assertThat(problems("m.jsonl", match.get(0) + "\n\n" + match.get(1) + "\n")).containsExactly(
                    "m.jsonl:2: blank line (a match file holds one record on every line)");
        }

        @Test
        void emptyMatchFile() {
            assertThat(problems("m.jsonl", "")).containsExactly(
                    "m.jsonl:1: the file is empty (a match file holds one record per line)");
        }

        @Test
        void unreadableFileCountsAsOneBadRecord() {
            VerifyReport report = Verifier.verify(List.of(dir.resolve("missing.jsonl")));
            assertThat(report.summary()).isEqualTo("1 records, 0 ok, 1 bad");
            assertThat(report.problems()).containsExactly(dir.resolve("missing.jsonl") + ": cannot read the file: no such file");
        }

        @Test
        void otherExtensionsAreNotRecordFiles() {
            assertThat(problems("r.txt", "{}")).containsExactly(
                    "r.txt: not a record file (expected .json for one record or .jsonl for a match)");
        }
    }
}
