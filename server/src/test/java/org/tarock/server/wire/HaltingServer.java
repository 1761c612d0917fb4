package org.tarock.server.wire;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.tarock.server.client.TableClient;

/**
 * A table server in a JVM of its own that halts itself, as {@code kill -9} would, the instant its {@code n}-th
 * acknowledgement reaches a client in the same process: no shutdown hook runs, nothing is flushed or closed. It
 * prints every table it made ({@code TABLE id token}) and every acknowledged action ({@code ACK table hand index
 * v act}) before the halt, for the test to look for in the store it leaves.
 *
 * <p>Arguments: the data directory, a JDBC URL or {@code -} for the embedded database, the acknowledgement to
 * halt at, the number of tables played at once, the seed of the players' choices; optionally the server bots'
 * card delay and the players' mean time to act in milliseconds (0: at once), and the acknowledgement at which
 * to copy the embedded database's file as it is then to {@link #OLDER} (what a recovery that goes back to an
 * earlier version of the file would leave).
 */
final class HaltingServer {
    /** The exit status of the halt, to tell it from a crash of another kind. */
    static final int HALTED = 77;
    /** The copy of the embedded database's file made at the chosen acknowledgement. */
    static final String OLDER = "tarock.mv.db.older";

    private static final PrintStream OUT = new PrintStream(System.out, false, StandardCharsets.UTF_8);
    private static final AtomicInteger ACKS = new AtomicInteger();
    private static int copyAt;
    private static Path dataDir;

    private HaltingServer() {
    }

    public static void main(String[] args) throws Exception {
        long pace = args.length > 5 ? Long.parseLong(args[5]) : 0;
        copyAt = args.length > 6 ? Integer.parseInt(args[6]) : -1;
        dataDir = Path.of(args[0]);
        Config config = Config.defaults(0, Path.of(args[0])).withBotDelay(Duration.ofMillis(pace))
                .withRateLimit(100_000, 100_000).withLimits(Config.Limits.LIFTED);
        if (!args[1].equals("-")) {
            config = config.withDbUrl(args[1]);
        }
        int haltAt = Integer.parseInt(args[2]);
        int tables = Integer.parseInt(args[3]);
        Random seeds = new Random(Long.parseLong(args[4]));
        TableServer server = TableServer.start(config);
        URI uri = URI.create("http://localhost:" + server.port() + "/");
        HttpClient http = HttpClient.newHttpClient();
        List<Player> players = new ArrayList<>();
        for (int t = 0; t < tables; t++) {
            JsonNode created = TableClient.post(http, uri, "/api/tables", Map.of("game", "bavarian-tarock",
                    "seats", List.of("open", "basic", "basic"), "hands", 50));
            String id = created.get("id").asText();
            String token = TableClient.post(http, uri, "/api/tables/" + id + "/seats/0", Map.of("name", "Anna"))
                    .get("token").asText();
            synchronized (OUT) {
                OUT.println("TABLE " + id + " " + token);
                OUT.flush();
            }
            players.add(new Player(id, token, haltAt, new Random(seeds.nextLong()), pace));
        }
        for (Player p : players) {
            p.connect(http, uri);
        }
        Thread.sleep(120_000);
        OUT.println("NOT HALTED");
        OUT.flush();
        Runtime.getRuntime().halt(1);
    }

    /** One person's seat, playing random legal actions as soon as it is to act, one at a time. */
    private static final class Player {
        private final String table;
        private final String token;
        private final int haltAt;
        private final Random random;
        private final long pace;
        private TableClient client;
        /** The action in flight: its request id, hand, index in the hand and words; null when none is. */
        private String[] pending;
        private int requests;

        Player(String table, String token, int haltAt, Random random, long pace) {
            this.pace = pace;
            this.table = table;
            this.token = token;
            this.haltAt = haltAt;
            this.random = random;
        }

        void connect(HttpClient http, URI uri) {
            client = TableClient.connect(http, uri, this::receive);
            client.send(Map.of("type", "hello", "table", table, "token", token));
        }

        private synchronized void receive(JsonNode m) {
            switch (m.path("type").asText()) {
                case "welcome" -> { }
                case "ack" -> acknowledged(m);
                case "state", "event" -> {
                    JsonNode view = m.get("view");
                    if (pending == null && view != null && !view.get("seat").isNull()
                            && view.get("turn").asInt() == view.get("seat").asInt() && !view.get("legal").isEmpty()) {
                        act(m.get("v").asLong(), view);
                    }
                }
                default -> {
                    // a refusal or error: the table moved on meanwhile; the next event brings the turn again
                    pending = null;
                }
            }
        }

        private void act(long v, JsonNode view) {
            JsonNode legal = view.get("legal");
            String act = legal.get(random.nextInt(legal.size())).asText();
            String id = table + "-" + ++requests;
            pending = new String[] {id, view.get("hand").asText(), Integer.toString(view.get("history").size()), act};
            if (pace == 0) {
                client.send(Map.of("type", "act", "id", id, "v", v, "act", act));
            } else {
                Thread.ofVirtual().start(() -> {
                    try {
                        Thread.sleep(random.nextLong(2 * pace));
                    } catch (InterruptedException e) {
                        return;
                    }
                    client.send(Map.of("type", "act", "id", id, "v", v, "act", act));
                });
            }
        }

        private void acknowledged(JsonNode ack) {
            if (pending == null || !ack.path("id").asText().equals(pending[0])) {
                return;
            }
            synchronized (OUT) {
                OUT.println("ACK " + table + " " + pending[1] + " " + pending[2] + " " + ack.get("v").asLong() + " "
                        + pending[3]);
                OUT.flush();
            }
            pending = null;
            int acks = ACKS.incrementAndGet();
            if (acks == copyAt) {
                try {
                    java.nio.file.Files.copy(dataDir.resolve("tarock.mv.db"), dataDir.resolve(OLDER));
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
            if (acks >= haltAt) {
                Runtime.getRuntime().halt(HALTED);
            }
        }
    }
}
