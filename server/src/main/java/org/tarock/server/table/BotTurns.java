package org.tarock.server.table;

import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tarock.bots.Bot;
import org.tarock.engine.Game;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;

/**
 * The turns of a table's server bots and of stand-ins for absent players: when one is to act, it thinks on
 * the bot pool and its choice comes back as a task on the table's serial executor, where it is played unless
 * the table has moved on meanwhile. At a table that a person plays at or a watcher follows, the bots keep a
 * human pace: the choice is played no sooner than the delay after the event before it (docs/protocol.md,
 * "Pace").
 */
public final class BotTurns {
    private static final Logger LOG = LoggerFactory.getLogger(BotTurns.class);
    /** How long a bot waits before trying again an action the database did not take. */
    private static final long RETRY_MILLIS = 500;

    /**
     * Plays a bot's chosen action for the seat at {@code position}; runs as a task of the table. {@code standIn}
     * is the kind of the stand-in bot when it played for a player, else null.
     */
    @FunctionalInterface
    interface Play {
        void play(int position, int action, String standIn);
    }

    private final String tableId;
    private final Game game;
    private final Hub hub;
    private final Executor serial;
    private final Seats seats;
    private final MatchDriver driver;
    private final EventLog log;
    private final Presence presence;
    private final Pace pace;
    /** What makes the table a tournament's entry, or null. */
    private final Duplicate duplicate;
    private final Play play;

    BotTurns(String tableId, Game game, Hub hub, Executor serial, Seats seats, MatchDriver driver, EventLog log,
             Presence presence, Pace pace, Duplicate duplicate, Play play) {
        this.duplicate = duplicate;
        this.tableId = tableId;
        this.game = game;
        this.hub = hub;
        this.serial = serial;
        this.seats = seats;
        this.driver = driver;
        this.log = log;
        this.presence = presence;
        this.pace = pace;
        this.play = play;
    }

    /**
     * Lets a server bot take its turn if one is to act now, or the stand-in of an absent player, while at least
     * one player of the table is connected (a table everyone has left waits for them).
     */
    void schedule() {
        if (driver.replaying() || driver.status() != TableStatus.PLAYING) {
            return;
        }
        int position = driver.positionToAct();
        Bot bot = seats.get(position).bot();
        if (bot != null && duplicate != null) {
            // a bot made afresh for this decision, so that every entry table answers the same play the same way
            think(position, duplicate.bot(driver.hand() + 1, position, driver.state().moves().size()), null, false);
        } else if (bot != null) {
            think(position, bot, null, false);
        } else if (presence.standsIn(position) && log.anyPlayerConnected()) {
            think(position, presence.standIn(position), presence.standInKind(), false);
        }
    }

    /** The turn timer ran out: the stand-in bot makes this one decision for the player to act. */
    void standInOnce() {
        if (driver.replaying() || driver.status() != TableStatus.PLAYING) {
            return;
        }
        int position = driver.positionToAct();
        if (seats.get(position).bot() == null) {
            think(position, presence.standIn(position), presence.standInKind(), true);
        }
    }

    /**
     * Asks the bot on the bot pool; its choice is played if the game has not moved on meanwhile and, for a
     * stand-in, if it still stands in (its player may be back) or it was asked for this one decision.
     */
    private void think(int position, Bot bot, String standIn, boolean once) {
        State state = driver.state();
        SeatView view = state.view(state.currentSeat());
        long expected = driver.playVersion();
        long due = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(delayMillis(view));
        try {
            (duplicate != null ? hub.botThreads().behind() : hub.botThreads().of(bot)).execute(() -> {
                long thought = System.nanoTime();
                int action = choose(bot, view);
                hub.metrics().botDecision.record(System.nanoTime() - thought, TimeUnit.NANOSECONDS);
                Runnable act = () -> {
                    if (driver.playVersion() == expected && driver.status() == TableStatus.PLAYING
                            && (standIn == null || once || presence.standsIn(position))) {
                        play.play(position, action, standIn);
                    }
                };
                long wait = due - System.nanoTime();
                try {
                    if (wait > 0) {
                        hub.scheduler().schedule(() -> serial.execute(act), wait, TimeUnit.NANOSECONDS);
                    } else {
                        serial.execute(act);
                    }
                } catch (RejectedExecutionException stopping) {
                    // the server is stopping and takes no more actions: the turn is taken after the restart
                }
            });
        } catch (RejectedExecutionException stopping) {
            // the server is stopping and takes no more actions: the turn is taken after the restart
        }
    }

    /**
     * A bot's action that could not be stored: the bot takes its turn again after a while, so that a table of
     * bots goes on by itself once the database takes writes again. Nothing is retried once the server stops.
     */
    void retryLater() {
        try {
            hub.scheduler().schedule(() -> serial.execute(this::schedule), RETRY_MILLIS, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException stopping) {
            // the server is stopping: the turn is taken after the restart, from the stored table
        }
    }

    /**
     * How long the bot seeing {@code view} waits, counted from the event before its action: nothing at a table
     * that no person plays at and no watcher follows; else the table's card delay before a card, half of it
     * before a bid, pass or other choice, and 15/8 of it more (1.5 s at the default 0.8 s) before the first card
     * of a new trick, while the players look at the completed one.
     */
    long delayMillis(SeatView view) {
        long card = pace.scale(hub.botDelay().toMillis());
        if (card == 0 || !(seats.anyPerson() || log.watched())) {
            return 0;
        }
        if (view.phase() != Phase.PLAY) {
            return card / 2;
        }
        boolean newTrick = view.currentTrick() == null && view.completedTricks() > 0;
        return newTrick ? card + card * 15 / 8 : card;
    }

    private int choose(Bot bot, SeatView view) {
        try {
            int action = bot.choose(game, view);
            if (view.legal().contains(action)) {
                return action;
            }
            LOG.warn("a {} bot at table {} chose an illegal action; playing a random legal one", bot.kind(), tableId);
        } catch (RuntimeException e) {
            // A bot without a strategy for this game (or a bug in one) must not stop the table.
            LOG.warn("a {} bot at table {} failed ({}); playing a random legal action", bot.kind(), tableId,
                    e.toString());
        }
        return view.legal().get(ThreadLocalRandom.current().nextInt(view.legal().size()));
    }
}
