package org.tarock.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.tarock.bots.runs.DealRunner;
import org.tarock.bots.selfplay.DecisionFile;
import org.tarock.bots.selfplay.SelfPlay;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.Seating;
import org.tarock.engine.State;
import org.tarock.records.HandRecord;
import org.tarock.records.RecordLog;
import org.tarock.records.RecordWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code tarock selfplay}: the data the learned models are trained on. Independent hands played by bots, each
 * written as a record, and every decision with a choice in {@code tarock-decisions/2} (docs/bots.md).
 */
@Command(name = "selfplay", mixinStandardHelpOptions = true,
        description = "Self-play data for the learned models: independent hands played by bots; writes every hand as "
                + "a record (DIR/hands.jsonl), every decision with a choice (DIR/decisions.bin.gz, tarock-decisions/2) "
                + "and the run's settings (DIR/selfplay.json). The same seed gives the same files on any runner.",
        footer = {"%nExamples:",
                "  tarock selfplay --game bavarian-tarock --bots pimc --hands 1000 --seed 1000 --out data",
                "  tarock selfplay --game husarln --bots expert-classic,pimc,pimc --hands 5000 --seed 2000 \\",
                "      --explore 0.1 --threads 2 --out data-husarln",
                "  tarock selfplay --game bavarian-tarock --bots pimc --hands 2000 --seed 3000 --alternatives \\",
                "      --threads 2 --out data-bavarian"})
public final class SelfPlayCommand implements Callable<Integer> {
    static final String HANDS = "hands.jsonl";
    static final String DECISIONS = "decisions.bin.gz";
    static final String SETTINGS = "selfplay.json";

    @Spec
    private CommandSpec spec;

    @Option(names = "--game", paramLabel = "GAME", required = true, converter = GameArg.class,
            description = "The game.")
    GameId gameId;

    @Option(names = "--bots", paramLabel = "KIND", split = ",", required = true,
            description = "One bot kind for every seat, or one per seat in table order; the dealer moves on by one each "
                    + "hand, so each kind plays every position.")
    List<String> botKinds;

    @Option(names = "--hands", paramLabel = "N", required = true, description = "Number of hands.")
    int hands;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the deals, bots and exploration. Default: random (printed).")
    Long seed;

    @Option(names = "--explore", paramLabel = "P", defaultValue = "0",
            description = "Probability with which a decision before card play (not a discard) is replaced by a random "
                    + "legal action. Default: ${DEFAULT-VALUE}.")
    double explore;

    @Option(names = "--alternatives",
            description = "Also play every other legal action of a decision before card play (not a discard) on to the "
                    + "hand's end, by fresh bots of the same kinds, and write its outcome with the decision.")
    boolean alternatives;

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "The directory to write (created).")
    Path out;

    @Mixin
    RunnerArgs runnerArgs;

    @Mixin
    RuleArgs ruleArgs;

    @Override
    public Integer call() throws IOException {
        if (hands < 1) {
            throw new ParameterException(spec.commandLine(), "--hands must be at least 1, not " + hands);
        }
        if (Files.exists(out.resolve(DECISIONS)) || Files.exists(out.resolve(HANDS))) {
            throw new ParameterException(spec.commandLine(), out + " already holds self-play data: choose another --out");
        }
        Game game = Games.create(ruleArgs.rules(gameId));
        List<String> kinds = BotKinds.expand(spec.commandLine(), botKinds, 3);
        long runSeed = seed != null ? seed : new SecureRandom().nextLong();
        SelfPlay.Config config;
        try {
            config = new SelfPlay.Config(game, kinds, hands, runSeed, explore, alternatives);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        Files.createDirectories(out);
        PrintWriter stdout = spec.commandLine().getOut();
        stdout.println(gameId.title() + " (" + gameId.id() + "): self-play of " + String.join(", ", kinds) + ", "
                + hands + " hands, seed " + runSeed + ", exploration " + explore
                + (alternatives ? ", alternatives played out" : ""));
        stdout.flush();
        long[] decisions = {0};
        try (DealRunner runner = runnerArgs.open();
             RecordLog records = RecordLog.create(out.resolve(HANDS));
             DecisionFile.Writer writer = new DecisionFile.Writer(out.resolve(DECISIONS),
                     DecisionFile.Header.of(game, config.distinctKinds()));
             Progress progress = Progress.onTerminal(spec.commandLine().getErr(), hands, "hands")) {
            SelfPlay.run(config, runner, SelfPlayCommand::record, hand -> {
                records.append(hand.line());
                writer.write(hand.decisions());
                decisions[0] += hand.count();
                progress.update(hand.hand() + 1);
            });
        }
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("game", gameId.id());
        settings.put("rules", game.rules().values());
        settings.put("bots", kinds);
        settings.put("hands", hands);
        settings.put("seed", runSeed);
        settings.put("explore", explore);
        settings.put("alternatives", alternatives);
        settings.put("decisions", decisions[0]);
        settings.put("version", new Tarock.Version().getVersion()[0]);
        new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(out.resolve(SETTINGS).toFile(), settings);
        stdout.println(hands + " hands and " + decisions[0] + " decisions written to " + out);
        stdout.flush();
        return 0;
    }

    /** The record of a self-play hand: a hand on its own. */
    private static String record(State state, List<String> players) {
        Seating seating = state.game().tableSize() == 4
                ? new Seating(players, 2, "dealer-4")
                : new Seating(players, state.dealer(), null);
        return RecordWriter.toJson(HandRecord.of(state, seating));
    }
}
