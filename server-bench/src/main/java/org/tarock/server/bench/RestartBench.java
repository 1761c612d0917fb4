package org.tarock.server.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.lang.management.ManagementFactory;
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
import org.tarock.server.table.TableSpec;
import org.tarock.server.wire.Config;
import org.tarock.server.wire.TableServer;

/**
 * How long a restart takes (a tool, not a unit test): it builds a store with many finished hands and tables
 * in play by letting server-bot tables play, stops the server mid-hand, and times the start of a new server on
 * that store, until it listens with every table resumed.
 *
 * <p>Run it as {@code tarock bench --server --restart [--hands 10000] [--in-play 100] [--db URL]}. It prints
 * the warm restart (the server's code compiled by earlier restarts), the first restart in the same JVM, and a
 * restart in a new JVM, without and with the class archive that the {@code tarock} command keeps for a server.
 */
public final class RestartBench {
    private static final int HANDS_PER_FINISHED_TABLE = 100;

    /**
     * What a run measured: restarts in this JVM (the first one, then a warm one after two more, when the server's
     * code is compiled) and a restart in a new JVM (what a real restart costs, class loading and the JIT's
     * warm-up included). CPU seconds are the process's on all its threads, a counted measure that a shared
     * machine's load disturbs less than the wall time.
     *
     * @param finishedHands hands stored with their records when the server was stopped
     * @param inPlay        tables in play then
     * @param first         the first restart's wall time in this JVM, in seconds
     * @param warm          the warm restart's wall time, in seconds
     * @param warmCpu       the CPU seconds the warm restart took
     * @param newJvm        the wall time from starting a new JVM until its server listened, in seconds
     * @param newJvmCpu     the CPU seconds of the new JVM until then, JVM start included
     * @param archived      as {@code newJvm}, for a new JVM reading the class archive the one before wrote (as the
     *                      {@code tarock} command starts {@code tarock serve}): what every later restart costs
     * @param archivedCpu   its CPU seconds
     */
    public record Figures(long finishedHands, int inPlay, double first, double warm, double warmCpu, double newJvm,
                          double newJvmCpu, double archived, double archivedCpu) {
        public String line() {
            return String.format(Locale.ROOT, "server restart: %d finished hands stored, %d tables in play: "
                    + "%.2f s (%.2f s CPU) warm, %.2f s the first in this JVM, %.2f s (%.2f s CPU) in a new JVM, "
                    + "%.2f s (%.2f s CPU) in a new JVM with the class archive", finishedHands, inPlay, warm,
                    warmCpu, first, newJvm, newJvmCpu, archived, archivedCpu);
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
        progress.accept("store built: " + stored + " finished hands (" + (dbUrl != null ? "PostgreSQL" : data) + "); timing restarts");
        double first = restart(config)[0];
        restart(config);
        double[] warm = restart(config);
        // Started as the tarock command starts a server: the first start writes the class archive when it stops,
        // the second (what every later restart costs) reads it.
        List<String> archive = new ArrayList<>(List.of("-XX:SharedArchiveFile=" + data.resolve("server.jsa"),
                "-XX:+AutoCreateSharedArchive", "-Xlog:cds*=error"));
        archive.addAll(LoadTest.SERVER_JVM);
        double[] newJvm = restartInNewJvm(dbUrl, data, archive, progress);
        double[] archived = restartInNewJvm(dbUrl, data, archive, progress);
        return new Figures(stored, inPlay, first, warm[0], warm[1], newJvm[0], newJvm[1], archived[0], archived[1]);
    }

    /** Starts a server on the store and stops it again: its wall and CPU seconds until it listened. */
    private static double[] restart(Config config) {
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long cpu = os.getProcessCpuTime();
        long start = System.nanoTime();
        try (TableServer again = TableServer.start(config)) {
            return new double[] {(System.nanoTime() - start) / 1e9, (os.getProcessCpuTime() - cpu) / 1e9};
        }
    }

    /**
     * Starts {@link #main} in a new JVM on the same class path with {@code options} and times it until its server
     * listens: the wall and the CPU seconds.
     */
    private static double[] restartInNewJvm(String dbUrl, Path data, List<String> options, Consumer<String> progress)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        command.addAll(options);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), RestartBench.class.getName(),
                dbUrl != null ? dbUrl : data.toString()));
        long start = System.nanoTime();
        Process child = new ProcessBuilder(command).redirectErrorStream(true).start();
        try (var lines = new java.io.BufferedReader(new java.io.InputStreamReader(child.getInputStream(),
                java.nio.charset.StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.contains("tarock server listening")) {
                    progress.accept("new JVM: " + line.substring(line.indexOf("tarock server listening")));
                }
                if (line.startsWith(LISTENING)) {
                    double seconds = (System.nanoTime() - start) / 1e9;
                    child.waitFor();
                    return new double[] {seconds, Double.parseDouble(line.substring(line.indexOf('(') + 1,
                            line.indexOf(" s CPU")))};
                }
            }
        }
        throw new IOException("the server in a new JVM did not start (exit " + child.waitFor() + ")");
    }

    private static final String LISTENING = "tarock restart bench: listening";

    /**
     * The new JVM's side of the bench: starts a server on the store (a PostgreSQL URL, or the directory of the
     * embedded database), says so, and stops it.
     */
    public static void main(String[] args) {
        Config config = Config.defaults(0, Path.of(args[0].startsWith("jdbc:") ? "." : args[0]))
                .withMaxTables(Integer.MAX_VALUE).withLimits(Config.Limits.LIFTED);
        if (args[0].startsWith("jdbc:")) {
            config = config.withDbUrl(args[0]);
        }
        try (TableServer server = TableServer.start(config)) {
            var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
            System.out.println(String.format(Locale.ROOT, "%s (%.2f s CPU)", LISTENING, os.getProcessCpuTime() / 1e9));
            System.out.flush();
        }
    }

    private static String create(HttpClient http, URI uri, String game, int hands) {
        return TableClient.post(http, uri, "/api/tables", Map.of("game", game,
                "seats", List.of("random", "random", "random"), "hands", hands)).get("id").asText();
    }
}
