package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.tarock.bots.Bots;
import org.tarock.server.client.BotClient;

/** Outside bots play whole matches through the protocol a browser uses: against server bots, and all alone. */
class ExampleBotTest {

    @Test
    void anOutsideBotPlaysWholeHandsAgainstServerBots() throws Exception {
        try (TestServer s = TestServer.start()) {
            String id = s.create(Map.of("game", "bavarian-tarock", "seats", List.of("open", "basic", "random"),
                    "hands", 3));
            try (BotClient bot = BotClient.join(s.http, s.uri, id, 0, "outsider", Bots.create("basic", 5))) {
                bot.matchOver().get(60, TimeUnit.SECONDS);
                assertThat(bot.problems()).isEmpty();
                assertThat(bot.acknowledged()).isPositive();
            }
            JsonNode info = s.get("/api/tables/" + id);
            assertThat(info.get("seats").get(0).get("player").asText()).isEqualTo("api-bot");
            assertThat(info.get("hands_played").asInt()).isEqualTo(3);
        }
    }

    @Test
    void threeOutsideBotsPlayAMatchOnTheirOwn() throws Exception {
        try (TestServer s = TestServer.start()) {
            String id = s.create(Map.of("game", "bavarian-tarock", "seats", List.of("open", "open", "open"),
                    "hands", 3));
            try (BotClient a = BotClient.join(s.http, s.uri, id, 0, "a", Bots.create("basic", 1));
                 BotClient b = BotClient.join(s.http, s.uri, id, 1, "b", Bots.create("random", 2));
                 BotClient c = BotClient.join(s.http, s.uri, id, 2, "c", Bots.create("basic", 3))) {
                for (BotClient bot : List.of(a, b, c)) {
                    bot.matchOver().get(60, TimeUnit.SECONDS);
                    assertThat(bot.problems()).isEmpty();
                }
            }
            assertThat(s.raw("GET", "/api/tables/" + id + "/match.jsonl", null).body().lines()).hasSize(3);
        }
    }
}
