package org.tarock.records;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tarock.engine.Card;
import org.tarock.engine.Move;
import org.tarock.engine.Vocabulary;

/** Writes records in the {@code tarock-record/1} format. */
public final class RecordWriter {
    /** The value of every record's {@code format} field. */
    public static final String FORMAT = "tarock-record/1";

    private RecordWriter() {
    }

    /**
     * The record as one line of JSON (no newline), fields in the envelope order of record-format.md; result
     * fields in the engine's order; sitting_out written only when table-size is 4; fairness, when the record has it, last.
     */
    public static String toJson(HandRecord record) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("format", FORMAT);
        out.put("game", record.game().id().id());
        out.put("rules", record.game().rules().values());
        out.put("players", record.players());
        out.put("dealer", record.dealer());
        if (record.game().tableSize() == 4) {
            out.put("sitting_out", record.sittingOut());
        }
        Map<String, Object> deal = new LinkedHashMap<>();
        deal.put("hands", record.deal().hands().stream().map(RecordWriter::codes).toList());
        deal.put("talon", codes(record.deal().talon()));
        out.put("deal", deal);
        Vocabulary vocabulary = record.game().vocabulary();
        List<Object> actions = new ArrayList<>(record.actions().size());
        for (Move m : record.actions()) {
            Map<String, Object> a = new LinkedHashMap<>();
            a.put("seat", m.seat());
            a.put("act", vocabulary.format(m.action()));
            actions.add(a);
        }
        out.put("actions", actions);
        out.put("result", record.result().fields());
        if (record.fairness() != null) {
            out.put("fairness", record.fairness().toJson());
        }
        return Json.write(out);
    }

    private static List<String> codes(List<Card> cards) {
        return cards.stream().map(Card::code).toList();
    }
}
