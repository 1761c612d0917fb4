package org.tarock.bots.runs;

import java.io.Serializable;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Deals on a fixed number of threads of this process. At most a few deals per thread are under way or
 * waiting to be reduced at once, so a long run holds only a window of results, not all of them.
 */
final class ThreadDealRunner implements DealRunner {
    private static final int WINDOW_PER_THREAD = 4;
    private final int threads;
    private final ExecutorService pool;

    ThreadDealRunner(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("the threads must be at least 1");
        }
        this.threads = threads;
        this.pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "deals");
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    public <R extends Serializable> void run(int first, int count, DealTask<R> task, Consumer<? super R> inOrder) {
        Deque<Future<R>> window = new ArrayDeque<>();
        int next = first;
        int end = first + count;
        try {
            while (next < end || !window.isEmpty()) {
                while (next < end && window.size() < threads * WINDOW_PER_THREAD) {
                    int deal = next++;
                    window.add(pool.submit(() -> task.play(deal)));
                }
                inOrder.accept(window.removeFirst().get());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the run was interrupted", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(cause.getMessage(), cause);
        } finally {
            window.forEach(f -> f.cancel(true));
        }
    }

    @Override
    public String where() {
        return threads == 1 ? "1 thread" : threads + " threads";
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
