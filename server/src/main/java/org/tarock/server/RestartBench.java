package org.tarock.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.tarock.server.client.TableClient;

/**
 * How long a restart takes (a tool, not a unit test): it builds a store with many finished hands and tables
 * in play by letting server-bot tables play, stops the server mid-hand, and times the start of a new server on
 * that store, until it listens with every table resumed.
 *
 * <p>Run it as {@code tarock bench --server --restart [--hands 10000] [--in-play 100] [--db URL]}.
 */
public final class RestartBench {
    private static final int HANDS_PER_FINISHED_TABLE = 100;

    /**
     * What a run measured.
     *
     * @param finishedHands hands stored with their records when the server was stopped
     * @param inPlay        tables in play then
     * @param seconds       the restart's wall time
     */
    public record Figures(long finishedHands, int inPlay, double seconds) {
        public String line() {
            return String.format(Locale.ROOT, "server restart: %d finished hands stored, %d tables in play: "
                    + "%.2f s", finishedHands, inPlay, seconds);
        }
    }

    private RestartBench() {
    }

    /**
     * Builds a store with at least {@code hands} finished hands and {@code inPlay} tables in play (the embedded
     * database in a new directory, or the PostgreSQL database {@code dbUrl}, which should be empty), then times
     * a restart. The tables play {@code game} (a record id).
     */
    public static Figures run(int hands, int inPlay, String game, String dbUrl, Consumer<String> progress)
            throws IOException, InterruptedException {
        Path data = Files.createTempDirectory("tarock-restart");
        Config config = Config.defaults(0, data).withMaxTables(Integer.MAX_VALUE).withLimits(Config.Limits.LIFTED);
        if (dbUrl != null) {
            config = config.withDbUrl(dbUrl);
        }
        int finishedTables = (hands + HANDS_PER_FINISHED_TABLE - 1) / HANDS_PER_FINISHED_TABLE;
        long stored;
        try (TableServer server = TableServer.start(config)) {
            HttpClient http = HttpClient.newHttpClient();
            URI uri = URI.create(server.url());
            List<String> finishing = new ArrayList<>();
            for (int t = 0; t < finishedTables; t++) {
                finishing.add(create(http, uri, game, HANDS_PER_FINISHED_TABLE));
            }
            for (int t = 0; t < inPlay; t++) {
                create(http, uri, game, TableSpec.MAX_HANDS);
            }
            progress.accept(String.format(Locale.ROOT, "building the store: %d tables of %d hands, %d tables in play",
                    finishedTables, HANDS_PER_FINISHED_TABLE, inPlay));
            long last = -1;
            while (true) {
                JsonNode tables = TableClient.get(http, uri, "/api/tables").get("tables");
                long done = 0;
                long finished = 0;
                for (JsonNode t : tables) {
                    done += t.get("hands_played").asLong();
                    if (t.get("status").asText().equals("finished") && finishing.contains(t.get("id").asText())) {
                        finished++;
                    }
                }
                if (finished == finishedTables) {
                    stored = done;
                    break;
                }
                if (done / 1000 != last / 1000) {
                    progress.accept(done + " hands finished");
                }
                last = done;
                Thread.sleep(500);
            }
        }
        long start = System.nanoTime();
        try (TableServer again = TableServer.start(config)) {
            double seconds = (System.nanoTime() - start) / 1e9;
            return new Figures(stored, inPlay, seconds);
        }
    }

    private static String create(HttpClient http, URI uri, String game, int hands) {
        return TableClient.post(http, uri, "/api/tables", Map.of("game", game,
                "seats", List.of("random", "random", "random"), "hands", hands)).get("id").asText();
    }
}
