package org.tarock.server.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.locks.Lock;
import java.util.function.Function;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;

/**
 * The accounts, sessions and ratings as stored, read on a connection of their own (writes are
 * {@link PlayerChange}s).
 */
public final class PlayerRows {

    /** An account; {@code passwordHash} is null for a bot and once closed, {@code closed} null while open. */
    public record AccountRow(String key, String name, String passwordHash, boolean bot, Instant created,
                             Instant closed) {
    }

    /** A session with its account. */
    public record SessionRow(String digest, Instant created, Instant used, AccountRow account) {
    }

    /** A player's rating in one game as his last rated match left it (at {@code ratedAt}). */
    public record RatingRow(String accountKey, String game, double rating, double rd, double volatility, int matches,
                            int hands, Instant ratedAt, Instant rankedUntil) {
    }

    /** The hands a player declared with one contract in rated matches of a game, and how many his side won. */
    public record DeclarerRow(String accountKey, String game, String contract, int played, int won) {
    }

    /** A rated match. */
    public record MatchRow(String tableId, String game, Instant ended, int hands) {
    }

    /** One player of a rated match: as he sat and ended, his score from the pairs, his rating before and after. */
    public record PlayedRow(String accountKey, int seat, String name, double total, double score, boolean abandoned,
                            double ratingBefore, double rdBefore, double ratingAfter, double rdAfter) {
    }

    /** A rated match as one of its players played it, with every player of it (him too) in seat order. */
    public record HistoryRow(MatchRow match, PlayedRow own, List<Opponent> players) {
    }

    /** A player of a rated match as another's history shows him. */
    public record Opponent(String name, boolean bot, double total, double score, boolean abandoned) {
    }

    /** A row of a leaderboard. */
    public record BoardRow(String name, String key, boolean bot, RatingRow rating) {
    }

    /** Where a page of a player's matches begins: after the match that ended at {@code ended} at {@code tableId}. */
    public record HistoryCursor(Instant ended, String tableId) {
    }

    /** Where a page of a leaderboard begins: after the player of {@code key} rated {@code rating}. */
    public record BoardCursor(double rating, String key) {
    }

    private static final String ACCOUNT = "a.name_key, a.name, a.password_hash, a.bot, a.created_at, a.closed_at";
    private static final String RATING = "r.account_key, r.game, r.rating, r.rd, r.volatility, r.matches, r.hands, "
            + "r.rated_at, r.ranked_until";

    private final Jdbi jdbi;
    private final Lock readers;

    PlayerRows(Jdbi jdbi, Lock readers) {
        this.jdbi = jdbi;
        this.readers = readers;
    }

    private <T> T read(Function<Handle, T> query) {
        readers.lock();
        try (Handle h = jdbi.open()) {
            return query.apply(h);
        } finally {
            readers.unlock();
        }
    }

    public Optional<AccountRow> account(String key) {
        return read(h -> h.createQuery("select " + ACCOUNT + " from account a where a.name_key = ?").bind(0, key)
                .map((rs, ctx) -> account(rs, 1)).findOne());
    }

    public Optional<SessionRow> session(String digest) {
        return read(h -> h.createQuery("select s.token_digest, s.created_at, s.used_at, " + ACCOUNT
                        + " from account_session s join account a on a.name_key = s.account_key "
                        + "where s.token_digest = ?")
                .bind(0, digest)
                .map((rs, ctx) -> new SessionRow(rs.getString(1), instant(rs, 2), instant(rs, 3), account(rs, 4)))
                .findOne());
    }

    /** The account's ratings, by game. */
    public List<RatingRow> ratings(String key) {
        return read(h -> h.createQuery("select " + RATING + " from rating r where r.account_key = ? order by r.game")
                .bind(0, key).map((rs, ctx) -> rating(rs, 1)).list());
    }

    /** The ratings of these accounts in {@code game} (those that have one). */
    public List<RatingRow> ratings(List<String> keys, String game) {
        if (keys.isEmpty()) {
            return List.of();
        }
        return read(h -> h.createQuery("select " + RATING + " from rating r "
                        + "where r.game = :game and r.account_key in (<keys>)")
                .bind("game", game).bindList("keys", keys).map((rs, ctx) -> rating(rs, 1)).list());
    }

    /** The account's declarer figures, of every game. */
    public List<DeclarerRow> declared(String key) {
        return read(h -> h.createQuery("select account_key, game, contract, played, won from declarer_stat "
                        + "where account_key = ? order by game, contract")
                .bind(0, key).map((rs, ctx) -> new DeclarerRow(rs.getString(1), rs.getString(2), rs.getString(3),
                        rs.getInt(4), rs.getInt(5))).list());
    }

    /** These accounts' declarer figures in {@code game}. */
    public List<DeclarerRow> declared(List<String> keys, String game) {
        if (keys.isEmpty()) {
            return List.of();
        }
        return read(h -> h.createQuery("select account_key, game, contract, played, won from declarer_stat "
                        + "where game = :game and account_key in (<keys>)")
                .bind("game", game).bindList("keys", keys).map((rs, ctx) -> new DeclarerRow(rs.getString(1),
                        rs.getString(2), rs.getString(3), rs.getInt(4), rs.getInt(5))).list());
    }

    /**
     * Up to {@code limit} of the account's rated matches, newest first, of {@code game} (null: of every game),
     * after {@code after} (null: from the newest).
     */
    public List<HistoryRow> history(String key, String game, HistoryCursor after, int limit) {
        return read(h -> {
            StringBuilder sql = new StringBuilder("select p.table_id, p.game, p.ended_at, m.hands, p.account_key, "
                    + "p.seat_no, p.name, p.total, p.score, p.abandoned, p.rating_before, p.rd_before, p.rating_after, "
                    + "p.rd_after from rated_player p join rated_match m on m.table_id = p.table_id "
                    + "where p.account_key = :key");
            if (game != null) {
                sql.append(" and p.game = :game");
            }
            if (after != null) {
                sql.append(" and (p.ended_at < :ended or p.ended_at = :ended and p.table_id > :table)");
            }
            sql.append(" order by p.ended_at desc, p.table_id limit :limit");
            var query = h.createQuery(sql.toString()).bind("key", key).bind("limit", limit);
            if (game != null) {
                query.bind("game", game);
            }
            if (after != null) {
                query.bind("ended", Timestamp.from(after.ended())).bind("table", after.tableId());
            }
            List<HistoryRow> out = new ArrayList<>();
            for (var row : query.map((rs, ctx) -> new HistoryRow(new MatchRow(rs.getString(1), rs.getString(2),
                    instant(rs, 3), rs.getInt(4)), played(rs, 5), List.of())).list()) {
                out.add(new HistoryRow(row.match(), row.own(), players(h, row.match().tableId())));
            }
            return out;
        });
    }

    private static List<Opponent> players(Handle h, String tableId) {
        return h.createQuery("select p.name, a.bot, p.total, p.score, p.abandoned from rated_player p "
                        + "join account a on a.name_key = p.account_key where p.table_id = ? order by p.seat_no")
                .bind(0, tableId).map((rs, ctx) -> new Opponent(rs.getString(1), rs.getBoolean(2), rs.getDouble(3),
                        rs.getDouble(4), rs.getBoolean(5))).list();
    }

    /** The account's rating after each of its rated matches of {@code game}, oldest first. */
    public List<HistoryRow> ratingHistory(String key, String game) {
        return read(h -> h.createQuery("select p.table_id, p.game, p.ended_at, m.hands, p.account_key, p.seat_no, "
                        + "p.name, p.total, p.score, p.abandoned, p.rating_before, p.rd_before, p.rating_after, "
                        + "p.rd_after from rated_player p join rated_match m on m.table_id = p.table_id "
                        + "where p.account_key = ? and p.game = ? order by p.ended_at, p.table_id")
                .bind(0, key).bind(1, game)
                .map((rs, ctx) -> new HistoryRow(new MatchRow(rs.getString(1), rs.getString(2), instant(rs, 3),
                        rs.getInt(4)), played(rs, 5), List.of())).list());
    }

    /**
     * Up to {@code limit} players of {@code game} ranked at {@code now} (their deviation below the provisional
     * bound), highest rating first (ties by key), after {@code after} (null: from the top).
     */
    public List<BoardRow> leaderboard(String game, Instant now, BoardCursor after, int limit) {
        return read(h -> {
            // The page is cut from the ratings alone, before the join, read in the order of their index
            // (rating_board), from the cursor on, until enough ranked players are found. H2 follows the index's
            // order only when the order names its first column (the game, fixed here), and starts at the cursor
            // only from a bound on the rating alone; without either it reads and sorts every rating of the game.
            String sql = "select a.name, a.bot, " + RATING + " from (select * from rating r where r.game = :game"
                    + " and r.ranked_until > :now"
                    + (after == null ? "" : " and r.rating <= :rating and (r.rating < :rating or r.account_key > :key)")
                    + " order by r.game, r.rating desc, r.account_key limit :limit) r join account a on a.name_key ="
                    + " r.account_key order by r.rating desc, r.account_key";
            var query = h.createQuery(sql).bind("game", game).bind("now", Timestamp.from(now)).bind("limit", limit);
            if (after != null) {
                query.bind("rating", after.rating()).bind("key", after.key());
            }
            return query.map((rs, ctx) -> new BoardRow(rs.getString(1), rs.getString(3), rs.getBoolean(2),
                    rating(rs, 3))).list();
        });
    }

    private static AccountRow account(ResultSet rs, int at) throws SQLException {
        return new AccountRow(rs.getString(at), rs.getString(at + 1), rs.getString(at + 2), rs.getBoolean(at + 3),
                instant(rs, at + 4), instant(rs, at + 5));
    }

    private static RatingRow rating(ResultSet rs, int at) throws SQLException {
        return new RatingRow(rs.getString(at), rs.getString(at + 1), rs.getDouble(at + 2), rs.getDouble(at + 3),
                rs.getDouble(at + 4), rs.getInt(at + 5), rs.getInt(at + 6), instant(rs, at + 7), instant(rs, at + 8));
    }

    private static PlayedRow played(ResultSet rs, int at) throws SQLException {
        return new PlayedRow(rs.getString(at), rs.getInt(at + 1), rs.getString(at + 2), rs.getDouble(at + 3),
                rs.getDouble(at + 4), rs.getBoolean(at + 5), rs.getDouble(at + 6), rs.getDouble(at + 7),
                rs.getDouble(at + 8), rs.getDouble(at + 9));
    }

    private static Instant instant(ResultSet rs, int column) throws SQLException {
        Timestamp t = rs.getTimestamp(column);
        return t == null ? null : t.toInstant();
    }
}
