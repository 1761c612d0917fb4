package org.tarock.bots.runs;

/**
 * The service through which a cluster engine plays a run's deals (the {@code cluster} module's Spark runner,
 * found with {@link java.util.ServiceLoader} when it is on the class path).
 */
public interface ClusterRunner {

    /** A runner on the cluster at {@code master} ({@code local[N]}, {@code spark://host:port}, {@code yarn}, ...). */
    DealRunner open(String master);
}
