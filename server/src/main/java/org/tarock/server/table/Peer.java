package org.tarock.server.table;

/** One client connection as a table sees it: messages go out in the order they are sent. */
public interface Peer {
    /** Queues a message; never blocks the caller. */
    void send(String json);

    /** Sends a last message, then closes the connection. */
    void closeWith(String json, int status, String reason);

    /** Whether the connection is still open: work for a closed one (a hint) is not done. */
    default boolean open() {
        return true;
    }
}
