package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tarock.server.players.SignInLimits;
import org.tarock.server.table.Tokens;

/**
 * Accounts and sessions over HTTP (docs/protocol.md, "Accounts"): signing up and in, one answer for a wrong name
 * or password, names unique after NFC and case folding, the cookie's attributes, signing out here and everywhere,
 * a password change ending the other sessions, closing an account, expiry after 30 days unused.
 */
class AccountsTest {
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = new TestServer(TestServer.config());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void signingUpAnswers201WithTheAccountAndASession() {
        Visitor anna = new Visitor(server);
        Visitor.Answer a = anna.post("/api/accounts", Map.of("name", "  Anna  ", "password", "correct horse"));
        assertThat(a.status()).isEqualTo(201);
        assertThat(a.body().get("name").asText()).isEqualTo("Anna");
        assertThat(a.body().get("bot").asBoolean()).isFalse();
        assertThat(anna.session).isNotNull();
        Visitor.Answer me = anna.get("/api/me");
        assertThat(me.status()).isEqualTo(200);
        assertThat(me.body().get("name").asText()).isEqualTo("Anna");
    }

    @Test
    void theSessionCookieIsHttpOnlyLaxOnTheWholeSiteFor30Days() {
        Visitor.Answer a = new Visitor(server).post("/api/accounts", Map.of("name", "Berta", "password", "12345678"));
        assertThat(a.cookies()).hasSize(1);
        assertThat(a.cookies().getFirst()).matches("tarock_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=/; "
                + "HttpOnly; SameSite=Lax");
    }

    @Test
    void theSessionCookieIsSecureWhenThePublicAddressIsHttps() {
        try (TestServer s = new TestServer(TestServer.config().withPublicUrl(URI.create("https://tarock.example.org/"))
                .withPlayers(TestServer.config().players()))) {
            Visitor v = new Visitor(s);
            Visitor.Answer a = v.send("POST", "/api/accounts", Map.of("name", "Clara", "password", "12345678"),
                    "Origin", "https://tarock.example.org");
            assertThat(a.status()).isEqualTo(201);
            assertThat(a.cookies().getFirst()).endsWith("; HttpOnly; SameSite=Lax; Secure");
            assertThat(v.send("POST", "/api/accounts", Map.of("name", "Dora", "password", "12345678"),
                    "Origin", "http://tarock.example.org").code()).isEqualTo("bad-origin");
        }
    }

    @Test
    void signingInWithTheRightPasswordBeginsASession() {
        new Visitor(server).signUp("Emil", "emil's password");
        Visitor emil = new Visitor(server);
        assertThat(emil.get("/api/me").status()).isEqualTo(401);
        Visitor.Answer in = emil.post("/api/session", Map.of("name", "EMIL", "password", "emil's password"));
        assertThat(in.status()).isEqualTo(200);
        assertThat(in.body().get("name").asText()).isEqualTo("Emil");
        assertThat(emil.get("/api/me").body().get("name").asText()).isEqualTo("Emil");
    }

    @Test
    void aWrongPasswordAndAnUnknownNameAreOneAnswer() {
        new Visitor(server).signUp("Frieda", "frieda's password");
        Visitor.Answer wrong = new Visitor(server).post("/api/session", Map.of("name", "Frieda", "password", "guessed!"));
        Visitor.Answer unknown = new Visitor(server).post("/api/session", Map.of("name", "Nobody", "password", "guessed!"));
        assertThat(wrong.status()).isEqualTo(401);
        assertThat(wrong.code()).isEqualTo("bad-credentials");
        assertThat(unknown.body()).isEqualTo(wrong.body());
        assertThat(wrong.cookies()).isEmpty();
    }

    @Test
    void namesAreOneAfterNfcAndCaseFolding() {
        new Visitor(server).signUp("Strauß", "12345678");
        for (String same : new String[] {"STRAUSS", "strauss", "Strau\u00df"}) {
            Visitor.Answer a = new Visitor(server).post("/api/accounts", Map.of("name", same, "password", "12345678"));
            assertThat(a.status()).as(same).isEqualTo(409);
            assertThat(a.code()).isEqualTo("name-taken");
        }
        new Visitor(server).signUp("Zoe\u0301", "12345678");
        assertThat(new Visitor(server).post("/api/accounts", Map.of("name", "ZO\u00c9", "password", "12345678"))
                .code()).isEqualTo("name-taken");
    }

    @Test
    void namesBeginningBotAreTheBots() {
        Visitor.Answer a = new Visitor(server).post("/api/accounts", Map.of("name", "Bot:basic", "password", "12345678"));
        assertThat(a.status()).isEqualTo(409);
        assertThat(a.code()).isEqualTo("name-taken");
    }

    @Test
    void aNameFollowsTheSeatNameRulesAndAPasswordHasEightCharacters() {
        assertThat(new Visitor(server).post("/api/accounts", Map.of("name", " ", "password", "12345678")).code())
                .isEqualTo("bad-name");
        assertThat(new Visitor(server).post("/api/accounts", Map.of("name", "x".repeat(33), "password", "12345678"))
                .code()).isEqualTo("bad-name");
        Visitor.Answer weak = new Visitor(server).post("/api/accounts", Map.of("name", "Gustav", "password", "1234567"));
        assertThat(weak.status()).isEqualTo(400);
        assertThat(weak.code()).isEqualTo("weak-password");
    }

    @Test
    void signingOutEndsThisSessionOnly() {
        Visitor here = new Visitor(server).signUp("Hanna", "hanna's password");
        Visitor there = new Visitor(server);
        there.post("/api/session", Map.of("name", "Hanna", "password", "hanna's password"));
        Visitor.Answer out = here.delete("/api/session", null);
        assertThat(out.status()).isEqualTo(200);
        assertThat(out.cookies().getFirst()).startsWith("tarock_session=; Max-Age=0;");
        assertThat(here.session).isNull();
        assertThat(there.get("/api/me").status()).isEqualTo(200);
    }

    @Test
    void signingOutEverywhereEndsEverySession() {
        Visitor here = new Visitor(server).signUp("Ida", "ida's password");
        Visitor there = new Visitor(server);
        there.post("/api/session", Map.of("name", "Ida", "password", "ida's password"));
        String kept = there.session;
        assertThat(here.delete("/api/sessions", null).status()).isEqualTo(200);
        there.session = kept;
        assertThat(there.get("/api/me").code()).isEqualTo("not-signed-in");
    }

    @Test
    void aPasswordChangeEndsEveryOtherSession() {
        Visitor here = new Visitor(server).signUp("Jakob", "old password");
        Visitor there = new Visitor(server);
        there.post("/api/session", Map.of("name", "Jakob", "password", "old password"));
        assertThat(here.post("/api/me/password", Map.of("old", "wrong one", "new", "new password")).code())
                .isEqualTo("bad-credentials");
        assertThat(here.post("/api/me/password", Map.of("old", "old password", "new", "new password")).status())
                .isEqualTo(200);
        assertThat(here.get("/api/me").status()).isEqualTo(200);
        assertThat(there.get("/api/me").status()).isEqualTo(401);
        assertThat(new Visitor(server).post("/api/session", Map.of("name", "Jakob", "password", "old password"))
                .status()).isEqualTo(401);
        assertThat(new Visitor(server).post("/api/session", Map.of("name", "Jakob", "password", "new password"))
                .status()).isEqualTo(200);
    }

    @Test
    void aClosedAccountIsGoneButItsNameStaysReserved() {
        Visitor karl = new Visitor(server).signUp("Karl", "karl's password");
        assertThat(server.get("/api/players/karl").get("name").asText()).isEqualTo("Karl");
        assertThat(karl.delete("/api/me", Map.of("password", "wrong one")).code()).isEqualTo("bad-credentials");
        assertThat(karl.delete("/api/me", Map.of("password", "karl's password")).status()).isEqualTo(200);
        assertThat(karl.get("/api/me").status()).isEqualTo(401);
        assertThat(new Visitor(server).post("/api/session", Map.of("name", "Karl", "password", "karl's password"))
                .code()).isEqualTo("bad-credentials");
        assertThat(new Visitor(server).get("/api/players/Karl").code()).isEqualTo("unknown-player");
        assertThat(new Visitor(server).post("/api/accounts", Map.of("name", "karl", "password", "12345678")).code())
                .isEqualTo("name-taken");
        String table = server.create(Map.of("game", "bavarian-tarock", "seats", java.util.List.of("open", "basic",
                "basic")));
        assertThat(new Visitor(server).post("/api/tables/" + table + "/seats/0", Map.of("name", "KARL")).code())
                .isEqualTo("name-reserved");
    }

    @Test
    void aGuestIsRefusedAnAccountsNameOrABotsAtAnyTable() {
        new Visitor(server).signUp("Lena", "lena's password");
        String table = server.create(Map.of("game", "bavarian-tarock", "seats", java.util.List.of("open", "open",
                "basic")));
        Visitor guest = new Visitor(server);
        for (String name : new String[] {"lena", "LENA", "bot:basic", "BOT:anything"}) {
            Visitor.Answer a = guest.post("/api/tables/" + table + "/seats/0", Map.of("name", name));
            assertThat(a.status()).as(name).isEqualTo(409);
            assertThat(a.code()).as(name).isEqualTo("name-reserved");
        }
        assertThat(guest.post("/api/tables/" + table + "/seats/0", Map.of("name", "Lena's cousin")).status())
                .isEqualTo(201);
    }

    @Test
    void aSignedInPlayerSitsUnderHisAccountsName() {
        Visitor mia = new Visitor(server).signUp("Mia", "mia's password");
        String table = server.create(Map.of("game", "bavarian-tarock", "seats", java.util.List.of("open", "open",
                "basic")));
        assertThat(mia.post("/api/tables/" + table + "/seats/0", Map.of("name", "Someone else")).code())
                .isEqualTo("bad-name");
        assertThat(mia.post("/api/tables/" + table + "/seats/0", Map.of()).status()).isEqualTo(201);
        assertThat(server.get("/api/tables/" + table).get("seats").get(0).get("name").asText()).isEqualTo("Mia");
    }

    @Test
    void aStateChangingRequestMustBeJsonFromTheOwnOrigin() {
        Visitor v = new Visitor(server);
        String own = "http://localhost:" + server.server.port();
        Visitor.Answer foreign = v.send("POST", "/api/accounts", Map.of("name", "Nina", "password", "12345678"),
                "Origin", "https://evil.example");
        assertThat(foreign.status()).isEqualTo(403);
        assertThat(foreign.code()).isEqualTo("bad-origin");
        assertThat(v.send("POST", "/api/tables", Map.of("game", "bavarian-tarock"), "Origin", "null").code())
                .isEqualTo("bad-origin");
        Visitor.Answer form = v.send("POST", "/api/session", Map.of("name", "Nina", "password", "12345678"),
                "Content-Type", "text/plain");
        assertThat(form.status()).isEqualTo(415);
        assertThat(form.code()).isEqualTo("not-json");
        assertThat(v.send("POST", "/api/accounts", Map.of("name", "Nina", "password", "12345678"), "Origin", own)
                .status()).isEqualTo(201);
        assertThat(v.send("GET", "/api/me", null, "Origin", "https://evil.example").status()).isEqualTo(200);
    }

    @Test
    void aWebSocketUpgradeWithTheSessionCookieFromAnotherSiteIsRefused() throws Exception {
        Visitor olga = new Visitor(server).signUp("Olga", "olga's password");
        String cookie = "Cookie: tarock_session=" + olga.session + "\r\n";
        String own = "http://localhost:" + server.server.port();
        assertThat(upgrade(cookie + "Origin: https://evil.example\r\n")).startsWith("HTTP/1.1 403")
                .contains("bad-origin");
        assertThat(upgrade(cookie + "Origin: " + own + "\r\n")).startsWith("HTTP/1.1 101");
        assertThat(upgrade("Origin: https://evil.example\r\n")).as("no cookie: nothing to misuse")
                .startsWith("HTTP/1.1 101");
    }

    /** The answer's head (and a refusal's body) to a WebSocket upgrade request with these header lines. */
    private static String upgrade(String headers) throws Exception {
        try (java.net.Socket s = new java.net.Socket("localhost", server.server.port())) {
            s.getOutputStream().write(("GET /ws HTTP/1.1\r\nHost: localhost:" + server.server.port() + "\r\n"
                    + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n" + headers + "\r\n")
                    .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            s.setSoTimeout(5000);
            byte[] buffer = new byte[4096];
            int n = s.getInputStream().read(buffer);
            return new String(buffer, 0, Math.max(0, n), java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    @Test
    void signUpsFromOneAddressAreLimited() {
        try (TestServer s = new TestServer(TestServer.config().withPlayers(TestServer.config().players()
                .withSignIns(new SignInLimits.Rules(2, 10, 100))))) {
            new Visitor(s).signUp("Paul", "12345678");
            new Visitor(s).signUp("Quirin", "12345678");
            Visitor.Answer third = new Visitor(s).post("/api/accounts", Map.of("name", "Rosa", "password", "12345678"));
            assertThat(third.status()).isEqualTo(429);
            assertThat(third.code()).isEqualTo("rate-limited");
            assertThat(Long.parseLong(third.response().headers().firstValue("Retry-After").orElseThrow()))
                    .isBetween(3500L, 3600L);
        }
    }

    @Test
    void failedSignInsAreLimitedPerNameAndAddressAndPerName() {
        Config config = TestServer.config();
        config = config.withLimits(config.limits().trusting(Set.of("127.0.0.1", "::1")))
                .withPlayers(config.players().withSignIns(new SignInLimits.Rules(100, 3, 5)));
        try (TestServer s = new TestServer(config)) {
            new Visitor(s).signUp("Sepp", "sepp's password");
            Visitor v = new Visitor(s);
            for (int i = 0; i < 3; i++) {
                assertThat(signIn(v, "Sepp", "wrong", "192.0.2.1").status()).isEqualTo(401);
            }
            Visitor.Answer perAddress = signIn(v, "Sepp", "sepp's password", "192.0.2.1");
            assertThat(perAddress.status()).as("the right password too, once the limit is reached").isEqualTo(429);
            assertThat(perAddress.code()).isEqualTo("rate-limited");
            assertThat(Long.parseLong(perAddress.response().headers().firstValue("Retry-After").orElseThrow()))
                    .isBetween(50L, 60L);
            assertThat(signIn(v, "Sepp", "wrong", "192.0.2.2").status()).isEqualTo(401);
            assertThat(signIn(v, "Sepp", "wrong", "192.0.2.3").status()).isEqualTo(401);
            Visitor.Answer perName = signIn(v, "sepp", "sepp's password", "192.0.2.4");
            assertThat(perName.status()).isEqualTo(429);
            assertThat(Long.parseLong(perName.response().headers().firstValue("Retry-After").orElseThrow()))
                    .isBetween(3500L, 3600L);
            assertThat(signIn(v, "Theo", "wrong", "192.0.2.1").status()).as("another name").isEqualTo(401);
        }
    }

    private static Visitor.Answer signIn(Visitor v, String name, String password, String address) {
        return v.send("POST", "/api/session", Map.of("name", name, "password", password), "X-Forwarded-For", address);
    }

    @Test
    void aSessionExpiresAfter30DaysUnused() {
        TestClock clock = new TestClock();
        try (TestServer s = new TestServer(TestServer.config(), clock, Tokens.secure())) {
            Visitor ute = new Visitor(s).signUp("Ute", "ute's password");
            clock.advance(Duration.ofDays(29));
            Visitor.Answer used = ute.get("/api/me");
            assertThat(used.status()).isEqualTo(200);
            assertThat(used.cookies()).as("its use renews the cookie").hasSize(1);
            clock.advance(Duration.ofDays(29));
            assertThat(ute.get("/api/me").status()).as("29 days unused again").isEqualTo(200);
            clock.advance(Duration.ofDays(30));
            assertThat(ute.get("/api/me").code()).isEqualTo("not-signed-in");
        }
    }
}
