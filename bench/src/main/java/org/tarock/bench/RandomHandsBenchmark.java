package org.tarock.bench;

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
import org.tarock.engine.RandomPlayout;

/**
 * Full random hands per second on one thread, per game: each hand dealt from a fresh shuffle and played to
 * its result with every decision drawn uniformly from the legal actions. Run with
 * {@code java -jar bench/target/benchmarks.jar RandomHands} (every game; {@code -p game=HUSARLN} for one);
 * {@code tarock bench} prints the same figure.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class RandomHandsBenchmark {

    /** No values listed: JMH runs every constant of the engine's {@link GameId}, the one list of games. */
    @Param
    public GameId game;

    private RandomPlayout playout;

    @Setup
    public void setUp() {
        playout = new RandomPlayout(Games.create(Games.ruleBook(game).defaults()), 42);
    }

    @Benchmark
    public org.tarock.engine.State randomHand() {
        return playout.playHand();
    }
}
