package org.tarock.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
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
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.solver.Position;
import org.tarock.solver.Solver;
import org.tarock.solver.SolverBench;

/**
 * A full double-dummy solve (the exact card-point value) of positions at the first lead of random deals whose
 * auction and exchange the basic bots played, cycling through 200 such positions. Run with
 * {@code java -jar bench/target/benchmarks.jar Solver}. The median and 99th percentile the issue asks for
 * come from {@link SolverBench#run} ({@code tarock bench --solver}), which times each position apart.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 10)
@Fork(1)
public class SolverBenchmark {

    @Param({"bavarian-tarock"})
    public String game;

    private List<Position> positions;
    private Solver solver;
    private int next;

    @Setup
    public void setUp() {
        positions = SolverBench.firstLeads(Games.create(Games.ruleBook(GameId.of(game)).defaults()), 200, 0xBE7C4);
        solver = new Solver();
    }

    @Benchmark
    public int fullSolve() {
        Position p = positions.get(next);
        next = (next + 1) % positions.size();
        return solver.value(p);
    }
}
