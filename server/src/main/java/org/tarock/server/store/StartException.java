package org.tarock.server.store;

/**
 * Thrown when the server cannot start because its data cannot be kept: the data directory is not writable, the
 * database file is empty, unreadable or not a database, or the database refuses to open (or, at the wire, the
 * metrics cannot be served). The message is one line naming the file, directory or address.
 */
public final class StartException extends IllegalStateException {
    public StartException(String message, Throwable cause) {
        super(message, cause);
    }
}
