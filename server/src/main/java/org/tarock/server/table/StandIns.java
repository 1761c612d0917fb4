package org.tarock.server.table;

import java.util.ArrayList;
import java.util.List;

/** The decisions stand-ins made for absent players in the hand under way, written into the hand's record. */
final class StandIns {
    private final List<StandIn> made = new ArrayList<>();

    /** The stand-in {@code bot} made the hand's action number {@code action}. */
    void made(int action, String bot) {
        made.add(new StandIn(action, bot));
    }

    /**
     * The record with the decisions ({@link StoredForms#withStandIns}); unchanged when a person made every
     * decision. The list starts again for the next hand.
     */
    String intoRecord(String record, StoredForms forms) {
        if (made.isEmpty()) {
            return record;
        }
        String out = forms.withStandIns(record, List.copyOf(made));
        made.clear();
        return out;
    }
}
