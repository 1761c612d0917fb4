package org.tarock.engine.env;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.DealRandom;
import org.tarock.engine.EnvVariants;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.Phase;
import org.tarock.engine.Rules;
import org.tarock.engine.State;

class BatchStepperTest {

    static Stream<Arguments> variants() {
        return EnvVariants.variants();
    }

    /** Each place of a batch plays exactly the hand a single state plays with the same actions. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void batchSteppingEqualsSingleStepping(String label, Rules rules) {
        Game game = Games.create(rules);
        int batch = 5;
        BatchStepper stepper = new BatchStepper(game, batch, label.hashCode(), true);
        ActionSpace space = stepper.actionSpace();
        Encoder encoder = stepper.encoder();
        int obsSize = encoder.observationSize();
        State[] single = new State[batch];
        for (int i = 0; i < batch; i++) {
            single[i] = stepper.state(i).copy();
        }
        DealRandom random = new DealRandom(label.hashCode() + 1L);
        int[] actions = new int[batch];
        int ended = 0;
        for (int step = 0; step < 400; step++) {
            for (int i = 0; i < batch; i++) {
                State s = single[i];
                assertThat(stepper.seat[i]).isEqualTo(s.currentSeat());
                int[] legal = s.legalActionList().stream().mapToInt(space::index).toArray();
                assertThat(Arrays.copyOfRange(stepper.legal, i * stepper.maxLegal(),
                        i * stepper.maxLegal() + stepper.legalCount[i])).isEqualTo(legal);
                assertThat(Arrays.copyOfRange(stepper.observations, i * obsSize, (i + 1) * obsSize))
                        .isEqualTo(encoder.observation(s.view(s.currentSeat())));
                actions[i] = legal[random.nextInt(legal.length)];
            }
            stepper.step(actions);
            for (int i = 0; i < batch; i++) {
                single[i].apply(single[i].currentSeat(), space.action(actions[i]));
                assertThat(stepper.done[i]).isEqualTo(single[i].isOver());
                float[] rewards = Arrays.copyOfRange(stepper.rewards, 3 * i, 3 * i + 3);
                if (single[i].isOver()) {
                    var settlement = single[i].result().settlement();
                    for (int k = 0; k < 3; k++) {
                        assertThat(rewards[k]).isEqualTo(settlement.get(k).halves() / 2f);
                    }
                    single[i] = stepper.state(i).copy();
                    ended++;
                } else {
                    assertThat(rewards).containsOnly(0f);
                }
            }
        }
        assertThat(ended).as("hands ended").isPositive();
    }

    /** Asked for information states, each place's tensor is the encoder's information state of the seat to act. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void withInformationStatesEachPlaceHoldsTheInformationStateOfTheSeatToAct(String label, Rules rules) {
        Game game = Games.create(rules);
        BatchStepper stepper = new BatchStepper(game, 3, label.hashCode(), true, true);
        Encoder encoder = stepper.encoder();
        int size = encoder.informationStateSize();
        assertThat(stepper.tensorSize()).isEqualTo(size);
        DealRandom random = new DealRandom(label.hashCode() + 2L);
        int[] actions = new int[3];
        for (int step = 0; step < 150; step++) {
            for (int i = 0; i < 3; i++) {
                State s = stepper.state(i);
                assertThat(Arrays.copyOfRange(stepper.observations, i * size, (i + 1) * size))
                        .isEqualTo(encoder.informationState(s.view(s.currentSeat())));
                actions[i] = stepper.legal[i * stepper.maxLegal() + random.nextInt(stepper.legalCount[i])];
            }
            stepper.step(actions);
        }
    }

    /**
     * A step of card play with observations allocates nothing: the tensors take the card in place (measured
     * with the JVM's per-thread allocation counter after warm-up, over the steps whose hand was in play
     * before and after). A check of allocation, not of time.
     */
    @ParameterizedTest
    @MethodSource("games")
    void aCardPlayStepWithObservationsAllocatesNothing(GameId id) {
        BatchStepper stepper = new BatchStepper(Games.create(Games.ruleBook(id).defaults()), 1, 3, true);
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        DealRandom random = new DealRandom(9);
        int[] action = new int[1];
        long allocated = 0;
        int measured = 0;
        for (int step = 0; step < 400_000; step++) {
            action[0] = stepper.legal[random.nextInt(stepper.legalCount[0])];
            boolean inPlay = stepper.state(0).phase() == Phase.PLAY;
            long before = threads.getCurrentThreadAllocatedBytes();
            stepper.step(action);
            long after = threads.getCurrentThreadAllocatedBytes();
            if (step >= 300_000 && inPlay && !stepper.done[0]) {
                allocated += after - before;
                measured++;
            }
        }
        assertThat(measured).isPositive();
        // under one byte a step means no step allocates (the smallest object takes 16); the counter may
        // report a few stray bytes (JIT, safepoints)
        assertThat(allocated).as("bytes allocated in " + measured + " card-play steps").isLessThan(measured);
    }

    static Stream<GameId> games() {
        return Games.available().stream();
    }

    @Test
    void theExportHoldsTheStepsOutputsWithTheLegalIndicesOneAfterTheOther() {
        BatchStepper stepper = new BatchStepper(Games.byId("german-tarok"), 3, 4, true);
        int obsSize = stepper.encoder().observationSize();
        java.nio.FloatBuffer obs = java.nio.FloatBuffer.allocate(3 * obsSize);
        java.nio.IntBuffer flat = java.nio.IntBuffer.allocate(3 * stepper.maxLegal());
        java.nio.IntBuffer start = java.nio.IntBuffer.allocate(4);
        java.nio.IntBuffer seats = java.nio.IntBuffer.allocate(3);
        java.nio.FloatBuffer rewards = java.nio.FloatBuffer.allocate(9);
        java.nio.ByteBuffer done = java.nio.ByteBuffer.allocate(3);
        DealRandom random = new DealRandom(8);
        for (int step = 0; step < 120; step++) {
            stepper.export(obs, flat, start, seats, rewards, done);
            assertThat(obs.array()).isEqualTo(stepper.observations);
            assertThat(seats.array()).isEqualTo(stepper.seat);
            assertThat(rewards.array()).isEqualTo(stepper.rewards);
            int[] actions = new int[3];
            for (int i = 0; i < 3; i++) {
                assertThat(done.get(i)).isEqualTo((byte) (stepper.done[i] ? 1 : 0));
                assertThat(Arrays.copyOfRange(flat.array(), start.get(i), start.get(i + 1))).isEqualTo(
                        Arrays.copyOfRange(stepper.legal, i * stepper.maxLegal(),
                                i * stepper.maxLegal() + stepper.legalCount[i]));
                actions[i] = stepper.legal[i * stepper.maxLegal() + random.nextInt(stepper.legalCount[i])];
            }
            stepper.step(actions);
        }
    }

    /**
     * Bound to a buffer, a stepper writes there, after every step, the tensors an unbound one with the same seed
     * holds in {@code observations}: observations and information states, with the factored discard and
     * without. What the buffer held before is overwritten at binding.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void aBoundBufferHoldsTheTensorsTheArrayWouldHold(String label, Rules rules) {
        Game game = Games.create(rules);
        for (boolean informationStates : new boolean[] {false, true}) {
            for (boolean factored : new boolean[] {false, true}) {
                BatchStepper plain = new BatchStepper(game, 3, label.hashCode(), true, informationStates, factored);
                BatchStepper bound = new BatchStepper(game, 3, label.hashCode(), true, informationStates, factored);
                java.nio.FloatBuffer out = java.nio.ByteBuffer.allocateDirect(4 * 3 * bound.tensorSize())
                        .order(java.nio.ByteOrder.nativeOrder()).asFloatBuffer();
                for (int k = 0; k < out.capacity(); k++) {
                    out.put(k, 7f);
                }
                bound.bindObservations(out);
                float[] seen = new float[3 * bound.tensorSize()];
                DealRandom random = new DealRandom(label.hashCode() + 5L);
                int[] actions = new int[3];
                for (int step = 0; step < 200; step++) {
                    out.get(0, seen);
                    assertThat(seen).as("step %d, information states %s, factored %s", step, informationStates,
                            factored).isEqualTo(plain.observations);
                    for (int i = 0; i < 3; i++) {
                        actions[i] = plain.legal[i * plain.maxLegal() + random.nextInt(plain.legalCount[i])];
                    }
                    plain.step(actions);
                    bound.step(actions);
                }
            }
        }
    }

    @Test
    void aBufferTooSmallForTheBatchIsRefused() {
        BatchStepper stepper = new BatchStepper(Games.byId("husarln"), 2, 1, true);
        assertThatThrownBy(() -> stepper.bindObservations(java.nio.FloatBuffer.allocate(stepper.tensorSize())))
                .hasMessage("the buffer holds " + stepper.tensorSize() + " floats, fewer than the "
                        + 2 * stepper.tensorSize() + " of 2 places");
    }

    @Test
    void anIllegalIndexIsRefusedNamingThePlace() {
        BatchStepper stepper = new BatchStepper(Games.byId("husarln"), 2, 1, false);
        int[] actions = {stepper.legal[0], 0};
        assertThatThrownBy(() -> stepper.step(actions)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("place 1: action index 0 is not legal");
    }
}
