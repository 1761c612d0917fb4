package org.tarock.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Card play allocates nothing: from the first lead to the last card, counting and drawing legal actions and
 * applying them creates no objects (measured with the JVM's per-thread allocation counter after warm-up).
 * A check of allocation, not of time.
 */
class PlayLoopAllocationTest {

    static Stream<GameId> games() {
        return Games.available().stream();
    }

    @ParameterizedTest
    @MethodSource("games")
    void cardPlayAllocatesNothing(GameId id) {
        Game game = Games.create(Games.ruleBook(id).defaults());
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        DealRandom random = new DealRandom(5);
        long allocated = 0;
        int measured = 0;
        for (int hand = 0; hand < 20_000; hand++) {
            State s = game.newHand(game.deal(random.nextLong(), 0), 0, game.initialCarry());
            while (!s.isOver() && s.phase() != Phase.PLAY) {
                s.applyTrusted(s.legalAction(random.nextInt(s.legalActionCount())));
            }
            boolean measure = hand >= 15_000;
            long before = measure ? threads.getCurrentThreadAllocatedBytes() : 0;
            while (!s.isOver()) {
                s.applyTrusted(s.legalAction(random.nextInt(s.legalActionCount())));
            }
            if (measure) {
                allocated += threads.getCurrentThreadAllocatedBytes() - before;
                measured++;
            }
        }
        assertThat(measured).isPositive();
        // The smallest object takes 16 bytes, so under one byte a hand means no hand allocates; the counter
        // itself may report a few stray bytes (JIT, safepoints) over thousands of hands.
        assertThat(allocated).as("bytes allocated while playing " + measured + " hands").isLessThan(measured);
    }
}
