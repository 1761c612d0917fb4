package org.tarock.server.table;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tarock.server.store.Store;

/**
 * A rated match's end as the ratings need it ({@link RatedMatch}), read from the match's hand records: they hold
 * every hand since the first, also across restarts, so each player's decisions, his stand-ins' share of them, his
 * hands and the contracts he declared are counted from them. A stand-in's decision counts as its absent player's.
 */
final class RatedEnd {
    private RatedEnd() {
    }

    /** Per player name: decisions, stand-ins' decisions, hands, and per contract the hands declared and won. */
    private static final class Count {
        int decisions;
        int standIns;
        int hands;
        final Map<String, int[]> declared = new TreeMap<>();
    }

    /**
     * The match at its end: {@code records} are all its hands' records (the last one {@code lastRecord}, hand
     * {@code lastHand}), {@code finished} the table's snapshot as finished.
     */
    static RatedMatch of(String tableId, String game, List<String> records, Seats seats, Presence presence,
                         Standings totals, int lastHand, String lastRecord, Store.SnapshotRow finished) {
        Map<String, Count> counts = new HashMap<>();
        for (String record : records) {
            count(read(record), counts);
        }
        List<RatedMatch.Player> players = new ArrayList<>();
        for (int p = 0; p < seats.size(); p++) {
            Seats.Seat seat = seats.get(p);
            Count c = counts.getOrDefault(seat.name(), new Count());
            Map<String, RatedMatch.Declared> declared = new TreeMap<>();
            c.declared.forEach((contract, n) -> declared.put(contract, new RatedMatch.Declared(n[0], n[1])));
            players.add(new RatedMatch.Player(p, seat.account(), seat.name(),
                    totals.total(p).toNumber().doubleValue(), presence.absent(p), c.decisions, c.standIns, c.hands,
                    declared));
        }
        return new RatedMatch(tableId, game, records.size(), lastHand, lastRecord, finished, players);
    }

    private static void count(JsonNode record, Map<String, Count> counts) {
        List<String> names = new ArrayList<>();
        record.path("players").forEach(n -> names.add(n.asText()));
        names.forEach(name -> counts.computeIfAbsent(name, k -> new Count()).hands++);
        JsonNode actions = record.path("actions");
        actions.forEach(a -> counts.get(names.get(a.path("seat").asInt())).decisions++);
        record.path("stand_ins").forEach(s -> {
            JsonNode action = actions.path(s.path("action").asInt());
            counts.get(names.get(action.path("seat").asInt())).standIns++;
        });
        JsonNode result = record.path("result");
        JsonNode declarer = result.path("declarer");
        String contract = result.path("contract").asText("none");
        if (declarer.isIntegralNumber() && !contract.equals("none")) {
            int[] n = counts.get(names.get(declarer.asInt())).declared.computeIfAbsent(contract, k -> new int[2]);
            n[0]++;
            n[1] += result.path("won").asBoolean() ? 1 : 0;
        }
    }

    private static JsonNode read(String record) {
        try {
            return Wire.mapper().readTree(record);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a record written here could not be read back", e);
        }
    }
}
