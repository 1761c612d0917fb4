package org.tarock.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.tarock.records.Echo;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The {@code tarock} command. Without a subcommand it starts terminal play of Bavarian Tarock, the game a
 * newcomer most likely wants.
 */
@Command(name = "tarock", mixinStandardHelpOptions = true, versionProvider = Tarock.Version.class,
        description = "Historical three-player Tarock games: play against bots, simulate matches, "
                + "check records, list rules, measure speed.%n"
                + "Without a command: start the table server and print the address to open in a browser.",
        commandListHeading = "%nCommands:%n",
        footer = "%nRun 'tarock COMMAND --help' for the options of a command.")
public final class Tarock implements Callable<Integer> {

    private final ServeCommand serve;

    private Tarock(ServeCommand serve) {
        this.serve = serve;
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true, System.out.charset());
        PrintWriter err = new PrintWriter(System.err, true, System.err.charset());
        System.exit(commandLine(System.in, out, err).execute(args));
    }

    /**
     * The command line with every subcommand, reading a person's moves from {@code in}. Usage errors and
     * failures exit with 1; failures print one line, never a stack trace.
     */
    public static CommandLine commandLine(InputStream in, PrintWriter out, PrintWriter err) {
        return commandLine(in, out, err, new ServeCommand());
    }

    static CommandLine commandLine(InputStream in, PrintWriter out, PrintWriter err, ServeCommand serve) {
        CommandLine cl = new CommandLine(new Tarock(serve));
        cl.addSubcommand(new PlayCommand(in));
        cl.addSubcommand(new SimulateCommand());
        cl.addSubcommand(new VerifyCommand());
        cl.addSubcommand(new RulesCommand());
        cl.addSubcommand(new ArenaCommand());
        cl.addSubcommand(new SelfPlayCommand());
        cl.addSubcommand(new AnalyseCommand());
        cl.addSubcommand(serve);
        cl.addSubcommand(new BackupCommand());
        cl.addSubcommand(new RestoreCommand());
        cl.addSubcommand(new BenchCommand());
        cl.setOut(out);
        cl.setErr(err);
        cl.setExecutionExceptionHandler((e, cmd, parsed) -> {
            cmd.getErr().println("tarock: " + Echo.within(describe(e), quotable(parsed.originalArgs())));
            cmd.getErr().flush();
            return 1;
        });
        cl.setParameterExceptionHandler(Tarock::usageError);
        apply(cl);
        return cl;
    }

    /**
     * A usage error: the message, the command's usage line and where to find more, so that the message is not
     * buried under the full help. An argument the message quotes is clipped ({@link Echo}): a mistyped value of
     * a megabyte still gives a message of one short line.
     */
    private static int usageError(ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        PrintWriter err = cmd.getErr();
        err.println(Echo.within(ex.getMessage(), quotable(List.of(args))));
        UnmatchedArgumentException.printSuggestions(ex, err);
        err.print(cmd.getHelp().fullSynopsis());
        err.println("Run '" + cmd.getCommandSpec().qualifiedName() + " --help' for more.");
        err.flush();
        return cmd.getCommandSpec().exitCodeOnInvalidInput();
    }

    /**
     * What a message may quote of the arguments: each argument, the value after its first {@code =}
     * ({@code --seed=VALUE}, {@code --option NAME=VALUE}) and each part of it between {@code =} and {@code ,}
     * ({@code --bots a,b}).
     */
    static List<String> quotable(List<String> args) {
        List<String> parts = new ArrayList<>();
        for (String arg : args) {
            parts.add(arg);
            int eq = arg.indexOf('=');
            if (eq >= 0) {
                parts.add(arg.substring(eq + 1));
            }
            parts.addAll(List.of(arg.split("[=,]")));
        }
        return parts;
    }

    /** The exit code for bad input is 1 in every command, not picocli's default of 2. */
    private static void apply(CommandLine cl) {
        cl.getCommandSpec().exitCodeOnInvalidInput(1);
        cl.getCommandSpec().exitCodeOnExecutionException(1);
        cl.getSubcommands().values().forEach(Tarock::apply);
    }

    private static String describe(Exception e) {
        Throwable cause = e instanceof UncheckedIOException u ? u.getCause() : e;
        if (cause instanceof NoSuchFileException f) {
            return "no such file or directory: " + f.getFile();
        }
        if (cause instanceof AccessDeniedException f) {
            return "permission denied: " + f.getFile();
        }
        String m = e.getMessage();
        if (m == null || m.isBlank()) {
            return "unexpected " + e.getClass().getSimpleName();
        }
        return m;
    }

    @Override
    public Integer call() {
        return serve.serveDefault();
    }

    /** Reads the version from the jar's manifest, when running from the built jar. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Tarock.class.getPackage().getImplementationVersion();
            return new String[] {"tarock " + (v == null ? "(development build)" : v)};
        }
    }
}
