package org.tarock.server;

import java.util.concurrent.Executor;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tarock.bots.Bot;
import org.tarock.engine.Game;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;

/**
 * The turns of a table's server bots: when a server bot is to act, it thinks on the bot pool (after the
 * configured delay) and its choice comes back as a task on the table's serial executor, where it is played
 * unless the table has moved on meanwhile.
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
    private final Play play;

    BotTurns(String tableId, Game game, Hub hub, Executor serial, Seats seats, MatchDriver driver, EventLog log,
             Play play) {
        this.tableId = tableId;
        this.game = game;
        this.hub = hub;
        this.serial = serial;
        this.seats = seats;
        this.driver = driver;
        this.log = log;
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
        Runnable think = () -> {
            int action = choose(bot, view);
            serial.execute(() -> {
                if (log.version() == expected) {
                    play.play(position, action);
                }
            });
        };
        long delay = hub.config().botDelay().toMillis();
        if (delay > 0) {
            hub.scheduler().schedule(() -> hub.botThreads().execute(think), delay, TimeUnit.MILLISECONDS);
        } else {
            hub.botThreads().execute(think);
        }
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
