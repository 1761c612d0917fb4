package org.tarock.engine.german;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.Card;
import org.tarock.engine.Carry;
import org.tarock.engine.Deal;
import org.tarock.engine.HandResult;
import org.tarock.engine.Pack;
import org.tarock.engine.State;

/**
 * The example match of the record format ({@code shared/spec/examples/german-tarok-match.jsonl}, copied as a
 * test resource): each hand replayed from its deal and actions reproduces its {@code result} exactly.
 */
class ExampleMatchTest {

    static Stream<String> records() throws IOException {
        try (InputStream in = ExampleMatchTest.class.getResourceAsStream("german-tarok-match.jsonl")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return text.lines().filter(l -> !l.isBlank()).toList().stream();
        }
    }

    @SuppressWarnings("unchecked")
    @ParameterizedTest
    @MethodSource("records")
    void replayReproducesTheResult(String line) {
        Map<String, Object> record = (Map<String, Object>) MiniJson.parse(line);
        assertThat(record.get("game")).isEqualTo("german-tarok");
        Map<String, Object> rules = (Map<String, Object>) record.get("rules");
        GermanTarok game = new GermanTarok(GermanTarok.RULE_BOOK.resolve(rules, true));
        assertThat(normalize(game.rules().values())).isEqualTo(normalize(rules));
        Map<String, Object> dealFields = (Map<String, Object>) record.get("deal");
        List<List<Card>> hands = new ArrayList<>();
        for (Object h : (List<Object>) dealFields.get("hands")) {
            hands.add(cards((List<Object>) h));
        }
        Deal deal = new Deal(hands, cards((List<Object>) dealFields.get("talon")));
        Map<String, Object> expected = (Map<String, Object>) record.get("result");
        Carry before = game.parseCarry((Map<String, Object>) expected.get("carry_before"));
        State state = game.newHand(deal, ((Number) record.get("dealer")).intValue(), before);
        for (Object o : (List<Object>) record.get("actions")) {
            Map<String, Object> a = (Map<String, Object>) o;
            state.apply(((Number) a.get("seat")).intValue(), (String) a.get("act"));
        }
        assertThat(state.isOver()).isTrue();
        HandResult r = state.result();
        for (String field : r.compared()) {
            Object want = normalize(expected.get(field));
            Object got = normalize(r.fields().get(field));
            if (field.equals("notes")) {
                want = new HashSet<>((List<?>) want);
                got = new HashSet<>((List<?>) got);
            }
            assertThat(got).as(field).isEqualTo(want);
        }
        assertThat(new HashSet<>(r.fields().keySet())).isEqualTo(new HashSet<>(expected.keySet()));
    }

    private static List<Card> cards(List<Object> codes) {
        return codes.stream().map(c -> Pack.GERMAN_36.parse((String) c)).toList();
    }

    /** Numbers by value (20 and 20.0 are one amount), everything else as it is. */
    private static Object normalize(Object v) {
        if (v instanceof Number n) {
            return new BigDecimal(n.toString()).stripTrailingZeros();
        }
        if (v instanceof Map<?, ?> m) {
            Map<Object, Object> out = new LinkedHashMap<>();
            m.forEach((k, x) -> out.put(k, normalize(x)));
            return out;
        }
        if (v instanceof List<?> l) {
            return l.stream().map(ExampleMatchTest::normalize).toList();
        }
        return v;
    }
}
