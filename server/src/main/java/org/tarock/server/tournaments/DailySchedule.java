package org.tarock.server.tournaments;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tarock.engine.Game;

/**
 * The daily tournaments: one per game each day, opening at 00:00 UTC for 24 hours, with the server's own deals
 * and bots. The schedule looks every minute at its clock's day (and once at the start, so that a server that was
 * down at midnight starts the day's on its next start) and makes the day's tournaments it does not have yet.
 *
 * @param games the games with a daily tournament (the rules of each as given), none when off
 * @param deals how many deals each has
 * @param bots  the bots' kind
 */
public record DailySchedule(List<Game> games, int deals, String bots) {
    private static final Logger LOG = LoggerFactory.getLogger(DailySchedule.class);
    public static final DailySchedule OFF = new DailySchedule(List.of(), TournamentSpec.DEFAULT_DEALS,
            TournamentSpec.DEFAULT_BOTS);

    public DailySchedule {
        games = List.copyOf(games);
    }

    public boolean on() {
        return !games.isEmpty();
    }

    /** Makes today's daily tournaments that are missing; returns them all. */
    public List<Tournament> today(Tournaments tournaments) {
        LocalDate day = LocalDate.ofInstant(tournaments.clock().instant(), ZoneOffset.UTC);
        return games.stream().map(g -> tournaments.daily(g, day, deals, bots)).toList();
    }

    /** Makes today's tournaments now, then looks again every minute on {@code scheduler}. */
    public void start(Tournaments tournaments, ScheduledExecutorService scheduler) {
        if (!on()) {
            return;
        }
        today(tournaments);
        scheduler.scheduleWithFixedDelay(() -> {
            try {
                today(tournaments);
            } catch (RuntimeException e) {
                // the store not taking writes: the next look tries again
                LOG.warn("the daily tournaments could not be made yet: {}", e.getMessage());
            }
        }, 1, 1, TimeUnit.MINUTES);
    }
}
