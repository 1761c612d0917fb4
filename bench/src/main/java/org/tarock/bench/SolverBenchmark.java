package org.tarock.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.solver.CardSearch;
import org.tarock.solver.GameSupport;
import org.tarock.solver.Solver;
import org.tarock.solver.SolverBench;

/**
 * A full double-dummy solve (the exact card-point value) of positions at the first lead of random deals whose
 * auction and exchange the basic bots played, cycling through 200 such positions; for a game the double-dummy
 * solver does not cover, its own {@link CardSearch} of every legal card at those first leads. Run with
 * {@code java -jar bench/target/benchmarks.jar Solver} (every game; {@code -p game=BAVARIAN_TAROCK} for one).
 * The median and 99th percentile the issue asks for come from {@link SolverBench#run}
 * ({@code tarock bench --solver}), which times each position apart.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 10)
@Fork(1)
public class SolverBenchmark {
    private static final int POSITIONS = 200;
    private static final long SEED = 0xBE7C4;

    /** No values listed: JMH runs every constant of the engine's {@link GameId}, the one list of games. */
    @Param
    public GameId game;

    private Supplier<Object> next;

    @Setup
    public void setUp() {
        Game g = Games.create(Games.ruleBook(game).defaults());
        GameSupport support = GameSupport.of(g);
        if (support.doubleDummy().isPresent()) {
            Solver solver = new Solver();
            next = cycle(SolverBench.firstLeads(g, POSITIONS, SEED), solver::value);
        } else {
            CardSearch search = support.cardSearch(g).orElseThrow();
            next = cycle(SolverBench.firstLeadStates(g, POSITIONS, SEED), search::cardValues);
        }
    }

    private static <T> Supplier<Object> cycle(List<T> items, Function<T, Object> work) {
        int[] at = {0};
        return () -> {
            T item = items.get(at[0]);
            at[0] = (at[0] + 1) % items.size();
            return work.apply(item);
        };
    }

    @Benchmark
    public Object fullSolve() {
        return next.get();
    }
}
