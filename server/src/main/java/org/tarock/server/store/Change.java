package org.tarock.server.store;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import org.jdbi.v3.core.Handle;

/**
 * One write to the store, as a value: what the writer thread commits, and what the {@link Journal} keeps until
 * the database is known to hold it. Each kind knows its statements; actions, the bulk of all writes, are
 * inserted by the writer as one JDBC batch instead ({@link LoggedAction}).
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "w")
@JsonSubTypes({
    @JsonSubTypes.Type(value = Change.CreateTable.class, name = "table"),
    @JsonSubTypes.Type(value = Change.SetNextTable.class, name = "next"),
    @JsonSubTypes.Type(value = Change.TakeSeat.class, name = "seat"),
    @JsonSubTypes.Type(value = Change.StartHand.class, name = "hand"),
    @JsonSubTypes.Type(value = Change.LoggedAction.class, name = "act"),
    @JsonSubTypes.Type(value = Change.LoggedPresence.class, name = "presence"),
    @JsonSubTypes.Type(value = Change.CloseTable.class, name = "close"),
    @JsonSubTypes.Type(value = Change.FinishHand.class, name = "record"),
    @JsonSubTypes.Type(value = Change.PutSnapshot.class, name = "snapshot"),
    @JsonSubTypes.Type(value = Change.RefreshMarks.class, name = "marks"),
    @JsonSubTypes.Type(value = Change.CreateTournament.class, name = "tournament"),
    @JsonSubTypes.Type(value = Change.SeedTournament.class, name = "tournament-seed"),
    @JsonSubTypes.Type(value = Change.EndTournament.class, name = "tournament-end"),
    @JsonSubTypes.Type(value = Change.AddEntry.class, name = "entry"),
    @JsonSubTypes.Type(value = Change.SetEntryTable.class, name = "entry-table"),
    @JsonSubTypes.Type(value = Change.AddResult.class, name = "result"),
    @JsonSubTypes.Type(value = PlayerChange.OpenAccount.class, name = "account"),
    @JsonSubTypes.Type(value = PlayerChange.OpenBotAccount.class, name = "bot-account"),
    @JsonSubTypes.Type(value = PlayerChange.OpenSession.class, name = "session"),
    @JsonSubTypes.Type(value = PlayerChange.TouchSession.class, name = "session-used"),
    @JsonSubTypes.Type(value = PlayerChange.EndSession.class, name = "session-end"),
    @JsonSubTypes.Type(value = PlayerChange.EndSessions.class, name = "sessions-end"),
    @JsonSubTypes.Type(value = PlayerChange.EndSessionsUnusedSince.class, name = "sessions-expired"),
    @JsonSubTypes.Type(value = PlayerChange.SetPassword.class, name = "password"),
    @JsonSubTypes.Type(value = PlayerChange.CloseAccount.class, name = "account-closed"),
    @JsonSubTypes.Type(value = PlayerChange.RateMatch.class, name = "rated")
})
public sealed interface Change permits Change.CreateTable, Change.SetNextTable, Change.TakeSeat, Change.StartHand,
        Change.LoggedAction, Change.LoggedPresence, Change.CloseTable, Change.FinishHand, Change.PutSnapshot,
        Change.RefreshMarks, Change.CreateTournament, Change.SeedTournament, Change.EndTournament, Change.AddEntry,
        Change.SetEntryTable, Change.AddResult, PlayerChange {

    /** Makes the write on {@code h} (inside the batch's transaction). */
    void apply(Handle h);

    record CreateTable(Store.TableRow table, List<Store.SeatRow> seats) implements Change {
        @Override
        public void apply(Handle h) {
            Store.TableRow t = table;
            h.createUpdate("insert into game_table (id, game, rules, seed, first_dealer, hands_planned, created_at, "
                            + "absent, turn_seconds, creator_digest, creator_address, pace, fair_secret, fair_commitment) "
                            + "values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                    .bind(0, t.id()).bind(1, t.game()).bind(2, t.rules()).bind(3, t.seed()).bind(4, t.firstDealer())
                    .bind(5, t.handsPlanned()).bind(6, Timestamp.from(t.created())).bind(7, t.absent())
                    .bind(8, t.turnSeconds()).bind(9, t.creatorDigest()).bind(10, t.creatorAddress())
                    .bind(11, t.pace()).bind(12, t.fairSecret()).bind(13, t.fairCommitment()).execute();
            for (Store.SeatRow s : seats) {
                h.createUpdate("insert into seat (table_id, seat_no, kind, bot, name, token_digest, joined, "
                                + "client_seed) values (?, ?, ?, ?, ?, ?, ?, ?)")
                        .bind(0, t.id()).bind(1, s.seat()).bind(2, s.kind()).bind(3, s.bot()).bind(4, s.name())
                        .bind(5, s.tokenDigest()).bind(6, s.joined()).bind(7, s.clientSeed()).execute();
            }
        }
    }

    /** The table a finished table's players went on to (play again with the same seats). */
    record SetNextTable(String tableId, String next) implements Change {
        @Override
        public void apply(Handle h) {
            h.createUpdate("update game_table set next_table = ? where id = ?").bind(0, next).bind(1, tableId)
                    .execute();
        }
    }

    record TakeSeat(String tableId, Store.SeatRow seat) implements Change {
        @Override
        public void apply(Handle h) {
            Store.SeatRow s = seat;
            h.createUpdate("update seat set kind = ?, name = ?, token_digest = ?, joined = ?, client_seed = ? "
                            + "where table_id = ? and seat_no = ?")
                    .bind(0, s.kind()).bind(1, s.name()).bind(2, s.tokenDigest()).bind(3, s.joined())
                    .bind(4, s.clientSeed()).bind(5, tableId).bind(6, s.seat()).execute();
        }
    }

    record StartHand(String tableId, int hand, String deal) implements Change {
        @Override
        public void apply(Handle h) {
            h.createUpdate("insert into hand (table_id, hand_no, deal) values (?, ?, ?)")
                    .bind(0, tableId).bind(1, hand).bind(2, deal).execute();
        }
    }

    /** An action; {@code standIn} is the kind of the stand-in bot that made it, or null. */
    record LoggedAction(String tableId, int hand, int index, int seat, String act, String standIn)
            implements Change {
        static final String INSERT = "insert into action_log (table_id, hand_no, idx, seat, act, stand_in) "
                + "values (?, ?, ?, ?, ?, ?)";

        @Override
        public void apply(Handle h) {
            h.createUpdate(INSERT).bind(0, tableId).bind(1, hand).bind(2, index).bind(3, seat).bind(4, act)
                    .bind(5, standIn).execute();
        }
    }

    /** A player leaving ({@code absent}) or coming back ({@code back}) after {@code index} actions of a hand. */
    record LoggedPresence(String tableId, int hand, int index, int seat, String kind) implements Change {
        @Override
        public void apply(Handle h) {
            h.createUpdate("insert into presence_log (table_id, hand_no, idx, seat_no, kind) values (?, ?, ?, ?, ?)")
                    .bind(0, tableId).bind(1, hand).bind(2, index).bind(3, seat).bind(4, kind).execute();
        }
    }

    /** Marks the table closed and stores its last snapshot. */
    record CloseTable(String tableId, Instant when, Store.SnapshotRow snapshot) implements Change {
        @Override
        public void apply(Handle h) {
            h.createUpdate("update game_table set closed_at = ? where id = ?")
                    .bind(0, Timestamp.from(when)).bind(1, tableId).execute();
            PutSnapshot.put(h, tableId, snapshot);
        }
    }

    /** A hand's record and, unless null, the table's snapshot after it. */
    record FinishHand(String tableId, int hand, String record, Store.SnapshotRow snapshot) implements Change {
        @Override
        public void apply(Handle h) {
            h.createUpdate("update hand set record = ? where table_id = ? and hand_no = ?")
                    .bind(0, record).bind(1, tableId).bind(2, hand).execute();
            if (snapshot != null) {
                PutSnapshot.put(h, tableId, snapshot);
            }
        }
    }

    /**
     * The table's snapshot, marked with the newest action and presence ids: a restart reads only what came after
     * the smallest mark of the tables in play.
     */
    record PutSnapshot(String tableId, Store.SnapshotRow snapshot) implements Change {
        @Override
        public void apply(Handle h) {
            put(h, tableId, snapshot);
        }

        static void put(Handle h, String tableId, Store.SnapshotRow s) {
            h.createUpdate("delete from table_snapshot where table_id = ?").bind(0, tableId).execute();
            h.createUpdate("insert into table_snapshot (table_id, status, hands, snapshot, action_mark, "
                            + "presence_mark) values (?, ?, ?, ?, (select coalesce(max(id), 0) from action_log), "
                            + "(select coalesce(max(id), 0) from presence_log))")
                    .bind(0, tableId).bind(1, s.status()).bind(2, s.hands()).bind(3, s.json()).execute();
        }
    }

    /**
     * Moves a table's snapshot marks up to the newest ids: its rows after the old marks (the hand in play's
     * actions and comings and goings) are logged again, in their order, under new ids, and the old ones go. A
     * restart reads the rows after the smallest mark of the tables in play, so a table that stays in one hand
     * while others play thousands of actions would otherwise make it read them all.
     */
    record RefreshMarks(String tableId) implements Change {
        @Override
        public void apply(Handle h) {
            var marks = h.createQuery("select action_mark, presence_mark from table_snapshot "
                            + "where table_id = ? and status = 'playing'")
                    .bind(0, tableId).map((rs, ctx) -> new long[] {rs.getLong(1), rs.getLong(2)}).findOne();
            if (marks.isEmpty()) {
                return;
            }
            long actionMark = h.createQuery("select coalesce(max(id), 0) from action_log").mapTo(Long.class).one();
            long presenceMark = h.createQuery("select coalesce(max(id), 0) from presence_log").mapTo(Long.class)
                    .one();
            List<LoggedAction> actions = h.createQuery("select hand_no, idx, seat, act, stand_in from action_log "
                            + "where id > ? and id <= ? and table_id = ? order by id")
                    .bind(0, marks.get()[0]).bind(1, actionMark).bind(2, tableId)
                    .map((rs, ctx) -> new LoggedAction(tableId, rs.getInt(1), rs.getInt(2), rs.getInt(3),
                            rs.getString(4), rs.getString(5))).list();
            List<LoggedPresence> presence = h.createQuery("select hand_no, idx, seat_no, kind from presence_log "
                            + "where id > ? and id <= ? and table_id = ? order by id")
                    .bind(0, marks.get()[1]).bind(1, presenceMark).bind(2, tableId)
                    .map((rs, ctx) -> new LoggedPresence(tableId, rs.getInt(1), rs.getInt(2), rs.getInt(3),
                            rs.getString(4))).list();
            h.createUpdate("delete from action_log where id > ? and id <= ? and table_id = ?")
                    .bind(0, marks.get()[0]).bind(1, actionMark).bind(2, tableId).execute();
            h.createUpdate("delete from presence_log where id > ? and id <= ? and table_id = ?")
                    .bind(0, marks.get()[1]).bind(1, presenceMark).bind(2, tableId).execute();
            actions.forEach(a -> a.apply(h));
            presence.forEach(p -> p.apply(h));
            h.createUpdate("update table_snapshot set action_mark = ?, presence_mark = ? where table_id = ?")
                    .bind(0, actionMark).bind(1, presenceMark).bind(2, tableId).execute();
        }
    }

    /** A new tournament with its first entries (the server's bot entry). */
    record CreateTournament(TournamentStore.TournamentRow tournament, List<TournamentStore.EntryRow> entries)
            implements Change {
        @Override
        public void apply(Handle h) {
            TournamentStore.TournamentRow t = tournament;
            h.createUpdate("insert into tournament (id, game, rules, deals, bots, opens_at, closes_at, link_only, "
                            + "creator, daily, bots_version, fair_secret, fair_commitment, client_seed, created_at, "
                            + "ended_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                    .bind(0, t.id()).bind(1, t.game()).bind(2, t.rules()).bind(3, t.deals()).bind(4, t.bots())
                    .bind(5, Timestamp.from(t.opens())).bind(6, Timestamp.from(t.closes())).bind(7, t.linkOnly())
                    .bind(8, t.creator()).bind(9, t.daily()).bind(10, t.botsVersion()).bind(11, t.fairSecret())
                    .bind(12, t.fairCommitment()).bind(13, t.clientSeed()).bind(14, Timestamp.from(t.created()))
                    .bind(15, t.ended() == null ? null : Timestamp.from(t.ended())).execute();
            entries.forEach(e -> new AddEntry(e).apply(h));
        }
    }

    /** The creator's client seed, given before the tournament opens. */
    record SeedTournament(String tournamentId, String clientSeed) implements Change {
        @Override
        public void apply(Handle h) {
            h.createUpdate("update tournament set client_seed = ? where id = ?").bind(0, clientSeed)
                    .bind(1, tournamentId).execute();
        }
    }

    /** A tournament its creator closed before its closing time. */
    record EndTournament(String tournamentId, Instant when) implements Change {
        @Override
        public void apply(Handle h) {
            h.createUpdate("update tournament set ended_at = ? where id = ?").bind(0, Timestamp.from(when))
                    .bind(1, tournamentId).execute();
        }
    }

    record AddEntry(TournamentStore.EntryRow entry) implements Change {
        @Override
        public void apply(Handle h) {
            TournamentStore.EntryRow e = entry;
            h.createUpdate("insert into tournament_entry (tournament_id, entrant, table_id, entered_at) "
                            + "values (?, ?, ?, ?)")
                    .bind(0, e.tournamentId()).bind(1, e.entrant()).bind(2, e.tableId())
                    .bind(3, Timestamp.from(e.entered())).execute();
        }
    }

    /** The table of an entry made before its table (the server's bot entry, whose table is made at the opening). */
    record SetEntryTable(String tournamentId, String entrant, String tableId) implements Change {
        @Override
        public void apply(Handle h) {
            h.createUpdate("update tournament_entry set table_id = ? where tournament_id = ? and entrant = ?")
                    .bind(0, tableId).bind(1, tournamentId).bind(2, entrant).execute();
        }
    }

    /** An entry's finished deal as it scores. */
    record AddResult(TournamentStore.ResultRow result) implements Change {
        @Override
        public void apply(Handle h) {
            TournamentStore.ResultRow r = result;
            h.createUpdate("insert into tournament_result (tournament_id, entrant, deal_no, settlement_halves, "
                            + "contract, declarer, won) values (?, ?, ?, ?, ?, ?, ?)")
                    .bind(0, r.tournamentId()).bind(1, r.entrant()).bind(2, r.deal()).bind(3, r.settlementHalves())
                    .bind(4, r.contract()).bind(5, r.declarer()).bind(6, r.won()).execute();
        }
    }
}
