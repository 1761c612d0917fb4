package org.tarock.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A table server in a JVM of its own, so that a test can kill it with SIGKILL. {@link #main} is what runs in
 * that JVM: it prints the port, then serves until killed.
 */
final class ServerProcess implements AutoCloseable {
    private final Process process;
    final int port;

    private ServerProcess(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    static ServerProcess start(Path dataDir, Duration botDelay) throws IOException {
        String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(List.of(java, "-cp", classpath, ServerProcess.class.getName(),
                dataDir.toString(), Long.toString(botDelay.toMillis())))
                .redirectErrorStream(true).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String line;
        while ((line = out.readLine()) != null) {
            if (line.startsWith("PORT ")) {
                int port = Integer.parseInt(line.substring(5).strip());
                Thread.ofPlatform().daemon().start(() -> drain(out));
                return new ServerProcess(p, port);
            }
        }
        throw new IOException("the server process ended before it listened (exit " + p.exitValue() + ")");
    }

    private static void drain(BufferedReader out) {
        try {
            while (out.readLine() != null) {
                // The child's log is not needed; reading it keeps the pipe from filling up.
            }
        } catch (IOException e) {
            // The process is gone.
        }
    }

    String url() {
        return "http://localhost:" + port + "/";
    }

    /** SIGKILL: no shutdown hook, no flush, no goodbye. */
    void kill() {
        process.destroyForcibly();
        try {
            process.waitFor(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        kill();
    }

    public static void main(String[] args) throws InterruptedException {
        Config config = Config.defaults(0, Path.of(args[0])).withBotDelay(Duration.ofMillis(Long.parseLong(args[1])))
                .withRateLimit(100_000, 100_000).withLimits(Config.Limits.LIFTED);
        TableServer server = TableServer.start(config);
        System.out.println("PORT " + server.port());
        System.out.flush();
        Thread.currentThread().join();
    }
}
