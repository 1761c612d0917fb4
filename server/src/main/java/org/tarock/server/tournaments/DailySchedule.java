package org.tarock.server.tournaments;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.server.table.ApiException;

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

    /**
     * The schedule {@code tarock serve --daily} names: {@code off}, or {@code GAMES[:DEALS[:KIND]]}, where GAMES is
     * {@code all} or game ids separated by commas (each with its default rules), DEALS the deals of each (default
     * {@value TournamentSpec#DEFAULT_DEALS}) and KIND the bots' kind (default {@value TournamentSpec#DEFAULT_BOTS}).
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    public static DailySchedule parse(String text) {
        if (text.equals("off")) {
            return OFF;
        }
        String[] parts = text.split(":", -1);
        if (parts.length > 3) {
            throw new IllegalArgumentException("--daily is off or GAMES[:DEALS[:KIND]], not \"" + text + "\"");
        }
        List<GameId> ids = new ArrayList<>();
        if (parts[0].equals("all")) {
            ids.addAll(Games.available());
        } else {
            for (String id : parts[0].split(",", -1)) {
                GameId g = GameId.of(id.strip());
                if (!Games.available().contains(g)) {
                    throw new IllegalArgumentException("--daily: " + g.id() + " is not available");
                }
                ids.add(g);
            }
        }
        int deals = TournamentSpec.DEFAULT_DEALS;
        if (parts.length > 1) {
            try {
                deals = Integer.parseInt(parts[1]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--daily: the deals are a whole number, not \"" + parts[1] + "\"");
            }
        }
        String bots = parts.length > 2 ? parts[2] : TournamentSpec.DEFAULT_BOTS;
        List<Game> games = ids.stream().map(id -> Games.create(Games.ruleBook(id).defaults())).toList();
        Instant now = Instant.EPOCH;
        for (Game g : games) {
            try {
                TournamentSpec.of(g, deals, bots, now, null, false, now);
            } catch (ApiException e) {
                throw new IllegalArgumentException("--daily: " + e.getMessage());
            }
        }
        return new DailySchedule(games, deals, bots);
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
