package org.tarock.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.BindException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.server.wire.TableServer;

/** {@code tarock serve} and {@code tarock} without arguments (the server module tests the server itself). */
class ServeCommandTest {

    @TempDir
    Path data;

    @Test
    void aPortOutOfRangeIsAUsageError() {
        Cli.Result r = Cli.run("serve", "--port", "70000");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("--port must be from 0 to 65535, not 70000");
    }

    @Test
    void anEmptyDatabaseFileIsRefusedInOneLineBeforeAnAddressIsPrinted() throws IOException {
        Path file = java.nio.file.Files.createFile(data.resolve("tarock.mv.db"));
        Cli.Result r = Cli.run("serve", "--port", "0", "--data", data.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEqualTo("tarock: the database file " + file + " is empty (0 bytes): it holds no tables; "
                + "remove it to start with a new database" + System.lineSeparator());
    }

    @Test
    void aSystemDirectoryIsRefusedInOneLine() {
        Cli.Result r = Cli.run("serve", "--port", "0", "--data", "/proc/sys");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEqualTo("tarock: the data directory /proc/sys is not writable: the system refuses to "
                + "create a file there" + System.lineSeparator());
    }

    @Test
    void aTrustedProxyIsAnIpAddressAndBehindProxyIsGone() {
        Cli.Result named = Cli.run("serve", "--port", "0", "--trusted-proxy", "10.0.0.1,proxy.example");
        assertThat(named.exit()).isEqualTo(1);
        assertThat(named.err()).contains("--trusted-proxy: a trusted proxy is an IP address, not \"proxy.example\"");
        Cli.Result old = Cli.run("serve", "--behind-proxy");
        assertThat(old.exit()).isEqualTo(1);
        assertThat(old.err()).contains("--behind-proxy");
    }

    @Test
    void thePublicUrlIsAnHttpOrHttpsAddress() {
        Cli.Result r = Cli.run("serve", "--port", "0", "--public-url", "tarock.example.org");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("--public-url: the public address is http:// or https:// and a host");
    }

    @Test
    void aDailyScheduleATournamentWouldRefuseIsAUsageError() {
        Cli.Result r = Cli.run("serve", "--port", "0", "--daily", "husarln:12:hard");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("--daily: a tournament's bots must decide the same on any machine")
                .contains("hard is timed");
    }

    @Test
    void onlyPostgresqlUrlsAreTaken() {
        Cli.Result r = Cli.run("serve", "--db", "jdbc:mysql://localhost/tarock");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("--db takes a PostgreSQL JDBC URL");
    }

    @Test
    void theMetricsPortServesPrometheusTextOnLoopbackAndItsAddressIsAnIpAddress() {
        List<String> scrapes = new ArrayList<>();
        StringWriter out = new StringWriter();
        ServeCommand serve = new ServeCommand(server -> {
            scrapes.add(get(out.toString().lines().filter(l -> l.startsWith("metrics: ")).findFirst()
                    .orElseThrow().substring("metrics: ".length())));
            server.stop();
        }, data);
        int exit = Tarock.commandLine(InputStream.nullInputStream(), new PrintWriter(out, true),
                new PrintWriter(new StringWriter(), true), serve)
                .execute("serve", "--port", "0", "--data", data.toString(), "--metrics-port", "0");
        assertThat(exit).isZero();
        assertThat(out.toString()).containsPattern("metrics: http://127\\.0\\.0\\.1:\\d+/metrics");
        assertThat(scrapes).singleElement().asString().contains("# TYPE tarock_actions_total counter");

        Cli.Result named = Cli.run("serve", "--port", "0", "--metrics-port", "0", "--metrics-address", "localhost");
        assertThat(named.exit()).isEqualTo(1);
        assertThat(named.err()).contains("--metrics-address takes an IP address, not localhost");
    }

    @Test
    void withoutArgumentsTheServerStartsAndPrintsTheAddressOfTheBrowserTable() {
        List<String> pages = new ArrayList<>();
        StringWriter out = new StringWriter();
        int exit = run(out, server -> pages.add(get(server.url())));

        assertThat(exit).isZero();
        assertThat(out.toString()).containsPattern("open http://localhost:\\d+/");
        assertThat(pages).singleElement().asString().contains("<title>tarock</title>");
        assertThat(data).isDirectoryContaining(p -> p.getFileName().toString().endsWith(".mv.db"));
    }

    @Test
    void withoutArgumentsABusyPort8080GivesWayToAFreePort() throws IOException {
        List<Integer> ports = new ArrayList<>();
        try (ServerSocket occupied = occupy(ServeCommand.DEFAULT_PORT)) {
            int exit = run(new StringWriter(), server -> ports.add(server.port()));
            assertThat(exit).isZero();
        }
        assertThat(ports).singleElement().isNotEqualTo(ServeCommand.DEFAULT_PORT);
    }

    @Test
    void aBusyPortIsReportedInWords() throws IOException {
        try (ServerSocket occupied = new ServerSocket(0)) {
            StringWriter err = new StringWriter();
            int exit = Tarock.commandLine(InputStream.nullInputStream(), new PrintWriter(new StringWriter()),
                    new PrintWriter(err, true), new ServeCommand(TableServer::stop, data))
                    .execute("serve", "--port", "" + occupied.getLocalPort(), "--data", data.toString());
            assertThat(exit).isEqualTo(1);
            assertThat(err.toString()).startsWith("tarock: port " + occupied.getLocalPort() + " is in use");
        }
    }

    private int run(StringWriter out, java.util.function.Consumer<TableServer> whileServing) {
        ServeCommand serve = new ServeCommand(server -> {
            try {
                whileServing.accept(server);
            } finally {
                server.stop();
            }
        }, data);
        return Tarock.commandLine(InputStream.nullInputStream(), new PrintWriter(out, true),
                new PrintWriter(new StringWriter(), true), serve).execute();
    }

    /** Holds {@code port}, or returns null when another program already holds it (busy either way). */
    private static ServerSocket occupy(int port) throws IOException {
        try {
            return new ServerSocket(port);
        } catch (BindException e) {
            return null;
        }
    }

    private static String get(String url) {
        try (HttpClient http = HttpClient.newHttpClient()) {
            return http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString())
                    .body();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
