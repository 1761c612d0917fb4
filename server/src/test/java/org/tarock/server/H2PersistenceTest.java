package org.tarock.server;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** The persistence contract against the embedded H2 database the server uses by default. */
class H2PersistenceTest extends PersistenceContract {
    @TempDir
    static Path dir;

    @Override
    String jdbcUrl() {
        return Config.defaults(0, dir).jdbcUrl();
    }
}
