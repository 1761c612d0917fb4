package org.tarock.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged jar run as {@code ./tarock} runs it ({@code java -jar}, no JVM options): normal use prints no
 * warning, neither the JVM's own (restricted native access, {@code sun.misc.Unsafe} from a library) nor a
 * library's log at WARN. The jar's manifest grants what the libraries need.
 */
class NoWarningsIT {
    private static final Path JAR = Path.of("target", "tarock.jar").toAbsolutePath();

    @TempDir
    Path dir;

    @Test
    void helpPrintsNoWarning() throws Exception {
        assertNoWarning(run("", "--help"));
    }

    @Test
    void simulatingEveryGamePrintsNoWarning() throws Exception {
        for (String game : List.of("bavarian-tarock", "german-tarok", "leipzig-taroc", "husarln")) {
            Path out = dir.resolve(game + ".jsonl");
            Output o = run("", "simulate", "--game", game, "--hands", "2", "--out", out.toString());
            assertThat(o.exit).as(game + ": " + o.err).isZero();
            assertNoWarning(o);
            assertNoWarning(run("", "verify", out.toString()));
        }
    }

    /**
     * In a terminal JLine loads its native library, which the JDK reports unless the jar grants native access;
     * {@code script} (util-linux) gives the game a pseudo-terminal of its own.
     */
    @Test
    void playingInATerminalPrintsNoWarning() throws Exception {
        Path script = Path.of("/usr/bin/script");
        assumeTrue(Files.isExecutable(script) || "true".equals(System.getenv("CI")),
                "skipped: util-linux's script, which gives the game a terminal, is not installed");
        String command = String.join(" ", javaJar().stream().map(a -> "'" + a.replace("'", "'\\''") + "'").toList())
                + " play";
        Output o = run(List.of(script.toString(), "-qec", command, "/dev/null"), "q\n");
        assertThat(o.out).contains("Your hand");
        assertNoWarning(o);
    }

    @Test
    void servingPrintsNoWarningFromStartToStop() throws Exception {
        Process p = start("serve", "--port", "0", "--data", dir.resolve("data").toString());
        List<String> out = new CopyOnWriteArrayList<>();
        List<String> err = new CopyOnWriteArrayList<>();
        Thread outReader = drain(p.getInputStream(), out);
        Thread errReader = drain(p.getErrorStream(), err);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (out.stream().noneMatch(l -> l.contains("open http://")) && p.isAlive()
                && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(out).as("listening; errors: " + err).anyMatch(l -> l.contains("open http://"));
        p.destroy();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("stopped after SIGTERM").isTrue();
        outReader.join();
        errReader.join();
        assertNoWarning(new Output(p.exitValue(), String.join("\n", out), String.join("\n", err)));
    }

    private static Thread drain(InputStream stream, List<String> lines) {
        return Thread.ofPlatform().daemon().start(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
                in.lines().forEach(lines::add);
            } catch (IOException | java.io.UncheckedIOException e) {
                lines.add("(reading failed: " + e.getMessage() + ")");
            }
        });
    }

    private static void assertNoWarning(Output o) {
        assertThat(o.out + "\n" + o.err).doesNotContain("WARNING").doesNotContain(" WARN ")
                .doesNotContain("sun.misc.Unsafe");
    }

    private record Output(int exit, String out, String err) {
    }

    private Output run(String input, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(javaJar());
        command.addAll(List.of(args));
        return run(command, input);
    }

    private Output run(List<String> command, String input) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).directory(dir.toFile()).start();
        p.getOutputStream().write(input.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        byte[][] streams = new byte[2][];
        Thread reader = Thread.ofPlatform().start(() -> {
            try {
                streams[1] = p.getErrorStream().readAllBytes();
            } catch (IOException e) {
                streams[1] = e.toString().getBytes(StandardCharsets.UTF_8);
            }
        });
        streams[0] = p.getInputStream().readAllBytes();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("finished").isTrue();
        reader.join();
        return new Output(p.exitValue(), new String(streams[0], StandardCharsets.UTF_8),
                new String(streams[1], StandardCharsets.UTF_8));
    }

    private Process start(String... args) throws IOException {
        List<String> command = new ArrayList<>(javaJar());
        command.addAll(List.of(args));
        return new ProcessBuilder(command).directory(dir.toFile()).start();
    }

    /** {@code java -jar tarock.jar}, as ./tarock runs it. */
    private static List<String> javaJar() {
        assertThat(JAR).as("the packaged jar (mvn verify builds it before this test)").exists();
        return List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", JAR.toString());
    }
}
