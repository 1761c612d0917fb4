package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Names at a table: NFC-normalised, 1 to 32 code points, visible, and distinct after normalisation. */
class SeatNamesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static String table() {
        return server.create(Map.of("game", "bavarian-tarock", "seats", List.of("open", "open", "basic")));
    }

    /** Joins with the name written as raw JSON text (so escapes such as lone surrogates reach the server). */
    private static JsonNode join(String table, int seat, String jsonName, int expected) throws Exception {
        HttpResponse<String> r = server.raw("POST", "/api/tables/" + table + "/seats/" + seat,
                "{\"name\":" + jsonName + "}");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(expected);
        return JSON.readTree(r.body());
    }

    private static String nameOf(String table, int seat) {
        return server.get("/api/tables/" + table).get("seats").get(seat).get("name").asText();
    }

    @Test
    void aNameIsKeptInNormalisationFormC() throws Exception {
        String id = table();
        join(id, 0, "\"Jose\\u0301\"", 201);
        assertThat(nameOf(id, 0)).isEqualTo("Jos\u00e9");
    }

    @Test
    void namesEqualAfterNormalisationAreTaken() throws Exception {
        String id = table();
        join(id, 0, "\"Jos\\u00e9\"", 201);
        assertThat(join(id, 1, "\"Jose\\u0301\"", 409).get("code").asText()).isEqualTo("name-taken");
    }

    @Test
    void aNameIsCountedInCodePointsUpToThirtyTwo() throws Exception {
        String id = table();
        String emoji = "\\ud83c\\udccf";
        assertThat(join(id, 0, "\"" + emoji.repeat(33) + "\"", 400).get("code").asText()).isEqualTo("bad-name");
        join(id, 0, "\"" + emoji.repeat(32) + "\"", 201);
        assertThat(nameOf(id, 0).codePointCount(0, nameOf(id, 0).length())).isEqualTo(32);
    }

    @Test
    void aLoneSurrogateIsABadName() throws Exception {
        String id = table();
        assertThat(join(id, 0, "\"Anna\\ud83c\"", 400).get("code").asText()).isEqualTo("bad-name");
        assertThat(join(id, 0, "\"\\udccfAnna\"", 400).get("code").asText()).isEqualTo("bad-name");
    }

    @Test
    void aNameOfOnlyInvisibleCharactersIsBad() throws Exception {
        String id = table();
        for (String invisible : List.of("\"\\u200b\\u200d\"", "\"\\u3164\"", "\"\\u00a0\\u2003\"", "\"\\u0301\"",
                "\"\"")) {
            assertThat(join(id, 0, invisible, 400).get("code").asText()).as(invisible).isEqualTo("bad-name");
        }
    }

    @Test
    void theTableInfoListsTheSeatBeforeAnyoneHearsItWasTaken() {
        String id = table();
        server.join(id, 0, "Anna");
        try (Probe watcher = server.connect()) {
            watcher.hello(id, null);
            // The last seat starts the match, whose first deal is written before the info used to be renewed.
            var joining = java.util.concurrent.CompletableFuture.runAsync(() -> server.join(id, 1, "Bert"));
            watcher.until(m -> m.path("event").path("kind").asText().equals("seated")
                    && m.path("event").path("seat").asInt() == 1);
            JsonNode info = server.get("/api/tables/" + id);
            assertThat(info.get("seats").get(1).get("player").asText()).isEqualTo("person");
            assertThat(info.get("seats").get(1).get("name").asText()).isEqualTo("Bert");
            joining.join();
        }
    }
}
