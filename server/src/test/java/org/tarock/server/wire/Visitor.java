package org.tarock.server.wire;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;

/**
 * A browser's side of the HTTP API in a test: keeps the session cookie the server sets ({@code tarock_session}) and
 * sends it back, like a browser, with every request; sends JSON bodies as {@code application/json}.
 */
final class Visitor {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newHttpClient();
    private final URI uri;
    /** The session token, or null when signed out. */
    String session;

    Visitor(TestServer server) {
        this(server.uri);
    }

    /** A visitor of the server at {@code uri} (one in a process of its own). */
    Visitor(URI uri) {
        this.uri = uri;
    }

    /** A status, its body read as JSON, and the {@code Set-Cookie} lines. */
    record Answer(int status, JsonNode body, List<String> cookies, HttpResponse<String> response) {
        String code() {
            return body.path("code").asText();
        }
    }

    Answer get(String path) {
        return send("GET", path, null);
    }

    Answer post(String path, Map<String, ?> body) {
        return send("POST", path, body);
    }

    Answer delete(String path, Map<String, ?> body) {
        return send("DELETE", path, body);
    }

    /** A request with these header lines (name, value, ...), which replace the usual ones of the same name. */
    Answer send(String method, String path, Map<String, ?> body, String... headers) {
        try {
            String text = body == null ? "{}" : JSON.writeValueAsString(body);
            HttpRequest.Builder b = HttpRequest.newBuilder(uri.resolve(path));
            b = method.equals("GET") ? b.GET()
                    : b.header("Content-Type", "application/json").method(method, HttpRequest.BodyPublishers.ofString(text));
            for (int i = 0; i + 1 < headers.length; i += 2) {
                b.setHeader(headers[i], headers[i + 1]);
            }
            if (session != null) {
                b.header("Cookie", SessionCookies.NAME + "=" + session);
            }
            HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
            List<String> cookies = r.headers().allValues("Set-Cookie");
            for (String c : cookies) {
                if (c.startsWith(SessionCookies.NAME + "=")) {
                    String value = c.substring(SessionCookies.NAME.length() + 1, c.indexOf(';'));
                    session = value.isEmpty() ? null : value;
                }
            }
            return new Answer(r.statusCode(), r.body().isEmpty() ? JSON.nullNode() : JSON.readTree(r.body()), cookies, r);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Signs up; fails the test unless the account is made. */
    Visitor signUp(String name, String password) {
        Answer a = post("/api/accounts", Map.of("name", name, "password", password));
        if (a.status() != 201) {
            throw new AssertionError("not signed up: " + a.body());
        }
        return this;
    }
}
