package org.tarock.records;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tarock.engine.Game;
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
     * What the rules need of the previous record, and all that a match check keeps from one record to the next.
     *
     * @param carryAfter its {@code carry_after} as written, when {@code writesCarryAfter}
     * @param dealPasses whether the deal passed on after it, by its result as the engine recomputed it
     */
    record Previous(Game game, List<String> players, int dealer, String sittingOut, boolean writesCarryAfter,
                    Object carryAfter, boolean dealPasses, Fairness fairness) {

        static Previous of(ParsedRecord record, HandResult replayed) {
            return new Previous(record.game(), record.players(), record.dealer(), record.sittingOut(),
                    record.result().containsKey("carry_after"), record.result().get("carry_after"),
                    record.game().dealPasses(replayed), record.fairness());
        }
    }

    /** The first rule the later record breaks, or empty. */
    static Optional<String> check(Previous previous, ParsedRecord record) {
        if (record.game().id() != previous.game().id()) {
            return Optional.of("game: a match has one game: " + Echo.json(record.game().id().id())
                    + " here, " + Echo.json(previous.game().id().id()) + " in the previous record");
        }
        Map<String, Object> rules = record.game().rules().values();
        Map<String, Object> before = previous.game().rules().values();
        for (Map.Entry<String, Object> option : rules.entrySet()) {
            Object was = before.get(option.getKey());
            if (!option.getValue().equals(was)) {
                return Optional.of("rules." + option.getKey() + ": a match has one rule set: "
                        + Echo.json(option.getValue()) + " here, " + Echo.json(was) + " in the previous record");
            }
        }
        if (record.game().initialCarry().fields() != null && previous.writesCarryAfter()) {
            Object after = previous.carryAfter();
            Object carried = record.result().get("carry_before");
            if (!ResultComparison.same(after, carried, "carry_before")) {
                return Optional.of("result.carry_before: expected " + Echo.json(after)
                        + " (the previous record's carry_after), found " + Echo.json(carried));
            }
        }
        Optional<String> passed = record.game().tableSize() == 4
                ? dealPassedAtFour(previous, record)
                : dealPassedAtThree(previous, record);
        return passed.isPresent() ? passed : FairnessCheck.againstPrevious(previous.fairness(), record.fairness());
    }

    private static Optional<String> dealPassedAtThree(Previous previous, ParsedRecord record) {
        List<String> before = previous.players();
        List<String> players = record.players();
        if (!isRotation(before, players)) {
            return Optional.of("players: expected the seating order of the previous record, " + Echo.json(before)
                    + " or a rotation of it, found " + Echo.json(players));
        }
        boolean passes = previous.dealPasses();
        String dealer = passes ? before.get((previous.dealer() + 1) % 3) : before.get(previous.dealer());
        String now = players.get(record.dealer());
        if (!now.equals(dealer)) {
            return Optional.of("dealer: " + (passes
                    ? "the deal passes to " + Echo.json(dealer) + ", forehand of the previous record"
                    : "the annulled deal is dealt again by " + Echo.json(dealer))
                    + ", but players[" + record.dealer() + "] is " + Echo.json(now));
        }
        return Optional.empty();
    }

    private static Optional<String> dealPassedAtFour(Previous previous, ParsedRecord record) {
        List<String> before = previous.players();
        String dealer = before.get(0);
        if (!dealer.equals(record.sittingOut())) {
            return Optional.of("sitting_out: expected " + Echo.json(dealer) + " (the deal passes to seat 0 of the"
                    + " previous record), found " + Echo.json(record.sittingOut()));
        }
        List<String> expected = List.of(before.get(1), before.get(2), previous.sittingOut());
        if (!expected.equals(record.players())) {
            return Optional.of("players: expected " + Echo.json(expected) + " (the previous players after seat 0,"
                    + " then the previous dealer), found " + Echo.json(record.players()));
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
