package org.tarock.server.wire;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tarock.server.store.DataDirectory;
import org.tarock.server.store.Store;

/**
 * The running server's admin endpoint for {@code tarock backup}: on loopback only, at a free port written to
 * {@code DIR/admin.port}, answering only a request that brings the random token of {@code DIR/admin.token} (a
 * file only the server's user may read). The running server holds the embedded database's file, so only it can
 * copy the database while tables play: {@code POST /backup} answers H2's online backup, a zip of a consistent
 * copy of the database.
 */
public final class AdminEndpoint implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(AdminEndpoint.class);
    static final String TOKEN_FILE = "admin.token";
    static final String PORT_FILE = "admin.port";
    /** The header a request brings the token in, as {@code Bearer TOKEN}. */
    static final String AUTHORIZATION = "Authorization";

    private final HttpServer http;
    private final Path dir;
    private final byte[] token;
    private final Store store;

    private AdminEndpoint(HttpServer http, Path dir, byte[] token, Store store) {
        this.http = http;
        this.dir = dir;
        this.token = token;
        this.store = store;
    }

    /**
     * Listens on a free loopback port and writes the token and the port into {@code dir}; null when it cannot
     * (a full disk): the tables need no admin endpoint, only a backup while the server runs does.
     */
    static AdminEndpoint tryStart(Path dir, Store store) {
        byte[] random = new byte[32];
        new SecureRandom().nextBytes(random);
        String token = HexFormat.of().formatHex(random);
        AdminEndpoint admin = null;
        try {
            HttpServer http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 4);
            admin = new AdminEndpoint(http, dir, token.getBytes(StandardCharsets.US_ASCII), store);
            http.createContext("/backup", admin::backup);
            http.setExecutor(Executors.newSingleThreadExecutor(
                    Thread.ofPlatform().name("tarock-admin").daemon().factory()));
            http.start();
            writeOwnerOnly(dir.resolve(TOKEN_FILE), token);
            Files.writeString(dir.resolve(PORT_FILE), Integer.toString(http.getAddress().getPort()));
            return admin;
        } catch (IOException e) {
            LOG.warn("no admin endpoint, so no backup while the server runs: cannot write {} ({})", dir,
                    DataDirectory.rootMessage(e));
            if (admin != null) {
                admin.close();
            }
            return null;
        }
    }

    /** Writes {@code text} to a new file that only the owner may read and write (where the file system says so). */
    private static void writeOwnerOnly(Path file, String text) throws IOException {
        Files.deleteIfExists(file);
        try {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        } catch (UnsupportedOperationException notPosix) {
            Files.createFile(file);
        } catch (FileAlreadyExistsException raced) {
            throw new IOException("another process wrote " + file + " at the same time", raced);
        }
        Files.writeString(file, text);
    }

    int port() {
        return http.getAddress().getPort();
    }

    private void backup(HttpExchange exchange) throws IOException {
        try (exchange) {
            if (!exchange.getRemoteAddress().getAddress().isLoopbackAddress()) {
                answer(exchange, 403, "the admin endpoint answers only on loopback");
                return;
            }
            String given = exchange.getRequestHeaders().getFirst(AUTHORIZATION);
            byte[] presented = given == null || !given.startsWith("Bearer ") ? new byte[0]
                    : given.substring("Bearer ".length()).getBytes(StandardCharsets.US_ASCII);
            if (!MessageDigest.isEqual(presented, token)) {
                answer(exchange, 401, "the admin token is missing or wrong");
                return;
            }
            if (!exchange.getRequestMethod().equals("POST")) {
                answer(exchange, 405, "a backup is made with POST");
                return;
            }
            Path zip = Files.createTempFile(dir, ".backup-", ".zip");
            try {
                Files.delete(zip);
                long begin = System.nanoTime();
                store.backupTo(zip);
                long bytes = Files.size(zip);
                exchange.getResponseHeaders().set("Content-Type", "application/zip");
                exchange.sendResponseHeaders(200, bytes);
                try (OutputStream out = exchange.getResponseBody()) {
                    Files.copy(zip, out);
                }
                LOG.info("backup of {} bytes made in {} ms", bytes, (System.nanoTime() - begin) / 1_000_000);
            } catch (RuntimeException e) {
                LOG.warn("a backup failed: {}", DataDirectory.rootMessage(e));
                answer(exchange, 500, "the backup failed: " + DataDirectory.rootMessage(e));
            } finally {
                Files.deleteIfExists(zip);
            }
        }
    }

    private static void answer(HttpExchange exchange, int status, String message) throws IOException {
        byte[] body = (message + "\n").getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "text/plain; charset=utf-8");
        exchange.sendResponseHeaders(status, body.length);
        exchange.getResponseBody().write(body);
    }

    /** Stops listening and removes the token and port files: a backup then copies the stopped store itself. */
    @Override
    public void close() {
        http.stop(0);
        ((java.util.concurrent.ExecutorService) http.getExecutor()).shutdownNow();
        try {
            Files.deleteIfExists(dir.resolve(PORT_FILE));
            Files.deleteIfExists(dir.resolve(TOKEN_FILE));
        } catch (IOException e) {
            LOG.warn("could not remove the admin files in {}: {}", dir, e.toString());
        }
    }
}
