package org.tarock.records;

import java.util.List;

/**
 * What {@link Verifier#verify} found.
 *
 * @param records  the records read (a file that cannot be read counts as one)
 * @param ok       the records that are valid
 * @param problems one line per problem, {@code FILE:LINE: ...}, in file and line order
 */
public record VerifyReport(int records, int ok, List<String> problems) {

    public VerifyReport {
        problems = List.copyOf(problems);
    }

    public int bad() {
        return records - ok;
    }

    /** "N records, M ok, K bad" */
    public String summary() {
        return new VerifyTotals(records, ok).summary();
    }
}
