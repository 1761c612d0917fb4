package org.tarock.bots.policy;

/**
 * Evaluates a {@link NetworkPolicy} on rows of inputs, in plain float arithmetic and in one fixed order, so that
 * every machine computes the same bits: each unit starts from its bias and adds {@code x[i] * w[i]} for the
 * layer's non-zero inputs {@code x[i]} in increasing {@code i} (a zero input adds nothing, so it is skipped: the
 * observation and the hidden layers after ReLU are mostly zeros); ReLU ({@code max(s, 0)}) between layers. No
 * fused multiply-add, no parallel reduction: the units of a layer are summed side by side, each in that order.
 * Holds its own buffers: one evaluator per thread.
 */
public final class Evaluator {
    /** Per layer, per input, the weights to each output unit (the file's rows transposed). */
    private final float[][][] weights;
    private final float[][] biases;
    private final float[][] activations;
    private final int inputs;
    private final int outputs;

    Evaluator(NetworkPolicy network) {
        float[][][] layers = network.layers();
        int[] sizes = network.sizes();
        this.weights = new float[layers.length][][];
        this.biases = new float[layers.length][];
        this.activations = new float[layers.length][];
        for (int l = 0; l < layers.length; l++) {
            int in = sizes[l];
            int out = sizes[l + 1];
            weights[l] = new float[in][out];
            biases[l] = new float[out];
            activations[l] = new float[out];
            for (int u = 0; u < out; u++) {
                for (int i = 0; i < in; i++) {
                    weights[l][i][u] = layers[l][u][i];
                }
                biases[l][u] = layers[l][u][in];
            }
        }
        this.inputs = sizes[0];
        this.outputs = sizes[sizes.length - 1];
    }

    public int inputs() {
        return inputs;
    }

    public int outputs() {
        return outputs;
    }

    /**
     * The outputs of {@code rows} inputs: row {@code r}'s input is {@code x[r * inputs() ..]}, its outputs are written
     * to {@code out[r * outputs() ..]}.
     */
    public void scores(float[] x, int rows, float[] out) {
        for (int r = 0; r < rows; r++) {
            float[] input = x;
            int at = r * inputs;
            int width = inputs;
            for (int l = 0; l < weights.length; l++) {
                boolean last = l == weights.length - 1;
                float[] acc = last ? out : activations[l];
                int base = last ? r * outputs : 0;
                layer(weights[l], biases[l], input, at, width, acc, base);
                if (!last) {
                    for (int u = 0; u < acc.length; u++) {
                        acc[u] = Math.max(acc[u], 0f);
                    }
                }
                input = acc;
                at = 0;
                width = acc.length;
            }
        }
    }

    private static void layer(float[][] w, float[] bias, float[] x, int at, int width, float[] acc, int base) {
        int units = bias.length;
        System.arraycopy(bias, 0, acc, base, units);
        for (int i = 0; i < width; i++) {
            float xi = x[at + i];
            if (xi != 0f) {
                float[] wi = w[i];
                for (int u = 0; u < units; u++) {
                    acc[base + u] += xi * wi[u];
                }
            }
        }
    }
}
