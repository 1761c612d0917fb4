package org.tarock.server.table;

import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Where hints are searched (docs/protocol.md, {@code hint} and "Limits"): on threads of their own, apart from the
 * server bots' pools, so that a bot's turn never waits behind a hint; at most one search in flight per seat; a
 * bounded queue over all tables; beyond either the request is refused {@code busy}. A search whose connection
 * goes is interrupted (the expert's search stops at an interrupt) or taken out of the queue.
 */
public final class HintSearches {
    private static final Logger LOG = LoggerFactory.getLogger(HintSearches.class);

    /** One hint being searched or waiting: for the seat {@code seat} ("table/position"), asked by {@code peer}. */
    private record Search(String seat, Peer peer, FutureTask<Void> task) {
    }

    private final ThreadPoolExecutor pool;
    private final Map<String, Search> inFlight = new ConcurrentHashMap<>();

    private final io.micrometer.core.instrument.Timer searchTime;

    /** {@code threads} searching threads, and at most {@code queue} hints waiting for one; each search timed. */
    public HintSearches(int threads, int queue, io.micrometer.core.instrument.Timer searchTime) {
        this.searchTime = searchTime;
        // Below the bots' priority too, for a system that heeds it; the separate pool is what keeps bots first.
        pool = new ThreadPoolExecutor(threads, threads, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<>(queue),
                Thread.ofPlatform().name("tarock-hint-", 0).daemon().priority(Thread.MIN_PRIORITY).factory(),
                new ThreadPoolExecutor.AbortPolicy());
    }

    /**
     * Searches a hint for {@code seat} that {@code peer} asked for (request id {@code requestId}) and sends it
     * {@code search}'s message; refuses {@code busy} while that seat's previous hint is in flight or when the queue
     * is full.
     */
    public void ask(String seat, Peer peer, String requestId, Supplier<Reply> search) {
        if (!peer.open()) {
            return;
        }
        Search[] self = new Search[1];
        FutureTask<Void> task = new FutureTask<>(() -> run(self[0], requestId, search), null);
        self[0] = new Search(seat, peer, task);
        if (inFlight.putIfAbsent(seat, self[0]) != null) {
            peer.send(new Reply.Error(requestId, "busy", "the hint you asked for before is still being searched; "
                    + "wait for it"));
            return;
        }
        try {
            pool.execute(task);
        } catch (RejectedExecutionException e) {
            inFlight.remove(seat, self[0]);
            peer.send(new Reply.Error(requestId, "busy", "the server is searching as many hints as it can; ask "
                    + "again in a moment"));
            return;
        }
        // The connection may have closed since the check above, its cancel having found nothing yet.
        if (!peer.open()) {
            cancel(peer);
        }
    }

    private void run(Search s, String requestId, Supplier<Reply> search) {
        Reply answer;
        try {
            long begin = System.nanoTime();
            Reply hint = search.get();
            searchTime.record(System.nanoTime() - begin, TimeUnit.NANOSECONDS);
            answer = Thread.currentThread().isInterrupted() ? null : hint;
        } catch (RuntimeException e) {
            LOG.warn("hint for {} failed: {}", s.seat(), e.toString());
            answer = new Reply.Error(requestId, "no-hint", "no hint could be found for this decision");
        } finally {
            // Before the answer goes out: a client that has it may ask again at once, and must not hear busy.
            inFlight.remove(s.seat(), s);
        }
        if (answer != null) {
            s.peer().send(answer);
        }
    }

    /** Stops the searches {@code peer} asked for: its connection has gone, nobody waits for them. */
    public void cancel(Peer peer) {
        for (Search s : inFlight.values()) {
            if (s.peer() == peer) {
                s.task().cancel(true);
                pool.remove(s.task());
                inFlight.remove(s.seat(), s);
            }
        }
    }

    /** Hints being searched or waiting for a thread. */
    public int inFlight() {
        return inFlight.size();
    }

    /** Searches running now (not waiting). */
    public int running() {
        return pool.getActiveCount();
    }

    public void shutdownNow() {
        pool.shutdownNow();
    }
}
