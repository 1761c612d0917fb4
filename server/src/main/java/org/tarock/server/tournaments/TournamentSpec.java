package org.tarock.server.tournaments;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.tarock.bots.Bots;
import org.tarock.engine.Echo;
import org.tarock.engine.Game;
import org.tarock.server.table.ApiException;

/**
 * A tournament as its creator asked for it, checked: a game whose deals are played once each at a table of three,
 * the number of deals, the bot kind of the other seats, when it opens and closes, and whether it is reachable by
 * its link only (not listed).
 *
 * @param game     the game with the rules in force
 * @param deals    how many deals every entry plays (1 to {@value #MAX_DEALS})
 * @param bots     the kind of every server bot of its tables, one that decides the same on any machine
 * @param opens    when entries open
 * @param closes   when it closes (after {@code opens}, at most {@link #LONGEST} later)
 * @param linkOnly whether it is left out of the list, reachable by its link only
 */
public record TournamentSpec(Game game, int deals, String bots, Instant opens, Instant closes, boolean linkOnly) {
    public static final int MAX_DEALS = 48;
    public static final int DEFAULT_DEALS = 12;
    public static final String DEFAULT_BOTS = "expert-fixed";
    public static final Duration DEFAULT_LENGTH = Duration.ofHours(24);
    public static final Duration LONGEST = Duration.ofDays(7);
    /** How far in the past an opening time may lie (a client's clock running behind), taken as now. */
    static final Duration SKEW = Duration.ofMinutes(5);

    /**
     * Checks a creation request's values; null stands for a value not given (the defaults: {@value #DEFAULT_DEALS}
     * deals, {@value #DEFAULT_BOTS}, opening now, closing {@link #DEFAULT_LENGTH} after opening). Times are kept to
     * the second.
     *
     * @throws ApiException {@code bad-rules} for rules under which the deals would differ from entry to entry
     *                      (four at the table, a deal that can be annulled), {@code bad-deals}, {@code bad-bots},
     *                      {@code bad-times}
     */
    public static TournamentSpec of(Game game, Integer deals, String bots, Instant opens, Instant closes,
                                    boolean linkOnly, Instant now) {
        if (game.tableSize() != 3) {
            throw new ApiException(400, "bad-rules", "a tournament is played at a table of three: every entry plays "
                    + "the same deals in the same seat, which a table of four, where the dealer sits out, cannot give");
        }
        if (game.annulsDeals()) {
            throw new ApiException(400, "bad-rules", "a tournament's deals are played once each: rules under which a "
                    + "deal can be annulled and dealt again (annul-few-trumps) are not allowed");
        }
        int n = deals == null ? DEFAULT_DEALS : deals;
        if (n < 1 || n > MAX_DEALS) {
            throw new ApiException(400, "bad-deals", "a tournament has 1 to " + MAX_DEALS + " deals, not " + n);
        }
        String kind = bots == null ? DEFAULT_BOTS : bots;
        if (!Bots.SAME_ON_ANY_MACHINE.contains(kind)) {
            throw new ApiException(400, "bad-bots", "a tournament's bots must decide the same on any machine, so "
                    + "that every entry meets the same answers: one of " + String.join(", ", Bots.SAME_ON_ANY_MACHINE)
                    + (Bots.KINDS.contains(kind) ? "; " + kind + " is timed" : "; \"" + Echo.of(kind)
                    + "\" is no bot kind"));
        }
        Instant start = (opens == null ? now : opens).truncatedTo(ChronoUnit.SECONDS);
        if (start.isBefore(now.minus(SKEW))) {
            throw new ApiException(400, "bad-times", "\"opens\" (" + start + ") is in the past");
        }
        if (start.isBefore(now)) {
            start = now.truncatedTo(ChronoUnit.SECONDS);
        }
        Instant end = (closes == null ? start.plus(DEFAULT_LENGTH) : closes).truncatedTo(ChronoUnit.SECONDS);
        if (!end.isAfter(start)) {
            throw new ApiException(400, "bad-times", "\"closes\" (" + end + ") must be after \"opens\" (" + start + ")");
        }
        if (Duration.between(start, end).compareTo(LONGEST) > 0) {
            throw new ApiException(400, "bad-times", "a tournament is open at most " + LONGEST.toDays()
                    + " days: \"closes\" (" + end + ") is more than that after \"opens\" (" + start + ")");
        }
        return new TournamentSpec(game, n, kind, start, end, linkOnly);
    }
}
