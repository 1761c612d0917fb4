package org.tarock.server.table;

import org.tarock.engine.Game;

/**
 * How one table's messages to its members are written: the wire makes one per table, the only layer that knows
 * the protocol's text. The table decides what each member is shown; the writer writes it, once for every member
 * shown alike, as each member's protocol version says.
 */
public interface TableWriter {

    /** Makes the writer of table {@code tableId}, playing {@code game}. */
    @FunctionalInterface
    interface Maker {
        TableWriter of(String tableId, Game game);
    }

    /** One event, to be written for each member. */
    EventText event(long version, TableEvent event);

    /** The {@code state} message at {@code version}: the table's summary, and the member's view (null: none yet). */
    String state(long version, TableSummary info, Shown view);

    /** Whether protocol {@code protocol} tells an accepted act by its event, which carries the act's id. */
    boolean answersByEvent(int protocol);

    /** One event's message as each member is shown it; a part several members are shown alike is written once. */
    interface EventText {
        /**
         * The message for a member speaking {@code protocol}: {@code answer} is the id of its act the event answers
         * (else null), {@code eventShown} whether it may see the event (an action it may not see comes as the bare
         * version), {@code view} its view after the event (null for an event that changes no view) and {@code held}
         * the view it holds (null: none; a later protocol may send a delta of it).
         */
        String to(int protocol, String answer, boolean eventShown, Shown view, Shown held);
    }
}
