package org.tarock.server.wire;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;
import org.tarock.server.client.TableClient;

/**
 * A table whose every seat is played by the test through its own WebSocket, plus a watcher: the test decides
 * each action, so it can steer a hand and inspect what each member received.
 */
final class HumanTable implements AutoCloseable {
    static final List<String> NAMES = List.of("Anna", "Ben", "Carl", "Dora");
    private static final AtomicInteger IDS = new AtomicInteger();

    final String id;
    final String[] tokens;
    final Probe[] seats;
    final Probe watcher;

    HumanTable(TestServer s, Map<String, Object> body) {
        this(s.http, s.uri, body);
    }

    HumanTable(HttpClient http, URI uri, Map<String, Object> body) {
        this(http, uri, created(http, uri, body), List.of(), 1);
    }

    /** A new table whose every member speaks protocol version {@code protocol}. */
    HumanTable(TestServer s, Map<String, Object> body, int protocol) {
        this(s.http, s.uri, created(s.http, s.uri, body), List.of(), protocol);
    }

    /** A new table whose seat {@code p} joins with client seed {@code clientSeeds.get(p)} (none when null or missing). */
    HumanTable(TestServer s, Map<String, Object> body, List<String> clientSeeds) {
        this(s.http, s.uri, created(s.http, s.uri, body), clientSeeds, 1);
    }

    /** Joins every seat of the table {@code created} (its info) with the client seeds given. */
    HumanTable(HttpClient http, URI uri, JsonNode created, List<String> clientSeeds) {
        this(http, uri, created, clientSeeds, 1);
    }

    /** As {@link #HumanTable(HttpClient, URI, JsonNode, List)}, every member speaking protocol {@code protocol}. */
    HumanTable(HttpClient http, URI uri, JsonNode created, List<String> clientSeeds, int protocol) {
        id = created.get("id").asText();
        int size = created.get("seats").size();
        tokens = new String[size];
        seats = new Probe[size];
        watcher = new Probe(http, uri);
        watcher.hello(id, null, protocol);
        for (int p = 0; p < size; p++) {
            Map<String, Object> join = new java.util.HashMap<>(Map.of("name", NAMES.get(p)));
            if (p < clientSeeds.size() && clientSeeds.get(p) != null) {
                join.put("client_seed", clientSeeds.get(p));
            }
            JsonNode joined = TableClient.post(http, uri, "/api/tables/" + id + "/seats/" + p, join);
            tokens[p] = joined.get("token").asText();
            seats[p] = new Probe(http, uri);
            seats[p].hello(id, tokens[p], protocol);
        }
    }

    private static JsonNode created(HttpClient http, URI uri, Map<String, Object> body) {
        JsonNode created = TableClient.post(http, uri, "/api/tables", body);
        if (!created.has("id")) {
            throw new AssertionError("table not created: " + created);
        }
        return created;
    }

    /** A table whose seats are already connected ({@code seats}); a new watcher joins them. */
    HumanTable(HttpClient http, URI uri, String id, String[] tokens, Probe[] seats) {
        this.id = id;
        this.tokens = tokens;
        this.seats = seats;
        this.watcher = new Probe(http, uri);
        watcher.hello(id, null);
        watcher.until("state");
    }

    /** Every connection of the table: the seats, then the watcher. */
    List<Probe> members() {
        List<Probe> out = new ArrayList<>(List.of(seats));
        out.add(watcher);
        return out;
    }

    long version() {
        long max = -1;
        for (Probe p : members()) {
            max = Math.max(max, p.v);
        }
        return max;
    }

    /** The seat (table position) whose latest view says it is to act at the latest version, or -1. */
    int toAct() {
        Turn t = turn();
        return t == null ? -1 : t.position;
    }

    /** A seat to act with the view that says so, read together so that a newer message cannot slip between. */
    private record Turn(int position, Probe.Seen seen) {
    }

    private Turn turn() {
        long v = version();
        for (int p = 0; p < seats.length; p++) {
            Probe.Seen s = seats[p].seen;
            JsonNode view = s.view();
            if (s.v() == v && view != null && !view.get("seat").isNull()
                    && view.get("turn").asInt() == view.get("seat").asInt() && !view.get("legal").isEmpty()) {
                return new Turn(p, s);
            }
        }
        return null;
    }

    /**
     * Plays one action chosen by {@code choose} (given the seat's view, the legal action strings) and waits
     * until every member has seen it. Returns the answer (ack, refused or error), or null once the match is over.
     */
    JsonNode playOne(BiFunction<JsonNode, List<String>, String> choose) {
        long end = System.nanoTime() + 10_000_000_000L;
        Turn turn;
        while ((turn = turn()) == null) {
            if (watcher.matchOver) {
                return null;
            }
            if (System.nanoTime() > end) {
                throw new AssertionError("nobody is to act at version " + version());
            }
            Probe.sleep(1);
        }
        Probe seat = seats[turn.position];
        JsonNode view = turn.seen.view();
        List<String> legal = new ArrayList<>();
        view.get("legal").forEach(a -> legal.add(a.asText()));
        String rid = "t" + IDS.incrementAndGet();
        seat.send(Map.of("type", "act", "id", rid, "v", turn.seen.v(), "act", choose.apply(view, legal)));
        JsonNode answer = seat.answer(rid);
        if (accepted(answer)) {
            long v = answer.get("v").asLong();
            for (Probe m : members()) {
                m.awaitVersion(v);
            }
        }
        return answer;
    }

    /** Whether the answer to an act accepts it: an {@code ack}, or in protocol 2 the act's event itself. */
    static boolean accepted(JsonNode answer) {
        String type = answer.path("type").asText();
        return type.equals("ack") || type.equals("event");
    }

    /** Random legal play, preferring a bid now and then so that contracts are played rather than thrown in. */
    static BiFunction<JsonNode, List<String>, String> randomPlay(Random random) {
        return (view, legal) -> {
            List<String> bids = legal.stream().filter(a -> a.startsWith("bid ")).toList();
            if (!bids.isEmpty() && random.nextBoolean()) {
                return bids.get(random.nextInt(bids.size()));
            }
            return legal.get(random.nextInt(legal.size()));
        };
    }

    /** Plays until the match is over. */
    void playMatch(Random random) {
        BiFunction<JsonNode, List<String>, String> choose = randomPlay(random);
        JsonNode a;
        while ((a = playOne(choose)) != null) {
            if (!accepted(a)) {
                throw new AssertionError("a legal action was not acknowledged: " + a);
            }
        }
    }

    @Override
    public void close() {
        for (Probe p : members()) {
            p.close();
        }
    }
}
