package org.tarock.server.wire;

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
    /** Everything the child printed, its log included. */
    final List<String> output = new java.util.concurrent.CopyOnWriteArrayList<>();
    private Thread reader;

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
        List<String> before = new java.util.ArrayList<>();
        String line;
        while ((line = out.readLine()) != null) {
            if (line.startsWith("PORT ")) {
                int port = Integer.parseInt(line.substring(5).strip());
                ServerProcess server = new ServerProcess(p, port);
                server.output.addAll(before);
                server.reader = Thread.ofPlatform().daemon().start(() -> server.drain(out));
                return server;
            }
            before.add(line);
        }
        throw new IOException("the server process ended before it listened (exit " + p.exitValue() + ")");
    }

    private void drain(BufferedReader out) {
        try {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                output.add(line);
            }
        } catch (IOException e) {
            // The process is gone.
        }
    }

    String url() {
        return "http://localhost:" + port + "/";
    }

    /** SIGTERM, as a service manager stops the server: its shutdown hook stops it gracefully. Returns the exit. */
    int terminate() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            throw new AssertionError("the server did not stop within 60 s of SIGTERM");
        }
        reader.join(10_000);
        return process.exitValue();
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
        // as `tarock serve` does: SIGTERM stops the server gracefully
        Runtime.getRuntime().addShutdownHook(new Thread(server::stop));
        System.out.println("PORT " + server.port());
        System.out.flush();
        Thread.currentThread().join();
    }
}
