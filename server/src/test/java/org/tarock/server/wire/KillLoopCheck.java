package org.tarock.server.wire;

import java.io.BufferedReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;

/**
 * The check after {@code server/kill-loop.sh}: starts a server on the store the killed servers left and checks
 * that it holds every action they acknowledged (as {@link AcknowledgedActionsTest} does after one halt).
 * Arguments: the data directory, the file of the servers' {@code TABLE} and {@code ACK} lines. Prints one line,
 * {@code every acknowledged action is there} or what is missing, and exits 0 or 1.
 */
final class KillLoopCheck {
    private KillLoopCheck() {
    }

    public static void main(String[] args) throws Exception {
        AcknowledgedActionsTest check = new AcknowledgedActionsTest();
        check.dir = Path.of(args[0]);
        AcknowledgedActionsTest.Said said;
        try (BufferedReader in = Files.newBufferedReader(Path.of(args[1]))) {
            said = AcknowledgedActionsTest.Said.read(in, new ArrayList<>());
        }
        try {
            check.check(null, said);
            System.out.println(said.acks().size() + " acknowledged actions at " + said.tokens().size()
                    + " tables: every acknowledged action is there");
            System.exit(0);
        } catch (AssertionError e) {
            System.out.println(said.acks().size() + " acknowledged actions at " + said.tokens().size()
                    + " tables: " + e.getMessage().replace('\n', ' '));
            System.exit(1);
        }
    }
}
