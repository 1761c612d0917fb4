package org.tarock.server.wire;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.time.Duration;
import java.util.Map;
import org.tarock.server.client.TableClient;
import org.tarock.server.players.Passwords;
import org.tarock.server.players.SignInLimits;
import org.tarock.server.table.Tokens;

/** A server on a free port with its own data directory, and the requests tests make to it. */
public final class TestServer implements AutoCloseable {
    final HttpClient http = HttpClient.newHttpClient();
    final TableServer server;
    final URI uri;
    final Config config;

    TestServer(Config config) {
        this(config, java.time.Clock.systemUTC());
    }

    /** A server whose idle tables are closed by {@code clock} (see {@link TestClock}). */
    TestServer(Config config, java.time.Clock clock) {
        this(config, clock, Tokens.secure());
    }

    /** As {@link #TestServer(Config, java.time.Clock)}, drawing tokens, ids and seeds from {@code tokens}. */
    TestServer(Config config, java.time.Clock clock, Tokens tokens) {
        this.config = config;
        this.server = TableServer.start(config, clock, tokens);
        this.uri = URI.create(server.url());
    }

    /** Argon2id at a test's cost: PasswordsTest checks the real parameters, the other tests sign up quickly. */
    static final Passwords.Cost CHEAP_HASHES = new Passwords.Cost(256, 1, 1);

    /** A free port and a fresh data directory; server bots play at full speed. */
    static Config config() {
        return config(Duration.ZERO);
    }

    /**
     * A free port and a fresh data directory, server bots waiting {@code botDelay} before a card at a table
     * someone follows (the browser tests use about 50 ms, the pace test the default).
     */
    public static Config config(Duration botDelay) {
        try {
            // The per-address limits are lifted: every test client is on loopback (ClientLimitsTest and AccountsTest
            // set their own).
            return Config.defaults(0, Files.createTempDirectory("tarock-server-test")).withLimits(Config.Limits.LIFTED)
                    .withBotDelay(botDelay)
                    .withPlayers(Config.Players.DEFAULTS.withSignIns(SignInLimits.Rules.LIFTED)
                            .withHashing(CHEAP_HASHES, 2, 8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static TestServer start() {
        return new TestServer(config());
    }

    JsonNode get(String path) {
        return TableClient.get(http, uri, path);
    }

    HttpResponse<String> raw(String method, String path, String body) {
        try {
            HttpRequest.Builder b = HttpRequest.newBuilder(uri.resolve(path));
            b = body == null ? b.method(method, HttpRequest.BodyPublishers.noBody())
                    : b.header("Content-Type", "application/json").method(method, HttpRequest.BodyPublishers.ofString(body));
            return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    JsonNode post(String path, Map<String, ?> body) {
        return TableClient.post(http, uri, path, body);
    }

    /** Creates a table; fails the test when the server refuses. */
    String create(Map<String, ?> body) {
        JsonNode t = post("/api/tables", body);
        if (!t.has("id")) {
            throw new AssertionError("table not created: " + t);
        }
        return t.get("id").asText();
    }

    String join(String table, int seat, String name) {
        JsonNode j = post("/api/tables/" + table + "/seats/" + seat, Map.of("name", name));
        if (!j.has("token")) {
            throw new AssertionError("seat not taken: " + j);
        }
        return j.get("token").asText();
    }

    Probe connect() {
        return new Probe(http, uri);
    }

    @Override
    public void close() {
        server.stop();
    }
}
