package org.tarock.server.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.util.Locale;
import java.util.function.Consumer;
import org.tarock.server.players.Passwords;
import org.tarock.server.players.SignInLimits;
import org.tarock.server.wire.Config;
import org.tarock.server.wire.TableServer;

/**
 * A sign-in's time with the server's Argon2id parameters (a tool, not a unit test): one account is made, then
 * signed in to over HTTP on loopback again and again, one request at a time, each timed from sending to the
 * answer; the password hash alone is timed beside it.
 *
 * <p>Run it as {@code tarock bench --server --sign-in [--runs N]}.
 */
public final class SignInBench {

    /** What a run measured: {@code signIns} sign-ins after as many for warm-up, and the hash alone. */
    public record Figures(Passwords.Cost cost, int signIns, Timings signIn, Timings hash) {
        public String line() {
            return String.format(Locale.ROOT, "sign-in with Argon2id m=%d KiB, t=%d, p=%d: %d sign-ins, %s; the hash "
                    + "alone %s", cost.memoryKiB(), cost.iterations(), cost.parallelism(), signIns, signIn.summary(),
                    hash.summary());
        }
    }

    private SignInBench() {
    }

    public static Figures run(int signIns, Consumer<String> progress) throws IOException, InterruptedException {
        Config config = Config.defaults(0, Files.createTempDirectory("tarock-sign-in"))
                .withPlayers(Config.Players.DEFAULTS.withSignIns(SignInLimits.Rules.LIFTED));
        Passwords.Cost cost = config.players().hashCost();
        try (TableServer server = TableServer.start(config)) {
            HttpClient http = HttpClient.newHttpClient();
            URI uri = URI.create(server.url());
            String body = "{\"name\":\"Bench\",\"password\":\"a password of the bench\"}";
            expect(post(http, uri.resolve("/api/accounts"), body), 201);
            progress.accept(String.format("signing in %d times to warm up, then %d times timed", signIns, signIns));
            long[] times = new long[signIns];
            for (int i = -signIns; i < signIns; i++) {
                long begin = System.nanoTime();
                expect(post(http, uri.resolve("/api/session"), body), 200);
                if (i >= 0) {
                    times[i] = System.nanoTime() - begin;
                }
            }
            long[] hashes = new long[signIns];
            try (Passwords passwords = new Passwords(cost, 1, 1)) {
                for (int i = 0; i < signIns; i++) {
                    long begin = System.nanoTime();
                    passwords.hash("a password of the bench");
                    hashes[i] = System.nanoTime() - begin;
                }
            }
            return new Figures(cost, signIns, Timings.of(times), Timings.of(hashes));
        }
    }

    static HttpResponse<String> post(HttpClient http, URI uri, String json) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(uri).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofString());
    }

    static void expect(HttpResponse<String> r, int status) throws IOException {
        if (r.statusCode() != status) {
            throw new IOException("the server answered " + r.statusCode() + ": " + r.body());
        }
    }
}
