package org.tarock.bots.policy;

import java.nio.file.Path;
import java.util.List;
import org.tarock.bots.Bot;
import org.tarock.bots.BotFactory;

/**
 * The bot kind {@code policy}: an exported policy from the file the environment variable {@code TAROCK_POLICY}
 * names, a linear one ({@link LinearPolicy}, played by {@link PolicyBot}) or a network ({@link NetworkPolicy},
 * played by {@link NetworkBot}). The kind is offered only when the variable is set, so that programs without
 * a policy list the same bots as before.
 */
public final class PolicyBots implements BotFactory {
    static final String KIND = "policy";
    static final String VARIABLE = "TAROCK_POLICY";

    @Override
    public List<String> kinds() {
        return System.getenv(VARIABLE) == null ? List.of() : List.of(KIND);
    }

    @Override
    public Bot create(String kind, long seed) {
        String file = System.getenv(VARIABLE);
        if (file == null) {
            throw new IllegalArgumentException("the policy bot needs " + VARIABLE + " set to an exported policy file");
        }
        return switch (Policy.load(Path.of(file))) {
            case LinearPolicy linear -> new PolicyBot(linear, seed);
            case NetworkPolicy network -> new NetworkBot(network);
        };
    }
}
