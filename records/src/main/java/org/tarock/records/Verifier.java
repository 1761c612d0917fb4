package org.tarock.records;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tarock.engine.State;

/**
 * Verifies record files: reads every record, replays its actions through the engine, recomputes its result
 * and, in a match file, checks each record against the one before it.
 *
 * <p>Each bad record gives its problems as lines {@code FILE:LINE: ...} (LINE is 1 for a {@code .json} file).
 * The checks run in stages and a record's report comes from the first stage that finds anything:
 * <ol>
 *   <li>reading the envelope (JSON, format, game, rules, players, dealer, sitting_out, deal, the carried
 *       state, the shape of the actions and of {@code fairness}): the first problem;</li>
 *   <li>a record with {@code fairness}: the proof of its fair deal (the chain to the commitment, the deal
 *       from the fair seed, the names of the seats, the first dealer): every problem, one line each;</li>
 *   <li>replaying the actions: the first illegal action, or the hand not being over after the last;</li>
 *   <li>comparing the result: every difference, one line each;</li>
 *   <li>the match rules against the previous record: the first rule broken. They are checked only when the
 *       previous record got through stages 1 and 2, since otherwise who dealt and what it carried is
 *       unknown.</li>
 * </ol>
 * A file that cannot be read, a file of another type, an empty match file and a blank line of a match file
 * each count as one bad record with one problem line.
 */
public final class Verifier {
    private Verifier() {
    }

    /** Verifies files: `.json` holds one record, `.jsonl` a match (one record per line, blank lines not allowed). */
    public static VerifyReport verify(List<Path> files) {
        return verify(files, true);
    }

    /**
     * Verifies files; with {@code matchRules} false the records of a {@code .jsonl} file are checked each on
     * its own, for files of hands that are not one match (an arena plays each deal in six seatings).
     */
    public static VerifyReport verify(List<Path> files, boolean matchRules) {
        Tally tally = new Tally();
        for (Path file : files) {
            verifyFile(file, tally, matchRules);
        }
        return new VerifyReport(tally.records, tally.ok, tally.problems);
    }

    /** What was learned of one record: the parsed record and its replayed hand when those stages passed. */
    private record Checked(ParsedRecord parsed, State replayed, List<String> problems) {
    }

    private static final class Tally {
        int records;
        int ok;
        final List<String> problems = new ArrayList<>();

        void add(String file, int line, List<String> recordProblems) {
            records++;
            if (recordProblems.isEmpty()) {
                ok++;
            }
            for (String p : recordProblems) {
                problems.add(file + ":" + line + ": " + p);
            }
        }
    }

    private static void verifyFile(Path file, Tally tally, boolean matchRules) {
        String name = file.toString();
        boolean match = name.endsWith(".jsonl");
        if (!match && !name.endsWith(".json")) {
            tally.records++;
            tally.problems.add(name + ": not a record file (expected .json for one record or .jsonl for a match)");
            return;
        }
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            tally.records++;
            tally.problems.add(name + ": cannot read the file: " + whyUnreadable(e));
            return;
        }
        if (!match) {
            tally.add(name, 1, check(text, true).problems());
            return;
        }
        // a final line break ends the last line rather than starting an empty one
        List<String> lines = text.lines().toList();
        if (lines.isEmpty()) {
            tally.add(name, 1, List.of("the file is empty (a match file holds one record per line)"));
            return;
        }
        Checked previous = null;
        for (int i = 0; i < lines.size(); i++) {
            Checked checked;
            if (lines.get(i).isBlank()) {
                checked = new Checked(null, null, List.of("blank line (a match file holds one record on every line)"));
            } else {
                checked = check(lines.get(i), false);
                if (matchRules && checked.problems().isEmpty() && previous != null && previous.replayed() != null) {
                    Optional<String> broken = MatchRules.check(previous.parsed(), previous.replayed().result(),
                            checked.parsed());
                    if (broken.isPresent()) {
                        checked = new Checked(checked.parsed(), checked.replayed(), List.of(broken.get()));
                    }
                }
            }
            tally.add(name, i + 1, checked.problems());
            previous = checked;
        }
    }

    private static Checked check(String text, boolean wholeFile) {
        JsonNode root;
        try {
            root = Json.parse(text);
        } catch (Json.MalformedJsonException e) {
            return new Checked(null, null, List.of(RecordReader.malformedJson(e, wholeFile)));
        }
        ParsedRecord parsed;
        try {
            parsed = RecordReader.parse(root);
        } catch (RecordException e) {
            return new Checked(null, null, e.problems());
        }
        List<String> unfair = FairnessCheck.problems(parsed);
        if (!unfair.isEmpty()) {
            return new Checked(parsed, null, unfair);
        }
        State state;
        try {
            state = RecordReader.replay(parsed);
            return new Checked(parsed, state, ResultComparison.differences(state.result(), parsed.result()));
        } catch (RecordException e) {
            return new Checked(parsed, null, e.problems());
        } catch (RuntimeException engineFault) {
            // a fault of the engine, not of the record: still one line, so that the other records are checked
            return new Checked(parsed, null, List.of("the engine failed on this record: " + engineFault));
        }
    }

    private static String whyUnreadable(IOException e) {
        return switch (e) {
            case NoSuchFileException ignored -> "no such file";
            case AccessDeniedException ignored -> "permission denied";
            case CharacterCodingException ignored -> "not UTF-8 text";
            default -> e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
        };
    }
}
