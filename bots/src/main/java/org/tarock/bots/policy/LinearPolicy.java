package org.tarock.bots.policy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A linear softmax policy: the score of action index
 * {@code a} (the game's {@link org.tarock.engine.env.ActionSpace}) is {@code obs . W[a] + b[a]} on the
 * seat's observation ({@link org.tarock.engine.env.Encoder}). The file is text: a header
 * {@code tarock-linear-policy/1 GAME ACTIONS OBSERVATION-SIZE}, then one line per action of its weights and
 * bias. Immutable.
 *
 * @param game    the game's record id
 * @param weights per action index, the observation weights followed by the bias
 */
public record LinearPolicy(String game, float[][] weights) implements Policy {
    public static final String FORMAT = "tarock-linear-policy/1";
    private static final Map<Path, LinearPolicy> LOADED = new ConcurrentHashMap<>();

    /** The policy of a file, read once per path. */
    public static LinearPolicy load(Path file) {
        return LOADED.computeIfAbsent(file.toAbsolutePath(), LinearPolicy::read);
    }

    private static LinearPolicy read(Path file) {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.US_ASCII)) {
            String header = in.readLine();
            String[] h = header == null ? new String[0] : header.split(" ");
            if (h.length != 4 || !h[0].equals(FORMAT)) {
                throw new IllegalArgumentException("the policy file " + file + " does not start with \"" + FORMAT
                        + " GAME ACTIONS OBSERVATION-SIZE\"");
            }
            int actions = Integer.parseInt(h[2]);
            int size = Integer.parseInt(h[3]);
            float[][] w = new float[actions][];
            for (int a = 0; a < actions; a++) {
                String line = in.readLine();
                String[] f = line == null ? new String[0] : line.split(" ");
                if (f.length != size + 1) {
                    throw new IllegalArgumentException("the policy file " + file + ", line " + (a + 2) + ": expected "
                            + (size + 1) + " numbers, found " + f.length);
                }
                w[a] = new float[size + 1];
                for (int i = 0; i <= size; i++) {
                    w[a][i] = Float.parseFloat(f[i]);
                }
            }
            return new LinearPolicy(h[1], w);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the policy file " + file + ": " + e.getMessage(), e);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("the policy file " + file + " holds a malformed number: "
                    + e.getMessage(), e);
        }
    }

    /** The score of action index {@code a} on an observation. */
    public double score(int a, float[] observation) {
        float[] w = weights[a];
        double s = w[observation.length];
        for (int i = 0; i < observation.length; i++) {
            s += w[i] * observation[i];
        }
        return s;
    }
}
