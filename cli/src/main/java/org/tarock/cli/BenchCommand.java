package org.tarock.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.concurrent.Callable;
import org.tarock.bots.Bots;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.RandomCardPlay;
import org.tarock.engine.RandomPlayout;
import org.tarock.engine.env.EnvBench;
import org.tarock.server.bench.LeaderboardBench;
import org.tarock.server.bench.LoadTest;
import org.tarock.server.bench.RatedEndBench;
import org.tarock.server.bench.RestartBench;
import org.tarock.server.bench.SignInBench;
import org.tarock.server.bench.TournamentBench;
import org.tarock.server.tournaments.TournamentSpec;
import org.tarock.solver.SolverBench;
import org.tarock.solver.bots.BotBench;
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
                "With --play-phase: random card play alone, from the first lead to the end of the hand (positions",
                "set up by random bidding and exchange beforehand, untimed), e.g.",
                "'bavarian-tarock card-plays/s: 12345678'.",
                "With --solver: the double-dummy solver's time for a full solve at the first lead, e.g.",
                "'bavarian-tarock dd-solve-ms: median 1.3 p99 6.0 nodes 18000 probes 6.10' (the median node count and",
                "the mean number of null-window searches a solve took),",
                "over positions whose auction and exchange the basic bots played (thrown-in hands and Bettel skipped).",
                "With --server: the table server under load, bot-only tables over WebSockets on loopback, e.g.",
                "'server 200 tables: 3500 actions/s, round trip p50 40.1 ms, p99 95.0 ms, max 180.2 ms; ...'.",
                "With --server --sign-in, --leaderboard or --rated-end: a sign-in's time with the Argon2id",
                "parameters, the leaderboard's among --players rated players, or what rating a match adds to its",
                "end's write, e.g. 'leaderboard among 100000 rated players (61234 ranked), 200 requests of 100:",
                "top 100 median 4.1 ms, ...'.",
                "With --env: the research environment's batch stepper (--batch places, 1024 unless given, random actions,",
                "observations, masks and rewards written every step), steps per second of the thread's CPU time,",
                "e.g. 'bavarian-tarock env-steps/s: 1234567'.",
                "With --bot KIND: the bot's time per decision in hands with the kind in every seat, e.g.",
                "'bavarian-tarock expert move-ms: median 40.1 p99 800.2 max 950.0; cpu-ms per decision 90.3 (300 decisions)'.",
                "With --tournament: a tournament's standings updated as each of --entries entries finishes each of",
                "--deals deals (fed in synthetically, in a random order), the CPU time per finished deal, e.g.",
                "'tournament 1000 entries, 12 deals: 12000 finished deals, standings update median 40.0 µs, ...'.",
                "%nExamples:", "  tarock bench", "  tarock bench --play-phase", "  tarock bench --tournament",
                "  tarock bench --env", "  tarock bench --env --no-observations",
                "  tarock bench --game bavarian-tarock --runs 9",
                "  tarock bench --solver --positions 200", "  tarock bench --bot expert --hands 10",
                "  tarock bench --server --tables 200 --seconds 60",
                "  tarock bench --server --tables 2000 --pace-ms 1000", "  tarock bench --server --restart",
                "  tarock bench --server --sign-in", "  tarock bench --server --leaderboard --players 100000",
                "  tarock bench --server --rated-end"})
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

    @Option(names = "--play-phase", description = "Measure card plays per second from the first lead to the end of "
            + "the hand instead of whole hands (the deal, bidding and exchange before it are not timed).")
    boolean playPhase;

    @Option(names = "--solver", description = "Measure the double-dummy solver instead of random hands.")
    boolean solver;

    @Option(names = "--positions", paramLabel = "N", defaultValue = "1000",
            description = "With --solver: positions solved (default: ${DEFAULT-VALUE}).")
    int positions;

    @Option(names = "--env", description = "Measure environment steps of the batch stepper instead of random hands.")
    boolean env;

    @Option(names = "--no-observations", description = "With --env: legal actions and rewards only, no observations.")
    boolean noObservations;

    @Option(names = "--batch", paramLabel = "N", defaultValue = "1024",
            description = "With --env: places of the batch stepper (default: ${DEFAULT-VALUE}).")
    int batch;

    @Option(names = "--bot", paramLabel = "KIND",
            description = "Measure this bot kind's time per decision instead of random hands.")
    String bot;

    @Option(names = "--server", description = "Measure the table server under load instead of random hands.")
    boolean server;

    @Option(names = "--tables", paramLabel = "N", defaultValue = "200",
            description = "With --server: tables played at once, three client bots each (default: ${DEFAULT-VALUE}).")
    int tables;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "60",
            description = "With --server: seconds measured after a warm-up (default: ${DEFAULT-VALUE}).")
    int seconds;

    @Option(names = "--warmup", paramLabel = "S", defaultValue = "10",
            description = "With --server: seconds of warm-up (default: ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--pace-ms", paramLabel = "MS", defaultValue = "0",
            description = "With --server: the client bots act at a human pace, each waiting a random time of this "
                    + "mean before each action (an open loop); 0 acts at once (default: ${DEFAULT-VALUE}).")
    long paceMs;

    @Option(names = "--protocol", paramLabel = "V", defaultValue = "2",
            description = "With --server: the protocol version the client bots speak: 2 sends each event's view as a "
                    + "delta, 1 the whole view (default: ${DEFAULT-VALUE}).")
    int protocol;

    @Option(names = "--restart", description = "With --server: time a restart of the server on a store with "
            + "--hands finished hands and --in-play tables in play.")
    boolean restart;

    @Option(names = "--sign-in", description = "With --server: time signing in with the server's Argon2id "
            + "parameters.")
    boolean signIn;

    @Option(names = "--leaderboard", description = "With --server: time the leaderboard's top 100 among --players "
            + "rated players.")
    boolean leaderboard;

    @Option(names = "--rated-end", description = "With --server: time a rated match's end against a plain one's.")
    boolean ratedEnd;

    @Option(names = "--players", paramLabel = "N", defaultValue = "100000",
            description = "With --leaderboard: rated players stored (default: ${DEFAULT-VALUE}).")
    int players;

    @Option(names = "--repeat", paramLabel = "N", defaultValue = "200",
            description = "With --sign-in, --leaderboard, --rated-end: timed repetitions, after as many to warm up "
                    + "(default: ${DEFAULT-VALUE}).")
    int repeat;

    @Option(names = "--hands", paramLabel = "N",
            description = "With --restart: finished hands stored (default: 10000). With --bot: hands timed after one "
                    + "for warm-up (default: 10).")
    Integer hands;

    @Option(names = "--in-play", paramLabel = "N", defaultValue = "100",
            description = "With --restart: tables in play (default: ${DEFAULT-VALUE}).")
    int inPlay;

    @Option(names = "--db", paramLabel = "URL",
            description = "With --restart, --leaderboard, --rated-end: an empty PostgreSQL database instead of the "
                    + "embedded one.")
    String db;

    @Option(names = "--tournament", description = "Measure the update of a tournament's standings per finished deal.")
    boolean tournament;

    @Option(names = "--entries", paramLabel = "N", defaultValue = "1000",
            description = "With --tournament: entries of the tournament (default: ${DEFAULT-VALUE}).")
    int entries;

    @Option(names = "--deals", paramLabel = "N", defaultValue = "12",
            description = "With --tournament: its deals, 1 to 48 (default: ${DEFAULT-VALUE}).")
    int deals;

    @Override
    public Integer call() throws Exception {
        if (tournament) {
            return benchTournament();
        }
        if (solver) {
            return benchSolver();
        }
        if (server) {
            return benchServer();
        }
        if (bot != null) {
            return benchBot();
        }
        if (runs < 1 || millis < 1) {
            throw new ParameterException(spec.commandLine(),
                    "--runs and --millis must be at least 1");
        }
        if (env && batch < 1) {
            throw new ParameterException(spec.commandLine(), "--batch must be at least 1");
        }
        if (playPhase && env) {
            throw new ParameterException(spec.commandLine(),
                    "--play-phase and --env measure different things: give one of them");
        }
        PrintWriter out = spec.commandLine().getOut();
        List<GameId> games = gameId != null ? List.of(gameId) : Games.available();
        for (GameId g : games) {
            if (env) {
                ThreadMXBean threads = ManagementFactory.getThreadMXBean();
                long rate = EnvBench.stepsPerSecond(Games.create(Games.ruleBook(g).defaults()), batch, !noObservations,
                        runs, millis, threads::getCurrentThreadCpuTime);
                out.println(g.id() + " env-steps/s: " + rate);
            } else if (playPhase) {
                long rate = RandomCardPlay.cardPlaysPerSecond(Games.create(Games.ruleBook(g).defaults()), runs, millis);
                out.println(g.id() + " card-plays/s: " + rate);
            } else {
                long rate = RandomPlayout.handsPerSecond(Games.create(Games.ruleBook(g).defaults()), runs, millis);
                out.println(g.id() + " random-hands/s: " + rate);
            }
            out.flush();
        }
        return 0;
    }

    private int benchSolver() {
        if (positions < 1) {
            throw new ParameterException(spec.commandLine(), "--positions must be at least 1");
        }
        List<GameId> games = gameId != null ? List.of(gameId) : Games.available().stream().filter(SolverBench::covers)
                .toList();
        for (GameId g : games) {
            if (!SolverBench.covers(g)) {
                throw new ParameterException(spec.commandLine(), "the solver does not cover " + g.id()
                        + " yet (it covers: " + String.join(", ", Games.available().stream().filter(SolverBench::covers)
                        .map(GameId::id).toList()) + ")");
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        for (GameId g : games) {
            out.println(SolverBench.run(g, positions).line());
            out.flush();
        }
        return 0;
    }

    private int benchRestart() throws Exception {
        int hands = this.hands != null ? this.hands : 10_000;
        if (hands < 1 || inPlay < 0) {
            throw new ParameterException(spec.commandLine(), "--hands must be at least 1, --in-play at least 0");
        }
        PrintWriter out = spec.commandLine().getOut();
        RestartBench.Figures f = RestartBench.run(hands, inPlay, gameOrDefault(), db, line -> {
            out.println(line);
            out.flush();
        });
        out.println(f.line());
        out.flush();
        return 0;
    }

    private int benchBot() {
        if (!Bots.KINDS.contains(bot)) {
            throw new ParameterException(spec.commandLine(), "unknown bot \"" + bot + "\" (valid: " + String.join(", ", Bots.KINDS) + ")");
        }
        int hands = this.hands != null ? this.hands : 10;
        if (hands < 1) {
            throw new ParameterException(spec.commandLine(), "--hands must be at least 1");
        }
        PrintWriter out = spec.commandLine().getOut();
        for (GameId g : gameId != null ? List.of(gameId) : Games.available()) {
            out.println(BotBench.run(g, bot, hands).line());
            out.flush();
        }
        return 0;
    }

    private int benchServer() throws Exception {
        if (restart) {
            return benchRestart();
        }
        if (signIn || leaderboard || ratedEnd) {
            return benchPlayers();
        }
        if (tables < 1 || seconds < 1 || warmup < 0 || paceMs < 0) {
            throw new ParameterException(spec.commandLine(),
                    "--tables and --seconds must be at least 1, --warmup and --pace-ms at least 0");
        }
        if (protocol != 1 && protocol != 2) {
            throw new ParameterException(spec.commandLine(), "--protocol must be 1 or 2");
        }
        PrintWriter out = spec.commandLine().getOut();
        String game = gameOrDefault();
        LoadTest.Figures f = LoadTest.run(tables, warmup, seconds, game, paceMs, protocol, line -> {
            out.println(line);
            out.flush();
        });
        out.println(f.line());
        out.flush();
        return 0;
    }

    private int benchTournament() {
        if (entries < 1 || deals < 1 || deals > TournamentSpec.MAX_DEALS) {
            throw new ParameterException(spec.commandLine(), "--entries must be at least 1, --deals from 1 to "
                    + TournamentSpec.MAX_DEALS);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println(TournamentBench.run(entries, deals).line());
        return 0;
    }

    private int benchPlayers() throws Exception {
        if (repeat < 1 || players < 1) {
            throw new ParameterException(spec.commandLine(), "--repeat and --players must be at least 1");
        }
        PrintWriter out = spec.commandLine().getOut();
        java.util.function.Consumer<String> progress = line -> {
            out.println(line);
            out.flush();
        };
        if (signIn) {
            out.println(SignInBench.run(repeat, progress).line());
        }
        if (leaderboard) {
            out.println(LeaderboardBench.run(players, repeat, gameOrDefault(), db, progress).line());
        }
        if (ratedEnd) {
            out.println(RatedEndBench.run(repeat, gameOrDefault(), db, progress).line());
        }
        out.flush();
        return 0;
    }

    /** The record id of the game of {@code --game}, else of the default game. */
    private String gameOrDefault() {
        return gameId != null ? gameId.id() : GameArg.DEFAULT;
    }
}
