package org.tarock.engine;

/** A rule set that is not valid: an unknown or missing option, a bad value or an invalid combination. */
public class RulesException extends IllegalArgumentException {
    public RulesException(String message) {
        super(message);
    }
}
