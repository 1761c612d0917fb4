package org.tarock.engine.env;

import java.util.Arrays;
import java.util.function.LongSupplier;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;

/**
 * Environment steps per second, as {@code tarock bench --env} counts them: a {@link BatchStepper} whose every
 * place takes an action drawn uniformly from its legal action indices, with legal actions and rewards (and
 * observations, if asked) written for every step. One step is one action of one place.
 */
public final class EnvBench {
    private EnvBench() {
    }

    /**
     * Measures on the calling thread: a warm-up, then {@code runs} timed runs of about {@code millisPerRun}
     * each, both by {@code clock} (nanoseconds; the thread's CPU time makes the figure one core's even on a
     * shared machine); returns the median rate.
     */
    public static long stepsPerSecond(Game game, int batch, boolean observe, int runs, long millisPerRun,
                                      LongSupplier clock) {
        BatchStepper stepper = new BatchStepper(game, batch, 12345, observe);
        DealRandom random = new DealRandom(54321);
        int[] actions = new int[batch];
        long deadline = clock.getAsLong() + millisPerRun * 1_000_000L;
        while (clock.getAsLong() < deadline) {
            step(stepper, random, actions);
        }
        long[] rates = new long[runs];
        for (int r = 0; r < runs; r++) {
            long start = clock.getAsLong();
            long end = start + millisPerRun * 1_000_000L;
            long steps = 0;
            long now;
            do {
                step(stepper, random, actions);
                steps += batch;
                now = clock.getAsLong();
            } while (now < end);
            rates[r] = steps * 1_000_000_000L / (now - start);
        }
        Arrays.sort(rates);
        return rates[runs / 2];
    }

    private static void step(BatchStepper stepper, DealRandom random, int[] actions) {
        int stride = stepper.maxLegal();
        for (int i = 0; i < actions.length; i++) {
            actions[i] = stepper.legal[i * stride + random.nextInt(stepper.legalCount[i])];
        }
        stepper.step(actions);
    }
}
