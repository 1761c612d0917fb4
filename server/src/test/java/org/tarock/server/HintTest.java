package org.tarock.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The {@code hint} message: the expert's search of a player's own card decision, refused for anything else. */
class HintTest {
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = new TestServer(TestServer.config());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void aPlayerToPlayACardGetsTheExpertsCardAndAValueForEachLegalCard() {
        Map<String, Object> spec = Map.of("game", "bavarian-tarock", "seats", List.of("open", "open", "open"), "hands", 50);
        try (HumanTable t = new HumanTable(server, spec)) {
            Random random = new Random(3);
            int seat;
            JsonNode view;
            while (true) {
                seat = t.toAct();
                view = seat < 0 ? null : t.seats[seat].view;
                if (view != null && view.get("phase").asText().equals("play")) {
                    break;
                }
                if (view != null && view.get("phase").asText().equals("auction")) {
                    t.seats[seat].send(Map.of("type", "hint", "id", "early"));
                    assertThat(t.seats[seat].answer("early").get("code").asText()).isEqualTo("no-hint");
                }
                t.playOne(HumanTable.randomPlay(random));
            }
            List<String> legal = new ArrayList<>();
            view.get("legal").forEach(a -> legal.add(a.asText()));
            int other = (seat + 1) % 3;
            t.seats[other].send(Map.of("type", "hint", "id", "not-mine"));
            assertThat(t.seats[other].answer("not-mine").get("code").asText()).isEqualTo("no-hint");
            t.watcher.send(Map.of("type", "hint", "id", "watching"));
            assertThat(t.watcher.answer("watching").get("code").asText()).isEqualTo("no-hint");

            t.seats[seat].send(Map.of("type", "hint", "id", "mine"));
            JsonNode hint = t.seats[seat].answer("mine");
            assertThat(hint.get("type").asText()).isEqualTo("hint");
            assertThat(hint.get("v").asLong()).isEqualTo(t.version());
            assertThat(legal).contains(hint.get("best").asText());
            List<String> cards = new ArrayList<>();
            hint.get("cards").forEach(c -> cards.add(c.get("act").asText()));
            assertThat(cards).containsExactlyInAnyOrderElementsOf(legal).startsWith(hint.get("best").asText());
            assertThat(hint.get("cards")).allSatisfy(c -> assertThat(c.get("value").asDouble()).isBetween(0.0, 120.0));
            assertThat(hint.get("deals").asInt()).isPositive();
        }
    }
}
