package org.tarock.server.table;

/** One client connection as a table sees it: messages go out in the order they are sent. */
public interface Peer {
    /** Queues a message the wire has written already (an event, a state); never blocks the caller. */
    void send(String text);

    /** Queues a reply, written by the connection; never blocks the caller. */
    void send(Reply reply);

    /** Sends a last reply, then closes the connection. */
    void closeWith(Reply reply, int status, String reason);

    /** Whether the connection is still open: work for a closed one (a hint) is not done. */
    default boolean open() {
        return true;
    }
}
