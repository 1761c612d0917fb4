package org.tarock.records;

import java.util.List;

/**
 * A record that is not valid, with what is wrong: one problem naming the field or the action, or every
 * difference between the record's {@code result} and the recomputed one (one line each, in the order of
 * the engine's result fields).
 */
public final class RecordException extends Exception {
    private final transient List<String> problems;

    public RecordException(String problem) {
        this(List.of(problem));
    }

    public RecordException(List<String> problems) {
        super(String.join("; ", problems));
        this.problems = List.copyOf(problems);
    }

    /** The problems, each a line such as {@code result.pot: expected 0, found 1}. */
    public List<String> problems() {
        return problems;
    }
}
