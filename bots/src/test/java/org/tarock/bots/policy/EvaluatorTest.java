package org.tarock.bots.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.DealRandom;

class EvaluatorTest {

    /** A network of {@code sizes} with weights drawn from {@code seed}, about a third of them zero. */
    static NetworkPolicy network(long seed, int... sizes) {
        DealRandom random = new DealRandom(seed);
        float[][][] layers = new float[sizes.length - 1][][];
        for (int l = 0; l < layers.length; l++) {
            layers[l] = new float[sizes[l + 1]][sizes[l] + 1];
            for (float[] unit : layers[l]) {
                for (int i = 0; i < unit.length; i++) {
                    unit[i] = random.nextInt(3) == 0 ? 0 : (random.nextInt(2001) - 1000) / 997f;
                }
            }
        }
        return new NetworkPolicy("bavarian-tarock", sizes, layers, Map.of(NetworkPolicy.OUTPUT, NetworkPolicy.LOGITS));
    }

    private static float[] input(long seed, int size) {
        DealRandom random = new DealRandom(seed);
        float[] x = new float[size];
        for (int i = 0; i < size; i++) {
            x[i] = random.nextInt(2) == 0 ? 0 : random.nextInt(5) / 4f;
        }
        return x;
    }

    /** Each unit as the format defines it: the bias, then every input's weighted value in order; ReLU between. */
    private static float[] dense(NetworkPolicy net, float[] x) {
        for (int l = 0; l < net.layers().length; l++) {
            float[][] units = net.layers()[l];
            float[] y = new float[units.length];
            for (int u = 0; u < units.length; u++) {
                float s = units[u][x.length];
                for (int i = 0; i < x.length; i++) {
                    s += units[u][i] * x[i];
                }
                y[u] = l < net.layers().length - 1 ? Math.max(s, 0f) : s;
            }
            x = y;
        }
        return x;
    }

    @Test
    void aBatchGivesEachRowTheSumsOfTheFormatInItsOrder() {
        NetworkPolicy net = network(1, 40, 16, 8, 5);
        Evaluator evaluator = net.evaluator();
        int rows = 7;
        float[] x = new float[rows * 40];
        for (int r = 0; r < rows; r++) {
            System.arraycopy(input(r, 40), 0, x, r * 40, 40);
        }
        float[] out = new float[rows * 5];
        evaluator.scores(x, rows, out);
        for (int r = 0; r < rows; r++) {
            float[] expected = dense(net, input(r, 40));
            for (int a = 0; a < 5; a++) {
                assertThat(out[r * 5 + a]).as("row %d, output %d", r, a).isEqualTo(expected[a]);
            }
        }
    }

    /** The same bits on every machine: a fixed network and input give exactly these outputs. */
    @Test
    void aFixedNetworkAndInputGiveTheseBitsOnEveryMachine() {
        float[] out = new float[5];
        network(1, 40, 16, 8, 5).evaluator().scores(input(3, 40), 1, out);
        int[] bits = new int[5];
        for (int a = 0; a < 5; a++) {
            bits[a] = Float.floatToRawIntBits(out[a]);
        }
        assertThat(bits).containsExactly(GOLDEN);
    }

    private static final int[] GOLDEN = {-1082971599, -1079830072, 1076470217, -1090044249, -1075847756};

    @Test
    void theHeadersAttributesSayWhatTheOutputsAre() throws IOException {
        String text = NetworkPolicy.FORMAT + " husarln 1 1 output=value scale=56.9\n0.5 1\n";
        NetworkPolicy net = NetworkPolicy.read(new BufferedReader(new StringReader(text)), "value.tnp");
        assertThat(net.output()).isEqualTo(NetworkPolicy.VALUE);
        assertThat(net.scale()).isEqualTo(56.9);
        assertThat(net.scores(new float[] {2})).containsExactly(2f);
        NetworkPolicy plain = NetworkPolicy.read(new BufferedReader(new StringReader(NetworkPolicy.FORMAT
                + " husarln 1 1\n0.5 1\n")), "dmc.tnp");
        assertThat(plain.output()).as("a file without attributes: values in units").isEqualTo(NetworkPolicy.VALUE);
        assertThat(plain.scale()).isEqualTo(1);
        assertThatThrownBy(() -> NetworkPolicy.read(new BufferedReader(new StringReader(NetworkPolicy.FORMAT
                + " husarln 1 1 output=probabilities\n0.5 1\n")), "odd.tnp"))
                .hasMessage("the policy file odd.tnp: output=probabilities is neither value nor logits");
        assertThatThrownBy(() -> NetworkPolicy.read(new BufferedReader(new StringReader(NetworkPolicy.FORMAT
                + " husarln 1 1 output=value output=logits\n0.5 1\n")), "twice.tnp"))
                .hasMessage("the policy file twice.tnp: \"output=logits\" in the header is not a NAME=VALUE attribute of its own");
    }
}
