package org.tarock.cli;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.Rules;
import org.tarock.engine.RulesException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The rule options a person gives to {@code play} and {@code simulate}: a preset, then single options over it. */
public final class RuleArgs {

    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    @Option(names = "--option", paramLabel = "NAME=VALUE",
            description = "Sets a rule option (repeatable); 'tarock rules GAME' lists them.")
    List<String> options = new ArrayList<>();

    @Option(names = "--preset", paramLabel = "PRESET",
            description = "Starts from a named rule preset of the game (e.g. Leipzig Taroc's variants).")
    String preset;

    /** The names of the options the person fixed, through the preset or {@code --option}. */
    Set<String> given(GameId game) {
        Set<String> names = new HashSet<>();
        if (preset != null) {
            names.addAll(Games.ruleBook(game).presets().getOrDefault(preset, Map.of()).keySet());
        }
        for (String a : options) {
            names.add(a.substring(0, Math.max(0, a.indexOf('='))));
        }
        return names;
    }

    /** The rules in force; a bad option is a usage error whose message lists the valid names or values. */
    Rules rules(GameId game) {
        try {
            return Games.ruleBook(game).parse(options, preset);
        } catch (RulesException e) {
            throw new ParameterException(mixee.commandLine(), e.getMessage());
        }
    }
}
