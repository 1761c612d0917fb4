package org.tarock.server.table;

/** A decision a stand-in bot of kind {@code bot} made for an absent player: the hand's action number {@code action}. */
public record StandIn(int action, String bot) {
}
