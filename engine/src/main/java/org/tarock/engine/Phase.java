package org.tarock.engine;

/** The phases a hand goes through; each game uses the ones its rules file lists (rules/README.md §2). */
public enum Phase {
    /** Prague-Vienna: players dealt at most two trumps may annul the deal. */
    ANNULMENT,
    /** The priority auction (rules/README.md §3). */
    AUCTION,
    /** Husarln: the declarer examines the stock packet by packet. */
    STOCK,
    /** The declarer (the dealer in Leipzig Taroc) lays cards away. */
    DISCARD,
    /** The declarer names the trump suit. */
    TRUMP,
    /** German Tarok: the declarer announces a Matsch or not. */
    ANNOUNCEMENT,
    /** Leipzig Taroc and Husarln: declarations (Roem, bonuses, Pagat Ultimo). */
    DECLARATIONS,
    /** Trick play. */
    PLAY,
    /** The hand is over: its result is known. */
    OVER
}
