package org.tarock.server.wire;

import io.javalin.http.Context;
import java.util.Optional;
import org.tarock.server.table.ApiException;

/** Who sends a request: the name of the account it is signed in with, if any. */
interface SignedIn {
    Optional<String> name(Context ctx);

    /** The account of the request's session cookie. */
    static SignedIn by(SessionCookies cookies) {
        return ctx -> cookies.of(ctx).map(s -> s.account().name());
    }

    /** The account's name, else {@code 401 not-signed-in}. */
    default String required(Context ctx) {
        return name(ctx).orElseThrow(() -> new ApiException(401, "not-signed-in", "sign in first (there is no "
                + "session, or it has ended)"));
    }
}
