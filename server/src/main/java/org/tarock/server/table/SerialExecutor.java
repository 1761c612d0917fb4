package org.tarock.server.table;

import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
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
