package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Locale;
import java.util.stream.IntStream;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.tarock.server.store.Store;

/**
 * The persistence contract against a real PostgreSQL server, named by {@code TAROCK_TEST_PG_URL} (a JDBC URL
 * with user and password; server/ci-postgres.sh sets one up). Without it the tests are skipped, except under
 * {@code CI=true}, where a missing database is a failure. Each test works in a schema of its own, dropped after
 * (a restarted server restores every table it finds).
 */
class PostgresPersistenceTest extends PersistenceContract {
    private static final String VARIABLE = "TAROCK_TEST_PG_URL";
    private static String base;
    private String schema;

    @BeforeAll
    static void findDatabase() {
        base = System.getenv(VARIABLE);
        if (base == null || base.isBlank()) {
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                fail(VARIABLE + " is not set, but CI=true: PostgreSQL tests must run in CI (see server/ci-postgres.sh)");
            }
            Assumptions.abort(VARIABLE + " is not set: skipping the PostgreSQL persistence tests "
                    + "(run server/ci-postgres.sh and export the variable it prints to run them)");
        }
    }

    @BeforeEach
    void createSchema() {
        schema = "tarock_test_" + Long.toHexString(System.nanoTime()).toLowerCase(Locale.ROOT);
        Jdbi.create(base).useHandle(h -> h.execute("create schema " + schema));
    }

    @AfterEach
    void dropSchema() {
        if (schema != null) {
            Jdbi.create(base).useHandle(h -> h.execute("drop schema " + schema + " cascade"));
        }
    }

    @Test
    void aStoreKeepsTheWritersConnectionAndFourForReadsOpenAndClosesThemAll() throws InterruptedException {
        // The connections of this store alone, among those of whatever else uses the database meanwhile.
        String name = "tarock-test-" + schema;
        try (Store store = new Store(jdbcUrl() + "&ApplicationName=" + name)) {
            store.loadAll(); // as a server's start does, which closes the connection the start opened
            assertThat(connectionsSettleAt(name, 5)).as("the connections open once the pool has filled").isEqualTo(5);
            IntStream.range(0, 40).parallel().forEach(i -> store.players().account("player-" + i));
            assertThat(connections(name)).as("the connections open after 40 reads at once").isEqualTo(5);
        }
        assertThat(connectionsSettleAt(name, 0)).as("the connections open after the store is closed").isZero();
    }

    /** The connections open under {@code name} once they reach {@code expected}, or after five seconds. */
    private static long connectionsSettleAt(String name, long expected) throws InterruptedException {
        long open = connections(name);
        for (int i = 0; i < 100 && open != expected; i++) {
            Thread.sleep(50);
            open = connections(name);
        }
        return open;
    }

    private static long connections(String name) {
        return Jdbi.create(base).withHandle(h -> h.createQuery(
                "select count(*) from pg_stat_activity where application_name = ?").bind(0, name).mapTo(Long.class).one());
    }

    @Override
    String jdbcUrl() {
        return base + (base.contains("?") ? "&" : "?") + "currentSchema=" + schema;
    }
}
