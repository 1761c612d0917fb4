package org.tarock.server.wire;

import org.tarock.server.store.StartException;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.server.store.DataDirectory;

/** A data directory the server cannot keep its tables in is refused before it listens, in one line. */
class DataDirectoryTest {

    @TempDir
    Path dir;

    private static void refused(Path data, String message) {
        assertThatThrownBy(() -> TableServer.start(Config.defaults(0, data)).stop())
                .isInstanceOf(StartException.class)
                .hasMessage(message)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void anEmptyDatabaseFileIsRefusedRatherThanStartedAfresh() throws Exception {
        Path file = Files.createFile(dir.resolve(DataDirectory.DATABASE_FILE));
        refused(dir, "the database file " + file + " is empty (0 bytes): it holds no tables; remove it to start "
                + "with a new database");
        assertThat(Files.size(file)).isZero();
    }

    @Test
    void aFileThatIsNotADatabaseIsRefused() throws Exception {
        Path file = Files.writeString(dir.resolve(DataDirectory.DATABASE_FILE), "not a database");
        refused(dir, "the database file " + file + " is not an H2 database");
    }

    @Test
    void aDirectoryInPlaceOfTheDatabaseFileIsRefused() throws Exception {
        Path file = Files.createDirectory(dir.resolve(DataDirectory.DATABASE_FILE));
        refused(dir, "the database file " + file + " is not a file");
    }

    @Test
    void aReadOnlyDirectoryIsRefusedWhetherEmptyOrNot() throws Exception {
        Path data = dir.resolve("data");
        try (TableServer server = TableServer.start(Config.defaults(0, data))) {
            assertThat(server.port()).isPositive();
        }
        Path ro = dir.resolve("ro");
        Mounts.tmpfs(ro, "size=1m");
        try {
            Files.copy(data.resolve(DataDirectory.DATABASE_FILE), ro.resolve(DataDirectory.DATABASE_FILE));
            Mounts.remount(ro, "ro");
            refused(ro, "the data directory " + ro + " is not writable: read-only file system");
            refused(ro.resolve("new"), "cannot create the data directory " + ro.resolve("new")
                    + ": read-only file system");
        } finally {
            Mounts.unmount(ro);
        }
    }

    @Test
    void aSystemDirectoryIsRefused() {
        Path sys = Path.of("/proc/sys");
        assumeThat(Files.isDirectory(sys)).as("/proc/sys exists").isTrue();
        refused(sys, "the data directory /proc/sys is not writable: the system refuses to create a file there");
    }
}
