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
 * A network exported by {@code python/examples/dmc.py}: fully connected layers with ReLU between them, from
 * the seat's observation with the factored discard ({@link org.tarock.engine.env.Encoder#Encoder(
 * org.tarock.engine.Game, boolean)}) to one score per index of the factored action space
 * ({@link org.tarock.engine.env.ActionSpace#of(org.tarock.engine.Game, boolean)}): the settlement the seat
 * expects after that action. The file is text: a header {@code tarock-network-policy/1 GAME SIZES...} (the
 * input size, the hidden layers' sizes, the number of actions), then per layer one line per output unit of
 * its weights over the layer's inputs and its bias. Immutable.
 *
 * @param game   the game's record id
 * @param sizes  the layers' sizes, input first
 * @param layers per layer, per output unit, the weights followed by the bias
 */
public record NetworkPolicy(String game, int[] sizes, float[][][] layers) implements Policy {
    public static final String FORMAT = "tarock-network-policy/1";
    private static final Map<Path, NetworkPolicy> LOADED = new ConcurrentHashMap<>();

    /** The network of a file, read once per path. */
    public static NetworkPolicy load(Path file) {
        return LOADED.computeIfAbsent(file.toAbsolutePath(), NetworkPolicy::read);
    }

    private static NetworkPolicy read(Path file) {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.US_ASCII)) {
            String header = in.readLine();
            String[] h = header == null ? new String[0] : header.split(" ");
            if (h.length < 4 || !h[0].equals(FORMAT)) {
                throw new IllegalArgumentException("the policy file " + file + " does not start with \"" + FORMAT
                        + " GAME INPUTS HIDDEN... ACTIONS\"");
            }
            int[] sizes = new int[h.length - 2];
            for (int i = 0; i < sizes.length; i++) {
                sizes[i] = Integer.parseInt(h[i + 2]);
            }
            float[][][] layers = new float[sizes.length - 1][][];
            int line = 1;
            for (int l = 0; l < layers.length; l++) {
                layers[l] = new float[sizes[l + 1]][];
                for (int u = 0; u < sizes[l + 1]; u++) {
                    String text = in.readLine();
                    line++;
                    String[] f = text == null ? new String[0] : text.split(" ");
                    if (f.length != sizes[l] + 1) {
                        throw new IllegalArgumentException("the policy file " + file + ", line " + line
                                + ": expected " + (sizes[l] + 1) + " numbers, found " + f.length);
                    }
                    layers[l][u] = new float[f.length];
                    for (int i = 0; i < f.length; i++) {
                        layers[l][u][i] = Float.parseFloat(f[i]);
                    }
                }
            }
            return new NetworkPolicy(h[1], sizes, layers);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the policy file " + file + ": " + e.getMessage(), e);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("the policy file " + file + " holds a malformed number: "
                    + e.getMessage(), e);
        }
    }

    public int inputs() {
        return sizes[0];
    }

    public int actions() {
        return sizes[sizes.length - 1];
    }

    /** Every action index's score on an observation. */
    public float[] scores(float[] observation) {
        float[] x = observation;
        for (int l = 0; l < layers.length; l++) {
            float[][] units = layers[l];
            float[] y = new float[units.length];
            for (int u = 0; u < units.length; u++) {
                float[] w = units[u];
                float s = w[x.length];
                for (int i = 0; i < x.length; i++) {
                    s += w[i] * x[i];
                }
                y[u] = l < layers.length - 1 ? Math.max(s, 0f) : s;
            }
            x = y;
        }
        return x;
    }
}
