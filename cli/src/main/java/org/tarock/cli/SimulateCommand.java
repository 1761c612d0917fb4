package org.tarock.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.bots.runs.DealRunner;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.HandResult;
import org.tarock.engine.Match;
import org.tarock.engine.Rules;
import org.tarock.engine.Seating;
import org.tarock.engine.State;
import org.tarock.records.HandRecord;
import org.tarock.records.RecordException;
import org.tarock.records.RecordLog;
import org.tarock.records.RecordReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code tarock simulate}: bots play a match of N hands through {@link Match} (dealer rotating, carried state
 * chained) and a summary is printed. Everything on standard output follows from the seed, so two runs with
 * the same seed print the same bytes and write the same records file.
 */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = "Bots play a match of N hands; prints a summary, and can write every hand as a record.",
        footer = {"%nExamples:",
                "  tarock simulate --game bavarian-tarock --hands 1000 --seed 1",
                "  tarock simulate --game bavarian-tarock --hands 200 --bots basic,random,random \\",
                "      --out match.jsonl",
                "  tarock simulate --game bavarian-tarock --hands 50 --random-options --seed 9"})
public final class SimulateCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--game", paramLabel = "GAME", required = true, converter = GameArg.class,
            description = "The game.")
    GameId gameId;

    @Option(names = "--hands", paramLabel = "N", required = true, description = "Number of hands to play.")
    int hands;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the match. Default: random (printed).")
    Long seed;

    @Option(names = "--bots", paramLabel = "KIND", split = ",", defaultValue = "basic",
            description = "One bot kind for every seat, or one per seat in table order (random, basic; search bots easy, medium, hard, pimc, expert, expert-fixed). "
                    + "Default: ${DEFAULT-VALUE}.")
    List<String> botKinds;

    @Mixin
    RuleArgs ruleArgs;

    @Option(names = "--random-options",
            description = "Draw every rule option not given with --option or the preset at random (legal "
                    + "combinations only), integers from small values, so that rare rule paths happen.")
    boolean randomOptions;

    @Option(names = "--out", paramLabel = "FILE.jsonl", description = "Write every hand as a record, one per line.")
    Path out;

    @Option(names = "--independent",
            description = "Independent hands instead of a match: every hand from the initial carried state, hand N "
                    + "dealt from its own seed, the dealer rotating; check the records with 'tarock verify "
                    + "--independent'. Only these can be spread over threads or Spark (--threads, --spark).")
    boolean independent;

    @Mixin
    RunnerArgs runnerArgs;

    @Override
    public Integer call() throws IOException {
        if (hands < 1) {
            throw new ParameterException(spec.commandLine(), "--hands must be at least 1, not " + hands);
        }
        if (!independent && (runnerArgs.threads != 1 || runnerArgs.spark != null)) {
            throw new ParameterException(spec.commandLine(), "a match plays its hands one after the other: "
                    + "--threads and --spark need --independent");
        }
        long matchSeed = seed != null ? seed : new SecureRandom().nextLong();
        Rules rules = randomOptions
                ? RandomOptions.draw(Games.ruleBook(gameId), ruleArgs.rules(gameId), ruleArgs.given(gameId), matchSeed)
                : ruleArgs.rules(gameId);
        Game game = Games.create(rules);
        List<String> kinds = BotKinds.expand(spec.commandLine(), botKinds, game.tableSize());
        List<String> names = new ArrayList<>();
        for (int i = 0; i < kinds.size(); i++) {
            names.add(kinds.get(i) + "-" + (i + 1));
        }
        PrintWriter stdout = spec.commandLine().getOut();
        stdout.println(gameId.title() + " (" + gameId.id() + "): " + hands + " hands, seed " + matchSeed);
        stdout.println("rules: " + rulesText(rules));
        stdout.println("players: " + String.join(", ", names));
        stdout.flush();

        if (independent) {
            return independent(game, rules, kinds, names, matchSeed);
        }
        List<Bot> bots = new ArrayList<>();
        for (int i = 0; i < kinds.size(); i++) {
            bots.add(Bots.create(kinds.get(i), BotKinds.seed(matchSeed, i)));
        }
        Match match = new Match(game, names, matchSeed, null);
        MatchStats stats = new MatchStats(game, names);
        try (RecordLog writer = out == null ? null : RecordLog.create(out);
             Progress progress = Progress.onTerminal(spec.commandLine().getErr(), hands)) {
            for (int h = 0; h < hands; h++) {
                State state = match.startHand();
                Seating seating = match.seating();
                while (!state.isOver()) {
                    int seat = state.currentSeat();
                    Bot bot = bots.get(names.indexOf(seating.players().get(seat)));
                    state.apply(seat, bot.choose(game, state.view(seat)));
                }
                if (writer != null) {
                    writer.append(HandRecord.of(state, seating));
                }
                HandResult result = match.finishHand();
                stats.add(seating, result);
                progress.update(h + 1);
            }
        }
        finish(stats.lines(match.carry()));
        return 0;
    }

    /** {@code --independent}: hands played wherever the runner sends them, reduced in hand order. */
    private int independent(Game game, Rules rules, List<String> kinds, List<String> names, long matchSeed) {
        MatchStats stats = new MatchStats(game, names);
        try (DealRunner runner = runnerArgs.open();
             RecordLog writer = out == null ? null : RecordLog.create(out);
             Progress progress = Progress.onTerminal(spec.commandLine().getErr(), hands)) {
            int[] done = {0};
            runner.run(0, hands, new IndependentHand(rules, kinds, names, matchSeed), line -> {
                HandRecord record;
                try {
                    record = RecordReader.read(line);
                } catch (RecordException e) {
                    throw new IllegalStateException("a simulated hand wrote a bad record: " + e.getMessage(), e);
                }
                if (writer != null) {
                    writer.append(line);
                }
                stats.add(new Seating(record.players(), record.dealer(), record.sittingOut()),
                        record.replay().result());
                progress.update(++done[0]);
            });
        }
        finish(stats.lines(null));
        return 0;
    }

    private void finish(List<String> summary) {
        PrintWriter stdout = spec.commandLine().getOut();
        summary.forEach(stdout::println);
        if (out != null) {
            stdout.println("records written: " + hands);
        }
        stdout.flush();
    }

    static String rulesText(Rules rules) {
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, Object> e : rules.values().entrySet()) {
            parts.add(e.getKey() + "=" + e.getValue());
        }
        return String.join(" ", parts);
    }
}
