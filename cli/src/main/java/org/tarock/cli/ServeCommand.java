package org.tarock.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.tarock.server.Config;
import org.tarock.server.TableServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code tarock serve}: starts the table server (docs/protocol.md) and keeps it running until the process is
 * stopped; every table is stored, so a restarted server resumes where it was.
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Start the table server: tables for people and bots, over HTTP and WebSockets.",
        footer = {"%nThe data is kept in an embedded H2 database in the data directory, or in PostgreSQL with --db.",
                "%nExamples:", "  tarock serve", "  tarock serve --port 8080 --data /var/lib/tarock",
                "  tarock serve --db 'jdbc:postgresql://localhost:5432/tarock?user=tarock&password=secret'"})
public final class ServeCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--port", paramLabel = "P", defaultValue = "8080",
            description = "The port to listen on; 0 picks a free one (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--db", paramLabel = "URL", description = "A PostgreSQL JDBC URL instead of the embedded database.")
    String db;

    @Option(names = "--data", paramLabel = "DIR", defaultValue = "data",
            description = "Directory of the embedded database (default: ${DEFAULT-VALUE}).")
    Path data;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65_535) {
            throw new ParameterException(spec.commandLine(), "--port must be from 0 to 65535, not " + port);
        }
        if (db != null && !db.startsWith("jdbc:postgresql:")) {
            throw new ParameterException(spec.commandLine(), "--db takes a PostgreSQL JDBC URL (jdbc:postgresql://...)");
        }
        Config config = Config.defaults(port, data.toAbsolutePath());
        if (db != null) {
            config = config.withDbUrl(db);
        }
        TableServer server = TableServer.start(config);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.stop();
            stopped.countDown();
        }));
        spec.commandLine().getOut().println("tarock table server: open " + server.url());
        spec.commandLine().getOut().println("data: " + config.describeStore() + "; stop with Ctrl-C");
        spec.commandLine().getOut().flush();
        stopped.await();
        return 0;
    }
}
