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
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
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
     * @param cpuMs    CPU milliseconds of the whole process (server and clients, every thread) per acknowledged
     *                 action while measuring: a counted measure that other programs on the machine disturb less
     *                 than the times
     * @param load     the machine's load average (one minute) at the end, to read the times by
     */
    public record Figures(int tables, double seconds, int actions, double p50ms, double p99ms, double maxMs,
                          long problems, double cpuMs, double load) {
        public double actionsPerSecond() {
            return actions / seconds;
        }

        /** The line to print. */
        public String line() {
            return String.format(Locale.ROOT, "server %d tables: %.0f actions/s, round trip p50 %.1f ms, "
                    + "p99 %.1f ms, max %.1f ms; refusals and errors: %d; %.2f CPU-ms per action, load %.1f",
                    tables, actionsPerSecond(), p50ms, p99ms, maxMs, problems, cpuMs, load);
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
        return run(tables, warmup, seconds, game, 0, progress);
    }

    /**
     * As {@link #run(int, int, int, String, Consumer)}; with {@code paceMillis} above 0 the client bots act at a
     * human pace: each waits a random time of that mean before each action (an open loop).
     */
    public static Figures run(int tables, int warmup, int seconds, String game, long paceMillis,
                              Consumer<String> progress) throws IOException, InterruptedException {
        return new LoadTest().measure(tables, warmup, seconds, game, paceMillis, progress);
    }

    private Figures measure(int tables, int warmup, int seconds, String game, long paceMillis,
                            Consumer<String> progress) throws IOException, InterruptedException {
        Path data = Files.createTempDirectory("tarock-load");
        Config config = Config.defaults(0, data).withMaxTables(tables + 10).withLimits(Config.Limits.LIFTED);
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(
                Thread.ofPlatform().name("tarock-load-pace").daemon().factory());
        try (TableServer server = TableServer.start(config)) {
            HttpClient http = HttpClient.newHttpClient();
            URI uri = URI.create(server.url());
            // Every table is created and every seat taken before any bot connects, so that no table plays
            // while the later ones are set up.
            progress.accept(String.format("setting up %d tables", tables));
            List<String> ids = new ArrayList<>();
            List<String[]> tokens = new ArrayList<>();
            try (ExecutorService setup = Executors.newFixedThreadPool(8)) {
                List<Future<String[]>> made = new ArrayList<>();
                for (int t = 0; t < tables; t++) {
                    made.add(setup.submit(() -> {
                        var created = TableClient.post(http, uri, "/api/tables", Map.of("game", game,
                                "seats", List.of("open", "open", "open"), "hands", TableSpec.MAX_HANDS));
                        if (!created.has("id")) {
                            throw new IOException("the server did not create a table: "
                                    + created.path("message").asText(created.toString()));
                        }
                        String id = created.get("id").asText();
                        String[] seatTokens = new String[4];
                        seatTokens[3] = id;
                        for (int seat = 0; seat < 3; seat++) {
                            seatTokens[seat] = TableClient.post(http, uri, "/api/tables/" + id + "/seats/" + seat,
                                    Map.of("name", "bot-" + seat, "bot", true)).get("token").asText();
                        }
                        return seatTokens;
                    }));
                }
                for (Future<String[]> f : made) {
                    String[] t = f.get();
                    ids.add(t[3]);
                    tokens.add(t);
                }
            } catch (java.util.concurrent.ExecutionException e) {
                throw new IOException("a table could not be set up: " + e.getCause(), e.getCause());
            }
            List<BotClient> clients = new ArrayList<>();
            for (int t = 0; t < tables; t++) {
                for (int seat = 0; seat < 3; seat++) {
                    BotClient bot = BotClient.resume(http, uri, ids.get(t), tokens.get(t)[seat],
                            Bots.create("basic", t * 3L + seat));
                    bot.onRoundTrip(this::record);
                    if (paceMillis > 0) {
                        bot.pace(paceMillis, timer);
                    }
                    clients.add(bot);
                }
            }
            progress.accept(String.format("%d tables, %d bot connections%s; warming up for %d s, then measuring "
                    + "for %d s", tables, clients.size(), paceMillis > 0 ? ", acting after " + paceMillis
                    + " ms on average" : "", warmup, seconds));
            Thread.sleep(warmup * 1000L);
            var os = (com.sun.management.OperatingSystemMXBean)
                    java.lang.management.ManagementFactory.getOperatingSystemMXBean();
            measuring = true;
            long cpu = os.getProcessCpuTime();
            long start = System.nanoTime();
            Thread.sleep(seconds * 1000L);
            measuring = false;
            double elapsed = (System.nanoTime() - start) / 1e9;
            double cpuMillis = (os.getProcessCpuTime() - cpu) / 1e6;
            long[] sorted;
            synchronized (lock) {
                sorted = Arrays.copyOf(samples, count);
            }
            Arrays.sort(sorted);
            long problems = clients.stream().mapToLong(c -> c.problems().size()).sum();
            clients.forEach(BotClient::close);
            timer.shutdownNow();
            return new Figures(tables, elapsed, sorted.length, percentile(sorted, 0.50), percentile(sorted, 0.99),
                    sorted.length == 0 ? 0 : sorted[sorted.length - 1] / 1e6, problems,
                    sorted.length == 0 ? 0 : cpuMillis / sorted.length, os.getSystemLoadAverage());
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
