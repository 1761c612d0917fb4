package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.engine.Game;
import org.tarock.engine.SeatView;
import org.tarock.records.TournamentVerifier;
import org.tarock.server.client.BotClient;

/** An entry left in the middle of a deal by a server killed with SIGKILL goes on after the restart, and counts. */
class TournamentRestartTest {
    private final HttpClient http = HttpClient.newHttpClient();

    /** A basic bot that makes {@code decisions} decisions, then waits until {@code go} opens. */
    private static Bot stoppingAfter(int decisions, CountDownLatch made, CountDownLatch go) {
        Bot basic = Bots.create("basic", 7);
        return new Bot() {
            private int count;

            @Override
            public String kind() {
                return "basic";
            }

            @Override
            public int choose(Game game, SeatView view) {
                if (count++ == decisions) {
                    made.countDown();
                    try {
                        go.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                return basic.choose(game, view);
            }
        };
    }

    @Test
    void anEntryLeftMidDealIsResumedAfterAKillAndItsDealsCount(@TempDir Path dir) throws Exception {
        String id;
        String session;
        CountDownLatch made = new CountDownLatch(1);
        CountDownLatch go = new CountDownLatch(1);
        try (ServerProcess first = ServerProcess.start(dir.resolve("data"), Duration.ZERO)) {
            Visitor anna = new Visitor(URI.create(first.url())).signUp("Anna", "anna's long password");
            session = anna.session;
            id = anna.post("/api/tournaments", Map.of("game", "husarln", "deals", 2, "bots", "basic"))
                    .body().get("id").asText();
            JsonNode entry = anna.post("/api/tournaments/" + id + "/entries", Map.of()).body();
            BotClient player = BotClient.resume(http, URI.create(first.url()), entry.get("table").asText(),
                    entry.get("token").asText(), stoppingAfter(3, made, go));
            assertThat(made.await(30, TimeUnit.SECONDS)).isTrue();
            Thread.sleep(200);
            first.kill();
            go.countDown();
            player.close();
        }
        try (ServerProcess second = ServerProcess.start(dir.resolve("data"), Duration.ZERO)) {
            Visitor anna = new Visitor(URI.create(second.url()));
            anna.session = session;
            JsonNode me = anna.get("/api/tournaments/" + id + "/entries/me").body();
            JsonNode table = anna.get("/api/tables/" + me.get("table").asText()).body();
            // a short first deal (a contract lost at its first trick) may end before the entrant's fourth decision
            assertThat(table.get("hands_played").asInt()).as("killed before the last deal was over").isLessThan(2);
            assertThat(table.get("status").asText()).isEqualTo("playing");
            try (BotClient player = BotClient.resume(http, URI.create(second.url()), me.get("table").asText(),
                    me.get("token").asText(), Bots.create("basic", 7))) {
                player.matchOver().get(60, TimeUnit.SECONDS);
                assertThat(player.problems()).isEmpty();
            }
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            JsonNode t = anna.get("/api/tournaments/" + id).body();
            while (t.get("standings").findValues("deals_played").stream().anyMatch(n -> n.asInt() < 2)) {
                assertThat(System.nanoTime()).isLessThan(end);
                Thread.sleep(50);
                t = anna.get("/api/tournaments/" + id).body();
            }
            assertThat(anna.post("/api/tournaments/" + id + "/close", Map.of()).status()).isEqualTo(200);
            Path records = Files.writeString(dir.resolve("records.jsonl"),
                    anna.get("/api/tournaments/" + id + "/records.jsonl").response().body());
            Path standings = Files.writeString(dir.resolve("tournament.json"),
                    anna.get("/api/tournaments/" + id).body().toString());
            List<String> problems = new ArrayList<>();
            assertThat(TournamentVerifier.verify(records, standings, problems::add).summary())
                    .isEqualTo("4 records, 4 ok, 0 bad; standings ok");
            assertThat(problems).isEmpty();
        }
    }
}
