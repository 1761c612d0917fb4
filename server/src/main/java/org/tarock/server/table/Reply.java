package org.tarock.server.table;

import java.util.List;
import org.tarock.engine.Refusal;
import org.tarock.engine.Vocabulary;

/**
 * A message to one client that is not an event: the answer to its request, or an error. The connection writes
 * it (docs/protocol.md, "Messages"); {@code id} is the request's id, null when it had none.
 */
public sealed interface Reply {
    String id();

    /** A request the server did not take, with the protocol's error code and a sentence a person understands. */
    record Error(String id, String code, String message) implements Reply {
    }

    /** An act the rules refuse, with the engine's reason. */
    record Refused(String id, Refusal refusal) implements Reply {
    }

    /** An act taken: the event of version {@code version} announces it. */
    record Ack(String id, long version) implements Reply {
    }

    /**
     * A hint for a card decision at version {@code version}: the legal actions best first, each with its value,
     * and how many sampled deals the search solved. {@code vocabulary} writes the actions.
     */
    record Hint(String id, long version, Vocabulary vocabulary, List<Suggestion> cards, int deals) implements Reply {
    }

    /** A card of a hint and its expected value. */
    record Suggestion(int action, double value) {
    }

    /** How a catch-up goes on after its first message: from version {@code version}, by events or by the state. */
    record Resume(long version, boolean events) {
    }

    /** The first message of a catch-up; {@code resume} is filled in by the event log. */
    sealed interface CatchUp extends Reply {
        CatchUp resumed(Resume resume);
    }

    /** The answer to {@code hello}: the member's protocol, table and seat (null for a watcher). */
    record Welcome(String id, int protocol, String table, Integer seat, Resume resume) implements CatchUp {
        @Override
        public CatchUp resumed(Resume r) {
            return new Welcome(id, protocol, table, seat, r);
        }
    }

    /** The answer to {@code sync}. */
    record Synced(String id, Resume resume) implements CatchUp {
        @Override
        public CatchUp resumed(Resume r) {
            return new Synced(id, r);
        }
    }
}
