package org.tarock.server.wire;

import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Comparator;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.tarock.server.store.DataDirectory;
import org.tarock.server.store.Store;

/**
 * Backups of the embedded (H2) database: {@code tarock backup} and {@code tarock restore} (docs/deploy.md,
 * "Backups"). A running server holds the database file, so it makes the copy itself, through its
 * {@link AdminEndpoint}; a stopped server's database is opened and copied here. Either way the copy is H2's
 * {@code BACKUP TO}: a zip holding {@code tarock.mv.db} as of one commit.
 */
public final class Backups {
    private static final String DATABASE = DataDirectory.DATABASE_FILE;
    private static final String BASE = DATABASE.substring(0, DATABASE.length() - ".mv.db".length());
    /** The embedded store's journal beside the database (its previous generation adds {@code .previous}). */
    private static final String JOURNAL = "tarock.journal";

    private Backups() {
    }

    /** A backup or restore that cannot be made; the message is one line naming the file or directory. */
    public static final class BackupException extends RuntimeException {
        BackupException(String message) {
            super(message);
        }
    }

    /** Whose hands made a backup. */
    public enum Maker { RUNNING_SERVER, THIS_COMMAND }

    /**
     * Writes a consistent copy of the embedded database of {@code dataDir} to {@code out} (a zip): made by the
     * server running on it, or, with none running, by opening the database here.
     */
    public static Maker backup(Path dataDir, Path out) {
        if (!Files.isDirectory(dataDir)) {
            throw new BackupException("no such data directory: " + dataDir);
        }
        if (Files.isDirectory(out)) {
            throw new BackupException("cannot write " + out + ": it is a directory");
        }
        Path parent = out.toAbsolutePath().getParent();
        Path partial;
        try {
            partial = Files.createTempFile(parent, ".tarock-backup-", ".partial");
        } catch (NoSuchFileException e) {
            throw new BackupException("cannot write " + out + ": no such directory " + parent);
        } catch (AccessDeniedException e) {
            throw new BackupException("cannot write " + out + ": permission denied in " + parent);
        } catch (IOException e) {
            throw new BackupException("cannot write " + out + ": " + DataDirectory.rootMessage(e));
        }
        try {
            Maker maker = fromServer(dataDir, partial) ? Maker.RUNNING_SERVER : fromStoppedStore(dataDir, partial);
            Files.move(partial, out, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return maker;
        } catch (IOException e) {
            throw new BackupException("cannot write " + out + ": " + DataDirectory.rootMessage(e));
        } finally {
            try {
                Files.deleteIfExists(partial);
            } catch (IOException ignored) {
                // a stray partial file is named as one and holds nothing the backup needs
            }
        }
    }

    /** Asks the server running on {@code dataDir} for the backup; false when none answers there. */
    private static boolean fromServer(Path dataDir, Path partial) throws IOException {
        Path portFile = dataDir.resolve(AdminEndpoint.PORT_FILE);
        Path tokenFile = dataDir.resolve(AdminEndpoint.TOKEN_FILE);
        if (!Files.exists(portFile) || !Files.exists(tokenFile)) {
            return false;
        }
        int port;
        String token;
        try {
            port = Integer.parseInt(Files.readString(portFile).strip());
            token = Files.readString(tokenFile).strip();
        } catch (AccessDeniedException e) {
            throw new BackupException("cannot read the admin token " + tokenFile + ": permission denied (run the "
                    + "backup as the server's user)");
        } catch (NumberFormatException e) {
            throw new BackupException("the admin port file " + portFile + " holds no port number");
        }
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/backup"))
                .header(AdminEndpoint.AUTHORIZATION, "Bearer " + token)
                .POST(HttpRequest.BodyPublishers.noBody()).timeout(Duration.ofMinutes(30)).build();
        HttpResponse<Path> answer;
        try (HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build()) {
            answer = client.send(request, HttpResponse.BodyHandlers.ofFile(partial));
        } catch (ConnectException stale) {
            // A server that was killed left its files behind; nothing listens there any more.
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BackupException("the backup was interrupted");
        }
        if (answer.statusCode() != 200) {
            String why = Files.readString(partial, StandardCharsets.UTF_8).strip();
            throw new BackupException("the server on " + dataDir + " did not make the backup: "
                    + (why.isEmpty() ? "status " + answer.statusCode() : why));
        }
        return true;
    }

    private static Maker fromStoppedStore(Path dataDir, Path partial) throws IOException {
        if (!Files.exists(dataDir.resolve(DATABASE))) {
            throw new BackupException("no server runs on " + dataDir + " and it holds no database (" + DATABASE + ")");
        }
        Files.delete(partial);
        Path journal = dataDir.resolve(JOURNAL);
        if (Files.exists(journal) && !held(dataDir.resolve(DATABASE))) {
            // A server killed before its stop may have left batches in its journal that the database lacks: the
            // store makes them again when it opens, and its clean close keeps them.
            try {
                new Store(Config.defaults(0, dataDir).jdbcUrl(), journal, Store.Upkeep.DEFAULT).close();
            } catch (RuntimeException e) {
                throw new BackupException("cannot open the database in " + dataDir + ": "
                        + DataDirectory.rootMessage(e).lines().findFirst().orElse(""));
            }
        }
        try (Connection c = open(dataDir)) {
            c.createStatement().execute("BACKUP TO '" + partial.toString().replace("'", "''") + "'");
        } catch (SQLException e) {
            throw new BackupException(stoppedStoreProblem(dataDir, e));
        }
        return Maker.THIS_COMMAND;
    }

    private static Connection open(Path dir) throws SQLException {
        return DriverManager.getConnection("jdbc:h2:file:" + dir.toAbsolutePath().resolve(BASE) + ";IFEXISTS=TRUE");
    }

    private static String stoppedStoreProblem(Path dataDir, SQLException e) {
        // 90020: the file is locked; a server holds it but its admin endpoint did not answer.
        return e.getErrorCode() == 90020 ? "the database in " + dataDir + " is in use by another process, and no "
                + "server answers on its admin endpoint" : "cannot read the database in " + dataDir + ": "
                + DataDirectory.rootMessage(e).lines().findFirst().orElse("");
    }

    /**
     * Brings the backup {@code in} back into {@code dataDir} for a server started there: refused while a server
     * holds the directory's database, when {@code in} is not a backup of a tarock database, and, unless
     * {@code force}, when the directory already has a database.
     */
    public static void restore(Path in, Path dataDir, boolean force) {
        if (!Files.isRegularFile(in)) {
            throw new BackupException("no such backup file: " + in);
        }
        Path database = dataDir.resolve(DATABASE);
        try {
            Files.createDirectories(dataDir);
        } catch (IOException e) {
            throw new BackupException("cannot create the data directory " + dataDir + ": "
                    + DataDirectory.rootMessage(e));
        }
        if (Files.exists(database)) {
            if (held(database)) {
                throw new BackupException("a server is running on " + dataDir + "; stop it before restoring");
            }
            if (!force) {
                throw new BackupException(dataDir + " already has a database; restore with --force to replace it");
            }
        }
        Path staging;
        try {
            staging = Files.createTempDirectory(dataDir, ".restore-");
        } catch (IOException e) {
            throw new BackupException("cannot write in " + dataDir + ": " + DataDirectory.rootMessage(e));
        }
        try {
            unpack(in, staging.resolve(DATABASE));
            checkIsStore(in, staging);
            Files.move(staging.resolve(DATABASE), database, StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.ATOMIC_MOVE);
            Files.deleteIfExists(dataDir.resolve(BASE + ".trace.db"));
            // The journal of the database replaced belongs to its history, not the backup's.
            Files.deleteIfExists(dataDir.resolve(JOURNAL));
            Files.deleteIfExists(dataDir.resolve(JOURNAL + ".previous"));
        } catch (IOException e) {
            throw new BackupException("cannot restore into " + dataDir + ": " + DataDirectory.rootMessage(e));
        } finally {
            deleteTree(staging);
        }
    }

    /** Whether another process holds the database file's lock, as a running H2 does. */
    private static boolean held(Path database) {
        try (FileChannel ch = FileChannel.open(database, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            FileLock lock = ch.tryLock();
            if (lock == null) {
                return true;
            }
            lock.release();
            return false;
        } catch (OverlappingFileLockException sameProcess) {
            return true;
        } catch (IOException e) {
            throw new BackupException("cannot open " + database + ": " + DataDirectory.rootMessage(e));
        }
    }

    /** Writes the backup's database entry to {@code target}. */
    private static void unpack(Path in, Path target) throws IOException {
        try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(in))) {
            for (ZipEntry e; (e = zip.getNextEntry()) != null; ) {
                if (e.getName().equals(DATABASE)) {
                    Files.copy(zip, target);
                    return;
                }
            }
        } catch (java.util.zip.ZipException e) {
            throw new BackupException(in + " is not a backup: not a zip file");
        }
        throw new BackupException(in + " is not a backup: it holds no " + DATABASE);
    }

    /** Opens the unpacked database: it must be an H2 database with the tarock tables' migrations. */
    private static void checkIsStore(Path in, Path staging) {
        try (InputStream head = Files.newInputStream(staging.resolve(DATABASE))) {
            if (!new String(head.readNBytes(4), StandardCharsets.ISO_8859_1).equals("H:2,")) {
                throw new BackupException(in + " is not a backup: its " + DATABASE + " is not an H2 database");
            }
        } catch (IOException e) {
            throw new BackupException("cannot read " + in + ": " + DataDirectory.rootMessage(e));
        }
        try (Connection c = open(staging);
             var rs = c.createStatement().executeQuery("select count(*) from \"flyway_schema_history\"")) {
            rs.next();
        } catch (SQLException e) {
            throw new BackupException(in + " is not a backup of a tarock table server: "
                    + DataDirectory.rootMessage(e).lines().findFirst().orElse(""));
        }
    }

    private static void deleteTree(Path dir) {
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // a staging directory left behind is named as one and holds nothing the server reads
        }
    }
}
