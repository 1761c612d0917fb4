package org.tarock.server.wire;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** What the server logs (slf4j-simple writes to the standard error stream of the moment) while a test runs. */
final class Logs {
    /** A test step that may throw. */
    interface Step {
        void run() throws Exception;
    }

    private Logs() {
    }

    /** Runs {@code step} and returns what was written to the standard error stream meanwhile. */
    static synchronized String during(Step step) throws Exception {
        PrintStream before = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            step.run();
        } finally {
            System.setErr(before);
        }
        return captured.toString(StandardCharsets.UTF_8);
    }
}
