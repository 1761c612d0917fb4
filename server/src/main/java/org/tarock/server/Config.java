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
 */
public record Config(int port, Path dataDir, String dbUrl, Duration botDelay, int historySize, int maxMessageChars,
                     int messagesPerSecond, int messageBurst, int maxTables) {

    /** The server bots' card delay unless set: 0.8 s. */
    public static final Duration DEFAULT_BOT_DELAY = Duration.ofMillis(800);

    /** The defaults: the embedded database in {@code dataDir}, bots at the default pace. */
    public static Config defaults(int port, Path dataDir) {
        return new Config(port, dataDir, null, DEFAULT_BOT_DELAY, 200, 4096, 50, 100, 2000);
    }

    public Config withDbUrl(String url) {
        return new Config(port, dataDir, url, botDelay, historySize, maxMessageChars, messagesPerSecond, messageBurst,
                maxTables);
    }

    public Config withBotDelay(Duration delay) {
        return new Config(port, dataDir, dbUrl, delay, historySize, maxMessageChars, messagesPerSecond, messageBurst,
                maxTables);
    }

    public Config withHistorySize(int size) {
        return new Config(port, dataDir, dbUrl, botDelay, size, maxMessageChars, messagesPerSecond, messageBurst,
                maxTables);
    }

    public Config withRateLimit(int perSecond, int burst) {
        return new Config(port, dataDir, dbUrl, botDelay, historySize, maxMessageChars, perSecond, burst, maxTables);
    }

    public Config withMaxTables(int max) {
        return new Config(port, dataDir, dbUrl, botDelay, historySize, maxMessageChars, messagesPerSecond,
                messageBurst, max);
    }

    /** The JDBC URL actually used: {@code dbUrl}, or the H2 file database in the data directory. */
    public String jdbcUrl() {
        if (dbUrl != null) {
            return dbUrl;
        }
        // WRITE_DELAY=0: every commit reaches the file before the action is acknowledged (survives SIGKILL).
        return "jdbc:h2:file:" + dataDir.toAbsolutePath().resolve("tarock") + ";WRITE_DELAY=0";
    }

    /** Where the data is kept, as a person reads it (passwords in a URL are not shown). */
    public String describeStore() {
        return dbUrl != null ? dbUrl.replaceAll("password=[^&;]*", "password=***")
                : "embedded database in " + dataDir.toAbsolutePath();
    }
}
