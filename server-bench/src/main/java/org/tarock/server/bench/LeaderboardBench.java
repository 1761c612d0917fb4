package org.tarock.server.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Random;
import java.util.function.Consumer;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.tarock.server.players.Glicko2;
import org.tarock.server.store.Store;
import org.tarock.server.wire.Config;
import org.tarock.server.wire.TableServer;

/**
 * The leaderboard's time among many rated players (a tool, not a unit test): a new database is filled with
 * {@code players} accounts rated in one game (ratings around 1500, deviations from 45 to 350, last rated matches
 * spread over a year, so that some have grown provisional again), a server is started on it, and {@code GET
 * /api/leaderboard?limit=100} is timed over HTTP on loopback, for the top 100 and for a page further down.
 *
 * <p>Run it as {@code tarock bench --server --leaderboard [--players N] [--runs N] [--db URL]}. The rows are
 * written straight into the tables, not through the server (whose writes are one match at a time).
 */
public final class LeaderboardBench {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** What a run measured: the top 100 and the page after the first {@code deepRank} players. */
    public record Figures(int players, int ranked, int requests, Timings top, int deepRank, Timings deep) {
        public String line() {
            return String.format(Locale.ROOT, "leaderboard among %d rated players (%d ranked), %d requests of 100: "
                    + "top 100 %s; ranks %d to %d %s", players, ranked, requests, top.summary(), deepRank + 1,
                    deepRank + 100, deep.summary());
        }
    }

    private LeaderboardBench() {
    }

    public static Figures run(int players, int requests, String game, String dbUrl, Consumer<String> progress)
            throws IOException, InterruptedException {
        Config config = Config.defaults(0, Files.createTempDirectory("tarock-leaderboard"));
        if (dbUrl != null) {
            config = config.withDbUrl(dbUrl);
        }
        new Store(config.jdbcUrl()).close();
        progress.accept(String.format("storing %d rated players", players));
        int ranked = fill(config.jdbcUrl(), players, game, new Glicko2(config.players().ratings()));
        try (TableServer server = TableServer.start(config)) {
            HttpClient http = HttpClient.newHttpClient();
            URI top = URI.create(server.url()).resolve("/api/leaderboard?game=" + game + "&limit=100");
            // The page after rank 5,000 (or the last full one), reached by following the cursors once.
            int deepRank = Math.max(0, Math.min(5_000, (ranked / 100 - 1) * 100));
            URI deep = top;
            for (int page = 0; page < deepRank / 100; page++) {
                deep = top.resolve(top.getRawPath() + "?" + top.getRawQuery() + "&cursor="
                        + get(http, deep).get("next").asText());
            }
            progress.accept(String.format("%d ranked; timing %d requests of each page after as many to warm up",
                    ranked, requests));
            long[] topTimes = new long[requests];
            long[] deepTimes = new long[requests];
            for (int i = -requests; i < requests; i++) {
                long begin = System.nanoTime();
                get(http, top);
                long middle = System.nanoTime();
                get(http, deep);
                if (i >= 0) {
                    topTimes[i] = middle - begin;
                    deepTimes[i] = System.nanoTime() - middle;
                }
            }
            return new Figures(players, ranked, requests, Timings.of(topTimes), deepRank, Timings.of(deepTimes));
        }
    }

    private static JsonNode get(HttpClient http, URI uri) throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 200) {
            throw new IOException("the server answered " + r.statusCode() + ": " + r.body());
        }
        return JSON.readTree(r.body());
    }

    /** Stores the accounts and their ratings; returns how many are ranked now. */
    private static int fill(String url, int players, String game, Glicko2 glicko) {
        Random random = new Random(37);
        Instant now = Instant.now();
        int[] ranked = {0};
        Jdbi.create(url).useTransaction(h -> {
            PreparedBatch accounts = h.prepareBatch("insert into account (name_key, name, password_hash, bot, "
                    + "created_at) values (?, ?, ?, false, ?)");
            PreparedBatch ratings = h.prepareBatch("insert into rating (account_key, game, rating, rd, volatility, "
                    + "matches, hands, rated_at, ranked_until) values (?, ?, ?, ?, ?, ?, ?, ?, ?)");
            for (int i = 0; i < players; i++) {
                String name = String.format(Locale.ROOT, "player-%06d", i);
                Glicko2.Rating r = new Glicko2.Rating(1500 + 300 * random.nextGaussian(),
                        45 + 305 * random.nextDouble(), 0.06);
                Instant at = now.minus(Duration.ofMinutes(random.nextInt(365 * 24 * 60)));
                Instant until = glicko.rankedUntil(r, at);
                if (until.isAfter(now)) {
                    ranked[0]++;
                }
                accounts.add(name, name, "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaA", Timestamp.from(at));
                ratings.add(name, game, r.rating(), r.rd(), r.volatility(), 20, 240, Timestamp.from(at),
                        Timestamp.from(until));
                if (i % 5_000 == 4_999) {
                    accounts.execute();
                    ratings.execute();
                }
            }
            if (accounts.size() > 0) {
                accounts.execute();
                ratings.execute();
            }
        });
        // The planner's statistics, as a live database keeps them (PostgreSQL's autovacuum, H2's own analysis
        // after enough changes): without them PostgreSQL takes the freshly filled table for a few rows and sorts
        // them all rather than read the index in order.
        Jdbi.create(url).useHandle(h -> h.execute("analyze"));
        return ranked[0];
    }
}
