package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The hand-over event explains the settlement as payment items and shows what was laid away, in every game. */
class HandOverTest {
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = new TestServer(TestServer.config().withHistorySize(1000));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static Stream<Arguments> games() {
        return Stream.of(Arguments.of("bavarian-tarock", Map.of()),
                Arguments.of("bavarian-tarock", Map.of("haferl-shortfall", "defenders-pay")),
                Arguments.of("german-tarok", Map.of()),
                Arguments.of("german-tarok", Map.of("settlement", "poule")),
                Arguments.of("german-tarok", Map.of("settlement", "laustiegel")),
                Arguments.of("german-tarok", Map.of("settlement", "blocks", "schreckensteiner", true)),
                Arguments.of("husarln", Map.of()),
                Arguments.of("leipzig-taroc", Map.of()));
    }

    /** The events of a finished bot table of {@code hands} hands, replayed to a watcher from version 1. */
    private static List<JsonNode> events(String game, Map<String, Object> rules, int hands) {
        String id = server.create(Map.of("game", game, "rules", rules, "seats", List.of("basic", "basic", "basic"),
                "hands", hands));
        long end = System.nanoTime() + 60_000_000_000L;
        while (!server.get("/api/tables/" + id).get("status").asText().equals("finished")) {
            assertThat(System.nanoTime()).as("the bots finish the match").isLessThan(end);
            Probe.sleep(20);
        }
        List<JsonNode> out = new ArrayList<>();
        try (Probe w = server.connect()) {
            w.send(Map.of("type", "hello", "table", id, "after", 0));
            assertThat(w.until("welcome").get("resume").asText()).isEqualTo("events");
            JsonNode e;
            do {
                // a watcher gets a hidden discard as the bare version, without an event
                e = w.until(m -> m.path("type").asText().equals("event") && m.has("event")).get("event");
                out.add(e);
            } while (!e.get("kind").asText().equals("match-over"));
        }
        return out;
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("games")
    void paymentsAddUpToTheSettlementAndThePot(String game, Map<String, Object> rules) {
        List<JsonNode> events = events(game, rules, 3);
        List<JsonNode> over = events.stream().filter(e -> e.get("kind").asText().equals("hand-over")).toList();
        assertThat(over).hasSize(3);
        for (JsonNode h : over) {
            JsonNode result = h.get("result");
            BigDecimal[] sum = {BigDecimal.ZERO, BigDecimal.ZERO, BigDecimal.ZERO};
            BigDecimal pot = BigDecimal.ZERO;
            for (JsonNode p : h.get("payments")) {
                assertThat(p.get("code").asText()).isNotBlank();
                assertThat(p.get("args").isObject()).isTrue();
                for (int s = 0; s < 3; s++) {
                    sum[s] = sum[s].add(p.get("seats").get(s).decimalValue());
                }
                pot = pot.add(p.get("pot").decimalValue());
            }
            for (int s = 0; s < 3; s++) {
                assertThat(sum[s]).as("seat %d of %s", s, h).isEqualByComparingTo(result.get("settlement").get(s).decimalValue());
            }
            assertThat(pot).as("%s", h).isEqualByComparingTo(result.get("pot").decimalValue());
            JsonNode laid = h.get("laid_away");
            if (!laid.isNull()) {
                List<String> hand = new ArrayList<>();
                h.get("deal").get("hands").get(laid.get("seat").asInt()).forEach(c -> hand.add(c.asText()));
                h.get("deal").get("talon").forEach(c -> hand.add(c.asText()));
                laid.get("cards").forEach(c -> assertThat(hand).contains(c.asText()));
            }
        }
        JsonNode matchOver = events.get(events.size() - 1);
        assertThat(matchOver.get("standings")).hasSize(3);
        assertThat(matchOver.get("standings").get(0).get("total").decimalValue())
                .isGreaterThanOrEqualTo(matchOver.get("standings").get(2).get("total").decimalValue());
    }
}
