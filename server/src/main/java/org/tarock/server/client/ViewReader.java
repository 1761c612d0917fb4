package org.tarock.server.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.Game;
import org.tarock.engine.Move;
import org.tarock.engine.Pack;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.Trick;
import org.tarock.engine.Vocabulary;
import org.tarock.server.Wire;

/**
 * Turns the protocol's {@code view} object back into the engine's {@link SeatView}, so that a Java program
 * can hand it to any {@link org.tarock.bots.Bot}. The game-specific {@code detail} becomes the game's own
 * detail type, found from a sample hand of the same game.
 */
public final class ViewReader {
    private final Game game;
    private final ObjectMapper mapper;
    private final Class<? extends SeatView.Detail> detailType;

    public ViewReader(Game game) {
        this.game = game;
        this.mapper = Wire.clientMapper(game.pack());
        this.detailType = game.newHand(game.deal(0L, 0), 0, game.initialCarry()).view(0).detail().getClass();
    }

    public SeatView read(JsonNode view) {
        Vocabulary vocabulary = game.vocabulary();
        Pack pack = game.pack();
        List<Move> history = new ArrayList<>();
        for (JsonNode m : view.get("history")) {
            JsonNode act = m.get("act");
            history.add(new Move(m.get("seat").asInt(), act.isNull() ? Action.HIDDEN : vocabulary.parse(act.asText())));
        }
        List<Trick> tricks = new ArrayList<>();
        for (JsonNode t : view.get("tricks")) {
            tricks.add(new Trick(t.get("leader").asInt(), cards(pack, t.get("cards")), t.get("winner").asInt()));
        }
        List<Integer> legal = new ArrayList<>();
        for (JsonNode a : view.get("legal")) {
            legal.add(vocabulary.parse(a.asText()));
        }
        List<Integer> sizes = new ArrayList<>();
        view.get("hand_sizes").forEach(n -> sizes.add(n.asInt()));
        JsonNode seat = view.get("seat");
        return new SeatView(game.id(), seat.isNull() ? -1 : seat.asInt(), view.get("dealer").asInt(),
                Phase.valueOf(view.get("phase").asText().toUpperCase(Locale.ROOT)), view.get("turn").asInt(),
                cards(pack, view.get("cards")), cards(pack, view.get("talon")), sizes, history, tricks, legal,
                detail(view.get("detail")));
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
