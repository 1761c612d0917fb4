package org.tarock.bots;

import java.util.List;
import java.util.Optional;

/**
 * A bot that values the actions of a decision before choosing (a search bot): what its last decision estimated
 * each action it searched to be worth, for self-play data ({@link org.tarock.bots.selfplay.SelfPlay}) that
 * learns how far such estimates are from the outcomes.
 */
public interface Estimating {

    /**
     * What one decision's search found.
     *
     * @param actions the actions searched, a subset of the legal ones
     * @param worth   per action, in the same order, its estimated worth to the seat in half units: the
     *                settlement plus a third of what went into the pot
     */
    record Estimates(List<Integer> actions, double[] worth) {
        public Estimates {
            actions = List.copyOf(actions);
            worth = worth.clone();
            if (actions.size() != worth.length) {
                throw new IllegalArgumentException("one worth per action");
            }
        }
    }

    /** The estimates of the bot's last decision, or none when that decision was not valued by its worth. */
    Optional<Estimates> lastEstimates();
}
