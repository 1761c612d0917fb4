package org.tarock.records;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tarock.engine.HandResult;

/**
 * The rules that tie each record of a match file to the one before it (record-format.md "A match"): one game
 * and one rule set, the carried state chained as written, the deal passed on, checked by name, and the chain
 * of fair deals ("Fair deals").
 */
final class MatchRules {
    private MatchRules() {
    }

    /**
     * The first rule the later record breaks, or empty.
     *
     * @param previousResult the previous hand's result as the engine recomputed it (it says whether the deal
     *                       passed on)
     */
    static Optional<String> check(ParsedRecord previous, HandResult previousResult, ParsedRecord record) {
        if (record.game().id() != previous.game().id()) {
            return Optional.of("game: a match has one game: " + Json.write(record.game().id().id())
                    + " here, " + Json.write(previous.game().id().id()) + " in the previous record");
        }
        Map<String, Object> rules = record.game().rules().values();
        Map<String, Object> before = previous.game().rules().values();
        for (Map.Entry<String, Object> option : rules.entrySet()) {
            Object was = before.get(option.getKey());
            if (!option.getValue().equals(was)) {
                return Optional.of("rules." + option.getKey() + ": a match has one rule set: "
                        + Json.write(option.getValue()) + " here, " + Json.write(was) + " in the previous record");
            }
        }
        if (record.game().initialCarry().fields() != null && previous.result().containsKey("carry_after")) {
            Object after = previous.result().get("carry_after");
            Object carried = record.result().get("carry_before");
            if (!ResultComparison.same(after, carried, "carry_before")) {
                return Optional.of("result.carry_before: expected " + Json.write(after)
                        + " (the previous record's carry_after), found " + Json.write(carried));
            }
        }
        Optional<String> passed = record.game().tableSize() == 4
                ? dealPassedAtFour(previous, record)
                : dealPassedAtThree(previous, previousResult, record);
        return passed.isPresent() ? passed : FairnessCheck.againstPrevious(previous.fairness(), record.fairness());
    }

    private static Optional<String> dealPassedAtThree(ParsedRecord previous, HandResult previousResult,
                                                      ParsedRecord record) {
        List<String> before = previous.players();
        List<String> players = record.players();
        if (!isRotation(before, players)) {
            return Optional.of("players: expected the seating order of the previous record, " + Json.write(before)
                    + " or a rotation of it, found " + Json.write(players));
        }
        boolean passes = previous.game().dealPasses(previousResult);
        String dealer = passes ? before.get((previous.dealer() + 1) % 3) : before.get(previous.dealer());
        String now = players.get(record.dealer());
        if (!now.equals(dealer)) {
            return Optional.of("dealer: " + (passes
                    ? "the deal passes to " + Json.write(dealer) + ", forehand of the previous record"
                    : "the annulled deal is dealt again by " + Json.write(dealer))
                    + ", but players[" + record.dealer() + "] is " + Json.write(now));
        }
        return Optional.empty();
    }

    private static Optional<String> dealPassedAtFour(ParsedRecord previous, ParsedRecord record) {
        List<String> before = previous.players();
        String dealer = before.get(0);
        if (!dealer.equals(record.sittingOut())) {
            return Optional.of("sitting_out: expected " + Json.write(dealer) + " (the deal passes to seat 0 of the"
                    + " previous record), found " + Json.write(record.sittingOut()));
        }
        List<String> expected = List.of(before.get(1), before.get(2), previous.sittingOut());
        if (!expected.equals(record.players())) {
            return Optional.of("players: expected " + Json.write(expected) + " (the previous players after seat 0,"
                    + " then the previous dealer), found " + Json.write(record.players()));
        }
        return Optional.empty();
    }

    private static boolean isRotation(List<String> before, List<String> players) {
        List<String> rotated = new ArrayList<>(before);
        for (int i = 0; i < rotated.size(); i++) {
            if (rotated.equals(players)) {
                return true;
            }
            Collections.rotate(rotated, 1);
        }
        return false;
    }
}
