package org.tarock.server;

import java.util.List;
import org.tarock.engine.Game;

/**
 * A table as its creator asked for it, validated: the game with its rules, and per seat either an open seat
 * for a person (or an outside bot) or a server bot of a given kind.
 *
 * @param game  the game with the rules in force
 * @param seats one entry per seat: null for an open seat, else the server bot's kind
 * @param hands how many hands the match lasts
 * @param pace  how fast its server bots play when someone follows the table
 */
record TableSpec(Game game, List<String> seats, int hands, Pace pace) {
    static final int MAX_HANDS = 1000;
}
