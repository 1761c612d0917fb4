package org.tarock.server.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.tarock.server.players.Glicko2;
import org.tarock.server.players.Ratings;
import org.tarock.server.store.PlayerChange;
import org.tarock.server.store.Store;
import org.tarock.server.table.RatedMatch;
import org.tarock.server.wire.Config;

/**
 * What a rated match's end adds to the hand-over (a tool, not a unit test): a match's last hand-over stores the
 * hand's record and the table's snapshot as finished, and waits for the write; at a rated table the same write
 * also reads the players' ratings, rates them and stores the ratings, the match's rows and the declarer figures
 * in that one transaction. The two ends are timed in turn (interleaved, so that the machine's load falls on both
 * alike) on the same store, each end at a table of its own, the rated ones among the same two people and a
 * server bot, so that each reads the ratings the one before stored.
 *
 * <p>Run it as {@code tarock bench --server --rated-end [--runs N] [--db URL]}.
 */
public final class RatedEndBench {
    /** A record and a snapshot of about the length of a Bavarian Tarock hand's and match's. */
    private static final String RECORD = "{\"format\":\"tarock-record/1\",\"actions\":["
            + "{\"seat\":0,\"act\":\"play EA\"},".repeat(40) + "{\"seat\":0,\"act\":\"play EK\"}]}";
    private static final String SNAPSHOT = "{\"v\":240,\"hands\":12,"
            + "\"totals\":{\"Anna\":14,\"Bert\":-4,\"bot:basic\":-10},"
            + "\"seating\":{\"players\":[\"Anna\",\"Bert\",\"bot:basic\"],\"dealer\":2},\"carry\":{}}";

    /** What a run measured: the plain end and the rated end, {@code ends} of each. */
    public record Figures(String store, int ends, Timings plain, Timings rated) {
        public String line() {
            return String.format(Locale.ROOT, "match end on %s, %d of each: plain %s; rated %s; the rating adds "
                    + "%.2f ms at the median", store, ends, plain.summary(), rated.summary(),
                    rated.median() - plain.median());
        }
    }

    private RatedEndBench() {
    }

    public static Figures run(int ends, String game, String dbUrl, Consumer<String> progress) throws IOException {
        Config config = Config.defaults(0, Files.createTempDirectory("tarock-rated-end"));
        if (dbUrl != null) {
            config = config.withDbUrl(dbUrl);
        }
        try (Store store = new Store(config.jdbcUrl(), config.journalFile(), Store.Upkeep.DEFAULT)) {
            Instant now = Instant.now();
            Ratings ratings = new Ratings(store, new Glicko2(config.players().ratings()), Clock.systemUTC());
            for (String name : List.of("anna", "bert", "bot:basic")) {
                store.write(new PlayerChange.OpenBotAccount(name, name, now)).join();
            }
            progress.accept(String.format("%d plain and %d rated ends after as many of each to warm up", ends, ends));
            long[] plain = new long[ends];
            long[] rated = new long[ends];
            for (int i = -ends; i < ends; i++) {
                String a = table(store, game, "p" + (i + ends), now);
                String b = table(store, game, "r" + (i + ends), now);
                long begin = System.nanoTime();
                store.finishHand(a, 11, RECORD, new Store.SnapshotRow("finished", 12, SNAPSHOT)).join();
                long middle = System.nanoTime();
                ratings.finish(new RatedMatch(b, game, 12, 11, RECORD, new Store.SnapshotRow("finished", 12, SNAPSHOT),
                        List.of(player(0, "anna", 14), player(1, "bert", -4), player(2, "bot:basic", -10)))).join();
                if (i >= 0) {
                    plain[i] = middle - begin;
                    rated[i] = System.nanoTime() - middle;
                }
            }
            return new Figures(config.describeStore().startsWith("jdbc:") ? "PostgreSQL" : "the embedded store",
                    ends, Timings.of(plain), Timings.of(rated));
        }
    }

    private static RatedMatch.Player player(int seat, String key, double total) {
        return new RatedMatch.Player(seat, key, key, total, false, 60, 0, 12,
                Map.of("solo", new RatedMatch.Declared(2, 1), "stock", new RatedMatch.Declared(3, 2)));
    }

    /** A table at its last hand, as a match leaves it before its end is stored. */
    private static String table(Store store, String game, String id, Instant now) {
        store.createTable(new Store.TableRow(id, game, "{}", 1L, null, 12, now, null, null, null, null, null,
                "normal", null, null, null), List.of()).join();
        store.startHand(id, 11, "{}").join();
        return id;
    }
}
