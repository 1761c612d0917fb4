package org.tarock.engine.husarln;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tarock.engine.Card;
import org.tarock.engine.Carry;
import org.tarock.engine.Deal;
import org.tarock.engine.HandResult;
import org.tarock.engine.Pack;
import org.tarock.engine.State;

/**
 * The example match of the record format ({@code shared/spec/examples/husarln-match.jsonl}, copied into the test
 * resources): each hand replayed from its deal and actions reproduces its result exactly.
 */
class ExampleMatchTest {

    @Test
    void theMatchHasThreeHands() throws IOException {
        assertThat(lines()).hasSize(3);
    }

    @ParameterizedTest(name = "hand {0}")
    @ValueSource(ints = {0, 1, 2})
    void exampleHandReproducesItsResult(int hand) throws IOException {
        Map<String, Object> record = object(MiniJson.parse(lines().get(hand)));
        HandResult actual = replay(record);
        Map<String, Object> expected = object(record.get("result"));
        assertThat(actual.fields().keySet()).containsExactlyInAnyOrderElementsOf(expected.keySet());
        for (String field : expected.keySet()) {
            Object want = expected.get(field);
            Object got = actual.fields().get(field);
            if (field.equals("notes") || field.equals("bonuses")) {
                assertThat(new HashSet<>((List<?>) got)).as(field).isEqualTo(new HashSet<>((List<?>) want));
            } else {
                assertThat(got).as(field).isEqualTo(want);
            }
        }
        assertThat(actual.absent()).containsExactlyInAnyOrder("carry_before", "carry_after");
    }

    /** Replays one record's actions from its deal with its rules; every action must be accepted. */
    static HandResult replay(Map<String, Object> record) {
        assertThat(record.get("game")).isEqualTo("husarln");
        Husarln game = new Husarln(Husarln.RULE_BOOK.resolve(object(record.get("rules")), true));
        Map<String, Object> deal = object(record.get("deal"));
        List<?> hands = (List<?>) deal.get("hands");
        Deal d = new Deal(List.of(cards(hands.get(0)), cards(hands.get(1)), cards(hands.get(2))), cards(deal.get("talon")));
        State state = game.newHand(d, ((Long) record.get("dealer")).intValue(), Carry.NONE);
        for (Object a : (List<?>) record.get("actions")) {
            Map<String, Object> action = object(a);
            state.apply(((Long) action.get("seat")).intValue(), (String) action.get("act"));
        }
        assertThat(state.isOver()).isTrue();
        return state.result();
    }

    static List<String> lines() throws IOException {
        try (InputStream in = ExampleMatchTest.class.getResourceAsStream("husarln-match.jsonl")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().filter(l -> !l.isBlank()).toList();
        }
    }

    private static List<Card> cards(Object codes) {
        return ((List<?>) codes).stream().map(c -> Pack.TAROT_42.parse((String) c)).toList();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> object(Object o) {
        return (Map<String, Object>) o;
    }
}
