package org.tarock.server.table;

import java.time.Clock;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;
import org.tarock.server.store.Store;

/**
 * What every table shares: the store, the executor that runs table tasks (virtual threads, so a table waiting
 * for its write costs no platform thread), the pools bots think on ({@link BotPools}), a scheduler for bot
 * delays and timers, the clock that idle tables are closed by (a test's own clock in tests), where hints are
 * searched ({@link HintSearches}, apart from the bots), the meters ({@link Metrics}), where tokens, ids and
 * seeds are drawn ({@link Tokens}), how a table's messages and stored values are written ({@link TableWriter},
 * {@link StoredForms}: by the wire), and the settings every table reads: how many events its log keeps and the
 * server bots' card delay.
 */
public record Hub(int historySize, java.time.Duration botDelay, Store store, ExecutorService tableThreads,
                  BotPools botThreads, ScheduledExecutorService scheduler, Clock clock, HintSearches hints,
                  Metrics metrics, Tokens tokens, TableWriter.Maker writers, StoredForms forms) {
}
