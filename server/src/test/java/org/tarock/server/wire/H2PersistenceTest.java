package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.server.store.Store;

/** The persistence contract against the embedded H2 database the server uses by default. */
class H2PersistenceTest extends PersistenceContract {
    /** A database of its own for every test: a restarted server restores every table it finds. */
    @TempDir
    Path dir;

    @Override
    String jdbcUrl() {
        return Config.defaults(0, dir).jdbcUrl();
    }

    @Test
    void aDatabaseOfTheFirstSchemaKeepsItsActionsWhenMigrated(@TempDir Path old) {
        String url = Config.defaults(0, old).jdbcUrl();
        Flyway.configure().dataSource(url, null, null).locations("classpath:db/migration").target("1").load().migrate();
        Jdbi.create(url).useHandle(h -> {
            h.execute("insert into game_table values ('t1', 'bavarian-tarock', '{}', 7, 0, 2, current_timestamp)");
            h.execute("insert into hand (table_id, hand_no, deal) values ('t1', 0, '{}')");
            // Stored out of order: the first schema kept order by its key, not by insertion.
            h.execute("insert into hand_action values ('t1', 0, 1, 2, 'pass')");
            h.execute("insert into hand_action values ('t1', 0, 0, 1, 'bid solo')");
        });

        try (Store store = new Store(url)) {
            Store.StoredTable t = store.loadAll().getFirst();
            assertThat(t.hands().getFirst().actions())
                    .containsExactly(new Store.ActionRow(1, "bid solo", null), new Store.ActionRow(2, "pass", null));
            store.appendAction("t1", 0, 2, 0, "pass", null).join();
            assertThat(store.loadAll().getFirst().hands().getFirst().actions()).hasSize(3)
                    .last().isEqualTo(new Store.ActionRow(0, "pass", null));
        }
        assertThat(List.of(old.toFile().list())).anyMatch(f -> f.endsWith(".mv.db"));
    }
}
