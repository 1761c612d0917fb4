package org.tarock.server.wire;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import java.util.stream.Collectors;
import org.tarock.engine.Echo;
import org.tarock.server.players.Glicko2;
import org.tarock.server.players.Passwords;
import org.tarock.server.players.SignInLimits;
import org.tarock.server.tournaments.DailySchedule;

/**
 * How a {@link TableServer} runs.
 *
 * @param port            the HTTP port; 0 picks a free one ({@link TableServer#port()} tells which)
 * @param dataDir         where the embedded database lives when {@code dbUrl} is null
 * @param dbUrl           a JDBC URL (PostgreSQL: {@code jdbc:postgresql://host/db?user=u&password=p}), or null
 *                        for the embedded H2 database in {@code dataDir}
 * @param botDelay        how long a server bot waits before playing a card at a table someone follows (the
 *                        other delays scale with it, docs/protocol.md "Pace"; 0: never)
 * @param historySize     how many recent events a table keeps for reconnecting clients
 * @param maxMessageChars the longest client message accepted; longer ones get {@code oversized}
 * @param messagesPerSecond the sustained rate of messages a connection may send
 * @param messageBurst    how many messages a connection may send at once before the rate applies
 * @param maxTables       how many tables may exist at once (open or in play)
 * @param limits          what one client address may do (creating, joining, live tables, connections)
 * @param idle            when tables nobody is at are closed
 * @param capacity        what the whole server spares for hints, catching up and new connections
 * @param metrics         where {@code /metrics} is served in Prometheus's text format, or null for no metrics
 * @param publicUrl       the address people open the server at ({@code https://tarock.example.org/}), or null: the
 *                        origin state-changing requests must come from, and with {@code https} the session cookie
 *                        is {@code Secure}; unset, the origin is the one of the request's own {@code Host}
 * @param players         accounts, sessions and ratings
 * @param daily           the daily tournaments ({@link DailySchedule#OFF} unless asked for)
 */
public record Config(int port, Path dataDir, String dbUrl, Duration botDelay, int historySize, int maxMessageChars,
                     int messagesPerSecond, int messageBurst, int maxTables, Limits limits, Idle idle,
                     Capacity capacity, MetricsAddress metrics, URI publicUrl, Players players, DailySchedule daily) {

    /**
     * Accounts, sessions and ratings (docs/protocol.md "Accounts", docs/ratings.md).
     *
     * @param sessionUnused how long a session lasts unused
     * @param hashCost      Argon2id's parameters for new password hashes
     * @param hashThreads   passwords hashed at once
     * @param hashQueue     hashes that may wait for a thread; more are refused {@code 503 busy}
     * @param signIns       sign-ups per address, failed sign-ins per name and address and per name
     * @param ratings       the Glicko-2 parameters
     */
    public record Players(Duration sessionUnused, Passwords.Cost hashCost, int hashThreads, int hashQueue,
                          SignInLimits.Rules signIns, Glicko2.Settings ratings) {
        public static final Players DEFAULTS = new Players(Duration.ofDays(30), Passwords.Cost.OWASP, 2, 8,
                SignInLimits.Rules.DEFAULTS, Glicko2.Settings.LICHESS);

        public Players withSignIns(SignInLimits.Rules rules) {
            return new Players(sessionUnused, hashCost, hashThreads, hashQueue, rules, ratings);
        }

        public Players withHashing(Passwords.Cost cost, int threads, int queue) {
            return new Players(sessionUnused, cost, threads, queue, signIns, ratings);
        }
    }

    /**
     * Where the metrics are served: {@code address} is the interface to bind (loopback unless set otherwise),
     * {@code port} 0 picks a free one ({@link TableServer#metricsPort()} tells which).
     */
    public record MetricsAddress(java.net.InetAddress address, int port) {
        public static MetricsAddress loopback(int port) {
            return new MetricsAddress(java.net.InetAddress.getLoopbackAddress(), port);
        }
    }

    /**
     * Limits per client address (docs/protocol.md, "Limits"); a request over one is answered {@code 429}. The
     * rates of creations, joins and table requests apply per token too, where a request carries one. An IPv6
     * address counts by its /64 network.
     *
     * @param createsPerMinute  table creations a minute, sustained
     * @param createBurst       table creations at once before the rate applies
     * @param liveTables        open or playing tables created from one address
     * @param joinsPerMinute    seats taken a minute (bursts of the same number)
     * @param messagesPerSecond WebSocket messages a second over all connections from one address (bursts of
     *                          twice the number)
     * @param connections       WebSocket connections open at once from one address
     * @param tableRequestsPerMinute closing a table and playing again, a minute (bursts of the same number)
     * @param trustedProxies    the addresses of the proxies in front: on a connection from one of them the client
     *                          address is the last {@code X-Forwarded-For} hop (the one the proxy added); on any
     *                          other connection forwarded headers are ignored (the server builds no absolute
     *                          address, so it reads no {@code X-Forwarded-Proto} at all)
     */
    public record Limits(int createsPerMinute, int createBurst, int liveTables, int joinsPerMinute,
                         int messagesPerSecond, int connections, int tableRequestsPerMinute,
                         Set<String> trustedProxies) {
        public static final Limits DEFAULTS = new Limits(10, 20, 50, 30, 500, 64, 30, Set.of());
        /** No per-address limit (the load test: all its clients are on loopback). */
        public static final Limits LIFTED = new Limits(Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE,
                Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE, Set.of());

        /**
         * @throws IllegalArgumentException when a trusted proxy is not an IP address (each is kept as
         *                                  {@link java.net.InetAddress#getHostAddress} writes it)
         */
        public Limits {
            trustedProxies = trustedProxies.stream().map(p -> Addresses.literal(p).orElseThrow(
                    () -> new IllegalArgumentException("a trusted proxy is an IP address, not \""
                            + Echo.of(p) + "\"")).getHostAddress())
                    .collect(Collectors.toUnmodifiableSet());
        }

        /** These limits, with the client address read from the forwarded headers of {@code proxies}' connections. */
        public Limits trusting(Set<String> proxies) {
            return new Limits(createsPerMinute, createBurst, liveTables, joinsPerMinute, messagesPerSecond,
                    connections, tableRequestsPerMinute, proxies);
        }

        public Limits withConnections(int n) {
            return new Limits(createsPerMinute, createBurst, liveTables, joinsPerMinute, messagesPerSecond, n,
                    tableRequestsPerMinute, trustedProxies);
        }

        public Limits withTableRequestsPerMinute(int n) {
            return new Limits(createsPerMinute, createBurst, liveTables, joinsPerMinute, messagesPerSecond,
                    connections, n, trustedProxies);
        }
    }

    /**
     * What the server as a whole spares for work a client asks for (docs/protocol.md, "Limits").
     *
     * @param hintThreads       threads that search hints, apart from the server bots' threads
     * @param hintQueue         hints that may wait for a thread, over all tables; more are refused {@code busy}
     * @param catchUpsPerSecond catch-ups a second one connection may ask for ({@code sync}, and {@code hello} with
     *                          {@code after}: each may bring up to the whole history), sustained
     * @param catchUpBurst      catch-ups at once before that rate applies
     * @param descriptorReserve file descriptors kept free for HTTP: a new WebSocket is refused while fewer are
     *                          free under the process's limit
     */
    public record Capacity(int hintThreads, int hintQueue, int catchUpsPerSecond, int catchUpBurst,
                           int descriptorReserve) {
        /** One hint thread on a machine of up to three cores, half the cores above. */
        public static Capacity defaults(int cores) {
            return new Capacity(Math.max(1, cores / 2), 16, 2, 10, 128);
        }
    }

    /**
     * When a table with no player connected and nothing happening is closed.
     *
     * @param joined      for a table a person or outside bot has joined
     * @param neverJoined for a table nobody has joined
     * @param sweep       how often tables are looked at
     */
    public record Idle(Duration joined, Duration neverJoined, Duration sweep) {
        public static final Idle DEFAULTS = new Idle(Duration.ofHours(24), Duration.ofMinutes(10),
                Duration.ofMinutes(1));
    }

    /** The server bots' card delay unless set: 0.8 s. */
    public static final Duration DEFAULT_BOT_DELAY = Duration.ofMillis(800);

    /** The defaults: the embedded database in {@code dataDir}, bots at the default pace. */
    public static Config defaults(int port, Path dataDir) {
        return new Config(port, dataDir, null, DEFAULT_BOT_DELAY, 200, 4096, 50, 100, 2000, Limits.DEFAULTS,
                Idle.DEFAULTS, Capacity.defaults(Runtime.getRuntime().availableProcessors()), null, null,
                Players.DEFAULTS, DailySchedule.OFF);
    }

    public Config withLimits(Limits l) {
        return new Config(port, dataDir, dbUrl, botDelay, historySize, maxMessageChars, messagesPerSecond,
                messageBurst, maxTables, l, idle, capacity, metrics, publicUrl, players, daily);
    }

    public Config withIdle(Idle i) {
        return new Config(port, dataDir, dbUrl, botDelay, historySize, maxMessageChars, messagesPerSecond,
                messageBurst, maxTables, limits, i, capacity, metrics, publicUrl, players, daily);
    }

    public Config withCapacity(Capacity c) {
        return new Config(port, dataDir, dbUrl, botDelay, historySize, maxMessageChars, messagesPerSecond,
                messageBurst, maxTables, limits, idle, c, metrics, publicUrl, players, daily);
    }

    public Config withMetrics(MetricsAddress m) {
        return new Config(port, dataDir, dbUrl, botDelay, historySize, maxMessageChars, messagesPerSecond,
                messageBurst, maxTables, limits, idle, capacity, m, publicUrl, players, daily);
    }

    public Config withDbUrl(String url) {
        return new Config(port, dataDir, url, botDelay, historySize, maxMessageChars, messagesPerSecond, messageBurst,
                maxTables, limits, idle, capacity, metrics, publicUrl, players, daily);
    }

    public Config withBotDelay(Duration delay) {
        return new Config(port, dataDir, dbUrl, delay, historySize, maxMessageChars, messagesPerSecond, messageBurst,
                maxTables, limits, idle, capacity, metrics, publicUrl, players, daily);
    }

    public Config withHistorySize(int size) {
        return new Config(port, dataDir, dbUrl, botDelay, size, maxMessageChars, messagesPerSecond, messageBurst,
                maxTables, limits, idle, capacity, metrics, publicUrl, players, daily);
    }

    public Config withRateLimit(int perSecond, int burst) {
        return new Config(port, dataDir, dbUrl, botDelay, historySize, maxMessageChars, perSecond, burst, maxTables,
                limits, idle, capacity, metrics, publicUrl, players, daily);
    }

    public Config withMaxTables(int max) {
        return new Config(port, dataDir, dbUrl, botDelay, historySize, maxMessageChars, messagesPerSecond,
                messageBurst, max, limits, idle, capacity, metrics, publicUrl, players, daily);
    }

    public Config withPublicUrl(URI url) {
        return new Config(port, dataDir, dbUrl, botDelay, historySize, maxMessageChars, messagesPerSecond,
                messageBurst, maxTables, limits, idle, capacity, metrics, url, players, daily);
    }

    public Config withPlayers(Players p) {
        return new Config(port, dataDir, dbUrl, botDelay, historySize, maxMessageChars, messagesPerSecond,
                messageBurst, maxTables, limits, idle, capacity, metrics, publicUrl, p, daily);
    }

    public Config withDaily(DailySchedule d) {
        return new Config(port, dataDir, dbUrl, botDelay, historySize, maxMessageChars, messagesPerSecond,
                messageBurst, maxTables, limits, idle, capacity, metrics, publicUrl, players, d);
    }

    /** The JDBC URL actually used: {@code dbUrl}, or the H2 file database in the data directory. */
    public String jdbcUrl() {
        if (dbUrl != null) {
            return dbUrl;
        }
        // WRITE_DELAY=0: every commit reaches the file before the action is acknowledged (survives SIGKILL).
        // DB_CLOSE_ON_EXIT=FALSE: on SIGTERM the server's own stop finishes the writes in flight and then closes
        // the database; H2's shutdown hook would close it under them.
        return "jdbc:h2:file:" + dataDir.toAbsolutePath().resolve("tarock") + ";WRITE_DELAY=0;DB_CLOSE_ON_EXIT=FALSE";
    }

    /** The embedded database's journal ({@link Store}), or null on PostgreSQL. */
    public java.nio.file.Path journalFile() {
        return dbUrl != null ? null : dataDir.toAbsolutePath().resolve("tarock.journal");
    }

    /** Where the data is kept, as a person reads it (passwords in a URL are not shown). */
    public String describeStore() {
        return dbUrl != null ? dbUrl.replaceAll("password=[^&;]*", "password=***")
                : "embedded database in " + dataDir.toAbsolutePath();
    }
}
