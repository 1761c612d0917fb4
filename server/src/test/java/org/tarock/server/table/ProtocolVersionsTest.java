package org.tarock.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Game;
import org.tarock.server.client.LiveView;
import org.tarock.server.client.ViewReader;

/** Protocol versions 1 and 2 side by side on the same events (docs/protocol.md, "Protocol version 2"). */
class ProtocolVersionsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * A client that does not ask for version 2 hears, byte for byte, what it heard before version 2 existed:
     * the digest of whole matches of every game, for every seat and a watcher, with catch-ups by events and by
     * state, was taken from the server of before (commit 481f475), and again, for the events as the match writes
     * them, from the server of before the typed events (commit f65ec42), fed the same events as maps.
     */
    @Test
    void aVersionOneClientHearsExactlyWhatItHeardBefore() throws Exception {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        for (Game game : Transcripts.games()) {
            int size = Transcripts.tableSize(game);
            Seats seats = Transcripts.seats(size);
            EventLog log = Transcripts.log(game, seats, 200);
            List<Transcripts.Recorder> members = new ArrayList<>();
            for (int p = -1; p < size; p++) {
                Transcripts.Recorder r = new Transcripts.Recorder();
                log.join(r, p);
                members.add(r);
            }
            List<String> late = new ArrayList<>();
            Transcripts.play(game, seats, List.of(log), 11, 3, false, (v, state, hand, seating) -> {
                if (v % 17 == 0) {
                    for (int p = -1; p < size; p++) {
                        for (Long after : new Long[] {v - 3, null}) {
                            Transcripts.Recorder r = new Transcripts.Recorder();
                            log.catchUp(r, p, after, new Reply.Welcome(null, 1, "t", p < 0 ? null : p, null),
                                    Transcripts.summary(game), hand, seating, state);
                            late.addAll(r.messages);
                        }
                    }
                }
            });
            for (Transcripts.Recorder r : members) {
                r.messages.forEach(m -> sha.update((m + "\n").getBytes(StandardCharsets.UTF_8)));
            }
            late.forEach(m -> sha.update((m + "\n").getBytes(StandardCharsets.UTF_8)));
        }
        assertThat(HexFormat.of().formatHex(sha.digest())).isEqualTo("86508eae59d4e5c4f3ae5ee60651f65dbe7ec7491836431f734516a2adc862e9");
    }

    /**
     * The delta of protocol 2, applied to the view a client holds, gives the view protocol 1 sends: after every
     * event of whole matches of every game (a stand-in deciding for an absent player among them), for every seat
     * and a watcher, while clients drop their connection in
     * the middle of hands and come back after missed versions (from the log's events, or from the state when the
     * log no longer has them), or ask to be synced on a connection that stayed.
     */
    @Test
    void aVersionTwoViewRebuiltFromItsDeltasIsTheVersionOneViewAfterEveryEvent() throws Exception {
        Random random = new Random(15);
        int deltas = 0;
        int wholeViews = 0;
        long bytes1 = 0;
        long bytes2 = 0;
        for (Game game : Transcripts.gamesWithEveryCarry()) {
            int size = Transcripts.tableSize(game);
            Seats seats = Transcripts.seats(size);
            EventLog one = Transcripts.log(game, seats, 30);
            EventLog log = Transcripts.log(game, seats, 30);
            List<Follower> reference = new ArrayList<>();
            List<Follower> followers = new ArrayList<>();
            for (int p = -1; p < size; p++) {
                Follower first = new Follower(p);
                one.join(first.peer, p);
                reference.add(first);
                Follower two = new Follower(p);
                log.join(two.peer, p, 2);
                followers.add(two);
            }
            List<Map<Long, JsonNode[]>> seen = new ArrayList<>();
            reference.forEach(r -> seen.add(new java.util.HashMap<>()));
            Transcripts.play(game, seats, List.of(one, log), 23, 4, true, (v, state, hand, seating) -> {
                for (int i = 0; i < reference.size(); i++) {
                    Follower r = reference.get(i);
                    for (JsonNode m : r.take()) {
                        JsonNode view = r.live.accept(m);
                        seen.get(i).put(m.get("v").asLong(), new JsonNode[] {m.get("event"), view.deepCopy()});
                    }
                }
                for (int i = 0; i < followers.size(); i++) {
                    Follower f = followers.get(i);
                    Map<Long, JsonNode[]> expected = seen.get(i);
                    if (f.connected) {
                        f.check(expected, v, game.id().id());
                        // A bot client reads the engine's view back from the view it keeps.
                        JsonNode kept = f.live.view();
                        if (kept != null && !kept.get("seat").isNull()) {
                            assertThat(f.reader(game).read(kept)).as("%s, position %d, version %d", game.id().id(),
                                    f.position, v).isEqualTo(state.view(kept.get("seat").asInt()));
                        }
                        int dice = random.nextInt(40);
                        if (dice == 0) {
                            log.removeMember(f.peer);
                            f.connected = false;
                        } else if (dice == 1) {
                            // sync on the same connection, from a few versions back
                            log.catchUp(f.peer, f.position, Math.max(0, v - random.nextInt(5)),
                                    new Reply.Synced(null, null), Transcripts.summary(game), hand, seating, state);
                            f.check(expected, v, game.id().id());
                        }
                    } else if (random.nextInt(8) == 0) {
                        // a new connection, from the last version it has, or from long ago (or without one)
                        f.reconnect();
                        log.join(f.peer, f.position, 2);
                        Long after = random.nextInt(4) == 0 ? (random.nextBoolean() ? null : Long.valueOf(0)) : Long.valueOf(f.v);
                        log.catchUp(f.peer, f.position, after, new Reply.Welcome(null, 2, "t",
                                f.position < 0 ? null : f.position, null), Transcripts.summary(game), hand, seating,
                                state);
                        f.check(expected, v, game.id().id());
                        f.connected = true;
                    }
                }
            });
            for (int i = 0; i < followers.size(); i++) {
                deltas += followers.get(i).deltas;
                wholeViews += followers.get(i).wholeViews;
                bytes1 += reference.get(i).bytes;
                bytes2 += followers.get(i).bytes;
            }
            assertThat(followers.stream().mapToInt(f -> f.reconnects).sum()).as(game.id().id()).isGreaterThan(2);
        }
        // The test would hold trivially if the server sent whole views only.
        assertThat(deltas).isGreaterThan(10 * wholeViews);
        assertThat(bytes2).isLessThan(bytes1 / 4);
    }

    /** One client of the event log, keeping its view from what it is sent. */
    private static final class Follower {
        final int position;
        Transcripts.Recorder peer = new Transcripts.Recorder();
        final LiveView live = new LiveView();
        private ViewReader reader;
        boolean connected = true;
        long v = 0;
        int read;
        int deltas;
        int wholeViews;
        int reconnects;
        long bytes;

        Follower(int position) {
            this.position = position;
        }

        ViewReader reader(Game game) {
            if (reader == null) {
                reader = new ViewReader(game);
            }
            return reader;
        }

        void reconnect() {
            peer = new Transcripts.Recorder();
            read = 0;
            reconnects++;
        }

        List<JsonNode> take() {
            List<JsonNode> out = new ArrayList<>();
            for (; read < peer.messages.size(); read++) {
                String text = peer.messages.get(read);
                JsonNode m;
                try {
                    m = JSON.readTree(text);
                } catch (java.io.IOException e) {
                    throw new AssertionError("not JSON: " + text, e);
                }
                // The table info of a catch-up's state is the same in both versions: the views are compared.
                bytes += text.length() - (m.has("info") ? m.get("info").toString().length() : 0);
                out.add(m);
            }
            return out;
        }

        /** Reads what came, checking each view against protocol 1's at the same version, up to version {@code now}. */
        void check(Map<Long, JsonNode[]> expected, long now, String game) {
            for (JsonNode m : take()) {
                String type = m.get("type").asText();
                if (type.equals("welcome") || type.equals("synced")) {
                    continue;
                }
                long at = m.get("v").asLong();
                JsonNode view = live.accept(m);
                if (m.has("delta")) {
                    deltas++;
                } else if (m.has("view") && !m.get("view").isNull()) {
                    wholeViews++;
                }
                JsonNode[] wanted = expected.get(at);
                // A coming or going carries no view: a client synced again on its connection holds a later view
                // until the events sent again bring one.
                if (m.has("view") || m.has("delta")) {
                    assertThat(view).as("%s, position %d, version %d: %s", game, position, at, m).isEqualTo(wanted[1]);
                }
                if (type.equals("event")) {
                    assertThat(m.get("event")).as("%s, position %d, version %d", game, position, at)
                            .isEqualTo(wanted[0]);
                }
                v = at;
            }
            assertThat(v).as("%s, position %d", game, position).isEqualTo(now);
        }
    }
}
