package org.tarock.server.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tarock.bots.Bots;
import org.tarock.engine.Game;

/**
 * A table as its creator asked for it, validated: the game with its rules, and per seat either an open seat
 * for a person (or an outside bot) or a server bot of a given kind.
 *
 * @param game        the game with the rules in force
 * @param seats       one entry per seat: null for an open seat, else the server bot's kind
 * @param hands       how many hands the match lasts
 * @param absent      what happens while a player is away
 * @param turnSeconds the turn timer in seconds, or null for none
 * @param pace        how fast its server bots play when someone follows the table
 * @param rated       whether the match is rated (docs/ratings.md): only signed-in players and server bots of distinct
 *                    kinds sit at it, each bot under its account {@code bot:KIND}
 */
public record TableSpec(Game game, List<String> seats, int hands, Absence absent, Integer turnSeconds, Pace pace,
                        boolean rated) {
    public static final int MAX_HANDS = 1000;
    public static final int MAX_TURN_SECONDS = 3600;

    /**
     * The table option {@code absent}: a stand-in bot of kind {@code standIn} plays for an absent player after
     * {@code afterSeconds}, or, when {@code standIn} is null, the table waits for the player ({@code "wait"}).
     */
    public record Absence(String standIn, int afterSeconds) {
        static final int MAX_AFTER = 86_400;
        static final Absence DEFAULT = new Absence("basic", 60);
        static final Absence WAIT = new Absence(null, 0);

        /** The create field {@code absent}: {@code "wait"} or {@code {"stand_in": KIND, "after": N}}; default basic, 60 s. */
        public static Absence read(JsonNode n) {
            if (n == null || n.isNull()) {
                return Absence.DEFAULT;
            }
            if (n.isTextual() && n.textValue().equals("wait")) {
                return Absence.WAIT;
            }
            String shape = "\"absent\" is \"wait\" or {\"stand_in\": a bot (" + String.join(", ", Bots.KINDS)
                    + "), \"after\": seconds from 0 to " + Absence.MAX_AFTER + "}";
            if (!n.isObject()) {
                throw new ApiException(400, "bad-absent", shape);
            }
            JsonNode kind = n.get("stand_in");
            JsonNode after = n.get("after");
            String standIn = kind == null || kind.isNull() ? Absence.DEFAULT.standIn() : kind.asText();
            if (kind != null && !kind.isNull() && !kind.isTextual() || !Bots.KINDS.contains(standIn)) {
                throw new ApiException(400, "bad-absent", shape);
            }
            int seconds = Absence.DEFAULT.afterSeconds();
            if (after != null && !after.isNull()) {
                if (!after.isIntegralNumber() || !after.canConvertToInt() || after.intValue() < 0
                        || after.intValue() > Absence.MAX_AFTER) {
                    throw new ApiException(400, "bad-absent", shape);
                }
                seconds = after.intValue();
            }
            return new Absence(standIn, seconds);
        }

        boolean waits() {
            return standIn == null;
        }

        /** The option as the API writes it: {@code "wait"} or {@code {"stand_in": KIND, "after": N}}. */
        Object json() {
            if (waits()) {
                return "wait";
            }
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("stand_in", standIn);
            m.put("after", afterSeconds);
            return m;
        }
    }
}
