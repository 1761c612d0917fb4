package org.tarock.server.table;

import java.util.List;

/**
 * What a rated match's end counts of one finished hand, as its record holds it.
 *
 * @param players        the hand's players by hand seat
 * @param actors         the hand seat of each action, in order
 * @param standInActions the numbers of the actions a stand-in made
 * @param contract       the contract's record code, or null when none was declared (a hand thrown in, Leipzig Taroc)
 * @param declarer       the declarer's hand seat, or null
 * @param won            whether the declarer's side won
 */
public record PlayedHand(List<String> players, List<Integer> actors, List<Integer> standInActions, String contract,
                         Integer declarer, boolean won) {
}
