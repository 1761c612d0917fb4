package org.tarock.engine;

/**
 * A refused action: the stable reason code and a sentence a player understands
 * ("you must follow suit: you hold GK").
 */
public record Refusal(Reason reason, String message) {
    @Override
    public String toString() {
        return reason.code() + ": " + message;
    }
}
