package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tarock.bots.Bots;
import org.tarock.server.client.BotClient;
import org.tarock.server.client.LiveView;

/** Every client message type and every error the table protocol names, over a real WebSocket. */
class WebSocketProtocolTest {
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = new TestServer(TestServer.config().withHistorySize(8));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static Map<String, Object> threePeople() {
        return Map.of("game", "bavarian-tarock", "seats", List.of("open", "open", "open"), "hands", 50);
    }

    @Test
    void watcherIsWelcomedWithTheStateAndCannotAct() {
        String id = server.create(Map.of("game", "bavarian-tarock", "seats", List.of("basic", "basic", "basic"),
                "hands", 1));
        try (Probe w = server.connect()) {
            JsonNode welcome = w.hello(id, null);
            assertThat(welcome.get("protocol").asInt()).isEqualTo(1);
            assertThat(welcome.get("role").asText()).isEqualTo("watcher");
            assertThat(welcome.get("seat").isNull()).isTrue();
            assertThat(welcome.get("resume").asText()).isEqualTo("state");
            JsonNode state = w.until("state");
            assertThat(state.get("info").get("id").asText()).isEqualTo(id);
            w.send(Map.of("type", "act", "id", "w1", "act", "pass"));
            assertThat(w.answer("w1").get("code").asText()).isEqualTo("watcher-cannot-act");
        }
    }

    @Test
    void helloMayAskForProtocolTwoAndAVersionTheServerDoesNotSpeakIsRefused() {
        String id = server.create(Map.of("game", "bavarian-tarock", "seats", List.of("basic", "basic", "basic"),
                "hands", 1));
        try (Probe p = server.connect()) {
            p.send(Map.of("type", "hello", "id", "p1", "table", id, "protocol", 3));
            JsonNode refused = p.answer("p1");
            assertThat(refused.get("code").asText()).isEqualTo("unsupported-protocol");
            assertThat(refused.get("message").asText()).contains("1 to 2");
            p.send(Map.of("type", "hello", "id", "p2", "table", id, "protocol", "2"));
            assertThat(p.answer("p2").get("code").asText()).isEqualTo("malformed");
            p.send(Map.of("type", "sync", "id", "p3"));
            assertThat(p.answer("p3").get("code").asText()).as("no hello was taken").isEqualTo("not-attached");
            assertThat(p.hello(id, null, 2).get("protocol").asInt()).isEqualTo(2);
        }
    }

    @Test
    void inProtocolTwoAnAcceptedActIsAnsweredByItsEventAlone() {
        try (HumanTable t = new HumanTable(server, threePeople(), 2)) {
            JsonNode answer = t.playOne((view, legal) -> legal.get(0));
            assertThat(answer.get("type").asText()).isEqualTo("event");
            assertThat(answer.get("event").get("kind").asText()).isEqualTo("action");
            long v = answer.get("v").asLong();
            for (Probe p : t.members()) {
                p.awaitVersion(v);
                assertThat(p.drain(100)).noneMatch(m -> m.path("type").asText().equals("ack"));
                List<JsonNode> at = p.all.stream().filter(m -> m.path("v").asLong() == v).toList();
                assertThat(at).hasSize(1);
                assertThat(at.get(0).has("id")).isEqualTo(at.get(0) == answer);
            }
        }
    }

    /**
     * Three outside bots play a match, two in protocol 2 and one in protocol 1, followed by a watcher in each
     * version: the watcher of protocol 2 rebuilds from its deltas, version for version, the views the other is sent.
     */
    @Test
    void aVersionTwoWatcherRebuildsTheViewsAVersionOneWatcherIsSent() throws Exception {
        String id = server.create(threePeople());
        try (Probe one = server.connect(); Probe two = server.connect()) {
            one.hello(id, null);
            two.hello(id, null, 2);
            try (BotClient a = BotClient.join(server.http, server.uri, id, 0, "a", Bots.create("basic", 1), 2);
                 BotClient b = BotClient.join(server.http, server.uri, id, 1, "b", Bots.create("basic", 2), 1);
                 BotClient c = BotClient.join(server.http, server.uri, id, 2, "c", Bots.create("random", 3), 2)) {
                long end = System.nanoTime() + 60_000_000_000L;
                while (a.acknowledged() + b.acknowledged() + c.acknowledged() < 200 && System.nanoTime() < end) {
                    Probe.sleep(10);
                }
                for (BotClient bot : List.of(a, b, c)) {
                    assertThat(bot.problems()).isEmpty();
                }
                assertThat(a.acknowledged() + b.acknowledged() + c.acknowledged()).isGreaterThanOrEqualTo(200);
            }
            long last = one.v;
            two.awaitVersion(last);
            java.util.Map<Long, JsonNode> sent = new java.util.HashMap<>();
            LiveView mine = new LiveView();
            for (JsonNode m : List.copyOf(one.all)) {
                if (m.path("type").asText().equals("event") && m.has("view")) {
                    sent.put(m.get("v").asLong(), m.get("view"));
                }
            }
            int deltas = 0;
            for (JsonNode m : List.copyOf(two.all)) {
                JsonNode view = mine.accept(m);
                if (m.has("delta")) {
                    deltas++;
                }
                if (m.path("type").asText().equals("event") && (m.has("view") || m.has("delta"))
                        && m.get("v").asLong() <= last) {
                    assertThat(view).as("version %d", m.get("v").asLong()).isEqualTo(sent.get(m.get("v").asLong()));
                }
            }
            assertThat(deltas).isGreaterThan(150);
        }
    }

    @Test
    void helloToAnUnknownTableOrWithABadTokenIsAnErrorAndTheConnectionStays() {
        try (HumanTable t = new HumanTable(server, threePeople()); Probe p = server.connect()) {
            p.send(Map.of("type", "hello", "id", "h1", "table", "nosuchtable"));
            assertThat(p.answer("h1").get("code").asText()).isEqualTo("unknown-table");
            p.send(Map.of("type", "hello", "id", "h2", "table", t.id, "token", "forged-token"));
            assertThat(p.answer("h2").get("code").asText()).isEqualTo("bad-token");
            p.send(Map.of("type", "act", "id", "h3", "act", "pass"));
            assertThat(p.answer("h3").get("code").asText()).isEqualTo("not-attached");
            // A token is good for its own table only.
            try (HumanTable other = new HumanTable(server, threePeople())) {
                p.send(Map.of("type", "hello", "id", "h4", "table", other.id, "token", t.tokens[0]));
                assertThat(p.answer("h4").get("code").asText()).isEqualTo("bad-token");
            }
            p.send(Map.of("type", "ping", "id", "h5"));
            assertThat(p.answer("h5").get("type").asText()).isEqualTo("pong");
        }
    }

    @Test
    void actBeforeHelloIsNotAttached() {
        try (Probe p = server.connect()) {
            p.send(Map.of("type", "act", "id", "a1", "act", "pass"));
            assertThat(p.answer("a1").get("code").asText()).isEqualTo("not-attached");
            p.send(Map.of("type", "sync", "id", "a2"));
            assertThat(p.answer("a2").get("code").asText()).isEqualTo("not-attached");
        }
    }

    @Test
    void aLegalActionIsAcknowledgedAndReachesEveryMemberWithTheSameVersion() {
        try (HumanTable t = new HumanTable(server, threePeople())) {
            JsonNode ack = t.playOne((view, legal) -> legal.get(0));
            assertThat(ack.get("type").asText()).isEqualTo("ack");
            long v = ack.get("v").asLong();
            for (Probe m : t.members()) {
                JsonNode event = m.until(x -> x.path("type").asText().equals("event") && x.path("v").asLong() == v);
                assertThat(event.get("event").get("kind").asText()).isEqualTo("action");
            }
        }
    }

    @Test
    void refusedActionsCarryTheEnginesReasonAndChangeNothing() {
        try (HumanTable t = new HumanTable(server, threePeople())) {
            int actor = waitForActor(t);
            int other = (actor + 1) % 3;
            long before = t.version();
            t.seats[other].send(Map.of("type", "act", "id", "r1", "act", "pass"));
            JsonNode r1 = t.seats[other].answer("r1");
            assertThat(r1.get("type").asText()).isEqualTo("refused");
            assertThat(r1.get("code").asText()).isEqualTo("not-your-turn");
            assertThat(r1.get("message").asText()).isNotBlank();
            assertThat(r1.get("args").get("seat").asInt()).as("the engine seat to act").isEqualTo(actor);
            t.seats[actor].send(Map.of("type", "act", "id", "r2", "act", "bid grand"));
            JsonNode r2 = t.seats[actor].answer("r2");
            assertThat(r2.get("code").asText()).isEqualTo("unknown-action");
            assertThat(r2.get("args").get("problem").asText()).isEqualTo("unknown-contract");
            assertThat(r2.get("args").get("word").asText()).isEqualTo("grand");
            assertThat(r2.get("args").get("valid")).extracting(JsonNode::asText)
                    .containsExactly("stock", "solo", "herzsolo", "bettel");
            t.seats[actor].send(Map.of("type", "act", "id", "r3", "act", "play HA"));
            JsonNode r3 = t.seats[actor].answer("r3");
            assertThat(r3.get("code").asText()).isEqualTo("wrong-phase");
            assertThat(r3.get("args").get("phase").asText()).isEqualTo("auction");
            t.seats[actor].send(Map.of("type", "act", "id", "r4", "act", "pass", "v", before + 5));
            JsonNode stale = t.seats[actor].answer("r4");
            assertThat(stale.get("type").asText()).isEqualTo("error");
            assertThat(stale.get("code").asText()).isEqualTo("stale");
            assertThat(t.seats[actor].drain(100)).noneMatch(m -> m.path("type").asText().equals("event")
                    && m.path("v").asLong() > before);
            assertThat(t.version()).isEqualTo(before);
            // Bid until the cards are played, then a card the player does not hold.
            Random random = new Random(3);
            while (!t.seats[0].view.get("phase").asText().equals("play")) {
                t.playOne((view, legal) -> legal.contains("bid solo") ? "bid solo"
                        : legal.stream().filter(a -> !a.startsWith("bid")).findFirst().orElse(legal.get(0)));
                if (t.watcher.view.get("phase").asText().equals("over")) {
                    return; // thrown in; the other refusals were checked
                }
            }
            int player = waitForActor(t);
            JsonNode view = t.seats[player].view;
            List<String> held = new ArrayList<>();
            view.get("cards").forEach(c -> held.add(c.asText()));
            String notHeld = t.seats[(player + 1) % 3].view.get("cards").get(0).asText();
            assertThat(held).doesNotContain(notHeld);
            t.seats[player].send(Map.of("type", "act", "id", "r5", "act", "play " + notHeld));
            JsonNode r5 = t.seats[player].answer("r5");
            assertThat(r5.get("code").asText()).isEqualTo("card-not-held");
            assertThat(r5.get("args").get("cards")).extracting(JsonNode::asText).containsExactly(notHeld);
            assertThat(random).isNotNull();
        }
    }

    @Test
    void malformedOversizedAndUnknownMessagesAreErrorsAndTheConnectionStays() {
        try (Probe p = server.connect()) {
            p.sendRaw("{not json");
            assertThat(p.next().get("code").asText()).isEqualTo("malformed");
            p.sendRaw("[1,2]");
            assertThat(p.next().get("code").asText()).isEqualTo("malformed");
            p.sendRaw("{\"id\":\"x\"}");
            assertThat(p.next().get("code").asText()).isEqualTo("malformed");
            p.send(Map.of("type", "dance", "id", "m1"));
            assertThat(p.answer("m1").get("code").asText()).isEqualTo("unknown-type");
            p.send(Map.of("type", "hello", "id", "m2", "table", 7));
            assertThat(p.answer("m2").get("code").asText()).isEqualTo("malformed");
            p.send(Map.of("type", "sync", "id", "m3", "after", -2));
            assertThat(p.answer("m3").get("code").asText()).isEqualTo("malformed");
            p.drain(100);
            p.sendRaw("{\"type\":\"ping\",\"pad\":\"" + "x".repeat(5000) + "\"}");
            JsonNode big = p.next();
            assertThat(big.get("code").asText()).isEqualTo("oversized");
            assertThat(big.get("message").asText()).contains("4096");
            p.send(Map.of("type", "ping", "id", "m4"));
            assertThat(p.answer("m4").get("type").asText()).isEqualTo("pong");
        }
    }

    @Test
    void floodingIsRateLimitedAndTheConnectionStays() {
        // one message a second after a burst of five: a slow machine reading the thirty late adds few pongs
        try (TestServer s = new TestServer(TestServer.config().withRateLimit(1, 5)); Probe p = s.connect()) {
            for (int i = 0; i < 30; i++) {
                p.send(Map.of("type", "ping", "id", "f" + i));
            }
            List<JsonNode> got = new ArrayList<>();
            do {
                got.add(p.next());
            } while (!got.getLast().path("code").asText().equals("rate-limited"));
            got.addAll(p.drain(300));
            long pongs = got.stream().filter(m -> m.path("type").asText().equals("pong")).count();
            assertThat(pongs).isBetween(5L, 10L);
            Probe.sleep(1100);
            p.send(Map.of("type", "ping", "id", "after"));
            assertThat(p.answer("after").get("type").asText()).isEqualTo("pong");
        }
    }

    @ParameterizedTest(name = "protocol {0}")
    @ValueSource(ints = {1, 2})
    void aReconnectingSeatGetsExactlyTheEventsItMissed(int protocol) {
        try (HumanTable t = new HumanTable(server, threePeople(), protocol)) {
            t.playOne((view, legal) -> legal.get(0));
            int away = 2;
            long last = t.seats[away].v;
            long before = t.watcher.v;
            t.seats[away].close();
            t.watcher.awaitVersion(before + 1); // the table's "absent" event for the seat that went away
            t.seats[away] = server.connect();
            Probe back = t.seats[away];
            // While seat 2 is away the others go on, up to the point where seat 2 is to act.
            Probe[] present = {t.seats[0], t.seats[1], t.watcher};
            long end = System.nanoTime() + 10_000_000_000L;
            while (System.nanoTime() < end) {
                JsonNode v0 = t.watcher.view;
                if (v0.get("turn").asInt() == away) {
                    break;
                }
                int actor = v0.get("turn").asInt();
                if (actor < 0) {
                    Probe.sleep(5); // between hands
                    continue;
                }
                // The actor's own view at the watcher's version (its message may not have arrived yet).
                present[actor].awaitVersion(t.watcher.v);
                JsonNode mine = present[actor].seen.view();
                if (mine.get("legal").isEmpty()) {
                    continue;
                }
                String act = mine.get("legal").get(0).asText();
                String rid = "x" + System.nanoTime();
                present[actor].send(Map.of("type", "act", "id", rid, "act", act));
                long v = present[actor].answer(rid).get("v").asLong();
                for (Probe p : present) {
                    p.awaitVersion(v);
                }
            }
            long now = t.watcher.v;
            back.send(Map.of("type", "hello", "table", t.id, "token", t.tokens[away], "after", last,
                    "protocol", protocol));
            JsonNode welcome = back.until("welcome");
            assertThat(welcome.get("resume").asText()).isEqualTo("events");
            assertThat(welcome.get("v").asLong()).isEqualTo(now);
            back.awaitVersion(now + 1);
            List<Long> versions = new ArrayList<>();
            for (JsonNode m : back.drain(200)) {
                versions.add(m.get("v").asLong());
            }
            List<Long> expected = new ArrayList<>();
            // The events it missed, then its own "back".
            for (long v = last + 1; v <= now + 1; v++) {
                expected.add(v);
            }
            assertThat(versions).isEqualTo(expected);
            // The returning seat can act on its view (asked for once more from its last version with a view, in
            // case it missed only comings and goings, which carry none).
            back.send(Map.of("type", "sync", "after", last - 1));
            back.awaitVersion(now);
            assertThat(t.playOne((view, legal) -> legal.get(0)).get("type").asText())
                    .isEqualTo(protocol == 1 ? "ack" : "event");
        }
    }

    @Test
    void syncAfterTooMuchWasMissedSendsTheWholeState() {
        try (HumanTable t = new HumanTable(server, threePeople())) {
            for (int i = 0; i < 3 && t.watcher.view.get("phase").asText().equals("auction"); i++) {
                t.playOne((view, legal) -> legal.get(0));
            }
            t.watcher.drain(100);
            t.watcher.send(Map.of("type", "sync", "id", "s1", "after", 0));
            JsonNode synced = t.watcher.answer("s1");
            assertThat(synced.get("type").asText()).isEqualTo("synced");
            assertThat(synced.get("resume").asText()).isEqualTo("state"); // history holds 8 events
            JsonNode state = t.watcher.until("state");
            assertThat(state.get("v").asLong()).isEqualTo(synced.get("v").asLong());
            t.watcher.send(Map.of("type", "sync", "id", "s2", "after", synced.get("v").asLong()));
            JsonNode upToDate = t.watcher.answer("s2");
            assertThat(upToDate.get("resume").asText()).isEqualTo("events");
            assertThat(t.watcher.drain(100)).allMatch(m -> !m.path("type").asText().equals("event"));
        }
    }

    @Test
    void aSyncWhoseEventsWouldOutweighTheStateIsAnsweredWithTheState() {
        try (HumanTable t = new HumanTable(server, threePeople())) {
            long from = t.watcher.v;
            for (int i = 0; i < 6; i++) {
                t.playOne((view, legal) -> legal.get(0));
            }
            t.watcher.awaitVersion(from + 6);
            t.watcher.drain(100);
            // In protocol 1 every event carries a whole view: six of them are longer than the state.
            t.watcher.send(Map.of("type", "sync", "id", "many", "after", from));
            JsonNode many = t.watcher.answer("many");
            assertThat(many.get("resume").asText()).isEqualTo("state");
            assertThat(t.watcher.until("state").get("v").asLong()).isEqualTo(many.get("v").asLong());
            // One event is shorter than the state: it comes as it is.
            t.watcher.send(Map.of("type", "sync", "id", "one", "after", many.get("v").asLong() - 1));
            assertThat(t.watcher.answer("one").get("resume").asText()).isEqualTo("events");
            assertThat(t.watcher.until("event").get("v").asLong()).isEqualTo(many.get("v").asLong());
        }
    }

    @Test
    void catchUpsOverTheirRateAreRefusedAndTheConnectionIsKept() {
        try (HumanTable t = new HumanTable(server, threePeople())) {
            int burst = server.config.capacity().catchUpBurst();
            // five over the burst: on a slow machine the rate may give one or two of them back in the meantime
            for (int i = 0; i < burst + 5; i++) {
                t.watcher.send(Map.of("type", "sync", "id", "s" + i, "after", t.watcher.v));
            }
            List<JsonNode> over = IntStream.range(burst, burst + 5).mapToObj(i -> t.watcher.answer("s" + i)).toList();
            assertThat(over).anyMatch(a -> a.path("type").asText().equals("error")
                    && a.path("code").asText().equals("rate-limited"));
            assertThat(t.watcher.answer("s0").get("type").asText()).isEqualTo("synced");
            // A hello that asks to catch up counts as one too.
            t.watcher.send(Map.of("type", "hello", "id", "h", "table", t.id, "after", 0));
            assertThat(t.watcher.answer("h").get("code").asText()).isEqualTo("rate-limited");
            t.watcher.send(Map.of("type", "ping", "id", "still"));
            assertThat(t.watcher.answer("still").get("type").asText()).isEqualTo("pong");
        }
    }

    @Test
    void aSecondConnectionWithTheSameTokenSupersedesTheFirst() throws Exception {
        try (HumanTable t = new HumanTable(server, threePeople()); Probe second = server.connect()) {
            second.hello(t.id, t.tokens[1]);
            JsonNode gone = t.seats[1].until("error");
            assertThat(gone.get("code").asText()).isEqualTo("superseded");
            assertThat(t.seats[1].client.closed().get(5, java.util.concurrent.TimeUnit.SECONDS)).isEqualTo(4001);
            t.seats[1] = second;
            second.until("state");
            assertThat(t.playOne((view, legal) -> legal.get(0)).get("type").asText()).isEqualTo("ack");
        }
    }

    @Test
    void actingAtAnOpenTableOrAfterTheMatchIsAnError() {
        String id = server.create(Map.of("game", "bavarian-tarock", "seats", List.of("open", "open", "basic")));
        String token = server.join(id, 0, "Anna");
        try (Probe p = server.connect()) {
            p.hello(id, token);
            p.send(Map.of("type", "act", "id", "o1", "act", "pass"));
            assertThat(p.answer("o1").get("code").asText()).isEqualTo("table-not-started");
        }
        try (HumanTable t = new HumanTable(server, Map.of("game", "bavarian-tarock",
                "seats", List.of("open", "open", "open"), "hands", 1))) {
            t.playMatch(new Random(1));
            t.seats[0].send(Map.of("type", "act", "id", "o2", "act", "pass"));
            assertThat(t.seats[0].answer("o2").get("code").asText()).isEqualTo("match-over");
        }
    }

    @Test
    void aHiddenDiscardReachesTheOthersAsTheBareVersion() {
        try (HumanTable t = new HumanTable(server, threePeople())) {
            // The first to speak bids a Stockspiel and the others pass: the declarer takes the stock and discards.
            JsonNode discarded = null;
            while (discarded == null) {
                JsonNode ack = t.playOne((view, legal) -> legal.contains("bid stock") && view.get("history").isEmpty()
                        ? "bid stock" : legal.contains("pass") ? "pass" : legal.get(0));
                if (t.watcher.all.stream().anyMatch(m -> m.path("event").path("act").asText().startsWith("discard"))) {
                    throw new AssertionError("a watcher saw the discard");
                }
                int declarer = t.watcher.view.path("detail").path("declarer").asInt(-1);
                if (declarer >= 0 && t.seats[declarer].all.stream()
                        .anyMatch(m -> m.path("event").path("act").asText().startsWith("discard"))) {
                    discarded = ack;
                }
            }
            long v = discarded.get("v").asLong();
            int declarer = t.watcher.view.get("detail").get("declarer").asInt();
            for (int p = 0; p < 3; p++) {
                JsonNode event = t.seats[p].all.stream().filter(m -> m.path("type").asText().equals("event")
                        && m.path("v").asLong() == v).findFirst().orElseThrow();
                assertThat(event.has("event")).isEqualTo(p == declarer);
                assertThat(event.has("view")).isTrue();
            }
            JsonNode watched = t.watcher.all.stream().filter(m -> m.path("v").asLong() == v).findFirst().orElseThrow();
            assertThat(watched.has("event")).isFalse();
        }
    }

    private static int waitForActor(HumanTable t) {
        long end = System.nanoTime() + 10_000_000_000L;
        while (System.nanoTime() < end) {
            int p = t.toAct();
            if (p >= 0) {
                return p;
            }
            Probe.sleep(1);
        }
        throw new AssertionError("nobody is to act");
    }
}
