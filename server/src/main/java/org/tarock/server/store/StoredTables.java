package org.tarock.server.store;

import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jdbi.v3.core.Handle;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tarock.server.store.Store.ActionRow;
import org.tarock.server.store.Store.HandRow;
import org.tarock.server.store.Store.PresenceRow;
import org.tarock.server.store.Store.SeatRow;
import org.tarock.server.store.Store.SnapshotRow;
import org.tarock.server.store.Store.StoredTable;
import org.tarock.server.store.Store.TableRow;

/**
 * What a start reads of the stored tables ({@link Store#loadAll}): every table with its seats and snapshot, and
 * the hands a restart replays, by their key from each table's snapshot on, with the actions and comings and goings
 * logged after the smallest mark of the snapshots in play.
 */
final class StoredTables {
    private static final Logger LOG = LoggerFactory.getLogger(Store.class);

    private StoredTables() {
    }

    /** Reads them over {@code h}. */
    static List<StoredTable> read(Handle h) {
        List<TableRow> tables = h.createQuery("select id, game, rules, seed, first_dealer, hands_planned, "
                        + "created_at, absent, turn_seconds, creator_digest, creator_address, closed_at, pace, "
                        + "next_table, fair_secret, fair_commitment from game_table order by created_at, id")
                .map((rs, ctx) -> {
                    int firstDealer = rs.getInt(5);
                    Integer first = rs.wasNull() ? null : firstDealer;
                    int turn = rs.getInt(9);
                    Integer turnSeconds = rs.wasNull() ? null : turn;
                    Timestamp closed = rs.getTimestamp(12);
                    return new TableRow(rs.getString(1), rs.getString(2), rs.getString(3), rs.getLong(4),
                            first, rs.getInt(6), rs.getTimestamp(7).toInstant(), rs.getString(8),
                            turnSeconds, rs.getString(10), rs.getString(11),
                            closed == null ? null : closed.toInstant(), rs.getString(13), rs.getString(14),
                            rs.getString(15), rs.getString(16));
                })
                .list();
        Map<String, List<SeatRow>> seats = new LinkedHashMap<>();
        h.createQuery("select table_id, seat_no, kind, bot, name, token_digest, joined, client_seed from seat "
                        + "order by table_id, seat_no")
                .map((rs, ctx) -> {
                    int joinedNumber = rs.getInt(7);
                    Integer joined = rs.wasNull() ? null : joinedNumber;
                    seats.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(new SeatRow(rs.getInt(2),
                            rs.getString(3), rs.getString(4), rs.getString(5), rs.getString(6), joined,
                            rs.getString(8)));
                    return 0;
                }).list();
        Map<String, SnapshotRow> snapshots = new HashMap<>();
        long[] marks = {Long.MAX_VALUE, Long.MAX_VALUE};
        h.createQuery("select table_id, status, hands, snapshot, action_mark, presence_mark from table_snapshot")
                .map((rs, ctx) -> {
                    SnapshotRow snap = new SnapshotRow(rs.getString(2), rs.getInt(3), rs.getString(4));
                    snapshots.put(rs.getString(1), snap);
                    if (snap.status().equals("playing")) {
                        marks[0] = Math.min(marks[0], rs.getLong(5));
                        marks[1] = Math.min(marks[1], rs.getLong(6));
                    }
                    return 0;
                }).list();
        // A table with hands but no snapshot (stored before snapshots existed) is replayed from its start.
        Map<String, List<HandRow>> hands = new LinkedHashMap<>();
        Map<String, Map<Integer, List<ActionRow>>> actions = new HashMap<>();
        Map<String, Map<Integer, List<PresenceRow>>> presence = new HashMap<>();
        // Each table's hands are read by their key (table, hand number) from its snapshot on: never a scan of
        // every hand stored. Finished and closed tables replay nothing.
        for (TableRow t : tables) {
            SnapshotRow snap = snapshots.get(t.id());
            if (snap != null && !snap.status().equals("playing")) {
                continue;
            }
            h.createQuery("select hand_no, deal, record from hand where table_id = ? and hand_no >= ? "
                            + "order by hand_no")
                    .bind(0, t.id()).bind(1, snap == null ? 0 : snap.hands())
                    .map((rs, ctx) -> {
                        int no = rs.getInt(1);
                        if (snap == null) {
                            marks[0] = 0;
                            marks[1] = 0;
                        }
                        List<ActionRow> acts = new ArrayList<>();
                        List<PresenceRow> comings = new ArrayList<>();
                        actions.computeIfAbsent(t.id(), k -> new HashMap<>()).put(no, acts);
                        presence.computeIfAbsent(t.id(), k -> new HashMap<>()).put(no, comings);
                        hands.computeIfAbsent(t.id(), k -> new ArrayList<>())
                                .add(new HandRow(no, rs.getString(2), rs.getString(3), acts, comings));
                        return 0;
                    }).list();
        }
        // Appended in the order played, so id order is each hand's order.
        long[] read = {0};
        h.createQuery("select table_id, hand_no, seat, act, stand_in from action_log where id > ? order by id")
                .bind(0, marks[0] == Long.MAX_VALUE ? Long.MAX_VALUE - 1 : marks[0])
                .map((rs, ctx) -> {
                    read[0]++;
                    List<ActionRow> acts = actions.getOrDefault(rs.getString(1), Map.of()).get(rs.getInt(2));
                    if (acts != null) {
                        acts.add(new ActionRow(rs.getInt(3), rs.getString(4), rs.getString(5)));
                    }
                    return 0;
                }).list();
        h.createQuery("select table_id, hand_no, idx, seat_no, kind from presence_log where id > ? order by id")
                .bind(0, marks[1] == Long.MAX_VALUE ? Long.MAX_VALUE - 1 : marks[1])
                .map((rs, ctx) -> {
                    List<PresenceRow> rows = presence.getOrDefault(rs.getString(1), Map.of()).get(rs.getInt(2));
                    if (rows != null) {
                        rows.add(new PresenceRow(rs.getInt(3), rs.getInt(4), rs.getString(5)));
                    }
                    return 0;
                }).list();
        LOG.info("read {} tables, {} of them with hands to replay; {} logged actions after id {}", tables.size(),
                hands.size(), read[0], marks[0] == Long.MAX_VALUE ? "(none in play)" : marks[0]);
        List<StoredTable> out = new ArrayList<>(tables.size());
        for (TableRow t : tables) {
            out.add(new StoredTable(t, seats.getOrDefault(t.id(), List.of()), snapshots.get(t.id()),
                    hands.getOrDefault(t.id(), List.of())));
        }
        return out;
    }
}
