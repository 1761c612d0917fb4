package org.tarock.server.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.Game;
import org.tarock.engine.Move;
import org.tarock.engine.Pack;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.Trick;
import org.tarock.server.wire.Json;

/**
 * Turns the protocol's {@code view} object back into the engine's {@link SeatView}, so that a Java program
 * can hand it to any {@link org.tarock.bots.Bot}. The game-specific {@code detail} becomes the game's own
 * detail type, found from a sample hand of the same game.
 *
 * <p>A view kept from deltas ({@link LiveView}, protocol 2) keeps the JSON nodes of what did not change, so the
 * history entries, tricks and detail of the view read before are not read again when their nodes are the same
 * objects: reading every bot's whole view on each of its turns was most of the load test's client work. Not
 * thread-safe.
 */
public final class ViewReader {
    private final Game game;
    private final ObjectMapper mapper;
    private final Class<? extends SeatView.Detail> detailType;
    /** The history entries, tricks and detail of the view read last, as nodes and as read. */
    private final List<JsonNode> moveNodes = new ArrayList<>();
    private final List<Move> moves = new ArrayList<>();
    private final List<JsonNode> trickNodes = new ArrayList<>();
    private final List<Trick> tricks = new ArrayList<>();
    private JsonNode detailNode;
    private SeatView.Detail detail;
    /**
     * The actions read so far by their words: a game has a few hundred, and parsing the legal ones again at every
     * turn was a fifth of the reading.
     */
    private final Map<String, Integer> actions = new HashMap<>();

    public ViewReader(Game game) {
        this.game = game;
        this.mapper = Json.clientMapper(game.pack());
        // dealt by seat 2, which is the dealer with three or four at the table alike
        this.detailType = game.newHand(game.deal(0L, 2), 2, game.initialCarry()).view(0).detail().getClass();
    }

    public SeatView read(JsonNode view) {
        Pack pack = game.pack();
        JsonNode history = view.get("history");
        for (int i = 0; i < history.size(); i++) {
            JsonNode m = history.get(i);
            if (i < moveNodes.size() && moveNodes.get(i) == m) {
                continue;
            }
            JsonNode act = m.get("act");
            keep(moveNodes, moves, i, m,
                    new Move(m.get("seat").asInt(), act.isNull() ? Action.HIDDEN : action(act.asText())));
        }
        truncate(moveNodes, moves, history.size());
        JsonNode played = view.get("tricks");
        for (int i = 0; i < played.size(); i++) {
            JsonNode t = played.get(i);
            if (i < trickNodes.size() && trickNodes.get(i) == t) {
                continue;
            }
            keep(trickNodes, tricks, i, t,
                    new Trick(t.get("leader").asInt(), cards(pack, t.get("cards")), t.get("winner").asInt()));
        }
        truncate(trickNodes, tricks, played.size());
        JsonNode facts = view.get("detail");
        if (facts != detailNode) {
            detail = detail(facts);
            detailNode = facts;
        }
        List<Integer> legal = new ArrayList<>();
        for (JsonNode a : view.get("legal")) {
            legal.add(action(a.asText()));
        }
        List<Integer> sizes = new ArrayList<>();
        view.get("hand_sizes").forEach(n -> sizes.add(n.asInt()));
        JsonNode seat = view.get("seat");
        return new SeatView(game.id(), seat.isNull() ? -1 : seat.asInt(), view.get("dealer").asInt(),
                Phase.valueOf(view.get("phase").asText().toUpperCase(Locale.ROOT)), view.get("turn").asInt(),
                cards(pack, view.get("cards")), cards(pack, view.get("talon")), sizes, moves, tricks, legal, detail);
    }

    private int action(String words) {
        Integer known = actions.get(words);
        if (known == null) {
            known = game.vocabulary().parse(words);
            actions.put(words, known);
        }
        return known;
    }

    private static <T> void keep(List<JsonNode> nodes, List<T> values, int i, JsonNode node, T value) {
        if (i < nodes.size()) {
            nodes.set(i, node);
            values.set(i, value);
        } else {
            nodes.add(node);
            values.add(value);
        }
    }

    private static <T> void truncate(List<JsonNode> nodes, List<T> values, int size) {
        while (nodes.size() > size) {
            nodes.remove(nodes.size() - 1);
            values.remove(values.size() - 1);
        }
    }

    private SeatView.Detail detail(JsonNode node) {
        if (node == null || node.isNull()) {
            return null;
        }
        try {
            return mapper.treeToValue(node, detailType);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("the view's detail is not a " + detailType.getSimpleName() + ": "
                    + e.getOriginalMessage(), e);
        }
    }

    private static List<Card> cards(Pack pack, JsonNode codes) {
        List<Card> out = new ArrayList<>();
        codes.forEach(c -> out.add(pack.parse(c.asText())));
        return out;
    }
}
