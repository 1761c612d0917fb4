package org.tarock.server.players;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.tarock.server.store.PlayerChange;
import org.tarock.server.store.PlayerRows;
import org.tarock.server.store.Store;
import org.tarock.server.table.ApiException;
import org.tarock.server.table.Tokens;

/**
 * Sessions: a random token (256 bits) that only the client holds, stored as its SHA-256 digest like a seat token,
 * ended by signing out, by a password change (every other one), by closing the account, or by going unused for
 * {@code unused} (30 days unless configured). A use is recorded at most once an hour, so that reading a page
 * does not write to the database each time.
 */
public final class Sessions {
    private static final Duration RECORDED_EVERY = Duration.ofHours(1);

    private final Store store;
    private final Tokens tokens;
    private final Clock clock;
    private final Duration unused;

    public Sessions(Store store, Tokens tokens, Clock clock, Duration unused) {
        this.store = store;
        this.tokens = tokens;
        this.clock = clock;
        this.unused = unused;
    }

    /** How long a session lasts unused (the cookie's lifetime). */
    public Duration lifetime() {
        return unused;
    }

    /** A new token for a session of the account of {@code key}, stored before it is returned. */
    String open(String key) {
        String token = tokens.newToken();
        await(store.write(new PlayerChange.OpenSession(Tokens.digest(token), key, clock.instant())));
        return token;
    }

    /** A new token, not yet stored: for a change that stores the session with something else. */
    String draw() {
        return tokens.newToken();
    }

    /**
     * The session of {@code token}, if it is one that has not ended or expired and its account is open. An expired
     * session is ended here.
     */
    public Optional<Session> find(String token) {
        if (token == null || token.isEmpty() || token.length() > 128) {
            return Optional.empty();
        }
        String digest = Tokens.digest(token);
        PlayerRows.SessionRow row = store.players().session(digest).orElse(null);
        if (row == null || row.account().closed() != null) {
            return Optional.empty();
        }
        Instant now = clock.instant();
        if (!row.used().plus(unused).isAfter(now)) {
            store.write(new PlayerChange.EndSession(digest));
            return Optional.empty();
        }
        boolean renew = !row.used().plus(RECORDED_EVERY).isAfter(now);
        if (renew) {
            try {
                store.write(new PlayerChange.TouchSession(digest, now)).join();
            } catch (CompletionException e) {
                // A use not recorded shortens the session by at most the hour; the request goes on.
                renew = false;
            }
        }
        return Optional.of(new Session(Account.of(row.account()), digest, renew));
    }

    /** The session the client of {@code token} signs out of (nothing when there is none). */
    public void end(String token) {
        if (token != null && !token.isEmpty()) {
            await(store.write(new PlayerChange.EndSession(Tokens.digest(token))));
        }
    }

    /** Signs out everywhere: every session of the account ends. */
    public void endAll(Session session) {
        await(store.write(new PlayerChange.EndSessions(session.account().key(), null)));
    }

    /** Ends the sessions that have expired (they are refused anyway; this keeps the table small). */
    public void sweep() {
        store.write(new PlayerChange.EndSessionsUnusedSince(clock.instant().minus(unused)));
    }

    /** Waits for a write; a write the database did not take is {@code 503 store-failed}. */
    static void await(CompletableFuture<Void> write) {
        try {
            write.join();
        } catch (CompletionException e) {
            if (Store.duplicateKey(e)) {
                throw e;
            }
            throw new ApiException(503, "store-failed", "the database did not take the change; try again");
        }
    }
}
