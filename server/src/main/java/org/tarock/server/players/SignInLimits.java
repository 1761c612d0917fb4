package org.tarock.server.players;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.tarock.server.table.ApiException;

/**
 * How often sign-ups and failed sign-ins may come (docs/protocol.md, "Accounts"): sign-ups per client address,
 * failed sign-ins per name and address and per name alone, each as "at most N in any span of this length". Over
 * one, a request is refused {@code 429 rate-limited} before any password is hashed, with the seconds until the
 * oldest counted one leaves the span.
 */
public final class SignInLimits {

    /**
     * @param signUpsPerHour             accounts made an hour from one client address
     * @param failuresPerMinute          failed sign-ins a minute for one name from one address
     * @param failuresPerHourForName     failed sign-ins an hour for one name from all addresses together
     */
    public record Rules(int signUpsPerHour, int failuresPerMinute, int failuresPerHourForName) {
        public static final Rules DEFAULTS = new Rules(5, 10, 100);
        /** No limit (tests that sign many accounts up from loopback). */
        public static final Rules LIFTED = new Rules(Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE);
    }

    private static final Duration MINUTE = Duration.ofMinutes(1);
    private static final Duration HOUR = Duration.ofHours(1);

    private final Rules rules;
    private final Clock clock;
    private final Map<String, Window> signUps = new ConcurrentHashMap<>();
    private final Map<String, Window> failures = new ConcurrentHashMap<>();

    public SignInLimits(Rules rules, Clock clock) {
        this.rules = rules;
        this.clock = clock;
    }

    /** Refuses a sign-up from {@code address} once it has made its accounts for the hour. */
    void admitSignUp(String address) {
        refuseIfFull(signUps.get(address), rules.signUpsPerHour(), "accounts made from your address",
                "an hour");
    }

    void signedUp(String address) {
        signUps.computeIfAbsent(address, a -> new Window(rules.signUpsPerHour(), HOUR)).add(clock.instant());
    }

    /** Refuses a sign-in (or password check) for the name of {@code key} once its failures reach a limit. */
    void admitSignIn(String key, String address) {
        refuseIfFull(failures.get(pair(key, address)), rules.failuresPerMinute(),
                "failed sign-ins for this name from your address", "a minute");
        refuseIfFull(failures.get("name " + key), rules.failuresPerHourForName(), "failed sign-ins for this name",
                "an hour");
    }

    void failed(String key, String address) {
        Instant now = clock.instant();
        failures.computeIfAbsent(pair(key, address), k -> new Window(rules.failuresPerMinute(), MINUTE)).add(now);
        failures.computeIfAbsent("name " + key, k -> new Window(rules.failuresPerHourForName(), HOUR)).add(now);
    }

    /** Forgets the windows with nothing left in them. */
    public void forgetIdle() {
        Instant now = clock.instant();
        signUps.values().removeIf(w -> w.empty(now));
        failures.values().removeIf(w -> w.empty(now));
    }

    private static String pair(String key, String address) {
        return "name " + key + " from " + address;
    }

    private void refuseIfFull(Window w, int max, String what, String span) {
        long wait = w == null ? 0 : w.secondsUntilFree(clock.instant());
        if (wait > 0) {
            throw ApiException.tooMany("rate-limited", "too many " + what + " (at most " + max + " " + span
                    + "); try again in " + wait + " seconds", wait);
        }
    }

    /** The times of the last {@code max} events within {@code span}. */
    private static final class Window {
        private final int max;
        private final Duration span;
        private final ArrayDeque<Instant> times = new ArrayDeque<>();

        Window(int max, Duration span) {
            this.max = max;
            this.span = span;
        }

        synchronized void add(Instant now) {
            drop(now);
            times.addLast(now);
            while (times.size() > max) {
                times.removeFirst();
            }
        }

        /** Whole seconds until one more event fits (0: it does now). */
        synchronized long secondsUntilFree(Instant now) {
            drop(now);
            if (times.size() < max) {
                return 0;
            }
            long millis = Duration.between(now, times.peekFirst().plus(span)).toMillis();
            return Math.max(1, (millis + 999) / 1000);
        }

        synchronized boolean empty(Instant now) {
            drop(now);
            return times.isEmpty();
        }

        private void drop(Instant now) {
            while (!times.isEmpty() && !times.peekFirst().plus(span).isAfter(now)) {
                times.removeFirst();
            }
        }
    }
}
