package org.tarock.server.table;

import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs tasks one at a time, in submission order, on a shared executor: each table's state is touched by one
 * task at a time without a thread per table, and without a busy table holding up the others.
 */
public final class SerialExecutor implements Executor {
    private static final Logger LOG = LoggerFactory.getLogger(SerialExecutor.class);

    private final Executor base;
    private final Queue<Runnable> tasks = new ArrayDeque<>();
    private boolean running;

    SerialExecutor(Executor base) {
        this.base = base;
    }

    @Override
    public void execute(Runnable task) {
        synchronized (tasks) {
            tasks.add(task);
            if (running) {
                return;
            }
            running = true;
        }
        try {
            base.execute(this::drain);
        } catch (RejectedExecutionException stopping) {
            // the server is stopping: tasks in flight finish, new ones are dropped (a stored table loses nothing)
            LOG.debug("a table task was dropped while the server stops");
        }
    }

    /** Runs {@code task} as a task of its own; the future completes with its answer or its exception. */
    <T> CompletableFuture<T> submit(Supplier<T> task) {
        CompletableFuture<T> done = new CompletableFuture<>();
        execute(() -> {
            try {
                done.complete(task.get());
            } catch (RuntimeException e) {
                done.completeExceptionally(e);
            }
        });
        return done;
    }

    /** Runs {@code task} as a task of its own and waits for its answer; its exception is thrown here. */
    <T> T call(Supplier<T> task) {
        try {
            return submit(task).join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : e;
        }
    }

    /** Runs {@code task} as a task of its own and waits for it. */
    void run(Runnable task) {
        call(() -> {
            task.run();
            return null;
        });
    }

    private void drain() {
        while (true) {
            Runnable next;
            synchronized (tasks) {
                next = tasks.poll();
                if (next == null) {
                    running = false;
                    return;
                }
            }
            try {
                next.run();
            } catch (RuntimeException e) {
                // One failed task must not stop the table: later tasks still run.
                LOG.error("table task failed", e);
            }
        }
    }
}
