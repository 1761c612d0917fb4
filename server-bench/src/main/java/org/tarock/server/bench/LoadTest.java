package org.tarock.server.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
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
import java.util.function.Consumer;
import org.tarock.server.client.TableClient;
import org.tarock.server.table.TableSpec;
import org.tarock.server.wire.Config;
import org.tarock.server.wire.TableServer;

/**
 * The load test (a tool, not a unit test): many bot-only tables at once, every seat a client-side {@code basic}
 * bot on its own WebSocket over loopback (the bots run in a process of their own, {@link LoadClients}), acting as soon as it is its turn, against a server on the embedded
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

    /**
     * The JVM options of a server process, as the {@code tarock} command starts {@code tarock serve} and the load
     * test: G1's young generation fixed at 128 MB. Left to size itself it grew to 300-500 MB, and each young
     * collection paused for 100-200 ms on two shared cores, the largest part of the paced round trip's 99th
     * percentile; 64 MB collected so often that it cost a quarter more CPU per action.
     */
    public static final List<String> SERVER_JVM = List.of("-Xmn128m");

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
        return run(tables, warmup, seconds, game, paceMillis, 2, progress);
    }

    /** As {@link #run(int, int, int, String, long, Consumer)}, the client bots speaking protocol {@code protocol}. */
    public static Figures run(int tables, int warmup, int seconds, String game, long paceMillis, int protocol,
                              Consumer<String> progress) throws IOException, InterruptedException {
        return new LoadTest().measure(tables, warmup, seconds, game, paceMillis, protocol, progress);
    }

    private Figures measure(int tables, int warmup, int seconds, String game, long paceMillis, int protocol,
                            Consumer<String> progress) throws IOException, InterruptedException {
        checkOpenFiles(tables);
        Path data = Files.createTempDirectory("tarock-load");
        Config config = Config.defaults(0, data).withMaxTables(tables + 10).withLimits(Config.Limits.LIFTED);
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
            Path tablesFile = data.resolve("tables.txt");
            List<String> lines = new ArrayList<>();
            for (int t = 0; t < tables; t++) {
                lines.add(ids.get(t) + " " + String.join(" ", Arrays.copyOf(tokens.get(t), 3)));
            }
            Files.write(tablesFile, lines, StandardCharsets.UTF_8);
            progress.accept(String.format("%d tables set up; connecting %d client bots", tables, 3 * tables));
            List<String> command = new ArrayList<>();
            command.add(ProcessHandle.current().info().command().orElse("java"));
            // The clients' heap is as busy as the server's (a view parsed for every event), and pauses the same way.
            command.addAll(SERVER_JVM);
            command.addAll(List.of("-cp", System.getProperty("java.class.path"), LoadClients.class.getName(),
                    server.url(), Long.toString(paceMillis), tablesFile.toString(), Integer.toString(protocol)));
            Process clients = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
            try {
                BufferedReader answers = new BufferedReader(new InputStreamReader(clients.getInputStream(),
                        StandardCharsets.UTF_8));
                Writer commands = new OutputStreamWriter(clients.getOutputStream(), StandardCharsets.UTF_8);
                String connected = answer(answers, "connected");
                progress.accept(String.format("%d tables, %s bot connections (protocol %d)%s; warming up for %d s, "
                        + "then measuring for %d s", tables, connected, protocol, paceMillis > 0 ? ", acting after "
                        + paceMillis + " ms on average" : "", warmup, seconds));
                Thread.sleep(warmup * 1000L);
                var os = (com.sun.management.OperatingSystemMXBean)
                        java.lang.management.ManagementFactory.getOperatingSystemMXBean();
                long cpu = os.getProcessCpuTime() + cpuNanos(clients);
                commands.write("measure\n");
                commands.flush();
                long start = System.nanoTime();
                Thread.sleep(seconds * 1000L);
                long cpuAfter = os.getProcessCpuTime() + cpuNanos(clients);
                commands.write("stop\n");
                commands.flush();
                double elapsed = (System.nanoTime() - start) / 1e9;
                double cpuMillis = (cpuAfter - cpu) / 1e6;
                String[] f = answer(answers, "figures").split(" ");
                int actions = Integer.parseInt(f[0]);
                return new Figures(tables, elapsed, actions, Double.parseDouble(f[1]), Double.parseDouble(f[2]),
                        Double.parseDouble(f[3]), Long.parseLong(f[4]), actions == 0 ? 0 : cpuMillis / actions,
                        os.getSystemLoadAverage());
            } finally {
                clients.destroy();
            }
        }
    }

    /**
     * Every seat is a WebSocket, whose server end is in this process and client end in the bots' process: past a
     * process's limit of open files the set-up failed with a bare "request failed" (4,000 tables in one process
     * needed 24,000 under a limit of 20,000), so the limit is checked first.
     */
    private static void checkOpenFiles(int tables) throws IOException {
        if (java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                instanceof com.sun.management.UnixOperatingSystemMXBean unix) {
            long needed = 3L * tables + OTHER_FILES;
            long limit = unix.getMaxFileDescriptorCount();
            if (needed > limit) {
                throw new IOException(String.format(Locale.ROOT, "%d tables need about %d open files in each "
                        + "process (a WebSocket for each of the %d seats), more than a process may open (%d, ulimit "
                        + "-n); at most %d tables fit", tables, needed, 3 * tables, limit, (limit - OTHER_FILES) / 3));
            }
        }
    }

    /** Open files besides the seats' sockets: the jar, the database, the JDK's, the HTTP connections of the set-up. */
    private static final long OTHER_FILES = 500;

    /** The rest of the client process's next line, which must start with {@code word}. */
    private static String answer(BufferedReader answers, String word) throws IOException {
        String line = answers.readLine();
        if (line == null || !line.startsWith(word + " ")) {
            throw new IOException("the client bots' process ended without saying " + word + (line == null ? ""
                    : " (it said: " + line + ")"));
        }
        return line.substring(word.length() + 1);
    }

    /** The CPU time the client bots' process has used so far. */
    private static long cpuNanos(Process clients) {
        return clients.info().totalCpuDuration().map(java.time.Duration::toNanos).orElse(0L);
    }
}
