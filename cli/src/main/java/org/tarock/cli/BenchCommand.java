package org.tarock.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.RandomPlayout;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code tarock bench}: random hands per second on one thread, per game, each played from the deal to its
 * result with every decision drawn uniformly from the legal actions. The figure is the median of several
 * timed runs after a warm-up.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Measure full random hands per second on one thread (median of timed runs after a warm-up).",
        footer = {"%nPrints one line per game, e.g. 'bavarian-tarock random-hands/s: 1234567'.",
                "%nExamples:", "  tarock bench", "  tarock bench --game bavarian-tarock --runs 9"})
public final class BenchCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--game", paramLabel = "GAME", converter = GameArg.class,
            description = "Only this game (default: every available game).")
    GameId gameId;

    @Option(names = "--runs", paramLabel = "N", defaultValue = "5",
            description = "Timed runs; the median is printed (default: ${DEFAULT-VALUE}).")
    int runs;

    @Option(names = "--millis", paramLabel = "MS", defaultValue = "1000",
            description = "Length of the warm-up and of each timed run in milliseconds (default: ${DEFAULT-VALUE}).")
    long millis;

    @Override
    public Integer call() {
        if (runs < 1 || millis < 1) {
            throw new ParameterException(spec.commandLine(),
                    "--runs and --millis must be at least 1");
        }
        PrintWriter out = spec.commandLine().getOut();
        List<GameId> games = gameId != null ? List.of(gameId) : Games.available();
        for (GameId g : games) {
            long rate = RandomPlayout.handsPerSecond(Games.create(Games.ruleBook(g).defaults()), runs, millis);
            out.println(g.id() + " random-hands/s: " + rate);
            out.flush();
        }
        return 0;
    }
}
