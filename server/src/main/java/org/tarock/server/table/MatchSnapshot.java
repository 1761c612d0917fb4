package org.tarock.server.table;

import java.util.Map;
import org.tarock.engine.Amount;
import org.tarock.engine.Carry;
import org.tarock.engine.Match;
import org.tarock.engine.Seating;
import org.tarock.server.store.Store;

/**
 * A match as a restart needs it, written at the start, after every hand and at the close: the version, the hands
 * played, the next hand's seating and carried state (null before the match starts), and the totals.
 */
public record MatchSnapshot(long version, int hands, Seating next, Carry carry, Map<String, Amount> totals) {

    /** The snapshot row of {@code status} at version {@code v}; {@code match} is null before the match starts. */
    static Store.SnapshotRow row(String status, long v, int handsPlayed, Match match, Standings totals,
                                 StoredForms forms) {
        MatchSnapshot s = new MatchSnapshot(v, handsPlayed, match == null ? null : match.seating(),
                match == null ? null : match.carry(), totals.byName());
        return new Store.SnapshotRow(status, handsPlayed, forms.snapshot(s));
    }
}
