package org.tarock.cli;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import org.tarock.engine.Echo;
import org.tarock.server.tournaments.DailySchedule;
import org.tarock.server.wire.Config;
import org.tarock.server.wire.TableServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code tarock serve}: starts the table server (docs/protocol.md) and keeps it running until the process is
 * stopped; every table is stored, so a restarted server resumes where it was.
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Start the table server: tables for people and bots, over HTTP and WebSockets.",
        footer = {"%nThe data is kept in an embedded H2 database in the data directory, or in PostgreSQL with --db.",
                "%nExamples:", "  tarock serve", "  tarock serve --port 8080 --data /var/lib/tarock",
                "  tarock serve --db 'jdbc:postgresql://localhost:5432/tarock?user=tarock&password=secret'"})
public final class ServeCommand implements Callable<Integer> {

    /** The port that {@code tarock} without arguments tries first. */
    static final int DEFAULT_PORT = 8080;

    /** What runs while the server listens; it stops the server before it returns. */
    private final Consumer<TableServer> whileServing;
    /** Where {@code tarock} without arguments keeps its database. */
    private final Path defaultData;

    /** Serves until the process is stopped (Ctrl-C). */
    public ServeCommand() {
        this(ServeCommand::untilShutdown, Path.of("data"));
    }

    ServeCommand(Consumer<TableServer> whileServing, Path defaultData) {
        this.whileServing = whileServing;
        this.defaultData = defaultData;
    }

    @Spec
    private CommandSpec spec;

    @Option(names = "--port", paramLabel = "P", defaultValue = "" + DEFAULT_PORT,
            description = "The port to listen on; 0 picks a free one (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--bot-delay", paramLabel = "MS", defaultValue = "800",
            description = "How long a server bot waits before a card at a table someone plays at or watches, in "
                    + "milliseconds (default: ${DEFAULT-VALUE}); half of it before a bid or other choice, and 15/8 of "
                    + "it more before the first card of a new trick. 0 plays at once.")
    long botDelay;

    @Option(names = "--db", paramLabel = "URL", description = "A PostgreSQL JDBC URL instead of the embedded database.")
    String db;

    @Option(names = "--data", paramLabel = "DIR", defaultValue = "data",
            description = "Directory of the embedded database (default: ${DEFAULT-VALUE}).")
    Path data;

    @Option(names = "--trusted-proxy", paramLabel = "ADDR", split = ",",
            description = "The IP address of a reverse proxy in front (several: comma-separated or the option again). "
                    + "On its connections the client is the last X-Forwarded-For hop, the one it added; on any other "
                    + "connection forwarded headers are ignored.")
    List<String> trustedProxies = new ArrayList<>();

    @Option(names = "--public-url", paramLabel = "URL",
            description = "The address people open the server at, as a browser shows it (https://tarock.example.org/), "
                    + "when it is not the server's own (behind a proxy): requests that change something are taken only "
                    + "from pages of this origin, and with https the session cookie is sent only over https.")
    String publicUrl;

    @Option(names = "--daily", paramLabel = "GAMES[:DEALS[:KIND]]", defaultValue = "all",
            description = "The daily tournaments, one per game from 00:00 UTC for 24 hours: off, or the games (all, or "
                    + "game ids separated by commas) with their deals (default 12) and bot kind (default expert-fixed); "
                    + "default: ${DEFAULT-VALUE}.")
    String daily;

    @Option(names = "--creates-per-minute", paramLabel = "N", defaultValue = "10",
            description = "Table creations a minute per client address (default: ${DEFAULT-VALUE}).")
    int createsPerMinute;

    @Option(names = "--create-burst", paramLabel = "N", defaultValue = "20",
            description = "Table creations at once per client address before the rate applies (default: "
                    + "${DEFAULT-VALUE}).")
    int createBurst;

    @Option(names = "--live-tables-per-address", paramLabel = "N", defaultValue = "50",
            description = "Open or playing tables one client address may have created (default: ${DEFAULT-VALUE}).")
    int liveTables;

    @Option(names = "--joins-per-minute", paramLabel = "N", defaultValue = "30",
            description = "Seats taken a minute per client address (default: ${DEFAULT-VALUE}).")
    int joinsPerMinute;

    @Option(names = "--messages-per-address", paramLabel = "N", defaultValue = "500",
            description = "WebSocket messages a second over all connections from one client address, in bursts of "
                    + "twice as many (default: ${DEFAULT-VALUE}).")
    int messagesPerAddress;

    @Option(names = "--connections-per-address", paramLabel = "N", defaultValue = "64",
            description = "WebSocket connections open at once from one client address, an IPv6 address counting by "
                    + "its /64 (default: ${DEFAULT-VALUE}).")
    int connectionsPerAddress;

    @Option(names = "--table-requests-per-minute", paramLabel = "N", defaultValue = "30",
            description = "Table closings and play-again requests a minute per client address and per token "
                    + "(default: ${DEFAULT-VALUE}).")
    int tableRequestsPerMinute;

    @Option(names = "--metrics-port", paramLabel = "P",
            description = "Serve /metrics in Prometheus's text format on this port (0 picks a free one); off unless "
                    + "given.")
    Integer metricsPort;

    @Option(names = "--metrics-address", paramLabel = "ADDR", defaultValue = "127.0.0.1",
            description = "The interface the metrics port listens on (default: ${DEFAULT-VALUE}, loopback only; "
                    + "0.0.0.0: every interface).")
    String metricsAddress;

    @Override
    public Integer call() {
        if (port < 0 || port > 65_535) {
            throw new ParameterException(spec.commandLine(), "--port must be from 0 to 65535, not " + port);
        }
        if (db != null && !db.startsWith("jdbc:postgresql:")) {
            throw new ParameterException(spec.commandLine(), "--db takes a PostgreSQL JDBC URL (jdbc:postgresql://...)");
        }
        for (int n : new int[] {createsPerMinute, createBurst, liveTables, joinsPerMinute, messagesPerAddress,
                connectionsPerAddress, tableRequestsPerMinute}) {
            if (n < 1) {
                throw new ParameterException(spec.commandLine(), "the per-address limits must be at least 1, not " + n);
            }
        }
        if (botDelay < 0 || botDelay > 60_000) {
            throw new ParameterException(spec.commandLine(), "--bot-delay must be from 0 to 60000 ms, not " + botDelay);
        }
        Config.Limits limits;
        try {
            limits = new Config.Limits(createsPerMinute, createBurst, liveTables, joinsPerMinute, messagesPerAddress,
                    connectionsPerAddress, tableRequestsPerMinute, Set.copyOf(trustedProxies));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--trusted-proxy: " + e.getMessage());
        }
        Config config = Config.defaults(port, data.toAbsolutePath()).withLimits(limits)
                .withBotDelay(Duration.ofMillis(botDelay));
        if (db != null) {
            config = config.withDbUrl(db);
        }
        if (metricsPort != null) {
            config = config.withMetrics(metricsAddress());
        }
        if (publicUrl != null) {
            try {
                config = config.withPublicUrl(TableServer.publicUrl(publicUrl));
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), "--public-url: " + e.getMessage());
            }
        }
        try {
            config = config.withDaily(DailySchedule.parse(daily));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        serve(TableServer.start(config), config);
        return 0;
    }

    private Config.MetricsAddress metricsAddress() {
        if (metricsPort < 0 || metricsPort > 65_535) {
            throw new ParameterException(spec.commandLine(), "--metrics-port must be from 0 to 65535, not "
                    + metricsPort);
        }
        String notAnAddress = "--metrics-address takes an IP address, not " + Echo.of(metricsAddress);
        // Only an address literal: getByName would look a name up in DNS.
        if (!metricsAddress.matches("[0-9.]+|[0-9a-fA-F:]*:[0-9a-fA-F:.]*")) {
            throw new ParameterException(spec.commandLine(), notAnAddress);
        }
        try {
            return new Config.MetricsAddress(InetAddress.getByName(metricsAddress), metricsPort);
        } catch (UnknownHostException e) {
            throw new ParameterException(spec.commandLine(), notAnAddress);
        }
    }

    /**
     * {@code tarock} without arguments: the server on the embedded database in {@code ./data}, on port 8080 or,
     * when another program has it, on a free port, so that the first command always opens a table.
     */
    Integer serveDefault() {
        Config config = Config.defaults(DEFAULT_PORT, defaultData.toAbsolutePath()).withDaily(DailySchedule.parse("all"));
        TableServer server;
        try {
            server = TableServer.start(config);
        } catch (TableServer.PortInUseException e) {
            config = Config.defaults(0, config.dataDir()).withDaily(config.daily());
            server = TableServer.start(config);
        }
        serve(server, config);
        return 0;
    }

    private void serve(TableServer server, Config config) {
        spec.commandLine().getOut().println("tarock table server: open " + server.url());
        spec.commandLine().getOut().println("data: " + config.describeStore() + "; stop with Ctrl-C");
        if (server.metricsPort() >= 0) {
            spec.commandLine().getOut().println("metrics: http://" + config.metrics().address().getHostAddress()
                    + ":" + server.metricsPort() + "/metrics");
        }
        spec.commandLine().getOut().flush();
        whileServing.accept(server);
    }

    /** Waits for the end of the process; the shutdown hook stops the server, so queued writes are stored. */
    private static void untilShutdown(TableServer server) {
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.stop();
            stopped.countDown();
        }));
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
