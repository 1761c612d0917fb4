package org.tarock.server.wire;

import io.javalin.http.Context;
import java.util.Optional;
import org.tarock.server.players.Session;
import org.tarock.server.players.Sessions;
import org.tarock.server.table.ApiException;

/**
 * The session cookie {@code tarock_session}: {@code HttpOnly} (no script of the page reads it), {@code SameSite=Lax}
 * (another site's requests do not carry it, its links do), {@code Path=/}, {@code Secure} when the public address is
 * https, and the lifetime of a session unused.
 */
final class SessionCookies {
    static final String NAME = "tarock_session";

    private final Sessions sessions;
    private final boolean secure;

    SessionCookies(Sessions sessions, boolean secure) {
        this.sessions = sessions;
        this.secure = secure;
    }

    /** The live session the request's cookie holds, if any; its cookie is sent again when its use was recorded. */
    Optional<Session> of(Context ctx) {
        String token = ctx.cookie(NAME);
        Optional<Session> s = sessions.find(token);
        if (s.isPresent() && s.get().renewed()) {
            set(ctx, token);
        }
        return s;
    }

    /** The live session of the request, else {@code 401 not-signed-in}. */
    Session required(Context ctx) {
        return of(ctx).orElseThrow(() -> new ApiException(401, "not-signed-in", "sign in first (there is no "
                + "session, or it has ended)"));
    }

    /** The token the request's cookie holds, or null. */
    static String token(Context ctx) {
        return ctx.cookie(NAME);
    }

    void set(Context ctx, String token) {
        ctx.res().addHeader("Set-Cookie", cookie(token, sessions.lifetime().toSeconds()));
    }

    /** Tells the browser to drop the cookie. */
    void clear(Context ctx) {
        ctx.res().addHeader("Set-Cookie", cookie("", 0));
    }

    private String cookie(String value, long maxAge) {
        return NAME + "=" + value + "; Max-Age=" + maxAge + "; Path=/; HttpOnly; SameSite=Lax"
                + (secure ? "; Secure" : "");
    }
}
