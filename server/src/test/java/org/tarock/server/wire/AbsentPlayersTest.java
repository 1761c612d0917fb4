package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.records.RecordReader;
import org.tarock.records.Verifier;
import org.tarock.records.VerifyReport;
import org.tarock.server.table.Presence;

/**
 * Absent players (docs/protocol.md, "Absent players"): a player without a connection is marked absent, a
 * stand-in bot plays for him after the table's delay while someone is at the table, and he gets the seat back
 * when he returns; a table may wait instead, and may have a turn timer.
 */
class AbsentPlayersTest {
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static Map<String, Object> table(Object absent, Integer turnSeconds, int hands, List<String> seats) {
        Map<String, Object> body = new HashMap<>(Map.of("game", "bavarian-tarock", "hands", hands, "seats", seats));
        if (absent != null) {
            body.put("absent", absent);
        }
        if (turnSeconds != null) {
            body.put("turn_seconds", turnSeconds);
        }
        return body;
    }

    private static boolean event(JsonNode m, String kind, int seat) {
        return m.path("event").path("kind").asText().equals(kind) && m.path("event").path("seat").asInt() == seat;
    }

    private static List<JsonNode> events(Probe p, String kind) {
        synchronized (p.all) {
            return p.all.stream().filter(m -> m.path("event").path("kind").asText().equals(kind)).toList();
        }
    }

    /** Lets the connected probes play their turns (first legal action) until {@code done}, for at most 30 s. */
    private static void playUntil(List<Probe> players, BooleanSupplier done) {
        Map<Probe, Long> actedOn = new HashMap<>();
        long end = System.nanoTime() + 30_000_000_000L;
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("not done within 30 s");
            }
            for (Probe p : players) {
                Probe.Seen s = p.seen;
                JsonNode view = s.view();
                if (view != null && !view.get("seat").isNull() && view.get("turn").asInt() == view.get("seat").asInt()
                        && !view.get("legal").isEmpty() && s.v() > actedOn.getOrDefault(p, -1L)) {
                    actedOn.put(p, s.v());
                    p.send(Map.of("type", "act", "v", s.v(), "act", view.get("legal").get(0).asText()));
                }
            }
            Probe.sleep(2);
        }
    }

    private static JsonNode seatInfo(String id, int seat) {
        return server.get("/api/tables/" + id).get("seats").get(seat);
    }

    @Test
    void aPlayerWhoLeavesIsAbsentAStandInPlaysForHimAndHeGetsTheSeatBack() {
        try (HumanTable t = new HumanTable(server, table(Map.of("stand_in", "basic", "after", 0), null, 3,
                List.of("open", "open", "open")))) {
            t.seats[0].close();
            t.watcher.until(m -> event(m, "absent", 0));
            assertThat(seatInfo(t.id, 0).get("absent").asBoolean()).isTrue();
            List<Probe> present = List.of(t.seats[1], t.seats[2]);
            playUntil(present, () -> events(t.watcher, "action").stream()
                    .anyMatch(m -> m.path("event").path("stand_in").asText().equals("basic")
                            && m.path("event").path("seat").asInt() == 0));
            assertThat(seatInfo(t.id, 0).get("stand_in").asText()).isEqualTo("basic");

            try (Probe back = server.connect()) {
                back.hello(t.id, t.tokens[0]);
                JsonNode backEvent = t.watcher.until(m -> event(m, "back", 0));
                long since = backEvent.get("v").asLong();
                assertThat(seatInfo(t.id, 0).get("absent").asBoolean()).isFalse();
                List<Probe> everyone = new ArrayList<>(present);
                everyone.add(back);
                // Anna decides again: play until she has made two decisions herself.
                playUntil(everyone, () -> events(t.watcher, "action").stream()
                        .filter(m -> m.get("v").asLong() > since && m.path("event").path("seat").asInt() == 0)
                        .count() >= 2 || t.watcher.matchOver);
                assertThat(events(t.watcher, "action")).filteredOn(m -> m.get("v").asLong() > since)
                        .allMatch(m -> !m.path("event").has("stand_in"));
            }
        }
    }

    @Test
    void aConnectionThatComesBackWithinAMomentIsNoAbsence() {
        String id = server.create(table("wait", null, 1, List.of("open", "basic", "basic")));
        String token = server.join(id, 0, "Anna");
        try (Probe anna = server.connect(); Probe watcher = server.connect()) {
            anna.hello(id, token);
            watcher.hello(id, null);
            watcher.until("state");
            // A client flipping between its seat and watching, as fast as it may.
            for (int i = 0; i < 40; i++) {
                anna.hello(id, null);
                anna.hello(id, token);
            }
            Probe.sleep((Presence.DEBOUNCE_SECONDS + 1) * 1000);
            assertThat(events(watcher, "absent")).isEmpty();
            assertThat(events(watcher, "back")).isEmpty();
            assertThat(seatInfo(id, 0).get("absent").asBoolean()).isFalse();
        }
    }

    @Test
    void anAbsenceIsAnnouncedOnceItHasLastedAMomentAndEachOneMakesTheNextMomentLonger() {
        String id = server.create(table("wait", null, 1, List.of("open", "basic", "basic")));
        String token = server.join(id, 0, "Anna");
        try (Probe watcher = server.connect()) {
            watcher.hello(id, null);
            Probe anna = server.connect();
            anna.hello(id, token);
            long gone = System.nanoTime();
            anna.close();
            watcher.until(m -> event(m, "absent", 0));
            assertThat(System.nanoTime() - gone).as("announced only after the moment")
                    .isGreaterThanOrEqualTo(Presence.DEBOUNCE_SECONDS * 1_000_000_000L - 100_000_000L);
            try (Probe again = server.connect()) {
                again.hello(id, token);
                watcher.until(m -> event(m, "back", 0));
            }
            // The second absence within the minutes counted must last twice as long to be announced.
            Probe.sleep((Presence.DEBOUNCE_SECONDS + 1) * 1000);
            assertThat(events(watcher, "absent")).hasSize(1);
            watcher.until(m -> event(m, "absent", 0));
            assertThat(events(watcher, "absent")).hasSize(2);
        }
    }

    @Test
    void aTableEveryoneHasLeftWaitsForThemInsteadOfFinishingAmongBots() {
        String id = server.create(table(Map.of("stand_in", "basic", "after", 0), null, 2,
                List.of("open", "basic", "basic")));
        String token = server.join(id, 0, "Anna");
        try (Probe anna = server.connect(); Probe watcher = server.connect()) {
            anna.hello(id, token);
            watcher.hello(id, null);
            anna.close();
            watcher.until(m -> event(m, "absent", 0));
            long v;
            long later = server.get("/api/tables/" + id).get("v").asLong();
            do {
                v = later;
                Probe.sleep(700);
                later = server.get("/api/tables/" + id).get("v").asLong();
            } while (later != v);
            JsonNode info = server.get("/api/tables/" + id);
            assertThat(info.get("status").asText()).isEqualTo("playing");
            assertThat(info.get("seats").get(0).get("stand_in").asText()).isEqualTo("basic");
        }
    }

    @Test
    void aTableThatWaitsLetsNoStandInPlay() {
        try (HumanTable t = new HumanTable(server, table("wait", null, 1, List.of("open", "open", "open")))) {
            t.seats[0].close();
            t.watcher.until(m -> event(m, "absent", 0));
            List<Probe> present = List.of(t.seats[1], t.seats[2]);
            // Play the others' turns until it is Anna's and nobody moves for a while.
            long[] last = {-1};
            long[] stable = {System.nanoTime()};
            playUntil(present, () -> {
                if (t.watcher.v != last[0]) {
                    last[0] = t.watcher.v;
                    stable[0] = System.nanoTime();
                }
                return System.nanoTime() - stable[0] > 1_500_000_000L;
            });
            assertThat(t.watcher.view.get("turn").asInt()).isEqualTo(0);
            assertThat(events(t.watcher, "action")).noneMatch(m -> m.path("event").has("stand_in"));
            JsonNode info = server.get("/api/tables/" + t.id);
            assertThat(info.get("absent").asText()).isEqualTo("wait");
            assertThat(info.get("seats").get(0).get("stand_in").isNull()).isTrue();
        }
    }

    @Test
    void whenTheTurnTimerRunsOutTheStandInMakesThatOneDecision() {
        String id = server.create(table("wait", 1, 1, List.of("open", "basic", "basic")));
        String token = server.join(id, 0, "Anna");
        try (Probe anna = server.connect()) {
            anna.hello(id, token);
            JsonNode timed = anna.until(m -> m.path("event").path("stand_in").asText().equals("basic"));
            assertThat(timed.get("event").get("seat").asInt()).isEqualTo(0);
            assertThat(seatInfo(id, 0).get("absent").asBoolean()).isFalse();
            assertThat(server.get("/api/tables/" + id).get("turn_seconds").asInt()).isEqualTo(1);
        }
    }

    @Test
    void theRecordListsTheDecisionsStandInsMade(@TempDir Path dir) throws Exception {
        try (HumanTable t = new HumanTable(server, table(Map.of("stand_in", "random", "after", 0), null, 1,
                List.of("open", "open", "open")))) {
            t.seats[0].close();
            t.watcher.until(m -> event(m, "absent", 0));
            playUntil(List.of(t.seats[1], t.seats[2]), () -> t.watcher.matchOver);
            String text = server.raw("GET", "/api/tables/" + t.id + "/hands/0", null).body();
            JsonNode record = new com.fasterxml.jackson.databind.ObjectMapper().readTree(text);
            List<Integer> madeByStandIns = new ArrayList<>();
            record.get("stand_ins").forEach(s -> {
                assertThat(s.get("bot").asText()).isEqualTo("random");
                madeByStandIns.add(s.get("action").asInt());
            });
            assertThat(madeByStandIns).isNotEmpty();
            List<Integer> annasDecisions = new ArrayList<>();
            for (int i = 0; i < record.get("actions").size(); i++) {
                if (record.get("actions").get(i).get("seat").asInt() == 0) {
                    annasDecisions.add(i);
                }
            }
            assertThat(madeByStandIns).isEqualTo(annasDecisions);
            assertThat(RecordReader.read(text).players()).containsExactly("Anna", "Ben", "Carl");
            Path file = dir.resolve("hand.json");
            Files.writeString(file, text);
            VerifyReport report = Verifier.verify(List.of(file));
            assertThat(report.problems()).isEmpty();
        }
    }

    @Test
    void absenceIsPartOfTheStoredTableAndARestartResumesAtTheSameVersion() throws Exception {
        Config config = TestServer.config();
        String id;
        long last;
        String records;
        try (TestServer first = new TestServer(config);
             HumanTable t = new HumanTable(first, table(Map.of("stand_in", "basic", "after", 2), null, 3,
                     List.of("open", "open", "open")))) {
            id = t.id;
            t.seats[0].close();
            t.watcher.until(m -> event(m, "absent", 0));
            playUntil(List.of(t.seats[1], t.seats[2]), () -> events(t.watcher, "hand").size() >= 2);
            // Ben and Carl leave in the second hand, one after the other (closed together, either absence may
            // come first): their absences come after the snapshot of the first.
            t.seats[1].close();
            t.watcher.until(m -> event(m, "absent", 1));
            t.seats[2].close();
            long absent = t.watcher.until(m -> event(m, "absent", 2)).get("v").asLong();
            // the table's info is renewed a moment after the event
            Probe.await(() -> first.get("/api/tables/" + id).get("v").asLong() >= absent, 10,
                    "the table's info at version " + absent);
            last = first.get("/api/tables/" + id).get("v").asLong();
            records = first.raw("GET", "/api/tables/" + id + "/match.jsonl", null).body();
        }
        try (TestServer again = new TestServer(config)) {
            JsonNode info = again.get("/api/tables/" + id);
            assertThat(info.get("v").asLong()).isEqualTo(last);
            assertThat(info.get("seats").findValues("absent").stream().allMatch(JsonNode::asBoolean)).isTrue();
            assertThat(again.raw("GET", "/api/tables/" + id + "/match.jsonl", null).body()).isEqualTo(records);
            try (Probe watcher = again.connect()) {
                watcher.send(Map.of("type", "hello", "table", id, "after", last - 1));
                assertThat(watcher.until("welcome").get("resume").asText()).isEqualTo("events");
                JsonNode lastEvent = watcher.next();
                assertThat(event(lastEvent, "absent", 2)).as(lastEvent.toString()).isTrue();
            }
        }
    }
}
