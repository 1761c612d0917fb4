package org.tarock.records;

/**
 * How many records {@link Verifier#verify(java.util.List, Verifier.Checks, java.util.function.Consumer)} read and how
 * many of them are valid (a file that cannot be read counts as one record).
 */
public record VerifyTotals(int records, int ok) {

    public int bad() {
        return records - ok;
    }

    /** "N records, M ok, K bad" */
    public String summary() {
        return records + " records, " + ok + " ok, " + bad() + " bad";
    }
}
