package org.tarock.server;

import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
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
 * <pre>java ... org.tarock.server.LoadTest [--tables 200] [--warmup 10] [--seconds 60] [--game bavarian-tarock]</pre>
 */
public final class LoadTest {
    private final Object lock = new Object();
    private long[] samples = new long[1 << 16];
    private int count;
    private volatile boolean measuring;

    private LoadTest() {
    }

    public static void main(String[] args) throws Exception {
        int tables = 200;
        int warmup = 10;
        int seconds = 60;
        String game = "bavarian-tarock";
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--tables" -> tables = Integer.parseInt(args[i + 1]);
                case "--warmup" -> warmup = Integer.parseInt(args[i + 1]);
                case "--seconds" -> seconds = Integer.parseInt(args[i + 1]);
                case "--game" -> game = args[i + 1];
                default -> throw new IllegalArgumentException("unknown option " + args[i]
                        + " (valid: --tables, --warmup, --seconds, --game)");
            }
        }
        new LoadTest().run(tables, warmup, seconds, game);
    }

    private void run(int tables, int warmup, int seconds, String game) throws Exception {
        Path data = Files.createTempDirectory("tarock-load");
        Config config = Config.defaults(0, data).withMaxTables(tables + 10);
        try (TableServer server = TableServer.start(config)) {
            HttpClient http = HttpClient.newHttpClient();
            URI uri = URI.create(server.url());
            List<BotClient> clients = new ArrayList<>();
            for (int t = 0; t < tables; t++) {
                String id = TableClient.post(http, uri, "/api/tables", Map.of("game", game,
                        "seats", List.of("open", "open", "open"), "hands", TableSpec.MAX_HANDS)).get("id").asText();
                for (int seat = 0; seat < 3; seat++) {
                    BotClient bot = BotClient.join(http, uri, id, seat, "bot-" + seat, Bots.create("basic", t * 3L + seat));
                    bot.onRoundTrip(this::record);
                    clients.add(bot);
                }
            }
            System.out.printf("%d tables, %d bot connections; warming up for %d s%n", tables, clients.size(), warmup);
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
            System.out.printf("measured %.1f s: %d actions, %.0f actions/s; round trip p50 %.2f ms, p99 %.2f ms, "
                            + "max %.2f ms; refusals and errors: %d%n", elapsed, sorted.length, sorted.length / elapsed,
                    percentile(sorted, 0.50), percentile(sorted, 0.99),
                    sorted.length == 0 ? 0 : sorted[sorted.length - 1] / 1e6, problems);
            clients.forEach(BotClient::close);
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
