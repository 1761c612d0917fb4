package org.tarock.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.engine.Game;
import org.tarock.engine.SeatView;

/** Long searches (the expert) think at most as many at once as the machine has cores; quick bots do not wait for them. */
class BotPoolsTest {

    private static Bot searching() {
        return new Bot() {
            @Override
            public String kind() {
                return "searching";
            }

            @Override
            public int choose(Game game, SeatView view) {
                throw new UnsupportedOperationException();
            }

            @Override
            public boolean searchesLong() {
                return true;
            }
        };
    }

    @Test
    void theExpertThinksOnTheSearchPoolAndBasicOnTheQuickOne() {
        BotPools pools = BotPools.forCores(2);
        try {
            assertThat(pools.of(Bots.create("expert", 1))).isSameAs(pools.searching());
            assertThat(pools.of(Bots.create("expert-fixed", 1))).isSameAs(pools.searching());
            assertThat(pools.of(Bots.create("basic", 1))).isSameAs(pools.quick());
        } finally {
            pools.shutdownNow();
        }
    }

    @Test
    void atMostAsManySearchesAsCoresRunAtOnceAndQuickBotsDoNotWait() throws InterruptedException {
        BotPools pools = BotPools.forCores(2);
        try {
            AtomicInteger running = new AtomicInteger();
            AtomicInteger most = new AtomicInteger();
            CountDownLatch release = new CountDownLatch(1);
            CountDownLatch started = new CountDownLatch(2);
            CountDownLatch done = new CountDownLatch(5);
            for (int i = 0; i < 5; i++) {
                pools.of(searching()).execute(() -> {
                    most.accumulateAndGet(running.incrementAndGet(), Math::max);
                    started.countDown();
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    running.decrementAndGet();
                    done.countDown();
                });
            }
            CountDownLatch quick = new CountDownLatch(1);
            pools.of(Bots.create("basic", 1)).execute(quick::countDown);
            assertThat(quick.await(10, TimeUnit.SECONDS)).as("a quick bot while the searches wait").isTrue();
            assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
            release.countDown();
            assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
            assertThat(most.get()).isEqualTo(2);
        } finally {
            pools.shutdownNow();
        }
    }
}
