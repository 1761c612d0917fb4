package org.tarock.server.table;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.tarock.bots.Bot;

/**
 * The threads server bots think on: a pool for quick bots, and one of as many threads as the machine has cores
 * for the bots whose decisions are long searches ({@link Bot#searchesLong()}, the {@code expert}), so that at
 * most that many such searches run at once and the others wait their turn in its queue without holding up the
 * quick bots; and one thread of the lowest priority, {@code behind}, for the bots of tournament entry tables,
 * which nobody waits for as at a live table: they think behind the live tables.
 */
public record BotPools(ExecutorService quick, ExecutorService searching, ExecutorService behind) {

    /** Pools for a machine of {@code cores} cores. */
    public static BotPools forCores(int cores) {
        return new BotPools(
                Executors.newFixedThreadPool(Math.max(2, cores), Thread.ofPlatform().name("tarock-bot-", 0).daemon().factory()),
                Executors.newFixedThreadPool(Math.max(1, cores), Thread.ofPlatform().name("tarock-search-", 0).daemon().factory()),
                Executors.newSingleThreadExecutor(Thread.ofPlatform().name("tarock-behind").daemon()
                        .priority(Thread.MIN_PRIORITY).factory()));
    }

    /** The pool {@code bot} thinks on. */
    ExecutorService of(Bot bot) {
        return bot.searchesLong() ? searching : quick;
    }

    public void shutdownNow() {
        quick.shutdownNow();
        searching.shutdownNow();
        behind.shutdownNow();
    }
}
