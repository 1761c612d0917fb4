package org.tarock.cli;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tarock.bots.runs.DealTask;
import org.tarock.engine.Rules;
import org.tarock.records.HandRecord;
import org.tarock.records.RecordException;
import org.tarock.records.RecordReader;
import org.tarock.solver.Analysis;

/**
 * The card-play shortfall of the hands of a batch of records, one record per task index, for
 * {@code analyse --shortfall}. The records were read and checked where the command runs.
 */
final class HandShortfall implements DealTask<HandShortfall.Seats> {
    private static final long serialVersionUID = 1L;
    private final ArrayList<String> records;
    private transient ThreadLocal<Map<Rules, Analysis>> analyses;

    /**
     * What each seat's cards gave away against double-dummy play.
     *
     * @param kinds      each seat's kind of player (its name without the {@code -N})
     * @param pointsLost card points given away per seat
     * @param cards      cards played per seat
     */
    record Seats(List<String> kinds, int[] pointsLost, int[] cards) implements Serializable {
    }

    HandShortfall(List<String> records) {
        this.records = new ArrayList<>(records);
    }

    /** The shortfall of the hand of record {@code i}, or null for a hand without card-point play. */
    @Override
    public Seats play(int i) {
        synchronized (this) {
            if (analyses == null) {
                analyses = ThreadLocal.withInitial(HashMap::new);
            }
        }
        HandRecord record;
        try {
            record = RecordReader.read(records.get(i));
        } catch (RecordException e) {
            throw new IllegalStateException("a record checked before it was sent no longer reads: " + e.getMessage(), e);
        }
        Analysis analysis = analyses.get().computeIfAbsent(record.game().rules(), r -> new Analysis(record.game()));
        Analysis.Shortfall s = analysis.shortfall(record.replay());
        if (s == null) {
            return null;
        }
        List<String> kinds = record.players().stream().map(name -> name.replaceFirst("-\\d+$", "")).toList();
        return new Seats(kinds, s.pointsLost(), s.cards());
    }
}
