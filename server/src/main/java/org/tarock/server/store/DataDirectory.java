package org.tarock.server.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The embedded database's directory, checked before the server opens it: H2 would turn an empty database
 * file into a new empty database, and fail with a stack trace in a directory it cannot write.
 */
public final class DataDirectory {
    /** The file H2 keeps the database in, for the URL of {@link Config#jdbcUrl()}. */
    public static final String DATABASE_FILE = "tarock.mv.db";
    /** How every H2 database file begins (its file header). */
    private static final String H2_HEADER = "H:2,";

    private DataDirectory() {
    }

    /**
     * Creates the directory if need be and checks that it is writable and that a database file in it is one.
     *
     * @throws StartException with one line naming the directory or the file
     */
    public static void check(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new StartException("cannot create the data directory " + dir + ": " + why(e), e);
        }
        try {
            Files.delete(Files.createTempFile(dir, ".tarock-write-check", ".tmp"));
        } catch (IOException e) {
            throw new StartException("the data directory " + dir + " is not writable: " + why(e), e);
        }
        Path file = dir.resolve(DATABASE_FILE);
        if (!Files.exists(file)) {
            return;
        }
        if (!Files.isRegularFile(file)) {
            throw new StartException("the database file " + file + " is not a file", null);
        }
        byte[] head;
        try (InputStream in = Files.newInputStream(file)) {
            head = in.readNBytes(H2_HEADER.length());
        } catch (IOException e) {
            throw new StartException("cannot read the database file " + file + ": " + why(e), e);
        }
        if (head.length == 0) {
            throw new StartException("the database file " + file + " is empty (0 bytes): it holds no "
                    + "tables; remove it to start with a new database", null);
        }
        if (!new String(head, StandardCharsets.ISO_8859_1).equals(H2_HEADER)) {
            throw new StartException("the database file " + file + " is not an H2 database", null);
        }
    }

    private static String why(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException f) {
            return f.getReason() != null ? f.getReason().toLowerCase(java.util.Locale.ROOT)
                    : "the system refuses to create a file there";
        }
        return e.getMessage() == null ? "input/output error" : e.getMessage();
    }

    /** The innermost cause's message: what the database itself said, without the layers above it. */
    public static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String m = root.getMessage();
        if (m == null || m.isBlank()) {
            return root.getClass().getSimpleName();
        }
        int newline = m.indexOf('\n');
        return newline >= 0 ? m.substring(0, newline) : m;
    }
}
