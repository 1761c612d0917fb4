package org.tarock.server.store;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import org.jdbi.v3.core.Handle;

/**
 * A write to the accounts, their sessions and ratings. Accounts are named by their name's key (never by a number
 * the database draws), so that the journal makes the same rows again; sessions by their token's digest.
 */
public sealed interface PlayerChange extends Change {

    /** A new account, and with {@code sessionDigest} (unless null) its first session. */
    record OpenAccount(String key, String name, String passwordHash, Instant created, String sessionDigest)
            implements PlayerChange {
        @Override
        public void apply(Handle h) {
            h.createUpdate("insert into account (name_key, name, password_hash, bot, created_at) values (?, ?, ?, false, ?)")
                    .bind(0, key).bind(1, name).bind(2, passwordHash).bind(3, Timestamp.from(created)).execute();
            if (sessionDigest != null) {
                OpenSession.insert(h, sessionDigest, key, created);
            }
        }
    }

    /** The account a server bot plays rated matches under, made unless it is there. */
    record OpenBotAccount(String key, String name, Instant created) implements PlayerChange {
        @Override
        public void apply(Handle h) {
            h.createUpdate("insert into account (name_key, name, bot, created_at) select ?, ?, true, ? "
                            + "where not exists (select 1 from account where name_key = ?)")
                    .bind(0, key).bind(1, name).bind(2, Timestamp.from(created)).bind(3, key).execute();
        }
    }

    record OpenSession(String digest, String accountKey, Instant at) implements PlayerChange {
        @Override
        public void apply(Handle h) {
            insert(h, digest, accountKey, at);
        }

        static void insert(Handle h, String digest, String accountKey, Instant at) {
            h.createUpdate("insert into account_session (token_digest, account_key, created_at, used_at) "
                            + "values (?, ?, ?, ?)")
                    .bind(0, digest).bind(1, accountKey).bind(2, Timestamp.from(at)).bind(3, Timestamp.from(at))
                    .execute();
        }
    }

    /** A session used at {@code at}: its 30 days unused count from then. */
    record TouchSession(String digest, Instant at) implements PlayerChange {
        @Override
        public void apply(Handle h) {
            h.createUpdate("update account_session set used_at = ? where token_digest = ?")
                    .bind(0, Timestamp.from(at)).bind(1, digest).execute();
        }
    }

    record EndSession(String digest) implements PlayerChange {
        @Override
        public void apply(Handle h) {
            h.createUpdate("delete from account_session where token_digest = ?").bind(0, digest).execute();
        }
    }

    /** Ends every session of the account but the one of {@code keepDigest} (null: every one). */
    record EndSessions(String accountKey, String keepDigest) implements PlayerChange {
        @Override
        public void apply(Handle h) {
            end(h, accountKey, keepDigest);
        }

        static void end(Handle h, String accountKey, String keepDigest) {
            h.createUpdate("delete from account_session where account_key = ? and token_digest <> ?")
                    .bind(0, accountKey).bind(1, keepDigest == null ? "" : keepDigest).execute();
        }
    }

    /** Ends the sessions unused since {@code before}: expired, they would be refused anyway. */
    record EndSessionsUnusedSince(Instant before) implements PlayerChange {
        @Override
        public void apply(Handle h) {
            h.createUpdate("delete from account_session where used_at < ?").bind(0, Timestamp.from(before)).execute();
        }
    }

    /**
     * A new password hash; with {@code keepDigest} every other session ends (a changed password), without it none
     * does (the same password hashed again with raised parameters).
     */
    record SetPassword(String accountKey, String passwordHash, String keepDigest, boolean endOthers)
            implements PlayerChange {
        @Override
        public void apply(Handle h) {
            h.createUpdate("update account set password_hash = ? where name_key = ? and closed_at is null")
                    .bind(0, passwordHash).bind(1, accountKey).execute();
            if (endOthers) {
                EndSessions.end(h, accountKey, keepDigest);
            }
        }
    }

    /**
     * Closes an account: its password, sessions, ratings and declarer figures go; the row stays, so its name stays
     * reserved, and so do the rated matches it played, which other players' histories show.
     */
    record CloseAccount(String accountKey, Instant at) implements PlayerChange {
        @Override
        public void apply(Handle h) {
            h.createUpdate("update account set password_hash = null, closed_at = ? where name_key = ?")
                    .bind(0, Timestamp.from(at)).bind(1, accountKey).execute();
            EndSessions.end(h, accountKey, null);
            h.createUpdate("delete from rating where account_key = ?").bind(0, accountKey).execute();
            h.createUpdate("delete from declarer_stat where account_key = ?").bind(0, accountKey).execute();
        }
    }

    /**
     * A rated match's ratings, stored in the transaction that stores the match's end ({@code end}: its last
     * hand's record and the table's snapshot as finished), so that the two are never apart.
     */
    record RateMatch(Change.FinishHand end, PlayerRows.MatchRow match, List<PlayerRows.PlayedRow> players,
                     List<PlayerRows.RatingRow> ratings, List<PlayerRows.DeclarerRow> declared)
            implements PlayerChange {
        /** The condition that the account of the last parameter is open. */
        private static final String OPEN = "where exists (select 1 from account where name_key = ? "
                + "and closed_at is null)";

        @Override
        public void apply(Handle h) {
            end.apply(h);
            h.createUpdate("insert into rated_match (table_id, game, ended_at, hands) values (?, ?, ?, ?)")
                    .bind(0, match.tableId()).bind(1, match.game()).bind(2, Timestamp.from(match.ended()))
                    .bind(3, match.hands()).execute();
            for (PlayerRows.PlayedRow p : players) {
                h.createUpdate("insert into rated_player (table_id, account_key, game, ended_at, seat_no, name, "
                                + "total, score, abandoned, rating_before, rd_before, rating_after, rd_after) "
                                + "values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                        .bind(0, match.tableId()).bind(1, p.accountKey()).bind(2, match.game())
                        .bind(3, Timestamp.from(match.ended())).bind(4, p.seat()).bind(5, p.name())
                        .bind(6, p.total()).bind(7, p.score()).bind(8, p.abandoned()).bind(9, p.ratingBefore())
                        .bind(10, p.rdBefore()).bind(11, p.ratingAfter()).bind(12, p.rdAfter()).execute();
            }
            // An account closed after the match was rated and before this is stored keeps no rating all the same.
            for (PlayerRows.RatingRow r : ratings) {
                h.createUpdate("delete from rating where account_key = ? and game = ?")
                        .bind(0, r.accountKey()).bind(1, r.game()).execute();
                h.createUpdate("insert into rating (account_key, game, rating, rd, volatility, matches, hands, "
                                + "rated_at, ranked_until) select ?, ?, ?, ?, ?, ?, ?, ?, ? " + OPEN)
                        .bind(0, r.accountKey()).bind(1, r.game()).bind(2, r.rating()).bind(3, r.rd())
                        .bind(4, r.volatility()).bind(5, r.matches()).bind(6, r.hands())
                        .bind(7, Timestamp.from(r.ratedAt())).bind(8, Timestamp.from(r.rankedUntil()))
                        .bind(9, r.accountKey()).execute();
            }
            for (PlayerRows.DeclarerRow d : declared) {
                h.createUpdate("delete from declarer_stat where account_key = ? and game = ? and contract = ?")
                        .bind(0, d.accountKey()).bind(1, d.game()).bind(2, d.contract()).execute();
                h.createUpdate("insert into declarer_stat (account_key, game, contract, played, won) "
                                + "select ?, ?, ?, ?, ? " + OPEN)
                        .bind(0, d.accountKey()).bind(1, d.game()).bind(2, d.contract()).bind(3, d.played())
                        .bind(4, d.won()).bind(5, d.accountKey()).execute();
            }
        }
    }
}
