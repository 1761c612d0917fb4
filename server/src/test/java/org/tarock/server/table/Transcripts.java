package org.tarock.server.table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tarock.bots.BasicBot;
import org.tarock.engine.Game;
import org.tarock.engine.Games;
import org.tarock.engine.Seating;
import org.tarock.engine.State;

/**
 * Whole matches played straight into an {@link EventLog}, as {@code MatchDriver} emits them: a hand event, its
 * actions, the hand's end, then the next hand, and the match's end. Whoever follows the log hears each event.
 */
final class Transcripts {
    /** A peer that keeps every message it is sent. */
    static final class Recorder implements Peer {
        final List<String> messages = new ArrayList<>();

        @Override
        public void send(String json) {
            messages.add(json);
        }

        @Override
        public void closeWith(String json, int status, String reason) {
            messages.add(json);
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
     * seat), whose seats are {@code seats}.
     */
    static void play(Game game, Seats seats, List<EventLog> logs, long seed, int hands, Step step) {

        Seating seating = Seating.first(seats.names(), 0);
        State state = null;
        for (int hand = 0; hand < hands; hand++) {
            state = game.newHand(game.deal(seed + hand, seating.dealer()), seating.dealer(), game.initialCarry());
            emit(logs, EventLog.Kind.HAND, new LinkedHashMap<>(Map.of("number", hand)), hand, seating, state);
            step.after(logs.get(0).version(), state, hand, seating);
            BasicBot bot = new BasicBot(seed + hand);
            while (!state.isOver()) {
                int seat = state.currentSeat();
                int action = bot.choose(game, state.view(seat));
                state.applyTrusted(action);
                Map<String, Object> data = new LinkedHashMap<>();
                data.put("seat", seat);
                data.put("act", game.vocabulary().format(action));
                emit(logs, EventLog.Kind.ACTION, data, hand, seating, state);
                step.after(logs.get(0).version(), state, hand, seating);
                if (state.moves().size() == 4 && hand == 1) {
                    // Comings and goings come without a view, between two actions.
                    emit(logs, EventLog.Kind.ABSENT, new LinkedHashMap<>(Map.of("seat", 1)), hand, seating, state);
                    step.after(logs.get(0).version(), state, hand, seating);
                    emit(logs, EventLog.Kind.BACK, new LinkedHashMap<>(Map.of("seat", 1)), hand, seating, state);
                    step.after(logs.get(0).version(), state, hand, seating);
                }
            }
            emit(logs, EventLog.Kind.HAND_OVER, new LinkedHashMap<>(Map.of("number", hand)), hand, seating, state);
            step.after(logs.get(0).version(), state, hand, seating);
            seating = seating.next(true);
        }
        emit(logs, EventLog.Kind.MATCH_OVER, new LinkedHashMap<>(Map.of("hands", hands)), hands - 1, seating, state);
        step.after(logs.get(0).version(), state, hands - 1, seating);
    }

    private static void emit(List<EventLog> logs, EventLog.Kind kind, Map<String, Object> data, int hand,
                             Seating seating, State state) {
        for (EventLog log : logs) {
            log.emit(kind, new LinkedHashMap<>(data), hand, seating, state);
        }
    }

    /** Seats of server bots named {@code basic-1} ... for a table of {@code size}. */
    static Seats seats(int size) {
        List<String> bots = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            bots.add("basic");
        }
        return Seats.create("t", bots, 1, false);
    }
}
