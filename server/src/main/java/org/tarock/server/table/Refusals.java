package org.tarock.server.table;

/** How a match words the actions it does not take for reasons of the table rather than of the rules. */
final class Refusals {
    private Refusals() {
    }

    /**
     * The error code of an action at a table in {@code status}, or null when the match takes it: an action naming
     * {@code expected} is stale before the last change to the game ({@code playVersion}) or after {@code version}.
     */
    static String problem(TableStatus status, Long expected, long playVersion, long version) {
        return switch (status) {
            case OPEN -> "table-not-started";
            case FINISHED -> "match-over";
            case BROKEN -> "table-broken";
            case CLOSED -> "table-closed";
            case PLAYING -> expected != null && (expected < playVersion || expected > version) ? "stale" : null;
        };
    }

    /** Why an action was not taken: {@code problem} is the error code, {@code version} the table's version. */
    static String wording(String problem, String brokenReason, long version, Long expected) {
        return switch (problem) {
            case "table-not-started" -> "the match starts when every seat is taken";
            case "match-over" -> "the match is over";
            case "table-broken" -> "this table cannot go on: " + brokenReason;
            case "table-closed" -> "this table is closed";
            default -> "the table is at version " + version + ", not " + expected + "; nothing was changed";
        };
    }

    /** An action the store did not take ({@code why}: the store's failure, or null). */
    static String notStored(String why) {
        return "the action could not be stored, so it was not taken"
                + (why == null ? "" : " (the database is not taking writes: " + why + ")") + "; try again";
    }
}
