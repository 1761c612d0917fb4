package org.tarock.bots.policy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A network exported by {@code python/examples/dmc.py} or {@code python/tarock_learn}: fully connected layers
 * with ReLU between them, from the seat's observation with the factored discard ({@link
 * org.tarock.engine.env.Encoder#Encoder(org.tarock.engine.Game, boolean)}) to one output per index of the factored
 * action space ({@link org.tarock.engine.env.ActionSpace#of(org.tarock.engine.Game, boolean)}). The file is text:
 * a header {@code tarock-network-policy/1 GAME SIZES... [NAME=VALUE...]} (the input size, the hidden layers'
 * sizes, the number of actions, then optional attributes), then per layer one line per output unit of its weights
 * over the layer's inputs and its bias. The attribute {@code output} says what the outputs are: {@code value}
 * (without it) the settlement the seat expects after the action, in units of {@code scale} (a number, 1 without
 * it), or {@code logits}, whose softmax over the legal actions is the probability of each. Evaluation is plain
 * float arithmetic in a fixed order ({@link Evaluator}), so every machine computes the same bits. Immutable.
 *
 * @param game       the game's record id
 * @param sizes      the layers' sizes, input first
 * @param layers     per layer, per output unit, the weights followed by the bias
 * @param attributes the header's attributes, in their order
 */
public record NetworkPolicy(String game, int[] sizes, float[][][] layers, Map<String, String> attributes)
        implements Policy {
    public static final String FORMAT = "tarock-network-policy/1";
    /** The attribute naming what the outputs are, and its values. */
    public static final String OUTPUT = "output";
    public static final String VALUE = "value";
    public static final String LOGITS = "logits";
    private static final Map<Path, NetworkPolicy> LOADED = new ConcurrentHashMap<>();

    public NetworkPolicy {
        attributes = Collections.unmodifiableMap(new LinkedHashMap<>(attributes));
    }

    /** A network without attributes: its outputs are values in units. */
    public NetworkPolicy(String game, int[] sizes, float[][][] layers) {
        this(game, sizes, layers, Map.of());
    }

    /** The network of a file, read once per path. */
    public static NetworkPolicy load(Path file) {
        return LOADED.computeIfAbsent(file.toAbsolutePath(), NetworkPolicy::read);
    }

    private static NetworkPolicy read(Path file) {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.US_ASCII)) {
            return read(in, file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the policy file " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Reads a network from text in the file format ({@code name} says where it came from in messages).
     *
     * @throws IllegalArgumentException naming the line that is not in the format
     */
    public static NetworkPolicy read(BufferedReader in, String name) throws IOException {
        try {
            String header = in.readLine();
            String[] h = header == null ? new String[0] : header.split(" ");
            int count = 0;
            while (count < h.length && !h[count].contains("=")) {
                count++;
            }
            if (count < 4 || !h[0].equals(FORMAT)) {
                throw new IllegalArgumentException("the policy file " + name + " does not start with \"" + FORMAT
                        + " GAME INPUTS HIDDEN... ACTIONS\"");
            }
            Map<String, String> attributes = new LinkedHashMap<>();
            for (int i = count; i < h.length; i++) {
                int eq = h[i].indexOf('=');
                if (eq <= 0 || attributes.put(h[i].substring(0, eq), h[i].substring(eq + 1)) != null) {
                    throw new IllegalArgumentException("the policy file " + name + ": \"" + h[i]
                            + "\" in the header is not a NAME=VALUE attribute of its own");
                }
            }
            int[] sizes = new int[count - 2];
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
                        throw new IllegalArgumentException("the policy file " + name + ", line " + line
                                + ": expected " + (sizes[l] + 1) + " numbers, found " + f.length);
                    }
                    layers[l][u] = new float[f.length];
                    for (int i = 0; i < f.length; i++) {
                        layers[l][u][i] = Float.parseFloat(f[i]);
                    }
                }
            }
            NetworkPolicy network = new NetworkPolicy(h[1], sizes, layers, attributes);
            network.scale();
            if (!List.of(VALUE, LOGITS).contains(network.output())) {
                throw new IllegalArgumentException("the policy file " + name + ": output=" + network.output()
                        + " is neither " + VALUE + " nor " + LOGITS);
            }
            return network;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("the policy file " + name + " holds a malformed number: "
                    + e.getMessage(), e);
        }
    }

    /** What the outputs are: {@link #VALUE} or {@link #LOGITS}. */
    public String output() {
        return attributes.getOrDefault(OUTPUT, VALUE);
    }

    /** The units of settlement of a value output of 1. */
    public double scale() {
        return Double.parseDouble(attributes.getOrDefault("scale", "1"));
    }

    /** A new evaluator of this network, with buffers of its own (one per thread). */
    public Evaluator evaluator() {
        return new Evaluator(this);
    }

    public int inputs() {
        return sizes[0];
    }

    public int actions() {
        return sizes[sizes.length - 1];
    }

    /** Every action index's output on an observation (a new array; {@link Evaluator} for many). */
    public float[] scores(float[] observation) {
        float[] out = new float[actions()];
        evaluator().scores(observation, 1, out);
        return out;
    }
}
