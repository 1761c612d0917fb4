package org.tarock.server.wire;

import io.javalin.http.Context;
import java.net.URI;
import java.util.Locale;
import java.util.Set;
import org.tarock.server.table.ApiException;

/**
 * The checks that keep another site from using a visitor's session (docs/protocol.md, "Accounts"): every
 * state-changing request must be {@code application/json}, which a form of another site cannot send without the
 * browser asking first, and, where the browser names an {@code Origin}, come from the server's own: the origin
 * of {@code --public-url}, or without one the origin of the request's own {@code Host}. A WebSocket upgrade that
 * brings the session cookie is held to the same origin.
 */
final class Origins {
    private static final Set<String> STATE_CHANGING = Set.of("POST", "PUT", "PATCH", "DELETE");

    /** The origin of the public address ({@code https://tarock.example.org}), or null. */
    private final String own;
    private final boolean secure;

    Origins(URI publicUrl) {
        this.own = publicUrl == null ? null : origin(publicUrl);
        this.secure = publicUrl != null && "https".equalsIgnoreCase(publicUrl.getScheme());
    }

    /**
     * The origin of an address as a browser writes it: scheme and host in lower case, the port only when it is not
     * the scheme's own.
     */
    static String origin(URI url) {
        String scheme = url.getScheme().toLowerCase(Locale.ROOT);
        int port = url.getPort();
        boolean usual = port == -1 || scheme.equals("http") && port == 80 || scheme.equals("https") && port == 443;
        return scheme + "://" + url.getHost().toLowerCase(Locale.ROOT) + (usual ? "" : ":" + port);
    }

    /**
     * Checks a public address given to the server: {@code http} or {@code https} with a host, and nothing but a
     * path after it.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    static URI checkPublicUrl(String text) {
        URI url;
        try {
            url = new URI(text);
        } catch (java.net.URISyntaxException e) {
            throw new IllegalArgumentException("not an address: " + e.getMessage());
        }
        if (url.getScheme() == null || !url.getScheme().matches("(?i)https?") || url.getHost() == null
                || url.getRawQuery() != null || url.getRawFragment() != null || url.getRawUserInfo() != null) {
            throw new IllegalArgumentException("the public address is http:// or https:// and a host, as people open "
                    + "the server (https://tarock.example.org/), not " + org.tarock.engine.Echo.of(text));
        }
        return url;
    }

    /** Whether the session cookie is sent only over https (the public address is https). */
    boolean secure() {
        return secure;
    }

    /** The check of every request under {@code /api/}: a state-changing one must be JSON from the own origin. */
    void checkRequest(Context ctx) {
        if (!STATE_CHANGING.contains(ctx.method().name())) {
            return;
        }
        String type = ctx.header("Content-Type");
        String media = type == null ? "" : type.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
        if (!media.equals("application/json")) {
            throw new ApiException(415, "not-json", "a request that changes something is sent as application/json");
        }
        checkOrigin(ctx);
    }

    /**
     * Refuses ({@code 403 bad-origin}) a request whose browser names an origin other than the server's own; a
     * request without {@code Origin} (a program, or a browser's same-origin GET) passes. Without a public address
     * the origin's host and port must be the request's {@code Host} (over either scheme: behind a TLS proxy the
     * server sees http where the browser sees https).
     */
    void checkOrigin(Context ctx) {
        String origin = ctx.header("Origin");
        if (origin == null) {
            return;
        }
        String given = origin.strip().toLowerCase(Locale.ROOT);
        boolean own = this.own != null ? given.equals(this.own) : authority(given).equals(host(ctx));
        if (!own) {
            throw new ApiException(403, "bad-origin", "this request came from a page of another site ("
                    + org.tarock.engine.Echo.of(origin) + "); the server takes it only from its own pages");
        }
    }

    /** The host and port of an origin as a browser writes it ({@code http://localhost:8080}), or "" for none. */
    private static String authority(String origin) {
        try {
            URI url = new URI(origin);
            if (url.getScheme() == null || url.getHost() == null || !url.getScheme().matches("https?")) {
                return "\0";
            }
            return url.getHost() + (url.getPort() == -1 ? "" : ":" + url.getPort());
        } catch (java.net.URISyntaxException e) {
            return "\0";
        }
    }

    /** The request's {@code Host}, lower case, without a default port. */
    private static String host(Context ctx) {
        String host = ctx.header("Host");
        if (host == null) {
            return "";
        }
        return host.strip().toLowerCase(Locale.ROOT).replaceFirst(":(80|443)$", "");
    }
}
