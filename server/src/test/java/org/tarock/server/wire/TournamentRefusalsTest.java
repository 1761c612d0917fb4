package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What a tournament refuses, over HTTP (docs/protocol.md, "Tournaments"): rules under which the deals would differ
 * from entry to entry, a number of deals outside 1 to 48, a bot kind that does not decide the same on any machine,
 * times that close before opening or more than 7 days apart, an entry before it opens or after it closes, and a new
 * entry at a server whose bots are another version. Each answer has its status and code, a message that names what
 * was wrong, and no stack trace.
 */
class TournamentRefusalsTest {
    private static final String PASSWORD = "anna's long password";
    private static final TestClock CLOCK = new TestClock();
    private static TestServer server;
    private static Visitor anna;

    @BeforeAll
    static void start() {
        server = new TestServer(TestServer.config(), CLOCK);
        anna = new Visitor(server).signUp("Anna", PASSWORD);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** A Husarln tournament's creation request with {@code fields} added or replaced. */
    private static Map<String, Object> husarln(Object... fields) {
        Map<String, Object> body = new HashMap<>(Map.of("game", "husarln", "deals", 2, "bots", "basic"));
        for (int i = 0; i < fields.length; i += 2) {
            body.put((String) fields[i], fields[i + 1]);
        }
        return body;
    }

    private static String inAnHour(Duration plus) {
        return CLOCK.instant().plus(Duration.ofHours(1)).plus(plus).toString();
    }

    /** Checks a refusal: its status and code, a message naming each of {@code named}, and no stack trace. */
    private static void refused(Visitor.Answer answer, int status, String code, String... named) {
        assertThat(answer.status()).as(answer.body().toString()).isEqualTo(status);
        assertThat(answer.code()).isEqualTo(code);
        assertThat(answer.body().get("message").asText()).contains(named);
        assertThat(answer.response().body()).doesNotContain("Exception", "\tat ", "org.tarock");
    }

    private static Visitor.Answer create(Map<String, Object> body) {
        return anna.post("/api/tournaments", body);
    }

    @Test
    void rulesUnderWhichADealCanBeAnnulledAreRefused() {
        refused(create(Map.of("game", "leipzig-taroc", "rules", Map.of("annul-few-trumps", true))), 400, "bad-rules",
                "annul-few-trumps");
        refused(create(Map.of("game", "leipzig-taroc", "preset", "prague-vienna")), 400, "bad-rules",
                "annul-few-trumps");
    }

    @Test
    void aTableOfFourIsRefused() {
        refused(create(Map.of("game", "bavarian-tarock", "rules", Map.of("table-size", 4))), 400, "bad-rules",
                "table of three", "table of four");
    }

    @Test
    void aNumberOfDealsOutsideOneToFortyEightIsRefused() {
        refused(create(husarln("deals", 0)), 400, "bad-deals", "1 to 48", "not 0");
        refused(create(husarln("deals", 49)), 400, "bad-deals", "1 to 48", "not 49");
        refused(create(husarln("deals", "twelve")), 400, "bad-deals", "\"deals\"", "1 to 48");
    }

    @Test
    void aBotKindThatDoesNotDecideTheSameOnEveryMachineIsRefused() {
        refused(create(husarln("bots", "expert")), 400, "bad-bots", "expert is timed", "expert-fixed");
        refused(create(husarln("bots", "nonsense")), 400, "bad-bots", "nonsense", "expert-fixed");
        refused(create(husarln("bots", java.util.List.of("basic", "pimc"))), 400, "bad-bots", "one bot kind");
    }

    @Test
    void closingBeforeOpeningOrMoreThanSevenDaysAfterIsRefused() {
        String opens = inAnHour(Duration.ZERO);
        refused(create(husarln("opens", opens, "closes", inAnHour(Duration.ofMinutes(-1)))), 400, "bad-times",
                "\"closes\"", "must be after \"opens\"", opens);
        refused(create(husarln("opens", opens, "closes", opens)), 400, "bad-times", "must be after \"opens\"");
        refused(create(husarln("opens", opens, "closes", inAnHour(Duration.ofDays(7).plusSeconds(1)))), 400,
                "bad-times", "at most 7 days");
        refused(create(husarln("opens", CLOCK.instant().minus(Duration.ofDays(1)).toString())), 400, "bad-times",
                "in the past");
        refused(create(husarln("opens", "2026-12-07T18:00:00+01:00")), 400, "bad-times", "\"opens\"",
                "ISO 8601 UTC", "+01:00");
    }

    @Test
    void anEntryBeforeItOpensOrAfterItClosesIsRefused() {
        Visitor.Answer made = create(husarln("opens", inAnHour(Duration.ZERO)));
        assertThat(made.status()).as(made.body().toString()).isEqualTo(201);
        String id = made.body().get("id").asText();
        String opens = made.body().get("opens").asText();
        refused(anna.post("/api/tournaments/" + id + "/entries", Map.of()), 403, "not-open", id, "opens at " + opens);
        CLOCK.advance(Duration.ofDays(2));
        refused(anna.post("/api/tournaments/" + id + "/entries", Map.of()), 403, "not-open", id, "closed at");
    }

    @Test
    void aServerWhoseBotsAreAnotherVersionRefusesNewEntriesAndSaysWhy() throws SQLException {
        Config config = TestServer.config();
        String id;
        try (TestServer first = new TestServer(config, CLOCK)) {
            Visitor.Answer made = new Visitor(first).signUp("Bruno", PASSWORD).post("/api/tournaments", husarln());
            assertThat(made.status()).as(made.body().toString()).isEqualTo(201);
            id = made.body().get("id").asText();
        }
        // As if an older server had made it: its bots are another version than this server's.
        try (Connection db = DriverManager.getConnection(config.jdbcUrl())) {
            db.createStatement().executeUpdate("update tournament set bots_version = '0.0.1' where id = '" + id + "'");
        }
        try (TestServer upgraded = new TestServer(config, CLOCK)) {
            Visitor bruno = new Visitor(upgraded);
            assertThat(bruno.post("/api/session", Map.of("name", "Bruno", "password", PASSWORD)).status())
                    .isEqualTo(200);
            refused(bruno.post("/api/tournaments/" + id + "/entries", Map.of()), 409, "other-version", id,
                    "bots of tarock 0.0.1", "takes no new entries");
        }
    }
}
