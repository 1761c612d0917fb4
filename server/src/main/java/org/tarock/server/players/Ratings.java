package org.tarock.server.players;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.locks.ReentrantLock;
import org.tarock.server.store.Change;
import org.tarock.server.store.PlayerChange;
import org.tarock.server.store.PlayerRows;
import org.tarock.server.store.Store;
import org.tarock.server.table.MatchRatings;
import org.tarock.server.table.RatedMatch;

/**
 * Rating a rated match at its end (docs/ratings.md): each pair of its players is one game, won by the higher final
 * total, drawn on equal totals; a player who abandoned (away at the end, or stand-ins made more than half of his
 * decisions) loses against everyone who did not, and one who closed his account loses against everyone and is not
 * rated. Every other player's Glicko-2 rating is updated once, from the ratings before the match, and stored in the
 * transaction that stores the match's end. Matches are rated one at a time, each from what the one before stored,
 * since a server bot plays at many tables at once.
 */
public final class Ratings implements MatchRatings {
    private final Store store;
    private final Glicko2 glicko;
    private final Clock clock;
    private final ReentrantLock oneAtATime = new ReentrantLock();

    public Ratings(Store store, Glicko2 glicko, Clock clock) {
        this.store = store;
        this.glicko = glicko;
        this.clock = clock;
    }

    @Override
    public CompletableFuture<Void> finish(RatedMatch match) {
        oneAtATime.lock();
        try {
            store.write(change(match, clock.instant())).join();
            return CompletableFuture.completedFuture(null);
        } catch (CompletionException e) {
            return CompletableFuture.failedFuture(e.getCause());
        } finally {
            oneAtATime.unlock();
        }
    }

    /** Whether a player counts as having abandoned the match. */
    static boolean abandoned(RatedMatch.Player p) {
        return p.awayAtEnd() || 2 * p.standInDecisions() > p.decisions();
    }

    /**
     * Where a player stands before the totals count: one whose account is {@code closed} below everyone, one who
     * abandoned below those who did not.
     */
    private static int standing(RatedMatch.Player p, Set<String> closed) {
        return closed.contains(p.accountKey()) ? 0 : abandoned(p) ? 1 : 2;
    }

    /**
     * What the pair gives {@code p} against {@code q}, the accounts of {@code closed} having left the match for
     * good: 1 won, 1/2 drawn, 0 lost.
     */
    static double score(RatedMatch.Player p, RatedMatch.Player q, Set<String> closed) {
        int standing = Integer.compare(standing(p, closed), standing(q, closed));
        if (standing != 0) {
            return standing > 0 ? 1 : 0;
        }
        return p.total() > q.total() ? 1 : p.total() < q.total() ? 0 : 0.5;
    }

    /** Those of {@code keys} whose accounts are closed. */
    private Set<String> closed(List<String> keys) {
        Set<String> closed = new HashSet<>();
        for (String key : keys) {
            store.players().account(key).filter(a -> a.closed() != null).ifPresent(a -> closed.add(key));
        }
        return closed;
    }

    /**
     * A closed account's rating in {@code game}, its rating row gone: as its last rated match left it (what the
     * row held), or a new player's when it had none.
     */
    private Glicko2.Rating lastRating(String key, String game) {
        List<PlayerRows.HistoryRow> rated = store.players().ratingHistory(key, game);
        if (rated.isEmpty()) {
            return glicko.initial();
        }
        PlayerRows.PlayedRow last = rated.getLast().own();
        return new Glicko2.Rating(last.ratingAfter(), last.rdAfter(), glicko.initial().volatility());
    }

    /** The write that ends the match: its last hand, and every player's rating and figures after it. */
    private PlayerChange.RateMatch change(RatedMatch match, Instant now) {
        List<String> keys = match.players().stream().map(RatedMatch.Player::accountKey).toList();
        Map<String, PlayerRows.RatingRow> before = new HashMap<>();
        store.players().ratings(keys, match.game()).forEach(r -> before.put(r.accountKey(), r));
        Map<String, PlayerRows.DeclarerRow> declaredBefore = new HashMap<>();
        store.players().declared(keys, match.game())
                .forEach(d -> declaredBefore.put(d.accountKey() + "\n" + d.contract(), d));
        Set<String> closed = closed(keys);
        // Every opponent as he stands at the match's end: his deviation grown since his last rated match; one who
        // closed his account as his last rated match left him.
        Map<String, Glicko2.Rating> stored = new HashMap<>();
        Map<String, Double> periods = new HashMap<>();
        Map<String, Glicko2.Rating> live = new HashMap<>();
        for (String key : keys) {
            if (closed.contains(key)) {
                live.put(key, lastRating(key, match.game()));
                continue;
            }
            PlayerRows.RatingRow row = before.get(key);
            Glicko2.Rating r = row == null ? glicko.initial()
                    : new Glicko2.Rating(row.rating(), row.rd(), row.volatility());
            double t = row == null ? 0 : glicko.periods(row.ratedAt(), now);
            stored.put(key, r);
            periods.put(key, t);
            live.put(key, new Glicko2.Rating(r.rating(), glicko.deviationAfter(r, t), r.volatility()));
        }
        List<PlayerRows.PlayedRow> played = new ArrayList<>();
        List<PlayerRows.RatingRow> ratings = new ArrayList<>();
        List<PlayerRows.DeclarerRow> declared = new ArrayList<>();
        for (RatedMatch.Player p : match.players()) {
            List<Glicko2.Game> games = new ArrayList<>();
            double score = 0;
            for (RatedMatch.Player q : match.players()) {
                if (q != p) {
                    double s = score(p, q, closed);
                    score += s;
                    games.add(new Glicko2.Game(live.get(q.accountKey()), s));
                }
            }
            String key = p.accountKey();
            if (closed.contains(key)) {
                // Kept in the match for the others' histories, which list him as an opponent who abandoned; his
                // own profile and match list are gone with his account.
                Glicko2.Rating was = live.get(key);
                played.add(new PlayerRows.PlayedRow(key, p.seat(), p.name(), p.total(), score, true, was.rating(),
                        was.rd(), was.rating(), was.rd()));
                continue;
            }
            Glicko2.Rating after = glicko.rate(stored.get(key), games, periods.get(key));
            Glicko2.Rating was = live.get(key);
            played.add(new PlayerRows.PlayedRow(key, p.seat(), p.name(), p.total(), score, abandoned(p), was.rating(),
                    was.rd(), after.rating(), after.rd()));
            PlayerRows.RatingRow row = before.get(key);
            ratings.add(new PlayerRows.RatingRow(key, match.game(), after.rating(), after.rd(), after.volatility(),
                    (row == null ? 0 : row.matches()) + 1, (row == null ? 0 : row.hands()) + p.hands(), now,
                    glicko.rankedUntil(after, now)));
            p.declared().forEach((contract, d) -> {
                PlayerRows.DeclarerRow old = declaredBefore.get(key + "\n" + contract);
                declared.add(new PlayerRows.DeclarerRow(key, match.game(), contract,
                        (old == null ? 0 : old.played()) + d.played(), (old == null ? 0 : old.won()) + d.won()));
            });
        }
        Change.FinishHand end = new Change.FinishHand(match.tableId(), match.lastHand(), match.lastRecord(),
                match.finished());
        return new PlayerChange.RateMatch(end, new PlayerRows.MatchRow(match.tableId(), match.game(), now,
                match.hands()), played, ratings, declared);
    }
}
