package org.tarock.server.bench;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.tarock.engine.Amount;
import org.tarock.records.TournamentStandings;
import org.tarock.server.tournaments.DealResult;
import org.tarock.server.tournaments.Scoreboard;

/**
 * What keeping a tournament's standings costs (a tool, not a unit test): {@code entries} entries of one tournament
 * of {@code deals} deals each finish every deal, the finished deals fed in synthetically in a random order (the
 * settlements drawn from a seed, with many ties, as real settlements have), and each one's update of the matchpoints
 * and standings is timed on the thread's CPU clock. After the last, the standings must be those recomputed from all
 * results at once ({@link TournamentStandings}); a warm-up round on a tournament of its own comes first.
 *
 * <p>Run it as {@code tarock bench --tournament [--entries 1000] [--deals 12]}.
 */
public final class TournamentBench {

    /**
     * What a run measured: the update of the standings per finished deal, in microseconds of the thread's CPU time.
     *
     * @param correct whether the standings after the last finished deal are those recomputed from all results
     */
    public record Figures(int entries, int deals, int finished, double medianMicros, double p99Micros,
                          double maxMicros, double meanMicros, boolean correct, double load) {
        public String line() {
            return String.format(Locale.ROOT, "tournament %d entries, %d deals: %d finished deals, standings update "
                    + "median %.1f µs, p99 %.1f µs, max %.1f µs, mean %.1f µs (CPU); standings as recomputed from the "
                    + "results: %s; load %.1f", entries, deals, finished, medianMicros, p99Micros, maxMicros,
                    meanMicros, correct ? "yes" : "NO", load);
        }
    }

    private TournamentBench() {
    }

    public static Figures run(int entries, int deals) {
        play(entries, deals, new Random(2));
        return play(entries, deals, new Random(1));
    }

    private static Figures play(int entries, int deals, Random random) {
        Scoreboard board = new Scoreboard(deals);
        TournamentStandings recount = new TournamentStandings(deals);
        List<DealResult> results = new ArrayList<>(entries * deals);
        for (int e = 0; e < entries; e++) {
            String name = "player-" + e;
            board.enter(name);
            recount.enter(name);
            for (int k = 1; k <= deals; k++) {
                // about thirty distinct settlements, as a game's contracts and their outcomes give
                Amount settlement = Amount.of(10L * (random.nextInt(31) - 15));
                results.add(new DealResult(name, k, settlement, "solo", 0, settlement.halves() > 0));
            }
        }
        Collections.shuffle(results, random);
        var threads = ManagementFactory.getThreadMXBean();
        long[] nanos = new long[results.size()];
        for (int i = 0; i < results.size(); i++) {
            DealResult r = results.get(i);
            long start = threads.getCurrentThreadCpuTime();
            board.finish(r);
            board.standings();
            nanos[i] = threads.getCurrentThreadCpuTime() - start;
            recount.add(r.entrant(), r.deal(), r.settlement());
        }
        boolean correct = board.standings().stream().map(s -> s.rank() + " " + s.name() + " " + s.score() + " "
                + s.dealsPlayed()).toList().equals(recount.lines().stream().map(l -> l.rank() + " " + l.name() + " "
                + l.score() + " " + l.dealsPlayed()).toList());
        long total = Arrays.stream(nanos).sum();
        Arrays.sort(nanos);
        return new Figures(entries, deals, nanos.length, nanos[nanos.length / 2] / 1e3,
                nanos[(int) Math.min(nanos.length - 1, Math.ceil(nanos.length * 0.99) - 1)] / 1e3,
                nanos[nanos.length - 1] / 1e3, total / 1e3 / nanos.length, correct,
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }
}
