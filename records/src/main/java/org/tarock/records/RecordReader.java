package org.tarock.records;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tarock.engine.Card;
import org.tarock.engine.Carry;
import org.tarock.engine.Deal;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.IllegalActionException;
import org.tarock.engine.Pack;
import org.tarock.engine.Refusal;
import org.tarock.engine.RuleBook;
import org.tarock.engine.RulesException;
import org.tarock.engine.State;

/**
 * Reads {@code tarock-record/1} records: checks the envelope field by field, replays the actions through the
 * engine and compares the recomputed result with the record's; a record with {@code fairness} must also prove
 * its deal fair ({@link FairnessCheck}). Every problem is a message naming the field
 * or the action ({@code deal.hands[1]: card HA is dealt twice}, {@code action #5 (seat 1, "play GK"):
 * must-follow-suit: ...}).
 */
public final class RecordReader {
    private RecordReader() {
    }

    /**
     * Reads and checks one record completely.
     *
     * @return the record as the engine replayed it (writing it gives the canonical form of the input)
     * @throws RecordException with the first problem, or every difference of the result
     */
    public static HandRecord read(String json) throws RecordException {
        JsonNode root;
        try {
            root = Json.parse(json);
        } catch (Json.MalformedJsonException e) {
            throw new RecordException(malformedJson(e, true));
        }
        ParsedRecord parsed = parse(root);
        List<String> unfair = FairnessCheck.problems(parsed);
        if (!unfair.isEmpty()) {
            throw new RecordException(unfair);
        }
        State state = replay(parsed);
        List<String> differences = ResultComparison.differences(state.result(), parsed.result());
        if (!differences.isEmpty()) {
            throw new RecordException(differences);
        }
        return new HandRecord(parsed.game(), parsed.players(), parsed.dealer(), parsed.sittingOut(), parsed.deal(),
                state.moves(), state.result(), parsed.fairness());
    }

    static final String MALFORMED = "malformed JSON at ";

    /** The problem line of malformed JSON; a single-line text (a match's line) names only the column. */
    static String malformedJson(Json.MalformedJsonException e, boolean withLine) {
        String where = withLine ? "line " + e.line + ", column " + e.column : "column " + e.column;
        return MALFORMED + where + ": " + e.getMessage();
    }

    /** Checks the envelope: everything but the legality of the actions and the result's content. */
    static ParsedRecord parse(JsonNode root) throws RecordException {
        if (!root.isObject()) {
            throw new RecordException("expected a record (a JSON object), found " + describe(root));
        }
        JsonNode format = root.get("format");
        if (format == null) {
            throw new RecordException("format: missing (expected \"" + RecordWriter.FORMAT + "\")");
        }
        if (!RecordWriter.FORMAT.equals(format.textValue())) {
            throw new RecordException("format: expected \"" + RecordWriter.FORMAT + "\", found " + describe(format));
        }
        Game game = game(root);
        List<String> players = players(required(root, "players", "players"));
        int dealer = dealer(required(root, "dealer", "dealer"), game);
        String sittingOut = sittingOut(root.get("sitting_out"), game, players);
        Deal deal = deal(required(root, "deal", "deal"), game.pack());
        JsonNode actionsNode = required(root, "actions", "actions");
        JsonNode resultNode = required(root, "result", "result");
        if (!resultNode.isObject()) {
            throw new RecordException("result: expected an object, found " + describe(resultNode));
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> result = (Map<String, Object>) Json.toJava(resultNode);
        Carry carry = carryBefore(game, resultNode.get("carry_before"));
        List<ParsedRecord.RecordedAction> actions = actions(actionsNode);
        Fairness fairness = FairnessCheck.parse(root.get("fairness"), game);
        return new ParsedRecord(game, players, dealer, sittingOut, deal, carry, actions, result, fairness);
    }

    /** Replays the actions; the hand must be over after the last one. */
    static State replay(ParsedRecord record) throws RecordException {
        State state;
        try {
            state = record.game().newHand(record.deal(), record.dealer(), record.carryBefore());
        } catch (IllegalArgumentException e) {
            throw new RecordException(e.getMessage());
        }
        List<ParsedRecord.RecordedAction> actions = record.actions();
        for (int i = 0; i < actions.size(); i++) {
            ParsedRecord.RecordedAction a = actions.get(i);
            int action;
            try {
                action = record.game().vocabulary().parse(a.act());
            } catch (IllegalActionException e) {
                throw refused(i, a, e.refusal());
            }
            Refusal refusal = state.check(a.seat(), action);
            if (refusal != null) {
                throw refused(i, a, refusal);
            }
            state.applyTrusted(action);
        }
        if (!state.isOver()) {
            throw new RecordException("actions: the hand is not over: seat " + state.currentSeat() + " is to act");
        }
        return state;
    }

    private static RecordException refused(int index, ParsedRecord.RecordedAction a, Refusal refusal) {
        List<String> quoted = new ArrayList<>(List.of(a.act().split(" ")));
        quoted.add(a.act());
        return new RecordException("action #" + index + " (seat " + a.seat() + ", " + Echo.json(a.act()) + "): "
                + refusal.reason().code() + ": " + Echo.within(refusal.message(), quoted));
    }

    private static Game game(JsonNode root) throws RecordException {
        JsonNode node = required(root, "game", "game");
        if (!node.isTextual()) {
            throw new RecordException("game: expected a game id, found " + describe(node));
        }
        RuleBook book;
        try {
            book = Games.ruleBook(GameId.of(node.textValue()));
        } catch (IllegalArgumentException unknownOrNotAvailable) {
            throw new RecordException("game: " + Echo.within(unknownOrNotAvailable.getMessage(),
                    List.of(node.textValue())));
        }
        JsonNode rules = required(root, "rules", "rules");
        if (!rules.isObject()) {
            throw new RecordException("rules: expected an object with every rule option, found " + describe(rules));
        }
        Map<String, Object> given = new LinkedHashMap<>();
        rules.properties().forEach(e -> given.put(e.getKey(), ruleValue(e.getValue())));
        try {
            return Games.create(book.resolve(given, true));
        } catch (RulesException e) {
            throw new RecordException(Echo.within(e.getMessage(), given(rules)));
        }
    }

    /** What an engine's message about an object may quote of it: its keys, and its values as text and as JSON. */
    private static List<String> given(JsonNode object) {
        List<String> given = new ArrayList<>();
        object.properties().forEach(e -> {
            given.add(e.getKey());
            given.add(e.getValue().isTextual() ? e.getValue().textValue() : e.getValue().toString());
            given.add(Json.write(e.getValue()));
        });
        return given;
    }

    /**
     * A rule option's value as {@link org.tarock.engine.RuleOption#check} takes it. Anything that is not a
     * boolean, a string or a whole number written as one ({@code 10.0} is not: rules/README.md §8) is passed as the
     * JSON tree, which no option accepts, so that the option's own message names the value.
     */
    private static Object ruleValue(JsonNode value) {
        if (value.isBoolean()) {
            return value.booleanValue();
        }
        if (value.isTextual()) {
            return value.textValue();
        }
        if (value.isIntegralNumber()) {
            return value.canConvertToLong() ? (Object) value.longValue() : value.bigIntegerValue();
        }
        return value;
    }

    private static List<String> players(JsonNode node) throws RecordException {
        if (!node.isArray() || node.size() != 3) {
            throw new RecordException("players: expected a list of 3 player names, found " + describe(node));
        }
        List<String> players = new ArrayList<>(3);
        for (int i = 0; i < 3; i++) {
            JsonNode name = node.get(i);
            if (!name.isTextual() || name.textValue().isEmpty()) {
                throw new RecordException("players[" + i + "]: expected a non-empty name, found " + describe(name));
            }
            int first = players.indexOf(name.textValue());
            if (first >= 0) {
                throw new RecordException("players[" + i + "]: " + describe(name) + " is already players[" + first
                        + "] (names must be distinct)");
            }
            players.add(name.textValue());
        }
        return List.copyOf(players);
    }

    private static int dealer(JsonNode node, Game game) throws RecordException {
        if (!node.isIntegralNumber() || node.asLong() < 0 || node.asLong() > 2 || !node.canConvertToInt()) {
            throw new RecordException("dealer: expected 0, 1 or 2, found " + describe(node));
        }
        if (game.tableSize() == 4 && node.intValue() != 2) {
            throw new RecordException("dealer: with four at the table the dealer is always 2, found " + node.intValue());
        }
        return node.intValue();
    }

    private static String sittingOut(JsonNode node, Game game, List<String> players) throws RecordException {
        boolean given = node != null && !node.isNull();
        if (game.tableSize() != 4) {
            if (given) {
                throw new RecordException("sitting_out: must be absent or null with three at the table, found "
                        + describe(node));
            }
            return null;
        }
        if (!given) {
            throw new RecordException("sitting_out: missing (required with table-size 4: the dealer who sits out)");
        }
        if (!node.isTextual() || node.textValue().isEmpty()) {
            throw new RecordException("sitting_out: expected the name of the dealer who sits out, found "
                    + describe(node));
        }
        int seat = players.indexOf(node.textValue());
        if (seat >= 0) {
            throw new RecordException("sitting_out: " + describe(node) + " is also players[" + seat
                    + "] (the dealer who sits out does not play)");
        }
        return node.textValue();
    }

    private static Deal deal(JsonNode node, Pack pack) throws RecordException {
        if (!node.isObject()) {
            throw new RecordException("deal: expected {\"hands\": [...], \"talon\": [...]}, found " + describe(node));
        }
        JsonNode hands = required(node, "hands", "deal.hands");
        if (!hands.isArray()) {
            throw new RecordException("deal.hands: expected a list of 3 hands, found " + describe(hands));
        }
        if (hands.size() != 3) {
            throw new RecordException("deal.hands: expected 3 hands, found " + hands.size());
        }
        List<List<Card>> cards = new ArrayList<>(3);
        for (int i = 0; i < 3; i++) {
            cards.add(cards(hands.get(i), pack, "deal.hands[" + i + "]"));
        }
        List<Card> talon = cards(required(node, "talon", "deal.talon"), pack, "deal.talon");
        return new Deal(cards, talon);
    }

    private static List<Card> cards(JsonNode node, Pack pack, String path) throws RecordException {
        if (!node.isArray()) {
            throw new RecordException(path + ": expected a list of card codes, found " + describe(node));
        }
        List<Card> cards = new ArrayList<>(node.size());
        for (int i = 0; i < node.size(); i++) {
            JsonNode code = node.get(i);
            Card card = code.isTextual() ? pack.find(code.textValue()) : null;
            if (card == null) {
                throw new RecordException(path + "[" + i + "]: " + (code.isTextual()
                        ? "unknown card " + describe(code) + " (not a card of the " + pack.displayName() + ")"
                        : "expected a card code, found " + describe(code)));
            }
            cards.add(card);
        }
        return cards;
    }

    /**
     * The carried state the hand starts with. A game that carries nothing starts from its empty state; a
     * {@code carry_before} written anyway is reported with the other result fields the game leaves out.
     */
    private static Carry carryBefore(Game game, JsonNode node) throws RecordException {
        Carry initial = game.initialCarry();
        if (initial.fields() == null) {
            return initial;
        }
        String shape = Json.write(initial.fields());
        if (node == null) {
            throw new RecordException("result.carry_before: missing (" + game.id().id()
                    + " carries a state from hand to hand, such as " + shape + ")");
        }
        if (!node.isObject()) {
            throw new RecordException("result.carry_before: expected an object such as " + shape + ", found "
                    + describe(node));
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> fields = (Map<String, Object>) Json.toJava(node);
        try {
            return game.parseCarry(fields);
        } catch (IllegalArgumentException e) {
            throw new RecordException("result.carry_before: " + Echo.within(e.getMessage(), given(node)));
        }
    }

    private static List<ParsedRecord.RecordedAction> actions(JsonNode node) throws RecordException {
        if (!node.isArray()) {
            throw new RecordException("actions: expected a list of {\"seat\": s, \"act\": \"...\"}, found "
                    + describe(node));
        }
        List<ParsedRecord.RecordedAction> actions = new ArrayList<>(node.size());
        for (int i = 0; i < node.size(); i++) {
            JsonNode a = node.get(i);
            String path = "actions[" + i + "]";
            if (!a.isObject()) {
                throw new RecordException(path + ": expected {\"seat\": s, \"act\": \"...\"}, found " + describe(a));
            }
            JsonNode seat = required(a, "seat", path + ".seat");
            if (!seat.isIntegralNumber() || !seat.canConvertToInt() || seat.intValue() < 0 || seat.intValue() > 2) {
                throw new RecordException(path + ".seat: expected 0, 1 or 2, found " + describe(seat));
            }
            JsonNode act = required(a, "act", path + ".act");
            if (!act.isTextual()) {
                throw new RecordException(path + ".act: expected an action string, found " + describe(act));
            }
            actions.add(new ParsedRecord.RecordedAction(seat.intValue(), act.textValue()));
        }
        return List.copyOf(actions);
    }

    private static JsonNode required(JsonNode object, String name, String path) throws RecordException {
        JsonNode node = object.get(name);
        if (node == null) {
            throw new RecordException(path + ": missing");
        }
        return node;
    }

    /** A value as a person reads it in a message: its compact JSON. */
    static String describe(JsonNode node) {
        return JsonProblem.clip(Json.write(node));
    }
}
