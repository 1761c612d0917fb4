package org.tarock.server.table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The decisions stand-ins made for absent players in the hand under way, written into the hand's record. */
final class StandIns {
    private final List<Map<String, Object>> made = new ArrayList<>();

    /** The stand-in {@code bot} made the hand's action number {@code action}. */
    void made(int action, String bot) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("action", action);
        m.put("bot", bot);
        made.add(m);
    }

    /**
     * The record with the decisions as a top-level {@code stand_ins} list (readers that do not know it ignore
     * it); unchanged when a person made every decision. The list starts again for the next hand.
     */
    String intoRecord(String record) {
        if (made.isEmpty()) {
            return record;
        }
        try {
            com.fasterxml.jackson.databind.node.ObjectNode node =
                    (com.fasterxml.jackson.databind.node.ObjectNode) Wire.mapper().readTree(record);
            node.set("stand_ins", Wire.mapper().valueToTree(made));
            made.clear();
            return Wire.mapper().writeValueAsString(node);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("a record written here could not be read back", e);
        }
    }
}
