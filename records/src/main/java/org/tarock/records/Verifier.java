package org.tarock.records;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
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
 * The fields of a thrown-in or annulled hand that hold the game file's placeholders are not compared, as
 * record-format.md says of a reader; {@link Checks#placeholders()} compares them too, to check a writer.
 * A file that cannot be read, a file of another type, an empty file and a blank line of a match file each
 * count as one bad record with one problem line. Files are read as they come ({@link RecordFile}), so that
 * any size and kind of file (a pipe, a device) can be checked: a line longer than 1 MiB is one bad record
 * and ends the check of its file, and a last line cut short by an interrupted writer is reported as such.
 *
 * <p>The report streams: each problem line is handed on as its record is checked, and between two records
 * only what the match rules need of the earlier one is kept ({@link MatchRules.Previous}), so that memory is
 * bounded by one record, whatever the length of the file and the number of its problems.
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
     * its own, for files of hands that are not one match (an arena plays each deal in six seatings). The report
     * holds every problem line: for files of a known, modest size (a report of millions of lines is better
     * streamed, {@link #verify(List, Checks, Consumer)}).
     */
    public static VerifyReport verify(List<Path> files, boolean matchRules) {
        return verify(files, new Checks(matchRules, false));
    }

    /** Verifies files with the given checks, every problem line in the report. */
    public static VerifyReport verify(List<Path> files, Checks checks) {
        List<String> problems = new ArrayList<>();
        VerifyTotals totals = verify(files, checks, problems::add);
        return new VerifyReport(totals.records(), totals.ok(), problems);
    }

    /**
     * Verifies files, handing each problem line ({@code FILE:LINE: ...}) to {@code problems} as soon as its record
     * is checked, in file and line order.
     *
     * @return how many records were read and how many are valid
     */
    public static VerifyTotals verify(List<Path> files, Checks checks, Consumer<String> problems) {
        Tally tally = new Tally(problems);
        for (Path file : files) {
            verifyFile(file, tally, checks);
        }
        return new VerifyTotals(tally.records, tally.ok);
    }

    /**
     * The checks beyond each record's own.
     *
     * @param matchRules   in a {@code .jsonl} file, each record against the one before it (off for files of hands
     *                     that are not one match)
     * @param placeholders also the fields of a thrown-in or annulled hand that hold the game file's placeholders,
     *                     which a reader does not compare (record-format.md): whether a writer wrote them exactly
     */
    public record Checks(boolean matchRules, boolean placeholders) {
        /** What {@code tarock verify} checks by default: the match rules, not the placeholders. */
        public static final Checks DEFAULT = new Checks(true, false);
    }

    /**
     * What was learned of one record: its problems and, when it was read and replayed, what the match rules
     * need of it for the next record.
     */
    record Checked(ParsedRecord parsed, MatchRules.Previous previous, List<String> problems) {
        static Checked bad(List<String> problems) {
            return new Checked(null, null, problems);
        }
    }

    private static final class Tally {
        final Consumer<String> problems;
        int records;
        int ok;

        Tally(Consumer<String> problems) {
            this.problems = problems;
        }

        void add(String file, int line, List<String> recordProblems) {
            records++;
            if (recordProblems.isEmpty()) {
                ok++;
            }
            for (String p : recordProblems) {
                problems.accept(file + ":" + line + ": " + p);
            }
        }
    }

    private static void verifyFile(Path file, Tally tally, Checks checks) {
        String name = file.toString();
        try (RecordFile in = RecordFile.open(file)) {
            if (in.isMatch()) {
                verifyMatch(name, in, tally, checks);
            } else {
                switch (in.next()) {
                    case RecordFile.Text t -> tally.add(name, 1, check(t.text(), true, checks).problems());
                    case RecordFile.Unreadable u -> tally.add(name, u.line(), List.of(u.problem()));
                    case null -> tally.add(name, 1, List.of("the file is empty (a .json file holds one record)"));
                }
            }
        } catch (RecordFile.OpenException e) {
            tally.records++;
            tally.problems.accept(name + ": " + e.getMessage());
        } catch (IOException closing) {
            // every line is read and checked: a file that cannot be closed changes nothing of the report
        }
    }

    private static void verifyMatch(String name, RecordFile in, Tally tally, Checks checks) {
        MatchRules.Previous previous = null;
        int lines = 0;
        for (RecordFile.Piece piece = in.next(); piece != null; piece = in.next()) {
            lines++;
            Checked checked = switch (piece) {
                case RecordFile.Unreadable u -> Checked.bad(List.of(u.problem()));
                case RecordFile.Text t when t.text().isBlank() ->
                        Checked.bad(List.of("blank line (a match file holds one record on every line)"));
                case RecordFile.Text t -> {
                    Checked c = checkLine(t, checks);
                    if (checks.matchRules() && c.problems().isEmpty() && previous != null) {
                        Optional<String> broken = MatchRules.check(previous, c.parsed());
                        if (broken.isPresent()) {
                            c = new Checked(c.parsed(), c.previous(), List.of(broken.get()));
                        }
                    }
                    yield c;
                }
            };
            tally.add(name, piece.line(), checked.problems());
            previous = checked.previous();
        }
        if (lines == 0) {
            tally.add(name, 1, List.of("the file is empty (a match file holds one record per line)"));
        }
    }

    /**
     * One line of a match. A last line without a line break that is not whole JSON was cut short, by a writer
     * that stopped in the middle of the record: said so, rather than only where the JSON stops.
     */
    static Checked checkLine(RecordFile.Text line, Checks checks) {
        Checked c = check(line.text(), false, checks);
        if (!line.ended() && c.parsed() == null && c.problems().size() == 1
                && c.problems().getFirst().startsWith(RecordReader.MALFORMED)) {
            return Checked.bad(List.of("truncated last line (the file ends in the middle of a record, "
                    + "without a line break): " + c.problems().getFirst()));
        }
        return c;
    }

    private static Checked check(String text, boolean wholeFile, Checks checks) {
        JsonNode root;
        try {
            root = Json.parse(text);
        } catch (Json.MalformedJsonException e) {
            return Checked.bad(List.of(RecordReader.malformedJson(e, wholeFile)));
        }
        ParsedRecord parsed;
        try {
            parsed = RecordReader.parse(root);
        } catch (RecordException e) {
            return Checked.bad(e.problems());
        }
        List<String> unfair = FairnessCheck.problems(parsed);
        if (!unfair.isEmpty()) {
            return new Checked(parsed, null, unfair);
        }
        try {
            State state = RecordReader.replay(parsed);
            return new Checked(parsed, MatchRules.Previous.of(parsed, state.result()),
                    ResultComparison.differences(state.result(), parsed.result(), checks.placeholders()));
        } catch (RecordException e) {
            return new Checked(parsed, null, e.problems());
        } catch (RuntimeException engineFault) {
            // a fault of the engine, not of the record: still one line, so that the other records are checked
            return new Checked(parsed, null, List.of("the engine failed on this record: "
                    + Echo.clip(engineFault.toString())));
        }
    }
}
