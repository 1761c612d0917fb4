package org.tarock.cluster;

import java.util.concurrent.ExecutionException;
import org.apache.spark.SparkException;

/**
 * The error a failed Spark task stands for, as the same command run on threads would have reported it: the
 * exception thrown in the deal when Spark kept it, else its message out of Spark's report, never Spark's
 * own wording or stack trace.
 */
final class TaskFailure {
    private TaskFailure() {
    }

    static RuntimeException of(ExecutionException e) {
        for (Throwable t = e.getCause(); t != null; t = t.getCause()) {
            if (t instanceof RuntimeException r && !(t instanceof SparkException)) {
                return r;
            }
        }
        String message = e.getCause() != null ? e.getCause().getMessage() : e.getMessage();
        return new IllegalStateException(dealMessage(message), e);
    }

    /**
     * Spark reports a failed task as "Job aborted due to stage failure: Task 3 in stage 0.0 failed 1 times, most
     * recent failure: Lost task ... : java.lang.IllegalStateException: the message\n\tat ...": the message is
     * the text after the exception's class name, up to the stack trace.
     */
    static String dealMessage(String spark) {
        if (spark == null) {
            return "a deal failed on Spark";
        }
        String firstLine = spark.lines().findFirst().orElse(spark);
        int exception = firstLine.lastIndexOf("Exception: ");
        return exception >= 0 ? firstLine.substring(exception + "Exception: ".length()) : firstLine;
    }
}
