package org.tarock.server.table;

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
     * {@code lastHand}), read through {@code forms}; {@code finished} is the table's snapshot as finished.
     */
    static RatedMatch of(String tableId, String game, List<String> records, StoredForms forms, Seats seats,
                         Presence presence, Standings totals, int lastHand, String lastRecord,
                         Store.SnapshotRow finished) {
        Map<String, Count> counts = new HashMap<>();
        for (String record : records) {
            count(forms.played(record), counts);
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

    private static void count(PlayedHand hand, Map<String, Count> counts) {
        List<String> names = hand.players();
        names.forEach(name -> counts.computeIfAbsent(name, k -> new Count()).hands++);
        hand.actors().forEach(seat -> counts.get(names.get(seat)).decisions++);
        hand.standInActions().forEach(action -> counts.get(names.get(hand.actors().get(action))).standIns++);
        if (hand.contract() != null && hand.declarer() != null) {
            int[] n = counts.get(names.get(hand.declarer())).declared.computeIfAbsent(hand.contract(),
                    k -> new int[2]);
            n[0]++;
            n[1] += hand.won() ? 1 : 0;
        }
    }
}
