package org.tarock.server.wire;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tarock.engine.Amount;
import org.tarock.engine.Carry;
import org.tarock.engine.Deal;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.Rules;
import org.tarock.engine.Seating;
import org.tarock.server.table.MatchSnapshot;
import org.tarock.server.table.StandIn;
import org.tarock.server.table.StoredForms;
import org.tarock.server.table.TableSpec;

/** The stored forms of a table's values as JSON text: what the store keeps, written and read back. */
public final class StoredJson implements StoredForms {

    @Override
    public String rules(Rules rules) {
        return Messages.json(rules.values());
    }

    @Override
    public Rules rules(GameId game, String text) {
        return Games.ruleBook(game).resolve(read(text, "stored rules", new TypeReference<>() { }), true);
    }

    @Override
    public String absence(TableSpec.Absence absence) {
        return Messages.json(TableJson.absence(absence));
    }

    @Override
    public TableSpec.Absence absence(String text) {
        return Requests.absence(tree(text, "the stored absence option"));
    }

    /** {@code {"v", "hands", "players", "dealer", "sitting_out", "carry", "totals"}}, the next hand's once it started. */
    @Override
    public String snapshot(MatchSnapshot s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("v", s.version());
        m.put("hands", s.hands());
        if (s.next() != null) {
            m.put("players", s.next().players());
            m.put("dealer", s.next().dealer());
            m.put("sitting_out", s.next().sittingOut());
            m.put("carry", s.carry().fields());
        }
        m.put("totals", EventJson.totals(s.totals()));
        return Messages.json(m);
    }

    @Override
    public MatchSnapshot snapshot(String text, Game game) {
        JsonNode n = tree(text, "the stored snapshot");
        Map<String, Amount> totals = new LinkedHashMap<>();
        n.get("totals").properties().forEach(e -> totals.put(e.getKey(),
                Amount.fromNumber(e.getValue().numberValue())));
        Seating next = null;
        Carry carry = null;
        if (n.has("players")) {
            List<String> players = new ArrayList<>();
            n.get("players").forEach(p -> players.add(p.asText()));
            next = new Seating(players, n.get("dealer").asInt(),
                    n.get("sitting_out").isNull() ? null : n.get("sitting_out").asText());
            JsonNode fields = n.get("carry");
            carry = fields == null || fields.isNull() ? game.initialCarry()
                    : game.parseCarry(Json.mapper().convertValue(fields, new TypeReference<>() { }));
        }
        return new MatchSnapshot(n.get("v").asLong(), n.get("hands").asInt(), next, carry, totals);
    }

    @Override
    public String deal(Deal deal) {
        return Messages.json(EventJson.deal(deal));
    }

    @Override
    public String withStandIns(String record, List<StandIn> made) {
        ObjectNode node = (ObjectNode) tree(record, "a record written here");
        ArrayNode list = node.putArray("stand_ins");
        for (StandIn s : made) {
            list.addObject().put("action", s.action()).put("bot", s.bot());
        }
        return Messages.json(node);
    }

    private static JsonNode tree(String text, String what) {
        try {
            return Json.mapper().readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(what + " is not JSON: " + e.getOriginalMessage(), e);
        }
    }

    private static <T> T read(String text, String what, TypeReference<T> type) {
        try {
            return Json.mapper().readValue(text, type);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(what + " are not JSON: " + e.getOriginalMessage(), e);
        }
    }
}
