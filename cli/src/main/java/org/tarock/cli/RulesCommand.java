package org.tarock.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.RuleBook;
import org.tarock.engine.RuleOption;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tarock rules GAME}: the game's rule options with their values, defaults and meaning, and its presets. */
@Command(name = "rules", mixinStandardHelpOptions = true,
        description = "List a game's rule options (values, default, meaning) and its presets.",
        footer = {"%nExample:", "  tarock rules bavarian-tarock"})
public final class RulesCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "GAME", converter = GameArg.class,
            description = "The game: one of ${COMPLETION-CANDIDATES}.", completionCandidates = GameNames.class)
    GameId gameId;

    @Override
    public Integer call() {
        RuleBook book = Games.ruleBook(gameId);
        PrintWriter out = spec.commandLine().getOut();
        out.println(gameId.title() + " (" + gameId.id() + "): rule options");
        out.println();
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"option", "values", "default"});
        for (RuleOption o : book.options()) {
            rows.add(new String[] {o.name(), o.valuesText(), o.defaultText()});
        }
        List<String> table = Columns.format(rows, 99, 99);
        out.println(table.get(0));
        for (int i = 0; i < book.options().size(); i++) {
            out.println(table.get(i + 1));
            out.println("    " + book.options().get(i).meaning());
        }
        out.println();
        if (book.presets().isEmpty()) {
            out.println("Presets: none.");
        } else {
            out.println("Presets (--preset NAME):");
            for (Map.Entry<String, Map<String, Object>> p : book.presets().entrySet()) {
                List<String> values = new ArrayList<>();
                p.getValue().forEach((k, v) -> values.add(k + "=" + v));
                out.println("  " + p.getKey() + ": " + (values.isEmpty() ? "the defaults" : String.join(" ", values)));
            }
        }
        out.println();
        out.println("Set options with --option NAME=VALUE in 'tarock play' and 'tarock simulate'.");
        out.flush();
        return 0;
    }

    /** The games that can be played, for help texts. */
    static final class GameNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Games.available().stream().map(GameId::id).iterator();
        }
    }
}
