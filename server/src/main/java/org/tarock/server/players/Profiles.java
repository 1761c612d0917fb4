package org.tarock.server.players;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.server.store.PlayerRows;
import org.tarock.server.store.Store;
import org.tarock.server.table.ApiException;

/**
 * What anyone may read of a player: his profile (ratings per game with his declarer figures, recent rated
 * matches), all his rated matches page by page, his rating after each rated match, and the leaderboards. A
 * rating's deviation is shown as it stands now, grown since his last rated match.
 */
public final class Profiles {
    /** Rated matches a profile shows. */
    static final int RECENT = 10;
    /** The longest page of matches or of a leaderboard. */
    public static final int MAX_PAGE = 100;

    private final Store store;
    private final Glicko2 glicko;
    private final Clock clock;

    public Profiles(Store store, Glicko2 glicko, Clock clock) {
        this.store = store;
        this.glicko = glicko;
        this.clock = clock;
    }

    /** A player's rating in one game, its deviation as it stands now. */
    public record Standing(String game, double rating, double rd, double volatility, boolean provisional, int matches,
                           int hands, Map<String, Declared> declarer) {
    }

    /** The hands declared with one contract, and how many the declarer's side won. */
    public record Declared(int played, int won) {
    }

    /** A player's profile. */
    public record Profile(Account account, List<Standing> ratings, List<PlayerRows.HistoryRow> recent) {
    }

    /** A page of rows, and the cursor of the next page (null: this is the last). */
    public record Page<T>(List<T> rows, String next) {
    }

    /** A row of a leaderboard. */
    public record Ranked(int rank, String name, boolean bot, double rating, double rd) {
    }

    /** The open account of {@code name} (case-insensitive), else {@code 404 unknown-player}. */
    public Account account(String name) {
        return store.players().account(Names.key(name)).filter(a -> a.closed() == null).map(Account::of)
                .orElseThrow(() -> new ApiException(404, "unknown-player", "there is no player \""
                        + org.tarock.engine.Echo.of(name) + "\""));
    }

    public Profile profile(String name) {
        Account account = account(name);
        Instant now = clock.instant();
        Map<String, Map<String, Declared>> declared = new LinkedHashMap<>();
        for (PlayerRows.DeclarerRow d : store.players().declared(account.key())) {
            declared.computeIfAbsent(d.game(), g -> new LinkedHashMap<>()).put(d.contract(),
                    new Declared(d.played(), d.won()));
        }
        List<Standing> ratings = new ArrayList<>();
        for (PlayerRows.RatingRow r : store.players().ratings(account.key())) {
            double rd = deviationNow(r, now);
            ratings.add(new Standing(r.game(), r.rating(), rd, r.volatility(), glicko.provisional(rd), r.matches(),
                    r.hands(), declared.getOrDefault(r.game(), Map.of())));
        }
        return new Profile(account, ratings, store.players().history(account.key(), null, null, RECENT));
    }

    /** A page of the player's rated matches, newest first, of {@code game} (null: every game). */
    public Page<PlayerRows.HistoryRow> matches(String name, String game, String cursor, int limit) {
        Account account = account(name);
        String g = game == null ? null : game(game);
        PlayerRows.HistoryCursor after = null;
        if (cursor != null) {
            String[] parts = Cursors.read(cursor, 2);
            try {
                after = new PlayerRows.HistoryCursor(Instant.parse(parts[0]), parts[1]);
            } catch (java.time.format.DateTimeParseException e) {
                throw Cursors.bad();
            }
        }
        List<PlayerRows.HistoryRow> rows = store.players().history(account.key(), g, after, limit + 1);
        String next = null;
        if (rows.size() > limit) {
            rows = rows.subList(0, limit);
            PlayerRows.HistoryRow last = rows.getLast();
            next = Cursors.write(last.match().ended().toString(), last.match().tableId());
        }
        return new Page<>(rows, next);
    }

    /** The player's rating after each of his rated matches of {@code game}, oldest first. */
    public List<PlayerRows.HistoryRow> ratingHistory(String name, String game) {
        return store.players().ratingHistory(account(name).key(), game(game));
    }

    /** A page of the leaderboard of {@code game}: the players ranked now, by rating. */
    public Page<Ranked> leaderboard(String game, String cursor, int limit) {
        String g = game(game);
        int rank = 0;
        PlayerRows.BoardCursor after = null;
        if (cursor != null) {
            String[] parts = Cursors.read(cursor, 3);
            try {
                rank = Integer.parseInt(parts[0]);
                after = new PlayerRows.BoardCursor(Double.parseDouble(parts[1]), parts[2]);
            } catch (NumberFormatException e) {
                throw Cursors.bad();
            }
        }
        Instant now = clock.instant();
        List<PlayerRows.BoardRow> rows = store.players().leaderboard(g, now, after, limit + 1);
        List<Ranked> out = new ArrayList<>();
        for (PlayerRows.BoardRow row : rows.subList(0, Math.min(limit, rows.size()))) {
            out.add(new Ranked(++rank, row.name(), row.bot(), row.rating().rating(), deviationNow(row.rating(), now)));
        }
        String next = null;
        if (rows.size() > limit) {
            PlayerRows.BoardRow last = rows.get(limit - 1);
            next = Cursors.write(Integer.toString(rank), Double.toString(last.rating().rating()), last.key());
        }
        return new Page<>(out, next);
    }

    private double deviationNow(PlayerRows.RatingRow r, Instant now) {
        return glicko.deviationAfter(new Glicko2.Rating(r.rating(), r.rd(), r.volatility()),
                glicko.periods(r.ratedAt(), now));
    }

    /** A game's id as the API names it, checked: {@code 400 unknown-game} otherwise. */
    static String game(String id) {
        if (id == null || id.isEmpty()) {
            throw ApiException.malformed("\"game\" is required: one of " + String.join(", ",
                    Games.available().stream().map(GameId::id).toList()));
        }
        try {
            GameId g = GameId.of(id);
            if (Games.available().contains(g)) {
                return g.id();
            }
        } catch (IllegalArgumentException e) {
            // named below
        }
        throw new ApiException(400, "unknown-game", "there is no game \"" + org.tarock.engine.Echo.of(id)
                + "\" (games: " + String.join(", ", Games.available().stream().map(GameId::id).toList()) + ")");
    }

    /** Cursors: the fields of the row a page ends with, opaque to clients (base64url). */
    private static final class Cursors {
        private static final char SEPARATOR = '\n';

        static String write(String... fields) {
            return Base64.getUrlEncoder().withoutPadding().encodeToString(
                    String.join(String.valueOf(SEPARATOR), fields).getBytes(StandardCharsets.UTF_8));
        }

        static String[] read(String cursor, int fields) {
            try {
                String text = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
                String[] parts = text.split(String.valueOf(SEPARATOR), -1);
                if (parts.length == fields) {
                    return parts;
                }
            } catch (IllegalArgumentException e) {
                // not base64url: named below
            }
            throw bad();
        }

        static ApiException bad() {
            return new ApiException(400, "bad-cursor", "\"cursor\" is not one this server gave; start again without it");
        }
    }
}
