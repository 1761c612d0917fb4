package org.tarock.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class TarockTest {

    @Test
    void helpListsEveryCommandAndExitsZero() {
        Cli.Result r = Cli.run("--help");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("Usage: tarock").contains("play", "simulate", "verify", "rules", "bench");
    }

    @Test
    void anUnknownCommandIsAUsageError() {
        Cli.Result r = Cli.run("shuffle");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("shuffle").contains("Usage: tarock");
    }

    @Test
    void playWithoutAGamePlaysBavarianTarock() {
        Cli.Result r = Cli.withInput("q\n", "play");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("Bavarian Tarock").contains("Your hand: ").contains("Match over after 0 hands");
    }

    /** picocli reports a bad format string in a help text as a WARN on the process's own standard error. */
    @Test
    void noHelpTextPrintsAWarning() {
        PrintStream saved = System.err;
        ByteArrayOutputStream stderr = new ByteArrayOutputStream();
        System.setErr(new PrintStream(stderr, true, StandardCharsets.UTF_8));
        try {
            assertThat(Cli.run("--help").err()).isEmpty();
            CommandLine root = Tarock.commandLine(InputStream.nullInputStream(), new PrintWriter(new StringWriter()),
                    new PrintWriter(new StringWriter()));
            for (String command : root.getSubcommands().keySet()) {
                Cli.Result r = Cli.run(command, "--help");
                assertThat(r.exit()).as(command).isZero();
                assertThat(r.err()).as(command).isEmpty();
            }
        } finally {
            System.setErr(saved);
        }
        assertThat(stderr.toString(StandardCharsets.UTF_8)).doesNotContainIgnoringCase("warn");
    }
}
