package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Strict input: what clients send is exactly one JSON value of UTF-8 text, and every error, Jetty's own
 * included, is the protocol's JSON error body with a message free of library internals.
 */
class StrictInputTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static JsonNode error(HttpResponse<String> r, int status, String code) throws Exception {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(status);
        assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("application/json");
        JsonNode body = JSON.readTree(r.body());
        assertThat(body.get("code").asText()).as(r.body()).isEqualTo(code);
        assertThat(body.get("message").asText()).doesNotContain("`", "Feature", "Source", "com.fasterxml", "jetty");
        return body;
    }

    private static HttpResponse<String> create(String body) {
        return server.raw("POST", "/api/tables", body);
    }

    @Test
    void textAfterTheBodyIsMalformedAndMakesNoTable() throws Exception {
        int before = server.get("/api/tables").get("tables").size();
        JsonNode e = error(create("{\"game\": \"bavarian-tarock\"} xyz"), 400, "malformed");
        assertThat(e.get("message").asText()).startsWith("the body is not JSON (line 1, column 29): Unrecognized "
                + "token 'xyz'");
        assertThat(error(create("{\"game\": \"bavarian-tarock\"} {}"), 400, "malformed").get("message").asText())
                .isEqualTo("the body is not JSON (line 1, column 29): text after the JSON value");
        assertThat(server.get("/api/tables").get("tables").size()).isEqualTo(before);
    }

    @Test
    void aKeyTwiceIsMalformed() throws Exception {
        JsonNode e = error(create("{\"game\": \"bavarian-tarock\", \"game\": \"german-tarok\"}"), 400, "malformed");
        assertThat(e.get("message").asText()).contains("Duplicate field 'game'");
    }

    @Test
    void aBodyThatIsNotUtf8IsMalformed() throws Exception {
        byte[] body = {'{', '"', 'g', 'a', 'm', 'e', '"', ':', '"', (byte) 0xff, '"', '}'};
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create(server.server.url()).resolve("/api/tables"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(error(r, 400, "malformed").get("message").asText()).isEqualTo("the body is not UTF-8 text");
    }

    @Test
    void nonStandardJsonIsNamedWithoutTheLibrarysFeatures() throws Exception {
        JsonNode e = error(create("{\"game\": \"bavarian-tarock\", \"hands\": NaN}"), 400, "malformed");
        assertThat(e.get("message").asText()).isEqualTo("the body is not JSON (line 1, column 41): Non-standard "
                + "token 'NaN'");
        error(create("{\"game\": \"bavarian-tarock\", \"hands\": +1}"), 400, "malformed");
        error(create("{\"game\": [1, 2"), 400, "malformed");
    }

    @Test
    void hugeIntegersAreNamedAsWritten() throws Exception {
        JsonNode e = error(create("{\"game\": \"bavarian-tarock\", \"rules\": {\"haferl-stake\": "
                + "99999999999999999999999}}"), 400, "bad-rules");
        assertThat(e.get("message").asText()).isEqualTo("rules.haferl-stake: 99999999999999999999999 is too large "
                + "(valid: integer from 1 to 2147483647)");
        JsonNode big = error(create("{\"game\": \"bavarian-tarock\", \"rules\": {\"haferl-stake\": 2147483648}}"),
                400, "bad-rules");
        assertThat(big.get("message").asText()).isEqualTo("rules.haferl-stake: 2147483648 is too large (valid: "
                + "integer from 1 to 2147483647)");
    }

    @Test
    void aSeatNumberPastTheIntRangeIsNamedAsOutOfRange() throws Exception {
        String table = server.create(Map.of("game", "bavarian-tarock"));
        JsonNode e = error(server.raw("POST", "/api/tables/" + table + "/seats/2147483648", "{\"name\": \"Anna\"}"),
                400, "malformed");
        assertThat(e.get("message").asText()).isEqualTo("seat 2147483648 is out of range (at most 2147483647)");
    }

    /** Sends raw bytes to the server and returns everything it answers before closing. */
    private static String rawHttp(String request) throws Exception {
        try (Socket s = new Socket("localhost", server.server.port())) {
            s.setSoTimeout(10_000);
            OutputStream out = s.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = s.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    private static JsonNode jsonOf(String response, int status, String code) throws Exception {
        assertThat(response).startsWith("HTTP/1.1 " + status + " ");
        assertThat(response.lines().filter(l -> l.toLowerCase(java.util.Locale.ROOT).startsWith("content-type:")))
                .singleElement().asString().contains("application/json");
        JsonNode body = JSON.readTree(response.substring(response.indexOf("\r\n\r\n") + 4));
        assertThat(body.get("code").asText()).isEqualTo(code);
        return body;
    }

    @Test
    void jettysOwnErrorsAreTheProtocolsJsonBody() throws Exception {
        jsonOf(rawHttp("GET /api/games HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n"), 400, "malformed");
        assertThat(jsonOf(rawHttp("GET /" + "a".repeat(20_000) + " HTTP/1.1\r\nHost: x\r\n\r\n"), 414, "oversized")
                .get("message").asText()).isEqualTo("the address is too long");
        assertThat(jsonOf(rawHttp("GET /api/games HTTP/1.1\r\nHost: x\r\nX-Big: " + "b".repeat(20_000)
                + "\r\n\r\n"), 431, "oversized").get("message").asText()).isEqualTo("the request headers are too long");
    }

    /**
     * A text frame that is not UTF-8 never reaches the protocol: the WebSocket layer closes the connection with
     * 1007 (invalid frame payload data), as RFC 6455 section 8.1 requires of it.
     */
    @Test
    void aWebSocketTextFrameThatIsNotUtf8ClosesTheConnectionWith1007() throws Exception {
        try (Socket s = new Socket("localhost", server.server.port())) {
            s.setSoTimeout(10_000);
            OutputStream out = s.getOutputStream();
            out.write(("GET /ws HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = s.getInputStream();
            StringBuilder head = new StringBuilder();
            while (!head.toString().endsWith("\r\n\r\n")) {
                head.append((char) in.read());
            }
            assertThat(head.toString()).startsWith("HTTP/1.1 101 ");
            byte[] payload = {'{', '"', (byte) 0xff, '"', '}'};
            byte[] mask = {1, 2, 3, 4};
            byte[] frame = new byte[2 + 4 + payload.length];
            frame[0] = (byte) 0x81;
            frame[1] = (byte) (0x80 | payload.length);
            System.arraycopy(mask, 0, frame, 2, 4);
            for (int i = 0; i < payload.length; i++) {
                frame[6 + i] = (byte) (payload[i] ^ mask[i % 4]);
            }
            out.write(frame);
            out.flush();
            int opcode = in.read() & 0x0f;
            int length = in.read() & 0x7f;
            byte[] body = in.readNBytes(length);
            assertThat(opcode).as("a close frame").isEqualTo(8);
            assertThat(((body[0] & 0xff) << 8) | (body[1] & 0xff)).isEqualTo(1007);
        }
    }

    @Test
    void webSocketMessagesAreReadStrictly() {
        try (Probe p = server.connect()) {
            p.sendRaw("{\"type\":\"ping\",\"id\":\"a\"} {}");
            JsonNode trailing = p.next();
            assertThat(trailing.get("code").asText()).isEqualTo("malformed");
            assertThat(trailing.get("message").asText()).isEqualTo("the message is not JSON (line 1, column 26): "
                    + "text after the JSON value");
            p.sendRaw("{\"type\":\"ping\",\"type\":\"hello\"}");
            assertThat(p.next().get("code").asText()).isEqualTo("malformed");
            p.sendRaw("{\"type\":\"ping\",\"id\":NaN}");
            assertThat(p.next().get("message").asText()).doesNotContain("JsonReadFeature");
            p.sendRaw("{\"type\":\"sync\",\"after\":99999999999999999999999}");
            assertThat(p.next().get("message").asText()).isEqualTo("\"after\": 99999999999999999999999 is larger "
                    + "than any version");
            p.sendBinary("{\"type\":\"ping\"}".getBytes(StandardCharsets.UTF_8));
            JsonNode binary = p.next();
            assertThat(binary.get("code").asText()).isEqualTo("malformed");
            assertThat(binary.get("message").asText()).contains("binary");
            p.send(Map.of("type", "ping", "id", "still-here"));
            assertThat(p.answer("still-here").get("type").asText()).isEqualTo("pong");
        }
    }

    @Test
    void aBrokenChunkedBodyIsABadRequestAndLogsNoStackTrace() throws Exception {
        String table = server.create(Map.of("game", "bavarian-tarock"));
        java.util.List<String> answers = new java.util.ArrayList<>();
        String log = Logs.during(() -> {
            for (String path : new String[] {"/api/tables", "/api/tables/" + table + "/close",
                    "/api/tables/" + table + "/again"}) {
                answers.add(rawHttp("POST " + path + " HTTP/1.1\r\nHost: x\r\nContent-Type: application/json"
                        + "\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n"));
            }
        });
        assertThat(log).as(log).doesNotContain("Exception").doesNotContain("\tat ");
        for (String answer : answers) {
            JsonNode e = jsonOf(answer, 400, "bad-request");
            assertThat(e.get("message").asText()).doesNotContain("\n").contains("could not be read");
        }
        assertThat(log.lines().count()).isLessThanOrEqualTo(3);
    }

    @Test
    void aRefusalRepeatsAtMostTheFirst60CharactersOfWhatTheClientSent() throws Exception {
        String table = server.create(Map.of("game", "bavarian-tarock", "seats", java.util.List.of("open", "basic",
                "basic")));
        String token = server.join(table, 0, "Anna");
        String act = "x".repeat(4000);
        try (Probe p = server.connect()) {
            p.hello(table, token);
            p.send(Map.of("type", "act", "id", "long", "act", act));
            JsonNode refused = p.answer("long");
            assertThat(refused.get("code").asText()).isEqualTo("unknown-action");
            assertThat(refused.toString().length()).isLessThan(500);
            assertThat(refused.get("args").get("text").asText()).isEqualTo("x".repeat(60) + "…");
            assertThat(refused.get("message").asText()).contains("x".repeat(60) + "…").doesNotContain("x".repeat(61));
            p.send(Map.of("type", "hello", "id", "gone", "table", act));
            JsonNode unknown = p.answer("gone");
            assertThat(unknown.get("code").asText()).isEqualTo("unknown-table");
            assertThat(unknown.get("message").asText()).isEqualTo("there is no table \"" + "x".repeat(60) + "…\"");
            p.send(Map.of("type", act, "id", "type"));
            assertThat(p.answer("type").get("message").asText()).doesNotContain("x".repeat(61));
        }
    }
}
