package org.tarock.bots.runs;

import java.io.Serializable;
import java.util.ServiceLoader;
import java.util.function.Consumer;

/**
 * Plays the deals of a run, here on threads or elsewhere on a cluster, and hands their results back in deal
 * order, so that a run is reduced in the same order, to the same figures, however it was spread out.
 */
public interface DealRunner extends AutoCloseable {

    /** Plays deals {@code first} to {@code first + count - 1}; {@code inOrder} gets each result in deal order. */
    <R extends Serializable> void run(int first, int count, DealTask<R> task, Consumer<? super R> inOrder);

    /** Where the deals are played, for the run's heading (never part of its results). */
    String where();

    @Override
    void close();

    /** Deals played on {@code threads} threads of this process. */
    static DealRunner threads(int threads) {
        return new ThreadDealRunner(threads);
    }

    /**
     * Deals played on a cluster through the {@link ClusterRunner} on the class path.
     *
     * @throws IllegalStateException when there is none (the plain command line jar has no cluster engine)
     */
    static DealRunner cluster(String master) {
        return ServiceLoader.load(ClusterRunner.class).findFirst()
                .orElseThrow(() -> new IllegalStateException("--spark needs tarock's Spark build, which this "
                        + "program was started without: run the command through ./tarock, which builds it"))
                .open(master);
    }
}
