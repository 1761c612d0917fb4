package org.tarock.engine;

/** What a contract does with the talon (stock, scat), one column of each game's contract rows. */
public enum Talon {
    /** The declarer takes the whole talon and lays away as many cards, which count for him. */
    EXCHANGE,
    /** The declarer takes one packet of it and lays away as many cards; the rest counts for the defenders. */
    PACKET,
    /** It stays face down and counts for the declarer, or for the defenders where the rules say so. */
    UNTOUCHED,
    /** It stays face down and counts for the defenders. */
    DEFENDERS,
    /** It stays face down and its cards count for nobody (card points do not decide the contract). */
    UNSCORED;

    /** Whether the declarer picks up talon cards and discards as many. */
    public boolean taken() {
        return this == EXCHANGE || this == PACKET;
    }
}
