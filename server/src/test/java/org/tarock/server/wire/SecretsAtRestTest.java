package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.tarock.server.table.Tokens;

/**
 * No password, session token or seat token is written anywhere in clear: not to the log, not to the database or
 * its journal, which keep digests (of tokens) and Argon2id hashes (of passwords) only.
 */
class SecretsAtRestTest {

    @Test
    void noPasswordOrTokenIsInTheLogOrTheStore() throws Exception {
        Config config = TestServer.config();
        List<String> secrets = new ArrayList<>();
        List<String> digests = new ArrayList<>();
        String log = Logs.during(() -> {
            try (TestServer s = new TestServer(config)) {
                Visitor vera = new Visitor(s).signUp("Vera", "vera's first password");
                secrets.add("vera's first password");
                secrets.add(vera.session);
                Visitor again = new Visitor(s);
                again.post("/api/session", Map.of("name", "Vera", "password", "a wrong password"));
                secrets.add("a wrong password");
                again.post("/api/session", Map.of("name", "vera", "password", "vera's first password"));
                secrets.add(again.session);
                digests.add(Tokens.digest(again.session));
                again.post("/api/me/password", Map.of("old", "vera's first password", "new", "vera's second one"));
                secrets.add("vera's second one");
                String table = s.create(Map.of("game", "bavarian-tarock", "seats", List.of("open", "basic", "basic"),
                        "hands", 1));
                String token = again.post("/api/tables/" + table + "/seats/0", Map.of()).body().get("token").asText();
                secrets.add(token);
                digests.add(Tokens.digest(token));
                try (Probe seat = s.connect()) {
                    seat.hello(table, token);
                    seat.until("state");
                }
                again.delete("/api/session", null);
            }
        });
        String stored = storedText(config.dataDir());
        assertThat(stored).as("the store holds the digests").contains(digests);
        for (String secret : secrets) {
            assertThat(log).as("the log").doesNotContain(secret);
            assertThat(stored).as("the database and its journal").doesNotContain(secret);
        }
    }

    /** Every file of the data directory, its bytes read as Latin-1 (each byte one character). */
    private static String storedText(Path dir) throws Exception {
        StringBuilder all = new StringBuilder();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                all.append(new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1)).append('\n');
            }
        }
        return all.toString();
    }
}
