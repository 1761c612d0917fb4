package org.tarock.cluster;

import java.io.Serializable;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import java.util.stream.IntStream;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkContext;
import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaSparkContext;
import org.tarock.bots.runs.ClusterRunner;
import org.tarock.bots.runs.DealRunner;
import org.tarock.bots.runs.DealTask;

/**
 * Plays a run's deals on Apache Spark. The deals go out in chunks, each one Spark job over a range of deal
 * numbers; a chunk's results are collected to the driver, which hands them on in deal order, while the next
 * chunk is already being played. So the driver never holds more than two chunks, and the run is reduced in
 * the same order as on threads, to the same bytes.
 */
public final class SparkRunner implements ClusterRunner {

    @Override
    public DealRunner open(String master) {
        if (!master.startsWith("local") && !master.startsWith("spark://") && !master.equals("yarn")
                && !master.startsWith("k8s://") && !master.startsWith("mesos://")) {
            throw new IllegalArgumentException("--spark " + master + " is not a Spark master: give local[N], "
                    + "spark://HOST:PORT, yarn or k8s://...");
        }
        SparkConf conf = new SparkConf().setAppName("tarock").setMaster(master)
                .set("spark.ui.enabled", "false")
                .set("spark.ui.showConsoleProgress", "false");
        if (master.startsWith("local")) {
            conf.set("spark.driver.host", "localhost").set("spark.driver.bindAddress", "127.0.0.1");
        }
        // A context already running in this process (a test's, or an application's) is used and left running.
        long before = System.currentTimeMillis();
        SparkContext context = SparkContext.getOrCreate(conf);
        boolean started = context.startTime() >= before;
        if (started) {
            context.setLogLevel("ERROR");
        }
        return new Runner(JavaSparkContext.fromSparkContext(context), started);
    }

    private static final class Runner implements DealRunner {
        /** Deals per partition: a few seconds of work for the slower bots, little waiting at a chunk's end. */
        private static final int DEALS_PER_PARTITION = 4;
        /** Partitions per executor core in one chunk. */
        private static final int PARTITIONS_PER_CORE = 4;
        private final JavaSparkContext sc;
        private final boolean owned;

        Runner(JavaSparkContext sc, boolean owned) {
            this.sc = sc;
            this.owned = owned;
        }

        @Override
        public <R extends Serializable> void run(int first, int count, DealTask<R> task, Consumer<? super R> inOrder) {
            int partitions = sc.defaultParallelism() * PARTITIONS_PER_CORE;
            int chunk = partitions * DEALS_PER_PARTITION;
            Deque<JavaFutureAction<List<R>>> running = new ArrayDeque<>();
            int next = first;
            int end = first + count;
            try {
                while (next < end || !running.isEmpty()) {
                    while (next < end && running.size() < 2) {
                        int size = Math.min(chunk, end - next);
                        List<Integer> deals = IntStream.range(next, next + size).boxed().toList();
                        running.add(sc.parallelize(deals, Math.min(partitions, size)).map(task::play).collectAsync());
                        next += size;
                    }
                    running.removeFirst().get().forEach(inOrder);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("the run was interrupted", e);
            } catch (ExecutionException e) {
                throw TaskFailure.of(e);
            } finally {
                running.forEach(f -> f.cancel(true));
            }
        }

        @Override
        public String where() {
            return "Spark " + sc.master();
        }

        @Override
        public void close() {
            if (owned) {
                sc.stop();
            }
        }
    }
}
