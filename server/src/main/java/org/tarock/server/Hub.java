package org.tarock.server;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;

/**
 * What every table shares: the store, the executor that runs table tasks (virtual threads, so a table waiting
 * for its write costs no platform thread), the pools bots think on ({@link BotPools}), and a scheduler for bot
 * delays.
 */
record Hub(Config config, Store store, ExecutorService tableThreads, BotPools botThreads,
           ScheduledExecutorService scheduler) {
}
