package org.tarock.server.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.time.Duration;

/**
 * The connections the reads of a PostgreSQL store take turns on. A new connection to PostgreSQL costs a password
 * exchange, about 28 ms on loopback against 1-3 ms for the leaderboard's query itself, so the reads keep a few
 * open. The embedded database needs none: with the writer's connection holding it open, a connection of its own
 * costs a read about 0.1 ms, and closing the database cleanly for a new journal generation would close a pool's
 * connections under it.
 */
final class ReadPool {
    /** The connections kept open for reads; the writer keeps one more of its own. */
    static final int SIZE = 4;
    /** How long a read waits for a free connection before it fails (the database is gone by then). */
    private static final Duration WAIT = Duration.ofSeconds(5);

    private ReadPool() {
    }

    /** Whether {@code jdbcUrl}'s reads go through a pool. */
    static boolean pooled(String jdbcUrl) {
        return jdbcUrl.startsWith("jdbc:postgresql:");
    }

    /**
     * Opens the pool. The user and password stay where the URL (or the driver's password file) has them; the pool
     * names neither in what it logs.
     */
    static HikariDataSource open(String jdbcUrl) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("tarock-reads");
        config.setJdbcUrl(jdbcUrl);
        config.setMaximumPoolSize(SIZE);
        config.setMinimumIdle(SIZE);
        config.setConnectionTimeout(WAIT.toMillis());
        // No connection at construction: the start's own has just shown that the database answers, and a failure
        // here would be logged with a stack trace. The pool fills itself in the background.
        config.setInitializationFailTimeout(-1);
        return new HikariDataSource(config);
    }
}
