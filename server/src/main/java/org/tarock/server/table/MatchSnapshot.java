package org.tarock.server.table;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tarock.engine.Carry;
import org.tarock.engine.Game;
import org.tarock.engine.Match;
import org.tarock.engine.Seating;
import org.tarock.engine.State;
import org.tarock.server.store.Store;

/**
 * A match as a restart needs it, written at the start, after every hand and at the close: the version, the hands
 * played, the next hand's seating and carried state, and the totals; and each hand's deal as stored.
 */
final class MatchSnapshot {
    private MatchSnapshot() {
    }

    /** The snapshot of {@code kind} at version {@code v}; {@code match} is null before the match starts. */
    static Store.SnapshotRow of(String kind, long v, int handsPlayed, Match match, Standings totals) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("v", v);
        m.put("hands", handsPlayed);
        if (match != null) {
            Seating next = match.seating();
            m.put("players", next.players());
            m.put("dealer", next.dealer());
            m.put("sitting_out", next.sittingOut());
            m.put("carry", match.carry().fields());
        }
        m.put("totals", totals.json());
        return new Store.SnapshotRow(kind, handsPlayed, Messages.json(m));
    }

    static JsonNode read(Store.SnapshotRow snapshot) {
        try {
            return Wire.mapper().readTree(snapshot.json());
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("the stored snapshot is not JSON: " + e.getOriginalMessage(), e);
        }
    }

    /** The seating of the next hand a snapshot of a match in play holds. */
    static Seating seating(JsonNode n) {
        List<String> players = new ArrayList<>();
        n.get("players").forEach(p -> players.add(p.asText()));
        return new Seating(players, n.get("dealer").asInt(),
                n.get("sitting_out").isNull() ? null : n.get("sitting_out").asText());
    }

    /** The state a snapshot of a match in play carries into the next hand. */
    static Carry carry(Game game, JsonNode n) {
        JsonNode carry = n.get("carry");
        return carry == null || carry.isNull() ? game.initialCarry()
                : game.parseCarry(Wire.mapper().convertValue(carry, new TypeReference<Map<String, Object>>() { }));
    }

    /** A hand's deal as the store keeps it (and a replay checks it against). */
    static String dealJson(State state) {
        return Messages.json(Views.deal(state));
    }
}
