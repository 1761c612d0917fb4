package org.tarock.server.wire;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tarock.bots.Bots;
import org.tarock.engine.Echo;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.RuleBook;
import org.tarock.engine.Rules;
import org.tarock.engine.RulesException;
import org.tarock.server.table.ApiException;
import org.tarock.server.table.Pace;
import org.tarock.server.table.TableSpec;

/** The fields of a request read and checked: a table's creation, and a text field of any request or message. */
final class Requests {
    private Requests() {
    }

    /** A request to create a table, read and checked (docs/protocol.md, "Creating a table"). */
    public static TableSpec tableSpec(JsonNode body) {
        if (body == null || !body.isObject()) {
            throw ApiException.malformed("the body must be a JSON object");
        }
        GameId id;
        String gameText = text(body, "game", true);
        try {
            id = GameId.of(gameText);
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, "unknown-game", e.getMessage());
        }
        if (!Games.available().contains(id)) {
            throw new ApiException(400, "unknown-game", id.id() + " is not available yet (available: "
                    + String.join(", ", Games.available().stream().map(GameId::id).toList()) + ")");
        }
        RuleBook book = Games.ruleBook(id);
        Map<String, Object> given = new LinkedHashMap<>();
        JsonNode rules = body.get("rules");
        if (rules != null && !rules.isNull()) {
            if (!rules.isObject()) {
                throw ApiException.malformed("\"rules\" must be an object of option names and values");
            }
            rules.properties().forEach(e -> given.put(e.getKey(), value(e.getKey(), e.getValue())));
        }
        Rules resolved;
        try {
            String preset = text(body, "preset", false);
            resolved = preset == null ? book.resolve(given, false) : book.preset(preset, given);
        } catch (RulesException e) {
            throw new ApiException(400, "bad-rules", e.getMessage());
        }
        var game = Games.create(resolved);
        int size = game.tableSize();
        List<String> seats = new ArrayList<>();
        JsonNode seatsNode = body.get("seats");
        if (seatsNode == null || seatsNode.isNull()) {
            seats.add(null);
            for (int i = 1; i < size; i++) {
                seats.add("basic");
            }
        } else {
            if (!seatsNode.isArray() || seatsNode.size() != size) {
                throw new ApiException(400, "bad-seats", "\"seats\" must list " + size + " seats for "
                        + id.id() + " with these rules, each \"open\" or a bot (" + String.join(", ", Bots.KINDS) + ")");
            }
            for (JsonNode s : seatsNode) {
                String kind = s.isTextual() ? s.asText() : "";
                if (kind.equals("open")) {
                    seats.add(null);
                } else if (Bots.KINDS.contains(kind)) {
                    seats.add(kind);
                } else {
                    throw new ApiException(400, "bad-seats", "a seat is \"open\" or a bot ("
                            + String.join(", ", Bots.KINDS) + "), not " + s);
                }
            }
        }
        int hands = 12;
        JsonNode handsNode = body.get("hands");
        if (handsNode != null && !handsNode.isNull()) {
            if (!handsNode.canConvertToInt() || !handsNode.isIntegralNumber() || handsNode.asInt() < 1
                    || handsNode.asInt() > TableSpec.MAX_HANDS) {
                throw ApiException.malformed("\"hands\" must be a whole number from 1 to " + TableSpec.MAX_HANDS);
            }
            hands = handsNode.asInt();
        }
        Pace pace = Pace.NORMAL;
        String paceText = text(body, "pace", false);
        if (paceText != null) {
            try {
                pace = Pace.of(paceText);
            } catch (IllegalArgumentException e) {
                throw ApiException.malformed("\"pace\" must be \"normal\" or \"fast\", not \"" + Echo.of(paceText) + "\"");
            }
        }
        return new TableSpec(game, seats, hands, absence(body.get("absent")), turnSeconds(body.get("turn_seconds")),
                pace);
    }

    /** The create field {@code absent}: {@code "wait"} or {@code {"stand_in": KIND, "after": N}}; default basic, 60 s. */
    static TableSpec.Absence absence(JsonNode n) {
        if (n == null || n.isNull()) {
            return TableSpec.Absence.DEFAULT;
        }
        if (n.isTextual() && n.textValue().equals("wait")) {
            return TableSpec.Absence.WAIT;
        }
        String shape = "\"absent\" is \"wait\" or {\"stand_in\": a bot (" + String.join(", ", Bots.KINDS)
                + "), \"after\": seconds from 0 to " + TableSpec.Absence.MAX_AFTER + "}";
        if (!n.isObject()) {
            throw new ApiException(400, "bad-absent", shape);
        }
        JsonNode kind = n.get("stand_in");
        JsonNode after = n.get("after");
        String standIn = kind == null || kind.isNull() ? TableSpec.Absence.DEFAULT.standIn() : kind.asText();
        if (kind != null && !kind.isNull() && !kind.isTextual() || !Bots.KINDS.contains(standIn)) {
            throw new ApiException(400, "bad-absent", shape);
        }
        int seconds = TableSpec.Absence.DEFAULT.afterSeconds();
        if (after != null && !after.isNull()) {
            if (!after.isIntegralNumber() || !after.canConvertToInt() || after.intValue() < 0
                    || after.intValue() > TableSpec.Absence.MAX_AFTER) {
                throw new ApiException(400, "bad-absent", shape);
            }
            seconds = after.intValue();
        }
        return new TableSpec.Absence(standIn, seconds);
    }

    private static Integer turnSeconds(JsonNode n) {
        if (n == null || n.isNull()) {
            return null;
        }
        if (!n.isIntegralNumber() || !n.canConvertToInt() || n.intValue() < 1
                || n.intValue() > TableSpec.MAX_TURN_SECONDS) {
            throw ApiException.malformed("\"turn_seconds\" must be a whole number from 1 to " + TableSpec.MAX_TURN_SECONDS
                    + ", or null for no turn timer");
        }
        return n.intValue();
    }

    private static Object value(String name, JsonNode v) {
        return switch (v.getNodeType()) {
            case BOOLEAN -> v.booleanValue();
            case STRING -> v.textValue();
            case NUMBER -> v.isIntegralNumber() ? (Object) v.bigIntegerValue() : (Object) v.doubleValue();
            default -> throw new ApiException(400, "bad-rules", "rules." + name + ": " + v
                    + " is not a valid value (a rule value is true, false, a number or a word)");
        };
    }

    /** The text field {@code field} of {@code body}: null when absent and not {@code required}. */
    public static String text(JsonNode body, String field, boolean required) {
        JsonNode n = body.get(field);
        if (n == null || n.isNull()) {
            if (required) {
                throw ApiException.malformed("\"" + field + "\" is required");
            }
            return null;
        }
        if (n.getNodeType() != JsonNodeType.STRING) {
            throw ApiException.malformed("\"" + field + "\" must be a string");
        }
        return n.textValue();
    }
}
