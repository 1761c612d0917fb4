package org.tarock.records;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tarock.engine.Amount;

/**
 * A tournament as its server published it ({@code GET /api/tournaments/{id}}) against its records: the same id,
 * commitment and client seed, and the standings the records give.
 */
final class PublishedStandings {
    private PublishedStandings() {
    }

    /**
     * What is wrong with the published tournament {@code t}, one line per problem.
     *
     * @param id          the records' tournament id, or null when there were none
     * @param commitment  the records' commitment, or null
     * @param clientSeed  the records' client seed at the entrant's seat ({@code ""} for none), or null
     * @param settlements per entrant, per deal number, the entrant's settlement
     */
    static List<String> problems(JsonNode t, String id, String commitment, String clientSeed,
                                 Map<String, Map<Integer, Amount>> settlements) {
        List<String> problems = new ArrayList<>();
        if (!t.isObject()) {
            return List.of("expected the tournament's JSON object, found " + RecordReader.describe(t));
        }
        JsonNode deals = t.get("deals");
        JsonNode standings = t.get("standings");
        if (deals == null || !deals.canConvertToInt() || deals.intValue() < 1) {
            return List.of("deals: expected the number of the tournament's deals, found " + found(deals));
        }
        if (standings == null || !standings.isArray()) {
            return List.of("standings: expected a list, found " + found(standings));
        }
        if (id != null) {
            agree("id", t.get("id"), id, problems);
            agree("commitment", t.get("commitment"), commitment, problems);
            JsonNode seed = t.get("client_seed");
            String published = seed == null || seed.isNull() ? "" : seed.asText();
            if (!published.equals(clientSeed)) {
                problems.add("client_seed: " + Echo.json(published) + " where the records have " + Echo.json(clientSeed));
            }
        }
        TournamentStandings recomputed = new TournamentStandings(deals.intValue());
        for (JsonNode line : standings) {
            JsonNode played = line.get("deals_played");
            // an entry that finished no deal has no record to recompute it from
            if (played != null && played.asInt(-1) == 0 && line.path("name").isTextual()) {
                recomputed.enter(line.get("name").textValue());
            }
        }
        settlements.forEach((name, own) -> own.forEach((k, amount) -> recomputed.add(name, k, amount)));
        List<TournamentStandings.Line> lines = recomputed.lines();
        for (int i = 0; i < Math.max(lines.size(), standings.size()); i++) {
            String given = i < standings.size() ? standings.get(i).toString() : "nothing";
            String ours = i < lines.size() ? json(lines.get(i)) : "nothing";
            if (i >= standings.size() || i >= lines.size() || !same(standings.get(i), lines.get(i))) {
                problems.add("standings[" + i + "]: published " + Echo.clip(given) + ", the records give " + ours);
            }
        }
        return problems;
    }

    private static boolean same(JsonNode given, TournamentStandings.Line line) {
        JsonNode score = given.get("score");
        boolean sameScore = line.score() == null ? score != null && score.isNull()
                : score != null && score.isNumber() && score.decimalValue().compareTo(line.score()) == 0;
        return given.path("rank").asInt(-1) == line.rank() && line.name().equals(given.path("name").asText(null))
                && given.path("deals_played").asInt(-1) == line.dealsPlayed() && sameScore;
    }

    private static String json(TournamentStandings.Line line) {
        BigDecimal score = line.score();
        return "{\"rank\":" + line.rank() + ",\"name\":" + Echo.json(line.name()) + ",\"score\":"
                + (score == null ? "null" : score.toPlainString()) + ",\"deals_played\":" + line.dealsPlayed() + "}";
    }

    private static void agree(String field, JsonNode given, String records, List<String> problems) {
        if (given == null || !records.equals(given.asText(null))) {
            problems.add(field + ": " + found(given) + " where the records have " + Echo.json(records));
        }
    }

    private static String found(JsonNode n) {
        return n == null ? "nothing" : RecordReader.describe(n);
    }
}
