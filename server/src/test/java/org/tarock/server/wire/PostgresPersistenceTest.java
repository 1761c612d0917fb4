package org.tarock.server.wire;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.Locale;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;

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

    @Override
    String jdbcUrl() {
        return base + (base.contains("?") ? "&" : "?") + "currentSchema=" + schema;
    }
}
