package org.tarock.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.BiFunction;
import org.tarock.bots.arena.Arena;
import org.tarock.bots.arena.ArenaReport;
import org.tarock.bots.runs.DealRunner;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.Seating;
import org.tarock.records.HandRecord;
import org.tarock.records.RecordLog;
import org.tarock.records.RecordWriter;
import org.tarock.solver.bots.CardChoices;
import org.tarock.solver.bots.DeclarerPlay;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code tarock arena}: duplicate matches between two bots, each deal played in all six seatings, with the
 * figures that show which bot is stronger and how sure that is.
 */
@Command(name = "arena", mixinStandardHelpOptions = true,
        description = "Duplicate matches between two bots: each deal in all six seatings; prints each bot's mean "
                + "settlement and the margin between them with 95%% confidence intervals.",
        footer = {"%nExamples:",
                "  tarock arena --game bavarian-tarock --bots basic,random --deals 300 --seed 1",
                "  tarock arena --game husarln --bots basic,random --deals 500 --threads 2 \\",
                "      --out arena.jsonl --summary arena.json",
                "%nThe --out file holds independent hands: check it with 'tarock verify --independent'."})
public final class ArenaCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--game", paramLabel = "GAME", required = true, converter = GameArg.class,
            description = "The game.")
    GameId gameId;

    @Option(names = "--bots", paramLabel = "A,B", split = ",", required = true,
            description = "The two bots to compare (random, basic; search bots easy, medium, hard, pimc, expert, expert-fixed).")
    List<String> bots;

    @Option(names = "--deals", paramLabel = "N", required = true, description = "Number of deals (six hands each).")
    int deals;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the deals and bots. Default: random (printed).")
    Long seed;

    @Mixin
    RunnerArgs runnerArgs;

    @Mixin
    RuleArgs ruleArgs;

    @Option(names = "--out", paramLabel = "FILE.jsonl", description = "Write every hand as a record, one per line.")
    Path out;

    @Option(names = "--summary", paramLabel = "FILE.json", description = "Write the figures as JSON.")
    Path summary;

    @Option(names = "--declarer-play",
            description = "Instead: card play apart from bidding. From --deals start-of-play positions (auction and "
                    + "exchange by basic bots), each bot plays the declarer's cards against basic defenders; prints "
                    + "how far each falls short of the double-dummy value (Bavarian Tarock, German Tarok, Husarln).")
    boolean declarerPlay;

    @Option(names = "--card-choices",
            description = "Instead: card play compared choice by choice. --deals hands played by the second bot in every "
                    + "seat; at each card decision the first bot chooses too, from the same view; prints what each "
                    + "bot's choices give away against the true deal's double-dummy values, in card points and in the "
                    + "expert's settlement score (Bavarian Tarock, German Tarok, Husarln).")
    boolean cardChoices;

    @Override
    public Integer call() throws IOException {
        if (bots.size() != 2) {
            throw new ParameterException(spec.commandLine(), "--bots needs exactly two bots, e.g. basic,random");
        }
        if (deals < 1) {
            throw new ParameterException(spec.commandLine(), "--deals must be at least 1, not " + deals);
        }
        Game game = Games.create(ruleArgs.rules(gameId));
        long arenaSeed = seed != null ? seed : new SecureRandom().nextLong();
        if (declarerPlay) {
            return declarerPlay(game, arenaSeed);
        }
        if (cardChoices) {
            return cardChoices(game, arenaSeed);
        }
        Arena.Config config = config((first, second) -> new Arena.Config(game, first, second, deals, arenaSeed));
        PrintWriter stdout = spec.commandLine().getOut();
        ArenaReport report;
        try (DealRunner runner = runnerArgs.open();
             RecordLog writer = out == null ? null : RecordLog.create(out);
             Progress progress = Progress.onTerminal(spec.commandLine().getErr(), deals, "deals")) {
            stdout.println(gameId.title() + " (" + gameId.id() + "): " + bots.get(0) + " against " + bots.get(1)
                    + ", " + deals + " deals x 6 seatings, seed " + arenaSeed);
            stdout.flush();
            report = Arena.run(config, runner, writer == null ? null : ArenaCommand::record, hand -> {
                if (writer != null) {
                    writer.append(hand.line());
                }
                if (hand.seating() == 5) {
                    progress.update(hand.deal() + 1);
                }
            });
        }
        lines(report).forEach(stdout::println);
        if (summary != null) {
            new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(summary.toFile(), summaryJson(report));
        }
        stdout.flush();
        return 0;
    }

    /** A run's configuration of the two bots named by --bots; a bot kind or budget it refuses is a usage error. */
    private <T> T config(BiFunction<String, String, T> of) {
        try {
            BotKinds.expand(spec.commandLine(), bots, 2);
            return of.apply(bots.get(0), bots.get(1));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    private int declarerPlay(Game game, long arenaSeed) {
        DeclarerPlay.Config config = config((first, second) -> new DeclarerPlay.Config(game, first, second, deals,
                arenaSeed));
        PrintWriter stdout = spec.commandLine().getOut();
        DeclarerPlay.Report report;
        try (DealRunner runner = runnerArgs.open();
             Progress progress = Progress.onTerminal(spec.commandLine().getErr(), deals, "positions")) {
            stdout.println(gameId.title() + " (" + gameId.id() + "): declarer play of " + bots.get(0) + " and "
                    + bots.get(1) + " from " + deals + " start-of-play positions, seed " + arenaSeed);
            stdout.flush();
            report = DeclarerPlay.run(config, runner, progress::update);
        }
        declarerLines(report).forEach(stdout::println);
        stdout.flush();
        return 0;
    }

    private int cardChoices(Game game, long arenaSeed) {
        CardChoices.Config config = config((first, second) -> new CardChoices.Config(game, first, second, deals,
                arenaSeed));
        PrintWriter stdout = spec.commandLine().getOut();
        CardChoices.Report report;
        try (Progress progress = Progress.onTerminal(spec.commandLine().getErr(), deals, "hands")) {
            stdout.println(gameId.title() + " (" + gameId.id() + "): card choices of " + bots.get(0) + " and "
                    + bots.get(1) + " on " + deals + " hands played by " + bots.get(1) + ", seed " + arenaSeed);
            stdout.flush();
            report = CardChoices.run(config, progress::update);
        }
        choiceLines(report).forEach(stdout::println);
        stdout.flush();
        return 0;
    }

    static List<String> choiceLines(CardChoices.Report r) {
        List<String> out = new ArrayList<>();
        int hands = r.config().hands();
        out.add(String.format(Locale.ROOT, "%d card decisions with a choice (thrown-in and Bettel hands have none); "
                + "given away against double-dummy play, per hand (all seats) and per decision:", r.decisions()));
        out.add(choiceLine(r.config().botA(), r.pointsA(), r.scoreA(), hands, r.decisions()));
        out.add(choiceLine(r.config().botB(), r.pointsB(), r.scoreB(), hands, r.decisions()));
        out.add(String.format(Locale.ROOT, "%s - %s per hand: card points %+.3f  95%% CI [%+.3f, %+.3f]; score %+.4f  95%% CI [%+.4f, %+.4f]",
                r.config().botA(), r.config().botB(), r.pointsDifference().mean(), r.pointsDifference().low(),
                r.pointsDifference().high(), r.scoreDifference().mean(), r.scoreDifference().low(), r.scoreDifference().high()));
        return out;
    }

    private static String choiceLine(String bot, ArenaReport.Interval points, ArenaReport.Interval score, int hands,
                                     int decisions) {
        double perDecision = decisions == 0 ? 0 : hands / (double) decisions;
        return String.format(Locale.ROOT, "  %-12s card points %7.3f  95%% CI [%.3f, %.3f]  (%.3f per decision); score %.4f  95%% CI [%.4f, %.4f]  (%.4f per decision)",
                bot, points.mean(), points.low(), points.high(), points.mean() * perDecision, score.mean(), score.low(),
                score.high(), score.mean() * perDecision);
    }

    static List<String> declarerLines(DeclarerPlay.Report r) {
        List<String> out = new ArrayList<>();
        out.add(String.format(Locale.ROOT, "double-dummy value of the declarer side at the first lead: %.2f on average",
                r.doubleDummy()));
        out.add(shortfallLine(r.config().botA(), r.shortfallA()));
        out.add(shortfallLine(r.config().botB(), r.shortfallB()));
        ArenaReport.Interval d = r.difference();
        out.add(String.format(Locale.ROOT, "shortfall %s - %s per position: %+.3f  95%% CI [%+.3f, %+.3f]",
                r.config().botA(), r.config().botB(), d.mean(), d.low(), d.high()));
        return out;
    }

    private static String shortfallLine(String bot, ArenaReport.Interval s) {
        return String.format(Locale.ROOT, "%-8s as declarer falls short by %7.3f card points  95%% CI [%.3f, %.3f]",
                bot, s.mean(), s.low(), s.high());
    }

    /** The record of an arena hand: a hand on its own, with the seating it was played in. */
    private static String record(Arena.PlayedHand hand) {
        Seating seating = hand.state().game().tableSize() == 4
                ? new Seating(hand.players(), 2, "dealer-4")
                : new Seating(hand.players(), hand.state().dealer(), null);
        return RecordWriter.toJson(HandRecord.of(hand.state(), seating));
    }

    static List<String> lines(ArenaReport r) {
        List<String> out = new ArrayList<>();
        for (ArenaReport.BotFigures b : r.bots()) {
            out.add(String.format(Locale.ROOT, "%-8s %6d seat-hands  mean %+8.3f  95%% CI [%+.3f, %+.3f]  declarer %d",
                    b.name(), b.hands(), b.settlement().mean(), b.settlement().low(), b.settlement().high(),
                    b.declared()));
        }
        ArenaReport.Interval m = r.margin();
        out.add(String.format(Locale.ROOT, "margin %s - %s per deal: %+.3f  95%% CI [%+.3f, %+.3f]",
                r.bots().get(0).name(), r.bots().get(1).name(), m.mean(), m.low(), m.high()));
        for (Map.Entry<String, Map<String, ArenaReport.Success>> e : r.contracts().entrySet()) {
            for (Map.Entry<String, ArenaReport.Success> c : e.getValue().entrySet()) {
                ArenaReport.Success s = c.getValue();
                out.add(String.format(Locale.ROOT, "%-8s as declarer in %-20s %5d played, %5.1f%% won", e.getKey(),
                        c.getKey(), s.played(), 100.0 * s.won() / s.played()));
            }
        }
        return out;
    }

    static Map<String, Object> summaryJson(ArenaReport r) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("game", r.game());
        json.put("deals", r.deals());
        List<Map<String, Object>> botList = new ArrayList<>();
        for (ArenaReport.BotFigures b : r.bots()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", b.name());
            m.put("hands", b.hands());
            m.put("mean", b.settlement().mean());
            m.put("ci95_low", b.settlement().low());
            m.put("ci95_high", b.settlement().high());
            botList.add(m);
        }
        json.put("bots", botList);
        Map<String, Object> margin = new LinkedHashMap<>();
        margin.put("mean", r.margin().mean());
        margin.put("ci95_low", r.margin().low());
        margin.put("ci95_high", r.margin().high());
        json.put("margin", margin);
        return json;
    }
}
