package org.tarock.engine;

import java.util.Map;

/** Thrown when an action is refused; the state is unchanged. */
public class IllegalActionException extends RuntimeException {
    private final transient Refusal refusal;

    public IllegalActionException(Refusal refusal) {
        super(refusal.message());
        this.refusal = refusal;
    }

    public IllegalActionException(Reason reason, String message, Map<String, Object> args) {
        this(new Refusal(reason, message, args));
    }

    public Refusal refusal() {
        return refusal;
    }

    public Reason reason() {
        return refusal.reason();
    }
}
