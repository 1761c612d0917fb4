package org.tarock.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.LongSupplier;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.Phase;
import org.tarock.engine.State;

/**
 * The solver's speed as the issue measures it: full solves (the exact card-point value, not a win/lose bound)
 * of positions at the first lead of random deals whose auction and exchange the {@code basic} bots played;
 * thrown-in hands and Bettel are skipped. One thread; the solver and its table are reused from position to
 * position, as a bot would, but deals never share table entries.
 */
public final class SolverBench {
    /** Solves before timing: each takes about a million nodes, enough for the JIT to settle. */
    private static final int WARM_UP = 20;

    private SolverBench() {
    }

    /**
     * Median and 99th percentile of the solve times, in milliseconds, over {@code positions} positions, and the
     * median number of nodes a solve searched (deterministic, unlike the times on a shared machine).
     */
    public record Figures(GameId game, int positions, double medianMs, double p99Ms, double meanMs, long medianNodes,
                          double probesPerSolve) {
        /**
         * The line {@code tarock bench --solver} prints, e.g.
         * {@code bavarian-tarock dd-solve-ms: median 1.3 p99 6.0 nodes 18000 probes 6.1} (probes: the mean number
         * of null-window searches per solve; 0 for a search without them).
         */
        public String line() {
            return String.format(java.util.Locale.ROOT, "%s dd-solve-ms: median %.1f p99 %.1f nodes %d probes %.2f",
                    game.id(), medianMs, p99Ms, medianNodes, probesPerSolve);
        }
    }

    /**
     * Positions at the first lead of {@code count} deals from {@code seed}, auction and exchange played by the
     * {@code basic} bots (thrown-in hands and Bettel skipped).
     */
    public static List<Position> firstLeads(Game game, int count, long seed) {
        return atFirstLead(game, count, seed, s -> {
            Position p = Positions.of(s);
            return p.goal() == Goal.CARD_POINTS ? p : null;
        });
    }

    /** Whether the bench covers the game: every game with a {@link GameSupport}, solved or searched. */
    public static boolean covers(GameId id) {
        return GameSupport.find(id).isPresent();
    }

    /** States at the first lead of {@code count} deals from {@code seed}, every decision before played by the {@code basic} bots. */
    public static List<State> firstLeadStates(Game game, int count, long seed) {
        return atFirstLead(game, count, seed, s -> s);
    }

    /** What {@code kept} makes of hands at their first lead (null: skip the hand), until there are {@code count}. */
    private static <T> List<T> atFirstLead(Game game, int count, long seed, Function<State, T> kept) {
        DealRandom random = new DealRandom(seed);
        List<T> out = new ArrayList<>(count);
        while (out.size() < count) {
            int dealer = random.nextInt(3);
            State s = game.newHand(game.deal(random.nextLong(), dealer), dealer, game.initialCarry());
            Bot bot = Bots.create("basic", random.nextLong());
            while (!s.isOver() && s.phase() != Phase.PLAY) {
                s.applyTrusted(bot.choose(game, s.view(s.currentSeat())));
            }
            T k = s.isOver() ? null : kept.apply(s);
            if (k != null) {
                out.add(k);
            }
        }
        return out;
    }

    /**
     * A game's own {@link CardSearch} (Leipzig Taroc's {@link LeipzigSearch}, at its default depth): its cost
     * at the first lead, every legal card searched.
     */
    private static Figures cardSearch(Game game, CardSearch search, int positions) {
        return timed(game.id(), firstLeadStates(game, WARM_UP, 0x5EED), firstLeadStates(game, positions, 0xBE7C4),
                search::cardValues, search::nodes, () -> 0);
    }

    /** Each of {@code measured} worked on and timed apart, after working on {@code warmUp}. */
    private static <T> Figures timed(GameId id, List<T> warmUp, List<T> measured, Consumer<T> work,
                                     LongSupplier nodeCount, LongSupplier probeCount) {
        warmUp.forEach(work);
        long probes = probeCount.getAsLong();
        double[] ms = new double[measured.size()];
        long[] nodes = new long[measured.size()];
        for (int i = 0; i < ms.length; i++) {
            long n0 = nodeCount.getAsLong();
            long start = System.nanoTime();
            work.accept(measured.get(i));
            ms[i] = (System.nanoTime() - start) / 1e6;
            nodes[i] = nodeCount.getAsLong() - n0;
        }
        return figures(id, ms, nodes, (double) (probeCount.getAsLong() - probes) / ms.length);
    }

    private static Figures figures(GameId id, double[] ms, long[] nodes, double probesPerSolve) {
        Arrays.sort(ms);
        Arrays.sort(nodes);
        int p99 = Math.min(ms.length - 1, (int) Math.ceil(ms.length * 0.99) - 1);
        return new Figures(id, ms.length, ms[ms.length / 2], ms[p99], Arrays.stream(ms).average().orElse(0),
                nodes[nodes.length / 2], probesPerSolve);
    }

    /**
     * Measures full solves of {@code positions} first-lead positions (a warm-up on other deals first), with
     * every option at its default; print {@link Figures#line()} to report them. A game the double-dummy
     * solver does not cover measures its own search instead ({@link GameSupport#cardSearch}).
     */
    public static Figures run(GameId id, int positions) {
        Game game = Games.create(Games.ruleBook(id).defaults());
        GameSupport support = GameSupport.of(id);
        return support.doubleDummy().isPresent() ? doubleDummy(game, positions)
                : cardSearch(game, support.cardSearch(game).orElseThrow(), positions);
    }

    /** Full double-dummy solves at {@code positions} first leads of {@code game} (see {@link #run}). */
    private static Figures doubleDummy(Game game, int positions) {
        Solver solver = new Solver();
        return timed(game.id(), firstLeads(game, WARM_UP, 0x5EED), firstLeads(game, positions, 0xBE7C4),
                solver::value, solver::nodes, solver::probes);
    }

    /** {@code java org.tarock.solver.SolverBench game [positions]}. */
    public static void main(String[] args) {
        if (args.length == 0) {
            System.err.println("usage: SolverBench game [positions]  (game: a record id, as `tarock rules` lists them)");
            System.exit(2);
        }
        System.out.println(run(GameId.of(args[0]), args.length > 1 ? Integer.parseInt(args[1]) : 1000).line());
    }
}
