package org.tarock.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.tarock.server.wire.Backups;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code tarock restore}: a backup brought back into a stopped server's data directory. */
@Command(name = "restore", mixinStandardHelpOptions = true,
        description = "Bring a backup made by 'tarock backup' back into a data directory whose server is stopped; "
                + "a server started there resumes every stored table.",
        footer = {"%nExample:", "  tarock restore --in /var/backups/tarock-2026-12-04.zip --data /var/lib/tarock"})
public final class RestoreCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--in", paramLabel = "FILE", required = true, description = "The backup (a zip file).")
    Path in;

    @Option(names = "--data", paramLabel = "DIR", required = true,
            description = "The data directory to restore into; made if it does not exist.")
    Path data;

    @Option(names = "--force", description = "Replace the database the directory already has.")
    boolean force;

    @Override
    public Integer call() {
        Backups.restore(in, data, force);
        spec.commandLine().getOut().println("restored " + in + " into " + data + "; start the server with --data "
                + data);
        return 0;
    }
}
