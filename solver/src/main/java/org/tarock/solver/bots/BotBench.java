package org.tarock.solver.bots;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;

/**
 * How long a bot thinks: hands with the kind in every seat, each decision with more than one legal action
 * timed on the wall clock and by the thread's CPU time ({@code tarock bench --bot KIND}). Deals from a fixed
 * seed, the dealer rotating; the first hand is a warm-up and not counted.
 */
public final class BotBench {
    private BotBench() {
    }

    /**
     * The figures of one run.
     *
     * @param decisions   the decisions timed
     * @param medianMs    median wall time of a decision
     * @param p99Ms       99th percentile of the wall time
     * @param maxMs       the longest decision
     * @param meanCpuMs   mean CPU time of one thread per decision
     */
    public record Figures(GameId game, String kind, int decisions, double medianMs, double p99Ms, double maxMs,
                          double meanCpuMs) {
        /** The line to print, e.g. {@code bavarian-tarock expert move-ms: median 40.1 p99 800.2 max 950.0 ...}. */
        public String line() {
            return String.format(Locale.ROOT, "%s %s move-ms: median %.1f p99 %.1f max %.1f; cpu-ms per decision %.1f (%d decisions)",
                    game.id(), kind, medianMs, p99Ms, maxMs, meanCpuMs, decisions);
        }
    }

    /** Plays {@code hands} hands (after one for warm-up) with {@code kind} in every seat. */
    public static Figures run(GameId id, String kind, int hands) {
        Game game = Games.create(Games.ruleBook(id).defaults());
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        DealRandom random = new DealRandom(0xB07BE7CL);
        List<Double> wall = new ArrayList<>();
        double cpu = 0;
        for (int h = 0; h <= hands; h++) {
            int dealer = game.tableSize() == 4 ? 2 : h % 3;
            State s = game.newHand(game.deal(random.nextLong(), dealer), dealer, game.initialCarry());
            Bot[] seats = new Bot[3];
            for (int seat = 0; seat < 3; seat++) {
                seats[seat] = Bots.create(kind, h * 3L + seat);
            }
            while (!s.isOver()) {
                int seat = s.currentSeat();
                SeatView view = s.view(seat);
                long c0 = threads.getCurrentThreadCpuTime();
                long t0 = System.nanoTime();
                int action = seats[seat].choose(game, view);
                long t1 = System.nanoTime();
                long c1 = threads.getCurrentThreadCpuTime();
                if (h > 0 && view.legal().size() > 1) {
                    wall.add((t1 - t0) / 1e6);
                    cpu += (c1 - c0) / 1e6;
                }
                s.apply(seat, action);
            }
        }
        double[] w = wall.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        if (w.length == 0) {
            throw new IllegalStateException("no decision with a choice in " + hands + " hands");
        }
        return new Figures(id, kind, w.length, w[(w.length - 1) / 2], w[Math.min(w.length - 1, (int) Math.ceil(0.99 * w.length) - 1)],
                Arrays.stream(w).max().orElseThrow(), cpu / w.length);
    }
}
