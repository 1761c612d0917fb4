package org.tarock.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.server.wire.Config;
import org.tarock.server.wire.TableServer;

/** {@code tarock backup} and {@code tarock restore}: the round trip, and every refusal in one line. */
class BackupCommandTest {
    private static final String NL = System.lineSeparator();

    @TempDir
    Path tmp;

    @Test
    void aBackupOfARunningServerIsRestoredIntoAFreshDirectory() throws Exception {
        Path data = tmp.resolve("data");
        Path zip = tmp.resolve("backup.zip");
        String id;
        try (TableServer server = TableServer.start(Config.defaults(0, data))) {
            id = createTable(server);
            Cli.Result backup = Cli.run("backup", "--data", data.toString(), "--out", zip.toString());
            assertThat(backup.err()).isEmpty();
            assertThat(backup.out()).isEqualTo("backup of " + data + " written to " + zip + " by the running server"
                    + NL);
        }
        Path fresh = tmp.resolve("fresh");
        Cli.Result restore = Cli.run("restore", "--in", zip.toString(), "--data", fresh.toString());
        assertThat(restore.exit()).isZero();
        try (TableServer server = TableServer.start(Config.defaults(0, fresh))) {
            assertThat(get(server, "/api/tables/" + id)).contains("\"id\":\"" + id + "\"");
        }
    }

    @Test
    void aMissingDataDirectoryIsOneLine() {
        Path missing = tmp.resolve("missing");
        assertOneLineError(Cli.run("backup", "--data", missing.toString(), "--out", tmp.resolve("b.zip").toString()),
                "no such data directory: " + missing);
    }

    @Test
    void aDirectoryWithNoServerAndNoDatabaseIsOneLine() {
        assertOneLineError(Cli.run("backup", "--data", tmp.toString(), "--out", tmp.resolve("b.zip").toString()),
                "no server runs on " + tmp + " and it holds no database (tarock.mv.db)");
    }

    @Test
    void anUnwritableOutputIsOneLine() {
        Path out = tmp.resolve("no-such-dir").resolve("b.zip");
        assertOneLineError(Cli.run("backup", "--data", tmp.toString(), "--out", out.toString()),
                "cannot write " + out + ": no such directory " + out.getParent());
        assertOneLineError(Cli.run("backup", "--data", tmp.toString(), "--out", tmp.toString()),
                "cannot write " + tmp + ": it is a directory");
        assertThat(Cli.run("backup", "--data", tmp.toString(), "--out", "/proc/sys/b.zip").err())
                .startsWith("tarock: cannot write /proc/sys/b.zip: ").hasLineCount(1);
    }

    @Test
    void aFileThatIsNotABackupIsRefused() throws IOException {
        Path text = Files.writeString(tmp.resolve("notes.zip"), "not a zip");
        Path data = tmp.resolve("data");
        assertOneLineError(Cli.run("restore", "--in", text.toString(), "--data", data.toString()),
                text + " is not a backup: it holds no tarock.mv.db");
        Path otherZip = tmp.resolve("other.zip");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(otherZip))) {
            out.putNextEntry(new ZipEntry("tarock.mv.db"));
            out.write("H:2,but nothing more".getBytes());
        }
        assertThat(Cli.run("restore", "--in", otherZip.toString(), "--data", data.toString()).err())
                .startsWith("tarock: " + otherZip + " is not a backup of a tarock table server").hasLineCount(1);
        assertThat(data.resolve("tarock.mv.db")).doesNotExist();
    }

    @Test
    void aDirectoryWithADatabaseIsReplacedOnlyWithForceAndNeverUnderARunningServer() throws Exception {
        Path data = tmp.resolve("data");
        Path zip = tmp.resolve("backup.zip");
        try (TableServer server = TableServer.start(Config.defaults(0, data))) {
            createTable(server);
            assertThat(Cli.run("backup", "--data", data.toString(), "--out", zip.toString()).exit()).isZero();
            assertOneLineError(Cli.run("restore", "--in", zip.toString(), "--data", data.toString(), "--force"),
                    "a server is running on " + data + "; stop it before restoring");
        }
        assertOneLineError(Cli.run("restore", "--in", zip.toString(), "--data", data.toString()),
                data + " already has a database; restore with --force to replace it");
        Cli.Result forced = Cli.run("restore", "--in", zip.toString(), "--data", data.toString(), "--force");
        assertThat(forced.err()).isEmpty();
        assertThat(forced.exit()).isZero();
    }

    @Test
    void aMissingBackupFileIsOneLine() {
        Path missing = tmp.resolve("missing.zip");
        assertOneLineError(Cli.run("restore", "--in", missing.toString(), "--data", tmp.toString()),
                "no such backup file: " + missing);
    }

    private static void assertOneLineError(Cli.Result r, String message) {
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEqualTo("tarock: " + message + NL);
    }

    private static String createTable(TableServer server) throws Exception {
        String body = post(server, "/api/tables", "{\"game\":\"bavarian-tarock\",\"seats\":[\"open\",\"basic\","
                + "\"basic\"],\"hands\":2}");
        int at = body.indexOf("\"id\":\"") + 6;
        return body.substring(at, body.indexOf('"', at));
    }

    private static String post(TableServer server, String path, String json) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(server.url()).resolve(path))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)).build(),
                HttpResponse.BodyHandlers.ofString()).body();
    }

    private static String get(TableServer server, String path) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(server.url()).resolve(path)).build(),
                HttpResponse.BodyHandlers.ofString()).body();
    }
}
