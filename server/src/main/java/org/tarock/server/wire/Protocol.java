package org.tarock.server.wire;

import org.tarock.server.table.Shown;

/**
 * The versions of the table protocol a client may speak (docs/protocol.md, "Protocol version 2"), each writing
 * the view part of a member's event messages its own way.
 */
enum Protocol {
    /** Version 1, the default: every event carries the member's whole view; an act is answered by an ack. */
    ONE {
        @Override
        void view(StringBuilder out, TableText.EventParts parts, Shown view, Shown held) {
            out.append(",\"view\":").append(parts.whole(view));
        }

        @Override
        boolean answersByEvent() {
            return false;
        }
    },
    /**
     * Version 2: the first view whole, each later one as the delta of the view the member holds; an act is
     * answered by its own event, which carries the act's id.
     */
    TWO {
        @Override
        void view(StringBuilder out, TableText.EventParts parts, Shown view, Shown held) {
            if (held == null) {
                ONE.view(out, parts, view, held);
            } else {
                out.append(",\"delta\":").append(parts.delta(held, view));
            }
        }

        @Override
        boolean answersByEvent() {
            return true;
        }
    };

    /** The versions a client may ask for in {@code hello}: a new one comes only when a message changes incompatibly. */
    static final int FIRST = 1;
    static final int LAST = 2;

    /** Appends the member's view after an event: {@code view} now, {@code held} the one it holds (or null). */
    abstract void view(StringBuilder out, TableText.EventParts parts, Shown view, Shown held);

    /** Whether an accepted act is told by its event, carrying the act's id, rather than by an {@code ack}. */
    abstract boolean answersByEvent();

    /** The version numbered {@code number}, one of {@link #FIRST} to {@link #LAST}. */
    static Protocol of(int number) {
        return values()[number - FIRST];
    }
}
