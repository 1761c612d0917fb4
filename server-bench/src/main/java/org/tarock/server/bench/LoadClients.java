package org.tarock.server.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.tarock.bots.Bots;
import org.tarock.server.client.BotClient;

/**
 * The load test's client bots, in a process of their own (started by {@link LoadTest}): every seat of every
 * table a {@code basic} bot on its own WebSocket. With both ends of every WebSocket in one process, 4,000 tables
 * needed 24,000 open files, more than a process may open here; apart, each process holds one end.
 *
 * <p>It reads the server's address, the mean pace ({@code 0}: act at once), a file of tables (one line per
 * table: its id and its seats' tokens) and the protocol version the bots speak, connects every bot, says {@code connected}, and then follows its
 * standard input: {@code measure} starts recording round trips, {@code stop} prints {@code figures COUNT P50 P99
 * MAX PROBLEMS} (milliseconds) and ends.
 */
public final class LoadClients {
    private final Object lock = new Object();
    private long[] samples = new long[1 << 16];
    private int count;
    private volatile boolean measuring;

    private LoadClients() {
    }

    public static void main(String[] args) throws IOException {
        new LoadClients().play(URI.create(args[0]), Long.parseLong(args[1]), Path.of(args[2]), Integer.parseInt(args[3]));
    }

    private void play(URI server, long paceMillis, Path tablesFile, int protocol) throws IOException {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(
                Thread.ofPlatform().name("tarock-load-pace").daemon().factory());
        // The client's default executor is a cached pool: with 600 sockets it ran some 70 threads, and its selector
        // thread, handing reads to them, had 43% of the client's samples. One thread per core is enough.
        int cores = Runtime.getRuntime().availableProcessors();
        HttpClient http = HttpClient.newBuilder().executor(Executors.newFixedThreadPool(cores,
                Thread.ofPlatform().name("tarock-load-client-", 0).daemon().factory())).build();
        List<BotClient> clients = new ArrayList<>();
        long botSeed = 0;
        for (String line : Files.readAllLines(tablesFile, StandardCharsets.UTF_8)) {
            String[] fields = line.split(" ");
            for (int seat = 1; seat < fields.length; seat++) {
                BotClient bot = BotClient.resume(http, server, fields[0], fields[seat], Bots.create("basic", botSeed++),
                        protocol);
                bot.onRoundTrip(this::record);
                if (paceMillis > 0) {
                    bot.pace(paceMillis, timer);
                }
                clients.add(bot);
            }
        }
        System.out.println("connected " + clients.size());
        System.out.flush();
        BufferedReader commands = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String command = commands.readLine(); command != null; command = commands.readLine()) {
            if (command.equals("measure")) {
                measuring = true;
            } else if (command.equals("stop")) {
                measuring = false;
                break;
            }
        }
        long[] sorted;
        synchronized (lock) {
            sorted = Arrays.copyOf(samples, count);
        }
        Arrays.sort(sorted);
        long problems = clients.stream().mapToLong(c -> c.problems().size()).sum();
        System.out.println(String.format(Locale.ROOT, "figures %d %.3f %.3f %.3f %d", sorted.length,
                percentile(sorted, 0.50), percentile(sorted, 0.99),
                sorted.length == 0 ? 0 : sorted[sorted.length - 1] / 1e6, problems));
        System.out.flush();
        clients.forEach(BotClient::close);
        timer.shutdownNow();
        System.exit(0);
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
