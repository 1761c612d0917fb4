package org.tarock.server.table;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tarock.bots.BasicBot;
import org.tarock.engine.Game;
import org.tarock.engine.Games;
import org.tarock.engine.Seating;
import org.tarock.engine.State;
import org.tarock.server.wire.Messages;
import org.tarock.server.wire.TableText;

/**
 * Whole matches played straight into an {@link EventLog}, as {@code MatchDriver} emits them: a hand event, its
 * actions, the hand's end, then the next hand, and the match's end. Whoever follows the log hears each event.
 */
final class Transcripts {
    /** A peer that keeps every message it is sent. */
    static final class Recorder implements Peer {
        final List<String> messages = new ArrayList<>();

        @Override
        public void send(String text) {
            messages.add(text);
        }

        @Override
        public void send(Reply reply) {
            messages.add(Messages.write(reply));
        }

        @Override
        public void closeWith(Reply reply, int status, String reason) {
            send(reply);
        }
    }

    /** What happens after each event; {@code step} counts the events from 1. */
    interface Step {
        void after(long version, State state, int hand, Seating seating);
    }

    private Transcripts() {
    }

    /** The games to play: each game of the engine, and Bavarian Tarock with four at the table. */
    static List<Game> games() {
        List<Game> games = new ArrayList<>();
        for (var id : Games.available()) {
            games.add(Games.byId(id.id()));
        }
        var book = Games.ruleBook(org.tarock.engine.GameId.of("bavarian-tarock"));
        games.add(Games.create(book.resolve(Map.of("table-size", 4), false)));
        return games;
    }

    /** The games of {@link #games} and German Tarok with each carried state a bot client must read back. */
    static List<Game> gamesWithEveryCarry() {
        List<Game> games = games();
        var german = Games.ruleBook(org.tarock.engine.GameId.of("german-tarok"));
        for (String scheme : List.of("poule", "blocks")) {
            games.add(Games.create(german.resolve(Map.of("settlement", scheme), false)));
        }
        return games;
    }

    static int tableSize(Game game) {
        Object size = game.rules().values().get("table-size");
        return size == null ? 3 : ((Number) size).intValue();
    }

    /**
     * Plays {@code hands} hands of {@code game} into each of {@code logs} alike (one log holds one connection per
     * seat), whose seats are {@code seats}. In the second hand the player at table position 1 goes away and comes
     * back: at once, or ({@code standIns}) after a stand-in has made his next decisions, up to six.
     */
    static void play(Game game, Seats seats, List<EventLog> logs, long seed, int hands, boolean standIns, Step step) {
        Seating seating = Seating.first(seats.names(), 0);
        State state = null;
        String away = seats.get(1).name();
        int standingIn = 0;
        for (int hand = 0; hand < hands; hand++) {
            state = game.newHand(game.deal(seed + hand, seating.dealer()), seating.dealer(), game.initialCarry());
            emit(logs, new TableEvent.HandStarted(hand, seating, seating.players().stream().map(seats::positionOf)
                    .toList()), hand, seating, state);
            step.after(logs.get(0).version(), state, hand, seating);
            BasicBot bot = new BasicBot(seed + hand);
            while (!state.isOver()) {
                int seat = state.currentSeat();
                int action = bot.choose(game, state.view(seat));
                boolean stoodIn = standingIn > 0 && seating.players().get(seat).equals(away);
                state.applyTrusted(action);
                emit(logs, new TableEvent.Acted(seat, action, stoodIn ? "basic" : null), hand, seating, state);
                step.after(logs.get(0).version(), state, hand, seating);
                if (stoodIn && --standingIn == 0) {
                    emit(logs, new TableEvent.Back(1, away), hand, seating, state);
                    step.after(logs.get(0).version(), state, hand, seating);
                }
                if (state.moves().size() == 4 && hand == 1) {
                    // Comings and goings come without a view, between two actions.
                    emit(logs, new TableEvent.Absent(1, away), hand, seating, state);
                    step.after(logs.get(0).version(), state, hand, seating);
                    if (standIns) {
                        standingIn = 6;
                    } else {
                        emit(logs, new TableEvent.Back(1, away), hand, seating, state);
                        step.after(logs.get(0).version(), state, hand, seating);
                    }
                }
            }
            emit(logs, TableEvent.HandOver.of(hand, seating, state, null), hand, seating, state);
            step.after(logs.get(0).version(), state, hand, seating);
            seating = seating.next(true);
        }
        emit(logs, new TableEvent.MatchOver(hands, Map.of(), List.of()), hands - 1, seating, state);
        step.after(logs.get(0).version(), state, hands - 1, seating);
    }

    private static void emit(List<EventLog> logs, TableEvent event, int hand, Seating seating, State state) {
        for (EventLog log : logs) {
            log.emit(event, hand, seating, state);
        }
    }

    /** An event log of {@code game} at table {@code t} with these seats, keeping {@code historySize} events. */
    static EventLog log(Game game, Seats seats, int historySize) {
        return new EventLog(seats, new TableText("t", game), historySize);
    }

    /** The summary a catch-up of these tests sends. */
    static TableSummary summary(Game game) {
        return new TableSummary("t", game, TableStatus.PLAYING, null, List.of(), TableSpec.Absence.DEFAULT, null, 3,
                Pace.NORMAL, 800, null, 0, 0, Map.of(), Instant.EPOCH, null, 0, null, null);
    }

    /** Seats of server bots named {@code basic-1} ... for a table of {@code size}. */
    static Seats seats(int size) {
        List<String> bots = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            bots.add("basic");
        }
        return Seats.create("t", bots, 1);
    }
}
