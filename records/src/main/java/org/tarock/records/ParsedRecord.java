package org.tarock.records;

import java.util.List;
import java.util.Map;
import org.tarock.engine.Carry;
import org.tarock.engine.Deal;
import org.tarock.engine.Game;

/**
 * A record whose envelope is well formed: every field read and checked on its own, before the actions are
 * replayed.
 *
 * @param carryBefore the carried state the hand starts with ({@code result.carry_before}, or the game's
 *                    initial state when the game carries nothing)
 * @param result      the record's {@code result} as plain Java values (see {@link Json#toJava})
 * @param fairness    the record's well-formed {@code fairness} object, or null when it has none
 */
record ParsedRecord(Game game, List<String> players, int dealer, String sittingOut, Deal deal, Carry carryBefore,
                    List<RecordedAction> actions, Map<String, Object> result, Fairness fairness) {

    /** One entry of {@code actions}: a seat and an action string, not yet parsed or checked. */
    record RecordedAction(int seat, String act) {
    }
}
