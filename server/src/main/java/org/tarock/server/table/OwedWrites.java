package org.tarock.server.table;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;

/**
 * Writes that failed after a match had moved on (a hand's record, the next hand's deal), in order: made again
 * before the next action is stored, so that the store never holds an action of a hand it has no deal for.
 */
final class OwedWrites {
    private final Deque<Supplier<CompletableFuture<Void>>> owed = new ArrayDeque<>();

    /** Makes the owed writes, oldest first; false when one still fails (it stays owed). */
    boolean pay() {
        while (!owed.isEmpty()) {
            if (!stored(owed.peek().get())) {
                return false;
            }
            owed.poll();
        }
        return true;
    }

    /** A write, or one owed when it fails: the state moves on and the write is made again before the next action. */
    void storeOrOwe(Supplier<CompletableFuture<Void>> write) {
        if (!owed.isEmpty() || !stored(write.get())) {
            owed.add(write);
        }
    }

    /** Waits for a write; false when it failed. */
    static boolean stored(CompletableFuture<Void> write) {
        try {
            write.join();
            return true;
        } catch (CompletionException e) {
            return false;
        }
    }
}
