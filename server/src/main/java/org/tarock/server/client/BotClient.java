package org.tarock.server.client;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongConsumer;
import org.tarock.bots.Bot;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.SeatView;

/**
 * An outside bot, in the manner of lichess's bot API: it takes a seat with a bot token and plays through the
 * same messages a browser uses. Whenever a view says it is this seat's turn, it asks its {@link Bot} and sends
 * the choice as an {@code act}, naming the version it answers so that a late action is refused as stale
 * rather than applied to a changed table. It speaks protocol 2 unless asked for 1: each event then brings the
 * delta of its view ({@link LiveView}), not the whole view.
 */
public final class BotClient implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Game game;
    private final ViewReader reader;
    private final Bot bot;
    private final String table;
    private final String token;
    private final int protocol;
    private final LiveView live = new LiveView();
    private final CompletableFuture<Void> matchOver = new CompletableFuture<>();
    private final Map<String, Long> sent = new ConcurrentHashMap<>();
    private final List<String> problems = new CopyOnWriteArrayList<>();
    private final AtomicInteger acknowledged = new AtomicInteger();
    private final AtomicInteger ids = new AtomicInteger();
    private volatile LongConsumer roundTrips = nanos -> { };
    private volatile long paceMillis;
    private volatile ScheduledExecutorService timer;
    private volatile TableClient client;
    private long actedOn = -1;

    private BotClient(Game game, Bot bot, String table, String token, int protocol) {
        this.game = game;
        this.protocol = protocol;
        this.reader = new ViewReader(game);
        this.bot = bot;
        this.table = table;
        this.token = token;
    }

    /** Takes seat {@code seat} of {@code table} as an outside bot called {@code name}, and starts playing. */
    public static BotClient join(HttpClient http, URI server, String table, int seat, String name, Bot bot) {
        return join(http, server, table, seat, name, bot, 2);
    }

    /** As {@link #join(HttpClient, URI, String, int, String, Bot)}, speaking protocol version {@code protocol}. */
    public static BotClient join(HttpClient http, URI server, String table, int seat, String name, Bot bot,
                                 int protocol) {
        JsonNode joined = TableClient.post(http, server, "/api/tables/" + table + "/seats/" + seat,
                Map.of("name", name, "bot", true));
        if (!joined.has("token")) {
            throw new IllegalStateException("could not take seat " + seat + " of table " + table + ": "
                    + joined.path("code").asText() + ": " + joined.path("message").asText());
        }
        return resume(http, server, table, joined.get("token").asText(), bot, protocol);
    }

    /** Plays the seat of {@code token} again (after a disconnect or a restart of the bot). */
    public static BotClient resume(HttpClient http, URI server, String table, String token, Bot bot) {
        return resume(http, server, table, token, bot, 2);
    }

    /**
     * As {@link #resume(HttpClient, URI, String, String, Bot)}, speaking protocol version {@code protocol} (1: a
     * whole view with every event, 2: its delta).
     */
    public static BotClient resume(HttpClient http, URI server, String table, String token, Bot bot,
                                   int protocol) {
        JsonNode info = TableClient.get(http, server, "/api/tables/" + table);
        if (!info.has("game")) {
            throw new IllegalStateException("no table " + table + ": " + info.path("message").asText());
        }
        GameId id = GameId.of(info.get("game").asText());
        Game game = Games.create(Games.ruleBook(id).resolve(JSON.convertValue(info.get("rules"),
                new TypeReference<>() { }), true));
        BotClient b = new BotClient(game, bot, table, token, protocol);
        b.client = TableClient.connectText(http, server, b::onText);
        b.client.send(Map.of("type", "hello", "table", table, "token", token, "protocol", protocol));
        return b;
    }

    /** Reports each action's round trip, from sending it to its acknowledgement, in nanoseconds. */
    public void onRoundTrip(LongConsumer listener) {
        this.roundTrips = listener;
    }

    /**
     * Acts at a human pace: before each action waits a random time, exponentially distributed with mean
     * {@code meanMillis}, on {@code timer} (an open loop: the bot does not wait for the server to go faster).
     */
    public void pace(long meanMillis, ScheduledExecutorService timer) {
        this.timer = timer;
        this.paceMillis = meanMillis;
    }

    /** Completes when the match is over. */
    public CompletableFuture<Void> matchOver() {
        return matchOver;
    }

    /** Refusals and errors the server sent (a correct bot gets none). */
    public List<String> problems() {
        return problems;
    }

    /** The number of this bot's actions the server acknowledged. */
    public int acknowledged() {
        return acknowledged.get();
    }

    private void onText(String text) {
        // In protocol 1, most events bring a whole view of another seat's turn, not worth parsing; in protocol 2
        // every event's delta is small, and needed to keep the view.
        if (protocol == 1 && otherSeatsTurn(text)) {
            return;
        }
        try {
            onMessage(JSON.readTree(text));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the server sent a message that is not JSON: " + text, e);
        }
    }

    /**
     * Whether a message is an event whose view shows another seat's turn, and not the match's end: most of the
     * events a bot hears, with nothing for it to do. Only the message's start is read, up to the view's
     * {@code turn}; the rest (the hand's whole history) is not parsed.
     */
    static boolean otherSeatsTurn(String text) {
        try (JsonParser p = JSON.createParser(text)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return false;
            }
            boolean event = false;
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                JsonToken value = p.nextToken();
                switch (field) {
                    case "type" -> {
                        if (!"event".equals(p.getText())) {
                            return false;
                        }
                        event = true;
                    }
                    case "event" -> {
                        JsonNode kind = p.readValueAsTree();
                        if ("match-over".equals(kind.path("kind").asText())) {
                            return false;
                        }
                    }
                    case "view" -> {
                        return event && value == JsonToken.START_OBJECT && viewOfOtherSeatsTurn(p);
                    }
                    default -> p.skipChildren();
                }
            }
            return false;
        } catch (java.io.IOException e) {
            return false;
        }
    }

    private static boolean viewOfOtherSeatsTurn(JsonParser p) throws java.io.IOException {
        Integer seat = null;
        Integer turn = null;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String field = p.currentName();
            JsonToken value = p.nextToken();
            if (field.equals("seat")) {
                if (value == JsonToken.VALUE_NULL) {
                    return true;
                }
                seat = p.getIntValue();
            } else if (field.equals("turn")) {
                turn = p.getIntValue();
            } else {
                p.skipChildren();
            }
            if (seat != null && turn != null) {
                return !seat.equals(turn);
            }
        }
        return false;
    }

    private synchronized void onMessage(JsonNode msg) {
        switch (msg.path("type").asText()) {
            case "state" -> {
                if ("finished".equals(msg.path("info").path("status").asText())) {
                    matchOver.complete(null);
                }
                consider(msg.get("v").asLong(), live.accept(msg));
            }
            case "event" -> {
                if (msg.has("id")) {
                    // protocol 2: the event of an accepted act is its answer
                    acknowledge(msg);
                }
                if ("match-over".equals(msg.path("event").path("kind").asText())) {
                    matchOver.complete(null);
                }
                JsonNode view = live.accept(msg);
                consider(msg.get("v").asLong(), msg.has("view") || msg.has("delta") ? view : null);
            }
            case "ack" -> acknowledge(msg);
            case "refused", "error" -> problems.add(msg.path("code").asText() + ": " + msg.path("message").asText());
            default -> { }
        }
    }

    private void acknowledge(JsonNode answer) {
        Long start = sent.remove(answer.path("id").asText());
        acknowledged.incrementAndGet();
        if (start != null) {
            roundTrips.accept(System.nanoTime() - start);
        }
    }

    /** Acts when the view at version {@code v} is this seat's turn, once per version. */
    private void consider(long v, JsonNode view) {
        if (view == null || view.isNull() || view.get("seat").isNull()
                || view.get("turn").asInt() != view.get("seat").asInt() || v <= actedOn) {
            return;
        }
        SeatView seatView = reader.read(view);
        if (seatView.legal().isEmpty()) {
            return;
        }
        actedOn = v;
        int action = bot.choose(game, seatView);
        String act = game.vocabulary().format(action);
        long pace = paceMillis;
        if (pace > 0) {
            long wait = (long) (-pace * Math.log(1 - ThreadLocalRandom.current().nextDouble()));
            timer.schedule(() -> send(v, act), wait, TimeUnit.MILLISECONDS);
        } else {
            send(v, act);
        }
    }

    private void send(long v, String act) {
        String id = "a" + ids.incrementAndGet();
        sent.put(id, System.nanoTime());
        client.send(Map.of("type", "act", "id", id, "v", v, "act", act));
    }

    @Override
    public void close() {
        if (client != null) {
            client.close();
        }
    }
}
