package org.tarock.cluster;

import org.tarock.cli.Tarock;

/**
 * The {@code tarock} command with Apache Spark on its class path, so that {@code --spark MASTER} plays the
 * deals of {@code arena}, {@code analyse --shortfall} and {@code simulate --independent} on Spark. This is
 * the main class of the {@code spark-submit} jar and of {@code ./tarock} when {@code --spark} is given.
 */
public final class SparkTarock {
    private SparkTarock() {
    }

    public static void main(String[] args) {
        Tarock.main(args);
    }
}
