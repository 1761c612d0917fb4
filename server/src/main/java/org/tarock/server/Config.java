package org.tarock.server;

import java.nio.file.Path;
import java.time.Duration;

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
 * @param limits          what one client address may do (creating, joining, live tables)
 * @param idle            when tables nobody is at are closed
 */
public record Config(int port, Path dataDir, String dbUrl, Duration botDelay, int historySize, int maxMessageChars,
                     int messagesPerSecond, int messageBurst, int maxTables, Limits limits, Idle idle) {

    /**
     * Limits per client address (docs/protocol.md, "Limits"); a request over one is answered {@code 429}. The
     * rates of creations and joins apply per token too, where a request carries one.
     *
     * @param createsPerMinute  table creations a minute, sustained
     * @param createBurst       table creations at once before the rate applies
     * @param liveTables        open or playing tables created from one address
     * @param joinsPerMinute    seats taken a minute (bursts of the same number)
     * @param messagesPerSecond WebSocket messages a second over all connections from one address (bursts of
     *                          twice the number)
     * @param behindProxy       whether the client address is the last {@code X-Forwarded-For} hop (a proxy in
     *                          front adds it) instead of the connection's address
     */
    public record Limits(int createsPerMinute, int createBurst, int liveTables, int joinsPerMinute,
                         int messagesPerSecond, boolean behindProxy) {
        public static final Limits DEFAULTS = new Limits(10, 20, 50, 30, 500, false);
        /** No per-address limit (the load test: all its clients are on loopback). */
        public static final Limits LIFTED = new Limits(Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE,
                Integer.MAX_VALUE, Integer.MAX_VALUE, false);
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
                Idle.DEFAULTS);
    }

    public Config withLimits(Limits l) {
        return new Config(port, dataDir, dbUrl, botDelay, historySize, maxMessageChars, messagesPerSecond,
                messageBurst, maxTables, l, idle);
    }

    public Config withIdle(Idle i) {
        return new Config(port, dataDir, dbUrl, botDelay, historySize, maxMessageChars, messagesPerSecond,
                messageBurst, maxTables, limits, i);
    }

    public Config withDbUrl(String url) {
        return new Config(port, dataDir, url, botDelay, historySize, maxMessageChars, messagesPerSecond, messageBurst,
                maxTables, limits, idle);
    }

    public Config withBotDelay(Duration delay) {
        return new Config(port, dataDir, dbUrl, delay, historySize, maxMessageChars, messagesPerSecond, messageBurst,
                maxTables, limits, idle);
    }

    public Config withHistorySize(int size) {
        return new Config(port, dataDir, dbUrl, botDelay, size, maxMessageChars, messagesPerSecond, messageBurst,
                maxTables, limits, idle);
    }

    public Config withRateLimit(int perSecond, int burst) {
        return new Config(port, dataDir, dbUrl, botDelay, historySize, maxMessageChars, perSecond, burst, maxTables,
                limits, idle);
    }

    public Config withMaxTables(int max) {
        return new Config(port, dataDir, dbUrl, botDelay, historySize, maxMessageChars, messagesPerSecond,
                messageBurst, max, limits, idle);
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
