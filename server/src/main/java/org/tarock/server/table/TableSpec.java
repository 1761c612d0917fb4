package org.tarock.server.table;

import java.util.List;
import org.tarock.engine.Game;

/**
 * A table as its creator asked for it, validated: the game with its rules, and per seat either an open seat
 * for a person (or an outside bot) or a server bot of a given kind.
 *
 * @param game        the game with the rules in force
 * @param seats       one entry per seat: null for an open seat, else the server bot's kind
 * @param hands       how many hands the match lasts
 * @param absent      what happens while a player is away
 * @param turnSeconds the turn timer in seconds, or null for none
 * @param pace        how fast its server bots play when someone follows the table
 */
public record TableSpec(Game game, List<String> seats, int hands, Absence absent, Integer turnSeconds, Pace pace) {
    public static final int MAX_HANDS = 1000;
    public static final int MAX_TURN_SECONDS = 3600;

    /**
     * The table option {@code absent}: a stand-in bot of kind {@code standIn} plays for an absent player after
     * {@code afterSeconds}, or, when {@code standIn} is null, the table waits for the player ({@code "wait"}).
     */
    public record Absence(String standIn, int afterSeconds) {
        public static final int MAX_AFTER = 86_400;
        /** A stand-in {@code basic} after a minute. */
        public static final Absence DEFAULT = new Absence("basic", 60);
        public static final Absence WAIT = new Absence(null, 0);

        public boolean waits() {
            return standIn == null;
        }
    }
}
