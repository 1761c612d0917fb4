package org.tarock.cli;

import org.tarock.bots.runs.DealRunner;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** Where the deal-parallel commands play their deals: on threads of this process, or on a Spark cluster. */
public final class RunnerArgs {

    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1",
            description = "Threads playing deals in parallel; the figures do not depend on it. Default: ${DEFAULT-VALUE}.")
    int threads;

    @Option(names = "--spark", paramLabel = "MASTER",
            description = "Play the deals on Apache Spark instead: local[N] runs Spark in this process with N "
                    + "threads; spark://HOST:PORT, yarn or k8s://... use a cluster. The figures and records are the "
                    + "same as without it.")
    String spark;

    /** Opens the runner the person asked for; a usage error when it cannot be had. */
    DealRunner open() {
        if (threads < 1) {
            throw new ParameterException(mixee.commandLine(), "--threads must be at least 1, not " + threads);
        }
        if (spark == null) {
            return DealRunner.threads(threads);
        }
        if (spark.isBlank()) {
            throw new ParameterException(mixee.commandLine(), "--spark needs a master, e.g. local[2]");
        }
        try {
            return DealRunner.cluster(spark);
        } catch (IllegalStateException | IllegalArgumentException e) {
            throw new ParameterException(mixee.commandLine(), e.getMessage());
        }
    }
}
