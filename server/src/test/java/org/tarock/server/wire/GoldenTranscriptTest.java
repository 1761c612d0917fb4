package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tarock.server.client.LiveView;
import org.tarock.server.client.TableClient;
import org.tarock.server.table.Tokens;

/**
 * Protocol versions 1 and 2 stay byte for byte what they are: one scripted session per version — hello, joins,
 * bids and card play, the hand's and the match's end, an absence and the return, play again and the next table,
 * and the errors a client can make — on a server whose tokens, ids and seeds come from a seeded random source
 * and whose clock stands still, compared with the transcript stored under {@code golden/}. With
 * {@code -Dtarock.golden.record=true} the test writes the transcript instead (into src/test/resources).
 */
class GoldenTranscriptTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long SILENCE_MILLIS = 150;

    @ParameterizedTest(name = "protocol {0}")
    @ValueSource(ints = {1, 2})
    void aScriptedSessionIsAnsweredByteForByteAsTheGoldenTranscript(int protocol) throws Exception {
        String name = "golden/protocol-" + protocol + ".txt";
        String transcript = new Session(protocol).run();
        if (Boolean.getBoolean("tarock.golden.record")) {
            Path file = Path.of("src/test/resources", name);
            Files.createDirectories(file.getParent());
            Files.writeString(file, transcript, StandardCharsets.UTF_8);
            return;
        }
        String golden;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            golden = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertThat(transcript).isEqualTo(golden);
    }

    /** The script: what is sent, in order, and every member's messages, each member's in the order it heard them. */
    private static final class Session {
        private final int protocol;
        private final StringBuilder steps = new StringBuilder();
        private final List<Member> members = new ArrayList<>();
        private TestServer server;
        private Member watcher;
        private int ids;

        Session(int protocol) {
            this.protocol = protocol;
        }

        String run() throws IOException {
            var config = TestServer.config().withHistorySize(500);
            try (TestServer s = new TestServer(config, new TestClock(), new Tokens(new Random(36)))) {
                server = s;
                script();
                // Taken before the server stops: what stopping says is no part of the session.
                StringBuilder out = new StringBuilder(steps);
                for (Member m : members) {
                    out.append("== ").append(m.name).append('\n');
                    m.texts.forEach(t -> out.append(t).append('\n'));
                }
                return out.toString();
            } finally {
                members.forEach(Member::close);
            }
        }

        private void script() throws IOException {
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("game", "bavarian-tarock");
            body.put("seats", List.of("open", "open", "open"));
            body.put("hands", 2);
            body.put("absent", "wait");
            JsonNode created = http("POST", "/api/tables", JSON.writeValueAsString(body));
            String table = created.get("id").asText();
            String creator = created.get("creator_token").asText();
            http("GET", "/api/tables/nosuchtable", null);

            watcher = member("watcher");
            send(watcher, hello("nosuchtable", null, protocol));
            send(watcher, act("pass", null));
            watcher.sendRaw("{not json");
            settle();
            send(watcher, hello(table, null, 3));
            send(watcher, hello(table, null, protocol));
            send(watcher, act("pass", null));

            String[] names = {"Anna", "Ben", "Carl"};
            String[] tokens = new String[3];
            Member[] seats = new Member[3];
            for (int p = 0; p < 3; p++) {
                tokens[p] = http("POST", "/api/tables/" + table + "/seats/" + p,
                        "{\"name\":\"" + names[p] + "\"}").get("token").asText();
                seats[p] = member(names[p]);
                if (p == 0) {
                    send(seats[p], hello(table, "forged-token", protocol));
                }
                send(seats[p], hello(table, tokens[p], protocol));
            }
            http("POST", "/api/tables/" + table + "/seats/0", "{\"name\":\"Dora\"}");

            boolean wrongsMade = false;
            boolean awayAndBack = false;
            int acts = 0;
            int bidIn = -1;
            while (true) {
                int turn = toAct(watcher, seats);
                if (turn < 0) {
                    break;
                }
                JsonNode view = seats[turn].live.view();
                if (!wrongsMade) {
                    send(seats[turn], act("no-such-move", null));
                    send(seats[(turn + 1) % 3], act(view.get("legal").get(0).asText(), null));
                    send(seats[turn], act(view.get("legal").get(0).asText(), 0L));
                    send(seats[turn], ping());
                    wrongsMade = true;
                    continue;
                }
                if (!awayAndBack && watcher.count("hand-over") == 1 && acts % 5 == 0) {
                    int away = (turn + 1) % 3;
                    seats[away].awaitVersion(watcher.v);
                    long seen = seats[away].v;
                    seats[away].close();
                    awaitEvent(watcher, "absent");
                    settle();
                    seats[away] = member(names[away] + " again");
                    Map<String, Object> again = hello(table, tokens[away], protocol);
                    again.put("after", seen);
                    send(seats[away], again);
                    send(seats[away], sync(seen - 2));
                    awayAndBack = true;
                    continue;
                }
                // One bid a hand, so that each hand is played out rather than thrown in.
                JsonNode legal = view.get("legal");
                int hands = watcher.count("hand-over");
                String move = legal.get(0).asText();
                if (move.equals("pass") && legal.size() > 1 && bidIn != hands) {
                    move = legal.get(1).asText();
                    bidIn = hands;
                }
                send(seats[turn], act(move, null));
                acts++;
            }
            http("GET", "/api/tables/" + table, null);
            http("POST", "/api/tables/" + table + "/again", "{\"token\":\"forged\"}");
            JsonNode first = http("POST", "/api/tables/" + table + "/again", "{\"token\":\"" + tokens[1] + "\"}");
            JsonNode second = http("POST", "/api/tables/" + table + "/again", "{\"token\":\"" + tokens[0] + "\"}");
            String next = first.get("table").asText();
            Member there = member("Ben at the next table");
            send(there, hello(next, first.get("token").asText(), protocol));
            Member her = member("Anna at the next table");
            send(her, hello(next, second.get("token").asText(), protocol));
            http("POST", "/api/tables/" + table + "/close", "{\"creator_token\":\"" + creator + "\"}");
        }

        /**
         * The seat whose view at the table's latest version says it is to act, or -1 once the match is over: a
         * seat's copy of the latest event may come after the watcher's.
         */
        private int toAct(Member watcher, Member[] seats) {
            Probe.await(() -> seatToAct(watcher, seats) >= 0 || watcher.heard("match-over"), 10,
                    "a seat to act at version " + watcher.v);
            return seatToAct(watcher, seats);
        }

        private int seatToAct(Member watcher, Member[] seats) {
            JsonNode state = watcher.live.view();
            for (int p = 0; p < seats.length; p++) {
                JsonNode view = seats[p].live.view();
                if (view != null && seats[p].v == watcher.v && !view.get("legal").isEmpty()
                        && view.get("turn").asInt() == view.get("seat").asInt()) {
                    return p;
                }
            }
            assertThat(state).isNotNull();
            return -1;
        }

        private Member member(String name) {
            Member m = new Member(name, server);
            members.add(m);
            return m;
        }

        private Map<String, Object> hello(String table, String token, int version) {
            Map<String, Object> m = request("hello");
            m.put("table", table);
            if (token != null) {
                m.put("token", token);
            }
            if (version != 1) {
                m.put("protocol", version);
            }
            return m;
        }

        private Map<String, Object> act(String move, Long expected) {
            Map<String, Object> m = request("act");
            m.put("act", move);
            if (expected != null) {
                m.put("v", expected);
            }
            return m;
        }

        private Map<String, Object> sync(long after) {
            Map<String, Object> m = request("sync");
            m.put("after", after);
            return m;
        }

        private Map<String, Object> ping() {
            return request("ping");
        }

        private Map<String, Object> request(String type) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("type", type);
            m.put("id", "r" + ++ids);
            return m;
        }

        /**
         * Sends a request, waits for its answer and for every member to have heard all that follows from it: an
         * action taken is heard by the watcher at its version (silence alone could be a slow delivery).
         */
        private void send(Member m, Map<String, Object> message) throws IOException {
            String text = JSON.writeValueAsString(message);
            steps.append(m.name).append(" > ").append(text).append('\n');
            m.sendRaw(text);
            JsonNode answer = m.awaitAnswer(message.get("id").toString());
            String type = answer.path("type").asText();
            if (m != watcher && (type.equals("ack") || type.equals("event")) && answer.has("v")) {
                watcher.awaitVersion(answer.get("v").asLong());
            }
            settle();
        }

        private JsonNode http(String method, String path, String body) throws IOException {
            HttpResponse<String> r = server.raw(method, path, body);
            steps.append(method).append(' ').append(path).append(body == null ? "" : " " + body).append('\n')
                    .append(r.statusCode()).append(' ').append(r.body()).append('\n');
            settle();
            return JSON.readTree(r.body());
        }

        private void awaitEvent(Member m, String kind) {
            Probe.await(() -> m.heard(kind), 30, "a " + kind + " event");
        }

        /** Waits until no member has heard anything for a moment. */
        private void settle() {
            while (true) {
                int before = members.stream().mapToInt(m -> m.texts.size()).sum();
                Probe.sleep(SILENCE_MILLIS);
                if (members.stream().mapToInt(m -> m.texts.size()).sum() == before) {
                    return;
                }
            }
        }
    }

    /** One WebSocket connection of the session, keeping every text it hears and the view they make. */
    private static final class Member {
        final String name;
        final List<String> texts = new CopyOnWriteArrayList<>();
        final Map<String, JsonNode> answered = new java.util.concurrent.ConcurrentHashMap<>();
        final LiveView live = new LiveView();
        private final TableClient client;
        volatile long v = -1;
        private boolean closed;

        Member(String name, TestServer server) {
            this.name = name;
            this.client = TableClient.connectText(server.http, server.uri, this::hear);
        }

        private void hear(String text) {
            texts.add(text);
            try {
                JsonNode m = JSON.readTree(text);
                if (m.has("id")) {
                    answered.put(m.get("id").asText(), m);
                }
                String type = m.path("type").asText();
                if (type.equals("event") || type.equals("state")) {
                    live.accept(m);
                    v = m.get("v").asLong();
                }
            } catch (IOException e) {
                throw new AssertionError("not JSON: " + text, e);
            }
        }

        /** Whether an event of {@code kind} has come. */
        boolean heard(String kind) {
            return count(kind) > 0;
        }

        /** How many events of {@code kind} have come. */
        int count(String kind) {
            return (int) texts.stream().filter(t -> t.contains("\"kind\":\"" + kind + "\"")).count();
        }

        void sendRaw(String text) {
            client.sendRaw(text);
        }

        JsonNode awaitAnswer(String id) {
            Probe.await(() -> answered.containsKey(id), 10, name + ": an answer to " + id);
            return answered.get(id);
        }

        /** Waits until this member has heard the table at version {@code version} or later. */
        void awaitVersion(long version) {
            Probe.await(() -> v >= version, 10, name + ": version " + version);
        }

        void close() {
            if (!closed) {
                closed = true;
                client.close();
            }
        }
    }
}
