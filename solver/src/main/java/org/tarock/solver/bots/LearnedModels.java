package org.tarock.solver.bots;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.tarock.bots.policy.NetworkPolicy;
import org.tarock.engine.Game;
import org.tarock.engine.Rules;
import org.tarock.engine.env.ActionSpace;
import org.tarock.engine.env.Encoder;

/**
 * The expert's learned models of one game, read from the module's resources ({@code
 * org/tarock/solver/models/GAME-policy.tnp} and {@code GAME-value.tnp}, each with its manifest; docs/bots.md, "The
 * learned models"): the policy, a model of how the seats choose ({@link PolicyInference}), and the value, what a
 * decision before card play is worth beyond the search's estimate ({@link LearnedValues}). A game has either, both
 * or neither: a model is shipped only where it measured stronger. A model whose shape is not the rule set's (other
 * options give other observations) is not used. Read once per rule set; immutable.
 *
 * @param policy the policy ({@code output=logits}), if any
 * @param value  the value ({@code output=value}), if any
 */
public record LearnedModels(Optional<NetworkPolicy> policy, Optional<NetworkPolicy> value) {
    private static final Map<Rules, LearnedModels> LOADED = new ConcurrentHashMap<>();
    private static final String DIRECTORY = "/org/tarock/solver/models/";

    /** The models of the game's rule set (empty ones where none fit). */
    public static LearnedModels of(Game game) {
        return LOADED.computeIfAbsent(game.rules(), r -> new LearnedModels(
                fitting(game, read(game.id().id() + "-policy.tnp"), NetworkPolicy.LOGITS),
                fitting(game, read(game.id().id() + "-value.tnp"), NetworkPolicy.VALUE)));
    }

    /** Whether the game has no learned model at all (the expert then decides as {@code expert-classic}). */
    public boolean none() {
        return policy.isEmpty() && value.isEmpty();
    }

    private static Optional<NetworkPolicy> fitting(Game game, Optional<NetworkPolicy> model, String output) {
        return model.filter(m -> m.game().equals(game.id().id()) && m.output().equals(output)
                && m.inputs() == new Encoder(game, true).observationSize()
                && m.actions() == ActionSpace.of(game, true).size());
    }

    private static Optional<NetworkPolicy> read(String name) {
        InputStream in = LearnedModels.class.getResourceAsStream(DIRECTORY + name);
        if (in == null) {
            return Optional.empty();
        }
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII), 1 << 16)) {
            return Optional.of(NetworkPolicy.read(reader, name));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the learned model " + name + ": " + e.getMessage(), e);
        }
    }
}
