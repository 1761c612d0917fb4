package org.tarock.server.players;

import java.time.Clock;
import java.util.Set;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import org.tarock.server.store.PlayerChange;
import org.tarock.server.store.PlayerRows;
import org.tarock.server.store.Store;
import org.tarock.server.table.ApiException;
import org.tarock.server.table.Tokens;

/**
 * Accounts (docs/protocol.md, "Accounts"): signing up and in, changing the password, closing; the names no guest
 * may sit under; the server bots' accounts. Names are unique after NFC and case folding; a closed account's name
 * stays reserved. There is no password recovery: the server knows no way to reach a player.
 */
public final class Accounts {
    private final Store store;
    private final Passwords passwords;
    private final Sessions sessions;
    private final SignInLimits limits;
    private final Clock clock;
    /** The bots whose accounts are known to be stored. */
    private final Set<String> botAccounts = ConcurrentHashMap.newKeySet();

    /** A session begun: its account and the token for the client's cookie. */
    public record SignedIn(Account account, String token) {
    }

    public Accounts(Store store, Passwords passwords, Sessions sessions, SignInLimits limits, Clock clock) {
        this.store = store;
        this.passwords = passwords;
        this.sessions = sessions;
        this.limits = limits;
        this.clock = clock;
    }

    public Sessions sessions() {
        return sessions;
    }

    /**
     * A new account and its first session: {@code 400 bad-name}, {@code 409 name-taken} (also for a bot's name and
     * a closed account's), {@code 400 weak-password}, {@code 429 rate-limited} (sign-ups from {@code address}).
     */
    public SignedIn signUp(String rawName, String password, String address) {
        limits.admitSignUp(address);
        String name = Names.valid(rawName);
        String key = Names.key(name);
        if (Names.isBot(name)) {
            throw new ApiException(409, "name-taken", "names beginning with \"" + Names.BOT_PREFIX
                    + "\" are the server bots'");
        }
        Passwords.checkStrength(password);
        if (store.players().account(key).isPresent()) {
            throw taken(name);
        }
        String hash = passwords.hash(password);
        String token = sessions.draw();
        try {
            Sessions.await(store.write(new PlayerChange.OpenAccount(key, name, hash, clock.instant(),
                    Tokens.digest(token))));
        } catch (CompletionException e) {
            // Another sign-up took the name meanwhile.
            throw taken(name);
        }
        limits.signedUp(address);
        return new SignedIn(new Account(key, name, false, clock.instant()), token);
    }

    private static ApiException taken(String name) {
        return new ApiException(409, "name-taken", "the name \"" + name + "\" belongs to an account already");
    }

    /**
     * A new session for the name and password: one answer, {@code 401 bad-credentials}, for a wrong name and a
     * wrong password (a name without an account costs a hash all the same); {@code 429 rate-limited} once the
     * failures for the name reach a limit.
     */
    public SignedIn signIn(String rawName, String password, String address) {
        String key = Names.key(rawName);
        limits.admitSignIn(key, address);
        PlayerRows.AccountRow row = store.players().account(key)
                .filter(a -> a.closed() == null && a.passwordHash() != null).orElse(null);
        boolean right = password.length() <= 4 * Passwords.MAX_LENGTH
                && passwords.verify(password, row == null ? null : row.passwordHash());
        if (!right) {
            limits.failed(key, address);
            throw new ApiException(401, "bad-credentials", "the name or the password is wrong");
        }
        String token = sessions.open(key);
        if (passwords.outdated(row.passwordHash())) {
            // Made again with the current parameters, now that the password is at hand; not waited for.
            store.write(new PlayerChange.SetPassword(key, passwords.hash(password), null, false));
        }
        return new SignedIn(Account.of(row), token);
    }

    /**
     * A new password, given the current one ({@code 403 bad-credentials} when it is wrong); every other session of
     * the account ends.
     */
    public void changePassword(Session session, String current, String next, String address) {
        checkPassword(session, current, address);
        Passwords.checkStrength(next);
        Sessions.await(store.write(new PlayerChange.SetPassword(session.account().key(), passwords.hash(next),
                session.digest(), true)));
    }

    /**
     * Closes the account, given its password: sign-in, sessions, profile and ratings go; the name stays reserved,
     * and the hand records keep the names as they were played.
     */
    public void close(Session session, String password, String address) {
        checkPassword(session, password, address);
        Sessions.await(store.write(new PlayerChange.CloseAccount(session.account().key(), clock.instant())));
    }

    /** A signed-in player's password check, counted against the same limits as a sign-in's. */
    private void checkPassword(Session session, String password, String address) {
        String key = session.account().key();
        limits.admitSignIn(key, address);
        String hash = store.players().account(key).map(PlayerRows.AccountRow::passwordHash).orElse(null);
        if (!passwords.verify(password, hash)) {
            limits.failed(key, address);
            throw new ApiException(403, "bad-credentials", "the password is wrong");
        }
    }

    /**
     * Refuses a guest's seat name that is an account's (open or closed) or a bot's: {@code 409 name-reserved}.
     */
    public void checkGuestName(String rawName) {
        String name = Names.valid(rawName);
        if (Names.isBot(name)) {
            throw new ApiException(409, "name-reserved", "names beginning with \"" + Names.BOT_PREFIX
                    + "\" are the server bots'");
        }
        if (store.players().account(Names.key(name)).isPresent()) {
            throw new ApiException(409, "name-reserved", "\"" + name + "\" is the name of an account; sign in to "
                    + "sit under it, or choose another");
        }
    }

    /** The account of the server bot of {@code kind} ({@code bot:KIND}), made the first time it is asked for. */
    public Account bot(String kind) {
        String name = Names.bot(kind);
        String key = Names.key(name);
        if (botAccounts.add(key)) {
            try {
                Sessions.await(store.write(new PlayerChange.OpenBotAccount(key, name, clock.instant())));
            } catch (RuntimeException e) {
                botAccounts.remove(key);
                throw e;
            }
        }
        return store.players().account(key).map(Account::of).orElseThrow();
    }
}
