package org.tarock.server.table;

import java.util.List;
import org.tarock.engine.Deal;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Rules;

/**
 * The text the store keeps of a table's values, written and read back by the wire (the only layer that knows
 * JSON): the rules and the absence option of a table, the snapshot of its match, the deal of each hand and the
 * stand-ins' decisions in a hand's record.
 */
public interface StoredForms {
    String rules(Rules rules);

    /** The rules of {@code game} stored as {@code text}, resolved (they were checked when the table was made). */
    Rules rules(GameId game, String text);

    String absence(TableSpec.Absence absence);

    TableSpec.Absence absence(String text);

    String snapshot(MatchSnapshot snapshot);

    /** A stored snapshot of a match of {@code game}. */
    MatchSnapshot snapshot(String text, Game game);

    /** A hand's deal as the store keeps it, and a replay checks it against. */
    String deal(Deal deal);

    /**
     * The record with the stand-ins' decisions as a top-level {@code stand_ins} list (readers that do not know it
     * ignore it); unchanged when there are none.
     */
    String withStandIns(String record, List<StandIn> made);
}
