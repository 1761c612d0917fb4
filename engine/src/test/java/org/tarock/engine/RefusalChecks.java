package org.tarock.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

/** The refusal of an action written in the game's vocabulary, and its check, for the refusal examples. */
public final class RefusalChecks {
    private RefusalChecks() {
    }

    /** Why {@code seat} may not take {@code action} now; fails the test if it may. */
    public static Refusal refusal(State state, int seat, String action) {
        try {
            Refusal r = state.check(seat, state.game().vocabulary().parse(action));
            assertThat(r).as(action + " is refused").isNotNull();
            return r;
        } catch (IllegalActionException e) {
            return e.refusal();
        }
    }

    /** Why the seat to act may not take {@code action} now; fails the test if it may. */
    public static Refusal refusal(State state, String action) {
        return refusal(state, state.currentSeat(), action);
    }

    public static void assertRefusal(Refusal r, Reason reason, Map<String, Object> args) {
        assertThat(r.reason()).isEqualTo(reason);
        assertThat(r.args()).isEqualTo(args);
    }
}
