package org.tarock.server.tournaments;

import org.tarock.engine.Amount;

/**
 * How an entry's deal ended, as the tournament scores and shows it.
 *
 * @param entrant    the entry's name
 * @param deal       the deal's number, from 1
 * @param settlement what the entrant won or paid on it (the score is compared by this alone)
 * @param contract   the contract's record code, or null in a game without contracts
 * @param declarer   the declarer's table seat ({@value TournamentDeals#ENTRANT_SEAT} is the entrant), or null
 * @param won        whether the declarer won, or null without a declarer
 */
public record DealResult(String entrant, int deal, Amount settlement, String contract, Integer declarer,
                         Boolean won) {
}
