package org.tarock.server;

import java.util.concurrent.Executor;
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
 * The turns of a table's server bots: when a server bot is to act, it thinks on the bot pool and its choice
 * comes back as a task on the table's serial executor, where it is played unless the table has moved on
 * meanwhile. At a table that a person plays at or a watcher follows, the bots keep a human pace: the choice
 * is played no sooner than the delay after the event before it (docs/protocol.md, "Pace").
 */
final class BotTurns {
    private static final Logger LOG = LoggerFactory.getLogger(BotTurns.class);

    /** Plays a bot's chosen action for the seat at {@code position}; runs as a task of the table. */
    @FunctionalInterface
    interface Play {
        void play(int position, int action);
    }

    private final String tableId;
    private final Game game;
    private final Hub hub;
    private final Executor serial;
    private final Seats seats;
    private final MatchDriver driver;
    private final EventLog log;
    private final Pace pace;
    private final Play play;

    BotTurns(String tableId, Game game, Hub hub, Executor serial, Seats seats, MatchDriver driver, EventLog log,
             Pace pace, Play play) {
        this.tableId = tableId;
        this.game = game;
        this.hub = hub;
        this.serial = serial;
        this.seats = seats;
        this.driver = driver;
        this.log = log;
        this.pace = pace;
        this.play = play;
    }

    /** Lets a server bot take its turn if one is to act now. */
    void schedule() {
        if (driver.replaying() || driver.status() != MatchDriver.Status.PLAYING) {
            return;
        }
        State state = driver.state();
        int seat = state.currentSeat();
        int position = seats.positionOf(driver.seating().players().get(seat));
        Bot bot = seats.get(position).bot();
        if (bot == null) {
            return;
        }
        SeatView view = state.view(seat);
        long expected = log.version();
        long due = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(delayMillis(view));
        hub.botThreads().execute(() -> {
            int action = choose(bot, view);
            Runnable act = () -> {
                if (log.version() == expected) {
                    play.play(position, action);
                }
            };
            long wait = due - System.nanoTime();
            if (wait > 0) {
                hub.scheduler().schedule(() -> serial.execute(act), wait, TimeUnit.NANOSECONDS);
            } else {
                serial.execute(act);
            }
        });
    }

    /**
     * How long the bot seeing {@code view} waits, counted from the event before its action: nothing at a table
     * that no person plays at and no watcher follows; else the table's card delay before a card, half of it
     * before a bid, pass or other choice, and 15/8 of it more (1.5 s at the default 0.8 s) before the first card
     * of a new trick, while the players look at the completed one.
     */
    long delayMillis(SeatView view) {
        long card = pace.scale(hub.config().botDelay().toMillis());
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
