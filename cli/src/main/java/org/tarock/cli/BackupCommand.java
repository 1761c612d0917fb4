package org.tarock.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.tarock.server.wire.Backups;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code tarock backup}: a consistent copy of the embedded database, while its server runs or not. */
@Command(name = "backup", mixinStandardHelpOptions = true,
        description = "Copy the embedded database of a data directory into a zip file, consistently, while its "
                + "server runs (the server makes the copy) or not.",
        footer = {"%nRun it as the server's user: it reads the server's admin token in the data directory.",
                "For PostgreSQL use pg_dump (docs/deploy.md).",
                "%nExample:", "  tarock backup --data /var/lib/tarock --out /var/backups/tarock-$(date +%%F).zip"})
public final class BackupCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--data", paramLabel = "DIR", required = true,
            description = "The data directory of the embedded database (tarock serve --data).")
    Path data;

    @Option(names = "--out", paramLabel = "FILE", required = true,
            description = "The zip file to write; an existing one is replaced once the copy is complete.")
    Path out;

    @Override
    public Integer call() {
        Backups.Maker maker = Backups.backup(data, out);
        spec.commandLine().getOut().println("backup of " + data + " written to " + out + (switch (maker) {
            case RUNNING_SERVER -> " by the running server";
            case THIS_COMMAND -> " (no server was running)";
        }));
        return 0;
    }
}
