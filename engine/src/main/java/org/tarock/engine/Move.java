package org.tarock.engine;

/** One decision of a hand: the seat that took it and the action (see {@link Action}). */
public record Move(int seat, int action) {
    // Written out: the server compares every seat's history with the one it sent before, at every event, and the
    // generated equals (through method handles) was a visible part of that.
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof Move m && seat == m.seat && action == m.action;
    }

    @Override
    public int hashCode() {
        return 31 * seat + action;
    }
}
