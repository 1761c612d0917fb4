package org.tarock.engine;

/** One decision of a hand: the seat that took it and the action (see {@link Action}). */
public record Move(int seat, int action) {
}
