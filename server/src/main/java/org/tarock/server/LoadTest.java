package org.tarock.server;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.tarock.bots.Bots;
import org.tarock.server.client.BotClient;
import org.tarock.server.client.TableClient;

/**
 * The load test (a tool, not a unit test): many bot-only tables at once, every seat a client-side {@code basic}
 * bot on its own WebSocket over loopback, acting as soon as it is its turn, against a server on the embedded
 * database. After a warm-up it measures for a while and reports actions per second and the 50th and 99th
 * percentile of the action round trip (from sending {@code act} to receiving its {@code ack}, which includes
 * the database write).
 *
 * <p>Run it as {@code tarock bench --server [--tables 200] [--seconds 60] [--warmup 10] [--game G]}.
 */
public final class LoadTest {

    /**
     * What a run measured.
     *
     * @param tables   tables played at once
     * @param seconds  length of the measured part
     * @param actions  actions acknowledged while measuring
     * @param p50ms    median action round trip in milliseconds
     * @param p99ms    99th percentile of the round trip in milliseconds
     * @param maxMs    the longest round trip
     * @param problems refusals and errors the bots received (0 in a good run)
     */
    public record Figures(int tables, double seconds, int actions, double p50ms, double p99ms, double maxMs,
                          long problems) {
        public double actionsPerSecond() {
            return actions / seconds;
        }

        /** The line to print. */
        public String line() {
            return String.format(Locale.ROOT, "server %d tables: %.0f actions/s, round trip p50 %.1f ms, "
                    + "p99 %.1f ms, max %.1f ms; refusals and errors: %d", tables, actionsPerSecond(), p50ms, p99ms,
                    maxMs, problems);
        }
    }

    private final Object lock = new Object();
    private long[] samples = new long[1 << 16];
    private int count;
    private volatile boolean measuring;

    private LoadTest() {
    }

    /**
     * Runs {@code tables} bot-only tables of {@code game} for {@code warmup} seconds, then measures for
     * {@code seconds}; {@code progress} hears what is happening.
     */
    public static Figures run(int tables, int warmup, int seconds, String game,
                              Consumer<String> progress) throws IOException, InterruptedException {
        return new LoadTest().measure(tables, warmup, seconds, game, progress);
    }

    private Figures measure(int tables, int warmup, int seconds, String game,
                            Consumer<String> progress) throws IOException, InterruptedException {
        Path data = Files.createTempDirectory("tarock-load");
        Config config = Config.defaults(0, data).withMaxTables(tables + 10);
        try (TableServer server = TableServer.start(config)) {
            HttpClient http = HttpClient.newHttpClient();
            URI uri = URI.create(server.url());
            List<BotClient> clients = new ArrayList<>();
            for (int t = 0; t < tables; t++) {
                var created = TableClient.post(http, uri, "/api/tables", Map.of("game", game,
                        "seats", List.of("open", "open", "open"), "hands", TableSpec.MAX_HANDS));
                if (!created.has("id")) {
                    throw new IOException("the server did not create a table: " + created.path("message").asText(
                            created.toString()));
                }
                String id = created.get("id").asText();
                for (int seat = 0; seat < 3; seat++) {
                    BotClient bot = BotClient.join(http, uri, id, seat, "bot-" + seat, Bots.create("basic", t * 3L + seat));
                    bot.onRoundTrip(this::record);
                    clients.add(bot);
                }
            }
            progress.accept(String.format("%d tables, %d bot connections; warming up for %d s, then measuring for %d s",
                    tables, clients.size(), warmup, seconds));
            Thread.sleep(warmup * 1000L);
            measuring = true;
            long start = System.nanoTime();
            Thread.sleep(seconds * 1000L);
            measuring = false;
            double elapsed = (System.nanoTime() - start) / 1e9;
            long[] sorted;
            synchronized (lock) {
                sorted = Arrays.copyOf(samples, count);
            }
            Arrays.sort(sorted);
            long problems = clients.stream().mapToLong(c -> c.problems().size()).sum();
            clients.forEach(BotClient::close);
            return new Figures(tables, elapsed, sorted.length, percentile(sorted, 0.50), percentile(sorted, 0.99),
                    sorted.length == 0 ? 0 : sorted[sorted.length - 1] / 1e6, problems);
        }
    }

    private void record(long nanos) {
        if (!measuring) {
            return;
        }
        synchronized (lock) {
            if (count == samples.length) {
                samples = Arrays.copyOf(samples, count * 2);
            }
            samples[count++] = nanos;
        }
    }

    private static double percentile(long[] sorted, double p) {
        if (sorted.length == 0) {
            return 0;
        }
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p * sorted.length) - 1)] / 1e6;
    }
}
