package org.tarock.server.table;

import java.util.List;
import java.util.Map;
import org.tarock.server.store.Store;

/**
 * A rated match at its end, as its table knows it: the write that ends it (the last hand's record and the table's
 * snapshot as finished), and each player with his account, final total, whether he was away at the end, how many
 * of his decisions stand-ins made, and the hands he played and declared.
 *
 * @param lastHand   the number of the match's last hand
 * @param lastRecord that hand's record
 * @param finished   the table's snapshot as finished
 */
public record RatedMatch(String tableId, String game, int hands, int lastHand, String lastRecord,
                         Store.SnapshotRow finished, List<Player> players) {

    /**
     * One seat's player.
     *
     * @param decisions        every decision made for his seat (his own and his stand-ins')
     * @param standInDecisions those of them a stand-in made while he was away or out of time
     * @param hands            the hands he was dealt into (at four, the dealer sits one out)
     * @param declared         per contract, the hands he declared and how many of them his side won
     */
    public record Player(int seat, String accountKey, String name, double total, boolean awayAtEnd, int decisions,
                         int standInDecisions, int hands, Map<String, Declared> declared) {
    }

    /** Hands declared with one contract, and how many the declarer's side won. */
    public record Declared(int played, int won) {
    }
}
