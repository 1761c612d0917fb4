package org.tarock.server.table;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.tarock.server.store.Store;

/**
 * The records of a table's finished hands: those finished since the table was created or resumed from its
 * snapshot are kept here, the earlier ones are read from the store when asked for.
 */
final class HandRecords {
    private final String table;
    private final Store store;
    private final List<String> kept = new CopyOnWriteArrayList<>();
    /** The number of the first hand in {@link #kept}. */
    private volatile int from;

    HandRecords(String table, Store store) {
        this.table = table;
        this.store = store;
    }

    /** The table resumed from a snapshot taken after {@code hands} hands. */
    void resumeAfter(int hands) {
        from = hands;
    }

    /** The first hand kept here: the hands before it ended before the snapshot the table resumed from. */
    int from() {
        return from;
    }

    void add(String record) {
        kept.add(record);
    }

    /** The record of hand {@code number}, one kept here. */
    String kept(int number) {
        return kept.get(number - from);
    }

    /** Every finished hand's record, in order. */
    List<String> all() {
        if (from == 0) {
            return kept;
        }
        List<String> all = new ArrayList<>(store.records(table, from));
        all.addAll(kept);
        return all;
    }

    /** The number of finished hands. */
    int count() {
        return from + kept.size();
    }
}
