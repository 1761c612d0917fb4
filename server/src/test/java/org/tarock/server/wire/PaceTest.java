package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tarock.server.client.TableClient;

/**
 * The human pace of server bots, measured from the arrival times of the events over a real WebSocket at the
 * default delay (0.8 s before a card): at a table a person plays at, and at a bot table a watcher follows; a bot
 * table nobody follows plays at full speed.
 */
class PaceTest {
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = new TestServer(TestServer.config(Config.DEFAULT_BOT_DELAY));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** A message and when it arrived. */
    private record Arrival(long nanos, JsonNode message) {
    }

    /** A connection that stamps every message with its arrival time. */
    private static final class Stamped implements AutoCloseable {
        final BlockingQueue<Arrival> inbox = new LinkedBlockingQueue<>();
        final List<Arrival> events = Collections.synchronizedList(new ArrayList<>());
        final TableClient client;

        Stamped() {
            client = TableClient.connect(server.http, server.uri, m -> {
                Arrival a = new Arrival(System.nanoTime(), m);
                if (m.path("type").asText().equals("event")) {
                    events.add(a);
                }
                inbox.add(a);
            });
        }

        JsonNode next() throws InterruptedException {
            Arrival a = inbox.poll(20, TimeUnit.SECONDS);
            assertThat(a).as("a message within 20 s").isNotNull();
            return a.message();
        }

        @Override
        public void close() {
            client.close();
        }
    }

    /** The gaps, in milliseconds, between each bot's card and the event before it. */
    private static List<Double> gapsBeforeBotCards(List<Arrival> events, int personEngineSeat) {
        List<Double> gaps = new ArrayList<>();
        for (int i = 1; i < events.size(); i++) {
            JsonNode e = events.get(i).message().path("event");
            if (e.path("kind").asText().equals("action") && e.path("act").asText().startsWith("play ")
                    && e.path("seat").asInt() != personEngineSeat) {
                gaps.add((events.get(i).nanos() - events.get(i - 1).nanos()) / 1e6);
            }
        }
        return gaps;
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }

    @Test
    void botsAtATableWithAPersonWaitBeforeEachCard() throws Exception {
        String id = server.create(Map.of("game", "bavarian-tarock", "seats", List.of("open", "basic", "basic"),
                "hands", 1));
        String token = server.join(id, 0, "Anna");
        try (Stamped anna = new Stamped()) {
            anna.client.send(Map.of("type", "hello", "table", id, "token", token));
            boolean over = false;
            while (!over) {
                JsonNode m = anna.next();
                JsonNode view = m.path("view");
                if (m.path("event").path("kind").asText().equals("match-over")) {
                    over = true;
                } else if (view.isObject() && !view.path("seat").isNull()
                        && view.path("turn").asInt() == view.path("seat").asInt() && !view.path("legal").isEmpty()) {
                    List<String> legal = new ArrayList<>();
                    view.get("legal").forEach(a -> legal.add(a.asText()));
                    // Anna bids, so that the hand is played and not thrown in, and otherwise plays at once.
                    String act = legal.stream().filter(a -> a.startsWith("bid ")).findFirst().orElse(legal.get(0));
                    anna.client.send(Map.of("type", "act", "v", m.get("v").asLong(), "act", act));
                }
            }
            // Anna's engine seat, as her views name it (with three at the table it is her table seat)
            int annaSeat = anna.events.get(0).message().get("view").get("seat").asInt();
            List<Double> gaps = gapsBeforeBotCards(anna.events, annaSeat);
            // 22 of the 33 cards when all are played; fewer when a Bettel is lost before the last trick (§6.4)
            int botCards = 0;
            for (JsonNode a : server.get("/api/tables/" + id + "/hands/0").get("actions")) {
                botCards += a.get("act").asText().startsWith("play ") && a.get("seat").asInt() != annaSeat ? 1 : 0;
            }
            assertThat(botCards).as("cards the bots played, by the hand's record").isPositive();
            assertThat(gaps).as("a gap before each of the bots' cards").hasSize(botCards);
            assertThat(median(gaps)).as("median gap before a bot's card, ms: %s", gaps).isGreaterThanOrEqualTo(500);
            assertThat(Collections.min(gaps)).as("shortest gap before a bot's card, ms: %s", gaps)
                    .isGreaterThanOrEqualTo(300);
        }
    }

    @Test
    void aWatchedBotTableKeepsThePaceAndAnUnwatchedOnePlaysAtFullSpeed() throws Exception {
        Map<String, Object> bots = Map.of("game", "bavarian-tarock", "seats", List.of("basic", "basic", "basic"),
                "hands", 1);
        long started = System.nanoTime();
        String unwatched = server.create(bots);
        while (!server.get("/api/tables/" + unwatched).get("status").asText().equals("finished")) {
            Probe.sleep(5);
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        assertThat(seconds).as("33 cards at 0.8 s, and 1.5 s more before 10 tricks, would take 41 s; unwatched, "
                + "the hand took %.2f s", seconds).isLessThan(20);
        String watched = server.create(Map.of("game", "bavarian-tarock", "seats",
                List.of("basic", "basic", "basic"), "hands", 5));
        try (Stamped w = new Stamped()) {
            w.client.send(Map.of("type", "hello", "table", watched));
            long end = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            while (gapsBeforeBotCards(List.copyOf(w.events), -1).size() < 8 && System.nanoTime() < end) {
                w.next();
            }
            List<Double> gaps = gapsBeforeBotCards(List.copyOf(w.events), -1);
            assertThat(gaps).hasSizeGreaterThanOrEqualTo(8);
            assertThat(median(gaps)).as("median gap, ms: %s", gaps).isGreaterThanOrEqualTo(500);
            assertThat(Collections.min(gaps)).as("shortest gap, ms: %s", gaps).isGreaterThanOrEqualTo(300);
        }
    }
}
