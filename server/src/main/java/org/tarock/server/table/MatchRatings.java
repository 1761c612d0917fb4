package org.tarock.server.table;

import java.util.concurrent.CompletableFuture;

/** Where a rated match's end goes: stored together with every player's new rating, in one transaction. */
public interface MatchRatings {

    /** Stores the match's end and its ratings; the future completes once both are committed, or fails with neither. */
    CompletableFuture<Void> finish(RatedMatch match);
}
