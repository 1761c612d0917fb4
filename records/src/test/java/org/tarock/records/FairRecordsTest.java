package org.tarock.records;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.tarock.engine.FairDeal;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;

/**
 * Records with {@code fairness} (record-format.md "Fair deals"): a fair match verifies, and each kind of
 * tampering is found with the field named.
 */
class FairRecordsTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final List<String> SEEDS = List.of("a41f09", "", "7e22c1");
    private static final List<String> SEEDS_AT_FOUR = List.of("a41f09", "", "7e22c1", "Dora's-own-seed!");

    @TempDir
    Path dir;

    private static FairDeal chain(int hands) {
        byte[] top = new byte[32];
        for (int i = 0; i < top.length; i++) {
            top[i] = (byte) (7 * i + hands);
        }
        return FairDeal.of(top, hands);
    }

    private static Game game(GameId id, Map<String, Object> options) {
        return Games.create(Games.ruleBook(id).resolve(options, false));
    }

    private static List<String> fairMatch(Game game, int hands) {
        List<String> seeds = game.tableSize() == 4 ? SEEDS_AT_FOUR : SEEDS;
        return new ArrayList<>(RandomHands.fairMatch(game, chain(hands), seeds, false).stream()
                .map(RecordWriter::toJson).toList());
    }

    private static List<String> bavarian(int tableSize, int hands) {
        return fairMatch(game(GameId.BAVARIAN_TAROCK, Map.of("table-size", tableSize)), hands);
    }

    private VerifyReport verify(String fileName, List<String> lines, boolean matchRules) {
        try {
            Path file = dir.resolve(fileName);
            Files.writeString(file, String.join("\n", lines) + "\n");
            VerifyReport report = Verifier.verify(List.of(file), matchRules);
            return new VerifyReport(report.records(), report.ok(), report.problems().stream()
                    .map(p -> p.substring(dir.toString().length() + 1)).toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private VerifyReport verify(List<String> lines) {
        return verify("m.jsonl", lines, true);
    }

    private static ObjectNode tree(String line) {
        try {
            return (ObjectNode) MAPPER.readTree(line);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String changed(String line, Consumer<ObjectNode> change) {
        ObjectNode record = tree(line);
        change.accept(record);
        return record.toString();
    }

    private static ObjectNode fairness(ObjectNode record) {
        return (ObjectNode) record.get("fairness");
    }

    /** The problems of one record in a .json file. */
    private List<String> problemsOf(String line) {
        return verify("r.json", List.of(line), true).problems();
    }

    @ParameterizedTest
    @EnumSource(GameId.class)
    void aFairMatchAtThreeVerifiesInEveryGame(GameId id) {
        List<String> lines = fairMatch(game(id, Map.of()), 6);
        assertThat(verify(lines).summary()).isEqualTo("6 records, 6 ok, 0 bad");
        assertThat(tree(lines.get(5)).get("fairness").get("hand").intValue()).isEqualTo(6);
    }

    @ParameterizedTest
    @EnumSource(value = GameId.class, names = {"GERMAN_TAROK", "BAVARIAN_TAROCK"})
    void aFairMatchAtFourVerifies(GameId id) {
        List<String> lines = fairMatch(game(id, Map.of("table-size", 4)), 8);
        assertThat(verify(lines).summary()).isEqualTo("8 records, 8 ok, 0 bad");
    }

    @Test
    void anAnnulledLeipzigDealIsAHandOfItsOwnWithTheNextSecret() {
        Game game = game(GameId.LEIPZIG_TAROC, Map.of("annul-few-trumps", true));
        List<HandRecord> match = RandomHands.fairMatch(game, chain(40), SEEDS, true);
        int annulled = 0;
        for (int i = 0; i + 1 < match.size(); i++) {
            if (match.get(i).result().notes().contains("annulled")) {
                annulled++;
                assertThat(match.get(i + 1).players()).isEqualTo(match.get(i).players());
                assertThat(match.get(i + 1).dealer()).isEqualTo(match.get(i).dealer());
                assertThat(match.get(i + 1).fairness().hand()).isEqualTo(match.get(i).fairness().hand() + 1);
            }
        }
        assertThat(annulled).as("annulled deals among 40").isPositive();
        assertThat(verify(match.stream().map(RecordWriter::toJson).toList()).problems()).isEmpty();
    }

    @Test
    void aFairRecordReadsBackWithItsFairness() throws RecordException {
        String line = bavarian(3, 2).get(1);
        HandRecord read = RecordReader.read(line);
        assertThat(read.fairness().hand()).isEqualTo(2);
        assertThat(read.fairness().seats()).containsExactly("Anna", "Ben", "Carl");
        assertThat(RecordWriter.toJson(read)).isEqualTo(line);
    }

    @Test
    void theFairnessObjectHasTheSpecsKeysInOrder() {
        ObjectNode f = fairness(tree(bavarian(3, 1).get(0)));
        assertThat(f.properties()).extracting(Map.Entry::getKey)
                .containsExactly("scheme", "commitment", "hand", "secret", "client_seeds", "seats");
        assertThat(f.get("scheme").textValue()).isEqualTo("tarock-fair/1");
        assertThat(f.get("commitment").textValue()).isEqualTo(chain(1).commitment());
    }

    @Test
    void aMatchFileMayBeginAtAnyHandOfAFairMatch() {
        assertThat(verify(bavarian(3, 5).subList(2, 5)).problems()).isEmpty();
    }

    // ---- one record tampered ------------------------------------------------------------------------

    @Test
    void aTamperedSecretDoesNotChainToTheCommitment() {
        String line = changed(bavarian(3, 3).get(2),
                r -> fairness(r).put("secret", FairDeal.hex(chain(3).secret(2))));
        assertThat(problemsOf(line))
                .containsExactly("r.json:1: fairness.secret: SHA-256 applied 3 times does not give fairness.commitment");
    }

    @Test
    void aTamperedCommitmentIsNotReachedFromTheSecret() {
        String line = changed(bavarian(3, 1).get(0), r -> fairness(r).put("commitment", chain(2).commitment()));
        assertThat(problemsOf(line))
                .containsExactly("r.json:1: fairness.secret: SHA-256 applied 1 time does not give fairness.commitment");
    }

    @Test
    void aTamperedHandNumberDoesNotChainToTheCommitment() {
        String line = changed(bavarian(3, 3).get(1), r -> fairness(r).put("hand", 3));
        assertThat(problemsOf(line))
                .containsExactly("r.json:1: fairness.secret: SHA-256 applied 3 times does not give fairness.commitment");
    }

    @Test
    void aTamperedClientSeedGivesAnotherDeal() {
        String line = changed(bavarian(3, 2).get(1),
                r -> ((ArrayNode) fairness(r).get("client_seeds")).set(1, TextNode.valueOf("mine")));
        assertThat(problemsOf(line)).isNotEmpty().allSatisfy(p -> assertThat(p)
                .matches("r\\.json:1: deal\\.(hands\\[[012]]|talon): not the (deal|talon) of the fair seed .*"));
    }

    @Test
    void aTamperedSeatNameIsNotAPlayer() {
        String line = changed(bavarian(3, 2).get(1),
                r -> ((ArrayNode) fairness(r).get("seats")).set(1, TextNode.valueOf("Bert")));
        assertThat(problemsOf(line)).containsExactly("r.json:1: fairness.seats: [\"Anna\",\"Bert\",\"Carl\"] are not "
                + "the names of the players " + Json.write(tree(line).get("players")));
    }

    @Test
    void swappedCardsAreNotTheDealOfTheFairSeed() {
        String line = changed(bavarian(3, 2).get(1), r -> {
            ArrayNode hands = (ArrayNode) r.get("deal").get("hands");
            var a = hands.get(0).get(0);
            ((ArrayNode) hands.get(0)).set(0, hands.get(2).get(0));
            ((ArrayNode) hands.get(2)).set(0, a);
        });
        assertThat(problemsOf(line)).containsExactly(
                "r.json:1: deal.hands[0]: not the deal of the fair seed (fairness.secret, client_seeds and hand,"
                        + " with the dealer " + tree(line).get("dealer").intValue() + ")",
                "r.json:1: deal.hands[2]: not the deal of the fair seed (fairness.secret, client_seeds and hand,"
                        + " with the dealer " + tree(line).get("dealer").intValue() + ")");
    }

    @Test
    void aReorderedTalonIsNotTheTalonOfTheFairSeed() {
        String line = changed(fairMatch(game(GameId.HUSARLN, Map.of()), 1).get(0), r -> {
            ArrayNode talon = (ArrayNode) r.get("deal").get("talon");
            var first = talon.get(0);
            talon.set(0, talon.get(1));
            talon.set(1, first);
        });
        assertThat(problemsOf(line)).containsExactly(
                "r.json:1: deal.talon: not the talon of the fair seed (fairness.secret, client_seeds and hand)");
    }

    @Test
    void theFirstDealerIsTheSeedsNotTheServers() {
        // the same cards by seat with the players turned one place: a first dealer of the server's choosing
        String line = changed(bavarian(3, 1).get(0), r -> {
            ArrayNode players = (ArrayNode) r.get("players");
            players.insert(0, players.remove(2));
        });
        String dealer = tree(line).get("players").get(tree(line).get("dealer").intValue()).textValue();
        assertThat(problemsOf(line)).singleElement().asString()
                .startsWith("r.json:1: dealer: the first dealer of the fair seed is fairness.seats[")
                .endsWith(", but the record's dealer is \"" + dealer + "\"");
    }

    @Test
    void theFirstDealerAtFourIsTheOneSittingOut() {
        String line = changed(bavarian(4, 1).get(0), r -> {
            String out = r.get("sitting_out").textValue();
            r.put("sitting_out", r.get("players").get(0).textValue());
            ((ArrayNode) r.get("players")).set(0, TextNode.valueOf(out));
        });
        assertThat(problemsOf(line)).singleElement().asString()
                .startsWith("r.json:1: sitting_out: the first dealer of the fair seed is fairness.seats[");
    }

    @Test
    void onlyHandOneIsCheckedForTheFirstDealer() {
        List<String> lines = bavarian(3, 2);
        assertThat(verify("r.jsonl", lines.subList(1, 2), true).problems()).isEmpty();
    }

    // ---- the shape of fairness ----------------------------------------------------------------------

    @Test
    void everyKeyOfFairnessIsRequired() {
        for (String key : Fairness.KEYS) {
            String line = changed(bavarian(3, 1).get(0), r -> fairness(r).remove(key));
            assertThat(problemsOf(line)).containsExactly("r.json:1: fairness." + key + ": missing");
        }
    }

    @Test
    void aKeyOutsideTheSchemeIsRefused() {
        String line = changed(bavarian(3, 1).get(0), r -> fairness(r).put("server_seed", "x"));
        assertThat(problemsOf(line)).singleElement().asString()
                .startsWith("r.json:1: fairness.server_seed: not a key of tarock-fair/1");
    }

    @Test
    void hexIsLowerCaseOfSixtyFourDigits() {
        String upper = changed(bavarian(3, 1).get(0),
                r -> fairness(r).put("secret", fairness(r).get("secret").textValue().toUpperCase()));
        assertThat(problemsOf(upper)).singleElement().asString()
                .startsWith("r.json:1: fairness.secret: expected 64 lower-case hex digits, found");
        String shortCommitment = changed(bavarian(3, 1).get(0),
                r -> fairness(r).put("commitment", fairness(r).get("commitment").textValue().substring(1)));
        assertThat(problemsOf(shortCommitment)).singleElement().asString()
                .startsWith("r.json:1: fairness.commitment: expected 64 lower-case hex digits");
    }

    @Test
    void theHandIsAnIntegerFromOne() {
        for (String bad : List.of("0", "1.5", "\"1\"", "true")) {
            String line = changed(bavarian(3, 1).get(0), r -> fairness(r).set("hand", tree("{\"v\":" + bad + "}").get("v")));
            assertThat(problemsOf(line)).containsExactly(
                    "r.json:1: fairness.hand: expected the deal's number, an integer from 1, found " + bad);
        }
    }

    @Test
    void theSchemeIsTarockFair1() {
        String line = changed(bavarian(3, 1).get(0), r -> fairness(r).put("scheme", "tarock-fair/2"));
        assertThat(problemsOf(line))
                .containsExactly("r.json:1: fairness.scheme: expected \"tarock-fair/1\", found \"tarock-fair/2\"");
    }

    @Test
    void aClientSeedOutsideTheSpecIsRefused() {
        String line = changed(bavarian(3, 1).get(0),
                r -> ((ArrayNode) fairness(r).get("client_seeds")).set(0, TextNode.valueOf("with space")));
        assertThat(problemsOf(line)).singleElement().asString()
                .startsWith("r.json:1: fairness.client_seeds[0]: character 5 of the client seed is U+0020");
    }

    @Test
    void thereIsOneClientSeedAndOneNamePerTableSeat() {
        String line = changed(bavarian(4, 1).get(0), r -> ((ArrayNode) fairness(r).get("client_seeds")).remove(3));
        assertThat(problemsOf(line)).singleElement().asString()
                .startsWith("r.json:1: fairness.client_seeds: expected a list of 4 strings, one per table seat");
        String names = changed(bavarian(3, 1).get(0), r -> ((ArrayNode) fairness(r).get("seats")).add("Dora"));
        assertThat(problemsOf(names)).singleElement().asString()
                .startsWith("r.json:1: fairness.seats: expected a list of 3 strings, one per table seat");
    }

    @Test
    void theReaderRefusesAnUnfairRecord() {
        String line = changed(bavarian(3, 1).get(0), r -> fairness(r).put("commitment", chain(2).commitment()));
        assertThatThrownBy(() -> RecordReader.read(line)).isInstanceOf(RecordException.class)
                .hasMessage("fairness.secret: SHA-256 applied 1 time does not give fairness.commitment");
    }

    // ---- a match file ---------------------------------------------------------------------------------

    /** The record among {@code candidates} that the deal passes to after {@code previous} (three at the table). */
    private static String dealtNextAfter(String previous, List<String> candidates) {
        ObjectNode p = tree(previous);
        String forehand = p.get("players").get((p.get("dealer").intValue() + 1) % 3).textValue();
        return candidates.stream().filter(c -> {
            ObjectNode r = tree(c);
            return r.get("players").get(r.get("dealer").intValue()).textValue().equals(forehand);
        }).findFirst().orElseThrow();
    }

    @Test
    void aMatchHasOneCommitment() {
        // Husarln carries nothing: a hand of another chain dealt by the right dealer follows by the match rules
        Game husarln = game(GameId.HUSARLN, Map.of());
        List<String> lines = fairMatch(husarln, 3);
        List<String> other = new ArrayList<>(RandomHands.fairMatch(husarln, chain(4), SEEDS, false).stream()
                .map(RecordWriter::toJson).toList());
        lines.set(2, dealtNextAfter(lines.get(1), other));
        assertThat(verify(lines).problems()).singleElement().asString()
                .startsWith("m.jsonl:3: fairness.commitment: expected the previous record's \"" + chain(3).commitment());
        assertThat(verify("m.jsonl", lines, false).problems()).isEmpty();
    }

    @Test
    void aMatchKeepsItsClientSeeds() {
        Game husarln = game(GameId.HUSARLN, Map.of());
        List<String> lines = fairMatch(husarln, 3);
        List<String> other = new ArrayList<>(RandomHands.fairMatch(husarln, chain(3), List.of("a41f09", "late",
                "7e22c1"), false).stream().map(RecordWriter::toJson).toList());
        lines.set(2, dealtNextAfter(lines.get(1), other));
        assertThat(verify(lines).problems()).containsExactly("m.jsonl:3: fairness.client_seeds[1]: expected the "
                + "previous record's \"\" (a seat's client seed serves the whole match), found \"late\"");
    }

    @Test
    void aMatchKeepsItsSeats() {
        List<String> lines = bavarian(3, 2);
        lines.set(1, changed(lines.get(1), r -> {
            ArrayNode seats = (ArrayNode) fairness(r).get("seats");
            seats.insert(0, seats.remove(2));
        }));
        assertThat(verify(lines).problems())
                .containsExactly("m.jsonl:2: fairness.seats[0]: expected the previous record's \"Anna\", found \"Carl\"");
    }

    @Test
    void handNumbersFollowOneAnother() {
        // Husarln carries nothing and the deal passes round three seats, so hands 1 and 5, or 5 and 3, follow
        // each other by the match rules: only the hand numbers tell
        List<String> lines = fairMatch(game(GameId.HUSARLN, Map.of()), 5);
        assertThat(verify(List.of(lines.get(0), lines.get(4))).problems())
                .containsExactly("m.jsonl:2: fairness.hand: expected 2 (one more than the previous record's), found 5");
        assertThat(verify(List.of(lines.get(4), lines.get(2))).problems())
                .containsExactly("m.jsonl:2: fairness.hand: expected 6 (one more than the previous record's), found 3");
    }

    @Test
    void everyRecordOfAMatchIsFairOrNone() {
        List<String> lines = bavarian(3, 3);
        lines.set(1, changed(lines.get(1), r -> r.remove("fairness")));
        assertThat(verify(lines).problems()).containsExactly(
                "m.jsonl:2: fairness: missing, but the previous record has it (in a match file every record carries"
                        + " fairness or none does)",
                "m.jsonl:3: fairness: the previous record has none (in a match file every record carries fairness or"
                        + " none does)");
        assertThat(verify("m.jsonl", lines, false).problems()).isEmpty();
    }
}
