package org.tarock.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.flywaydb.core.Flyway;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A restart skips Flyway only when the database has every migration applied. */
class StoreMigrationsTest {

    /** The migration versions under db/migration, newest last (V2_1 is version 2.1). */
    private static List<String> versions() throws Exception {
        Path dir = migrations();
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(f -> f.getFileName().toString()).filter(n -> n.matches("V[0-9_]+__.*\\.sql"))
                    .map(n -> n.substring(1, n.indexOf("__")).replace('_', '.'))
                    .sorted(Comparator.comparing(StoreMigrationsTest::parts, Arrays::compare)).toList();
        }
    }

    private static int[] parts(String version) {
        return Arrays.stream(version.split("\\.")).mapToInt(Integer::parseInt).toArray();
    }

    private static Path migrations() throws URISyntaxException {
        return Path.of(StoreMigrationsTest.class.getResource("/db/migration").toURI());
    }

    private static String url(Path dir) {
        return "jdbc:h2:file:" + dir.resolve("tarock") + ";DB_CLOSE_ON_EXIT=FALSE";
    }

    @Test
    void theLatestMigrationKnownToTheStoreIsTheNewestFile() throws Exception {
        List<String> versions = versions();
        assertThat(versions).isNotEmpty();
        assertThat(Store.LATEST_MIGRATION).isEqualTo(versions.get(versions.size() - 1));
    }

    @Test
    void aDatabaseWithoutTheLatestMigrationIsMigratedAndThenCurrent(@TempDir Path dir) {
        Jdbi jdbi = Jdbi.create(url(dir));
        assertThat(Store.current(jdbi)).as("an empty database").isFalse();
        Flyway.configure().dataSource(url(dir), null, null).locations("classpath:db/migration").target("3").load()
                .migrate();
        assertThat(Store.current(jdbi)).as("migrated up to V3 only").isFalse();
        new Store(url(dir)).close();
        assertThat(Store.current(jdbi)).isTrue();
        long applied = jdbi.withHandle(h -> h.createQuery("select count(*) from \"flyway_schema_history\" where "
                + "\"version\" = ?").bind(0, Store.LATEST_MIGRATION).mapTo(Long.class).one());
        assertThat(applied).isEqualTo(1);
    }
}
