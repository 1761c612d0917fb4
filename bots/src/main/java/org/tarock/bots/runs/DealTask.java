package org.tarock.bots.runs;

import java.io.Serializable;

/**
 * The work of one deal of a deal-parallel run (an arena, a declarer-play measurement, self-play), as a value
 * that can be sent to another process: it holds only its settings (rules, bot kinds, seeds) and rebuilds
 * everything else where it runs. The same deal gives the same result wherever and whenever it is played.
 *
 * @param <R> the deal's result, sent back to the process that reduces the run
 */
@FunctionalInterface
public interface DealTask<R extends Serializable> extends Serializable {
    R play(int deal);
}
