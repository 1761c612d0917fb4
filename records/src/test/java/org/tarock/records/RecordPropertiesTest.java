package org.tarock.records;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tarock.engine.Games;
import org.tarock.engine.RuleBook;
import org.tarock.engine.RuleOption;
import org.tarock.engine.Rules;
import org.tarock.engine.RulesException;

/**
 * Random hands of every available game, under random rule options, played with random legal actions: their
 * records verify, read back to the same string, chain into valid matches, and tampering is caught.
 */
class RecordPropertiesTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final int HANDS = 4;

    /** A complete rule set: a random value of every option of an available game; invalid combinations skipped. */
    @Provide
    Arbitrary<Rules> rules() {
        return Arbitraries.of(Games.available()).flatMap(id -> {
            RuleBook book = Games.ruleBook(id);
            List<Arbitrary<Object>> values = book.options().stream().map(RecordPropertiesTest::values).toList();
            return Combinators.combine(values).as(chosen -> {
                Map<String, Object> given = new LinkedHashMap<>();
                for (int i = 0; i < chosen.size(); i++) {
                    given.put(book.options().get(i).name(), chosen.get(i));
                }
                return given;
            }).filter(given -> valid(book, given)).map(given -> book.resolve(given, true));
        });
    }

    private static Arbitrary<Object> values(RuleOption option) {
        return switch (option.kind()) {
            case BOOLEAN -> Arbitraries.of(true, false).map(Object.class::cast);
            case INTEGER -> Arbitraries.integers().between(option.min(), option.min() + 40).map(Object.class::cast);
            case INTEGER_CHOICE -> Arbitraries.of(option.integers()).map(Object.class::cast);
            case CHOICE -> Arbitraries.of(option.choices()).map(Object.class::cast);
        };
    }

    private static boolean valid(RuleBook book, Map<String, Object> given) {
        try {
            book.resolve(given, true);
            return true;
        } catch (RulesException invalidCombination) {
            return false;
        }
    }

    @Property(tries = 60)
    void everyRecordVerifiesAndReadsBackToTheSameString(@ForAll("rules") Rules rules, @ForAll long seed)
            throws RecordException {
        for (HandRecord record : RandomHands.match(Games.create(rules), seed, HANDS)) {
            String json = RecordWriter.toJson(record);
            assertThat(RecordWriter.toJson(RecordReader.read(json))).isEqualTo(json);
        }
    }

    @Property(tries = 60)
    void aMatchVerifies(@ForAll("rules") Rules rules, @ForAll long seed) throws IOException {
        String match = RandomHands.jsonl(RandomHands.match(Games.create(rules), seed, HANDS));

        VerifyReport report = verify(match);

        assertThat(report.problems()).isEmpty();
        assertThat(report.summary()).isEqualTo(HANDS + " records, " + HANDS + " ok, 0 bad");
    }

    @Property(tries = 60)
    void unorderedListsInAnyOrderAndAmountsWithDecimalsStillVerify(@ForAll("rules") Rules rules,
                                                                   @ForAll long seed) throws IOException {
        List<String> lines = lines(rules, seed);
        for (int hand = 0; hand < lines.size(); hand++) {
            ObjectNode record = tree(lines.get(hand));
            ObjectNode result = (ObjectNode) record.get("result");
            reverse(result.get("notes"));
            reverse(result.get("bonuses"));
            if (result.get("declarations") != null) {
                result.get("declarations").forEach(RecordPropertiesTest::reverse);
            }
            ArrayNode settlement = (ArrayNode) result.get("settlement");
            for (int seat = 0; seat < settlement.size(); seat++) {
                settlement.set(seat, settlement.get(seat).decimalValue().setScale(2));
            }
            result.put("pot", result.get("pot").decimalValue().setScale(1));
            lines.set(hand, record.toString());
        }

        assertThat(verify(String.join("\n", lines)).problems()).isEmpty();
    }

    private static void reverse(JsonNode list) {
        if (list instanceof ArrayNode array) {
            List<JsonNode> elements = new ArrayList<>();
            array.forEach(elements::add);
            array.removeAll();
            for (int i = elements.size() - 1; i >= 0; i--) {
                array.add(elements.get(i));
            }
        }
    }

    @Property(tries = 60)
    void aChangedSettlementIsReported(@ForAll("rules") Rules rules, @ForAll long seed) throws IOException {
        List<String> lines = lines(rules, seed);
        int hand = (int) Math.floorMod(seed, (long) HANDS);
        ObjectNode record = tree(lines.get(hand));
        ArrayNode settlement = (ArrayNode) record.get("result").get("settlement");
        settlement.set(0, settlement.get(0).decimalValue().add(BigDecimal.ONE));
        lines.set(hand, record.toString());

        VerifyReport report = verify(String.join("\n", lines));

        assertThat(report.bad()).isEqualTo(1);
        assertThat(report.problems()).singleElement().asString()
                .contains(".jsonl:" + (hand + 1) + ": result.settlement: expected ");
    }

    @Property(tries = 60)
    void aSwappedCardIsReported(@ForAll("rules") Rules rules, @ForAll long seed) throws IOException {
        List<String> lines = lines(rules, seed);
        for (int hand = 0; hand < lines.size(); hand++) {
            ObjectNode record = tree(lines.get(hand));
            if (swapPlayedCards(record)) {
                lines.set(hand, record.toString());
                VerifyReport report = verify(String.join("\n", lines));
                assertThat(report.bad()).isPositive();
                assertThat(report.problems().get(0)).contains(".jsonl:" + (hand + 1) + ": ");
                return;
            }
        }
    }

    /**
     * Swaps the first card seat 0 plays with the first card another seat plays, in the dealt hands. False
     * when no two seats played a card (a thrown-in hand, whose deal no action reveals).
     */
    private static boolean swapPlayedCards(ObjectNode record) {
        String[] firstPlayed = new String[3];
        for (JsonNode action : record.get("actions")) {
            String act = action.get("act").textValue();
            int seat = action.get("seat").intValue();
            if (act.startsWith("play ") && firstPlayed[seat] == null) {
                firstPlayed[seat] = act.substring(5);
            }
        }
        int other = firstPlayed[1] != null ? 1 : 2;
        if (firstPlayed[0] == null || firstPlayed[other] == null) {
            return false;
        }
        ArrayNode hands = (ArrayNode) record.get("deal").get("hands");
        replace((ArrayNode) hands.get(0), firstPlayed[0], firstPlayed[other]);
        replace((ArrayNode) hands.get(other), firstPlayed[other], firstPlayed[0]);
        return true;
    }

    private static void replace(ArrayNode hand, String card, String by) {
        for (int i = 0; i < hand.size(); i++) {
            if (hand.get(i).textValue().equals(card)) {
                hand.set(i, by);
            }
        }
    }

    private static List<String> lines(Rules rules, long seed) {
        return new ArrayList<>(RandomHands.match(Games.create(rules), seed, HANDS).stream()
                .map(RecordWriter::toJson).toList());
    }

    private static ObjectNode tree(String json) throws IOException {
        return (ObjectNode) MAPPER.readTree(json);
    }

    /** Verifies the text as a match file (jqwik properties get no JUnit temporary folder). */
    private static VerifyReport verify(String jsonl) throws IOException {
        Path file = Files.createTempFile("match", ".jsonl");
        try {
            Files.writeString(file, jsonl);
            return Verifier.verify(List.of(file));
        } finally {
            Files.delete(file);
        }
    }
}
