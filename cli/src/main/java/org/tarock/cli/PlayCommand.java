package org.tarock.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.Match;
import org.tarock.records.Echo;
import org.tarock.records.RecordLog;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code tarock play GAME}: a person plays one seat against bots in the terminal. */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = "Play one seat against bots, hand after hand, until you type q.",
        footer = {"%nExamples:",
                "  tarock play bavarian-tarock",
                "  tarock play bavarian-tarock --seed 7 --option table-size=4 --save my.jsonl"})
public final class PlayCommand implements Callable<Integer> {
    /** The longest name, in characters, as a server's table takes: a name shows on every line of play. */
    static final int MAX_NAME = 32;

    private final InputStream in;

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "GAME", defaultValue = GameArg.DEFAULT, converter = GameArg.class,
            description = "The game (default: ${DEFAULT-VALUE}).")
    GameId gameId;

    @Mixin
    RuleArgs ruleArgs;

    @Option(names = "--seed", paramLabel = "S",
            description = "Seed of the deals and the bots; the same seed replays the same match. Default: random.")
    Long seed;

    @Option(names = "--bots", paramLabel = "KIND", split = ",", defaultValue = "basic",
            description = "Bot kind for the other seats, or one kind per bot (random, basic; search bots easy, medium, hard, pimc, expert, expert-fixed). Default: ${DEFAULT-VALUE}.")
    List<String> botKinds;

    @Option(names = "--save", paramLabel = "FILE.jsonl",
            description = "Write every finished hand to this records file (JSON Lines).")
    Path save;

    @Option(names = "--hints", description = "Allow asking for a hint during card play (type h): the suggested "
            + "card and the expected points of each legal card, from the expert bot's search: deals of the cards "
            + "you cannot see, weighed by how the others bid and played, each solved double-dummy (Leipzig Taroc: "
            + "a depth-limited paranoid search, an estimate).")
    boolean hints;

    @Option(names = "--name", paramLabel = "NAME", defaultValue = "You",
            description = "Your name at the table and in the records, 1 to 32 characters (default: ${DEFAULT-VALUE}).")
    String name;

    PlayCommand(InputStream in) {
        this.in = in;
    }

    @Override
    public Integer call() throws IOException {
        Game game = Games.create(ruleArgs.rules(gameId));
        int botCount = game.tableSize() - 1;
        List<String> kinds = BotKinds.expand(spec.commandLine(), botKinds, botCount);
        long matchSeed = seed != null ? seed : new SecureRandom().nextLong();
        List<String> table = new ArrayList<>(List.of(name));
        Map<String, Bot> bots = new LinkedHashMap<>();
        for (int i = 0; i < botCount; i++) {
            String botName = kinds.get(i) + "-" + (i + 1);
            table.add(botName);
            bots.put(botName, Bots.create(kinds.get(i), BotKinds.seed(matchSeed, i)));
        }
        if (name.isBlank() || bots.containsKey(name)) {
            throw new ParameterException(spec.commandLine(),
                    "--name must be a name of your own, not empty and not a bot's: \"" + Echo.clip(name) + "\"");
        }
        int length = name.codePointCount(0, name.length());
        if (length > MAX_NAME) {
            throw new ParameterException(spec.commandLine(), "--name must be at most " + MAX_NAME
                    + " characters, as at a server's table, not " + length + ": \"" + Echo.clip(name) + "\"");
        }
        Match match = new Match(game, table, matchSeed, null);
        PrintWriter out = spec.commandLine().getOut();
        try (Interaction io = Interaction.open(in, out); RecordLog writer = save == null ? null : RecordLog.create(save)) {
            Style style = io.style();
            io.out().println(style.bold(gameId.title()) + style.dot() + String.join(", ", table)
                    + style.dot() + "seed " + matchSeed);
            io.out().println("Type the number of a choice or the action itself; ? for help, "
                    + (hints ? "h for a hint, " : "") + "q to quit.");
            int saved = new PlaySession(game, match, table, name, bots, io, writer, hints).run();
            if (save != null) {
                io.out().println("Saved " + saved + " hand" + (saved == 1 ? "" : "s") + " to " + save + ".");
            }
            io.out().flush();
        }
        return 0;
    }
}
