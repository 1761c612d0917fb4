package org.tarock.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SmokeTest {
    @Test
    void botOnlyTablePlaysItsMatch() throws Exception {
        try (TestServer s = TestServer.start()) {
            String id = s.create(Map.of("game", "bavarian-tarock", "seats", List.of("basic", "random", "basic"),
                    "hands", 3));
            JsonNode info = null;
            for (int i = 0; i < 100; i++) {
                info = s.get("/api/tables/" + id);
                if (info.get("status").asText().equals("finished")) {
                    break;
                }
                Thread.sleep(100);
            }
            System.out.println(info);
            assertThat(info.get("status").asText()).isEqualTo("finished");
            System.out.println(s.raw("GET", "/api/tables/" + id + "/match.jsonl", null).body());
        }
    }
}
