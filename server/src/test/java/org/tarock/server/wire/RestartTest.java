package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.server.client.TableClient;

/**
 * A server killed with SIGKILL in the middle of hands resumes every table exactly where it was: the same
 * version, the same view for every seat, the same finished records, and play goes on.
 */
class RestartTest {
    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void aServerKilledMidHandResumesEveryTableExactly(@TempDir Path dir) throws Exception {
        String tableId;
        String botTable;
        String[] tokens;
        long version;
        JsonNode[] views = new JsonNode[3];
        try (ServerProcess first = ServerProcess.start(dir, Duration.ofMillis(20))) {
            TestServerRemote remote = new TestServerRemote(first.url());
            botTable = remote.create(Map.of("game", "bavarian-tarock", "seats", List.of("basic", "basic", "random"),
                    "hands", 1000));
            HumanTable t = remote.humanTable(Map.of("game", "bavarian-tarock",
                    "seats", List.of("open", "open", "open"), "hands", 5));
            tableId = t.id;
            tokens = t.tokens;
            Random random = new Random(42);
            // Play into the second hand, then stop mid-hand.
            while (t.watcher.view.get("hand").asInt() < 1 || t.watcher.view.get("history").size() < 4) {
                t.playOne(HumanTable.randomPlay(random));
            }
            version = t.version();
            for (int p = 0; p < 3; p++) {
                views[p] = t.seats[p].view;
            }
            Thread.sleep(300); // the bot table plays on meanwhile
            first.kill();
            t.close();
        }
        try (ServerProcess second = ServerProcess.start(dir, Duration.ofMillis(20))) {
            TestServerRemote remote = new TestServerRemote(second.url());
            JsonNode info = remote.get("/api/tables/" + tableId);
            assertThat(info.get("v").asLong()).isEqualTo(version);
            assertThat(info.get("hands_played").asInt()).isEqualTo(1);
            Probe[] seats = new Probe[3];
            for (int p = 0; p < 3; p++) {
                seats[p] = new Probe(http, URI.create(second.url()));
                seats[p].hello(tableId, tokens[p]);
                JsonNode state = seats[p].until("state");
                // Each seat that came back before this one added its "back" event.
                assertThat(state.get("v").asLong()).isEqualTo(version + p);
                assertThat(state.get("view")).isEqualTo(views[p]);
            }
            // A seat that knew the latest version (after the three "back" events) is told it missed nothing.
            Probe again = new Probe(http, URI.create(second.url()));
            again.send(Map.of("type", "hello", "table", tableId, "token", tokens[0], "after", version + 3));
            JsonNode welcome = again.until("welcome");
            assertThat(welcome.get("resume").asText()).isEqualTo("events");
            assertThat(again.drain(200)).noneMatch(m -> m.path("type").asText().equals("event"));
            seats[0].until("error"); // superseded by the new connection
            seats[0] = again;
            // The restored history serves the last event again: its view is the one the seat had.
            again.send(Map.of("type", "sync", "after", version - 1));
            JsonNode last = again.until("event");
            assertThat(last.get("v").asLong()).isEqualTo(version);
            assertThat(last.get("view")).isEqualTo(views[0]);
            // The bot table goes on by itself, its earlier records unchanged.
            JsonNode bots = remote.get("/api/tables/" + botTable);
            long botVersion = bots.get("v").asLong();
            String before = remote.raw("/api/tables/" + botTable + "/match.jsonl");
            Probe.await(() -> remote.get("/api/tables/" + botTable).get("v").asLong() > botVersion, 10,
                    "the bot table past version " + botVersion);
            assertThat(remote.raw("/api/tables/" + botTable + "/match.jsonl")).startsWith(before);
            // And the people's table plays on to the end of the match.
            HumanTable resumed = remote.attach(tableId, tokens, seats);
            resumed.playMatch(new Random(7));
            List<String> records = remote.raw("/api/tables/" + tableId + "/match.jsonl").lines().toList();
            assertThat(records).hasSize(5);
            resumed.close();
        }
    }

    /** The requests of {@link TestServer}, against a server in another process. */
    private final class TestServerRemote {
        private final URI uri;

        TestServerRemote(String url) {
            this.uri = URI.create(url);
        }

        JsonNode get(String path) {
            return TableClient.get(http, uri, path);
        }

        String raw(String path) throws Exception {
            return http.send(java.net.http.HttpRequest.newBuilder(uri.resolve(path)).build(),
                    java.net.http.HttpResponse.BodyHandlers.ofString()).body();
        }

        String create(Map<String, ?> body) {
            return TableClient.post(http, uri, "/api/tables", body).get("id").asText();
        }

        HumanTable humanTable(Map<String, Object> body) {
            return new HumanTable(http, uri, body);
        }

        HumanTable attach(String id, String[] tokens, Probe[] seats) {
            return new HumanTable(http, uri, id, tokens, seats);
        }
    }
}
