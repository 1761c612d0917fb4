package org.tarock.cli;

import java.io.BufferedWriter;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.tarock.records.TournamentVerifier;
import org.tarock.records.Verifier;
import org.tarock.records.VerifyTotals;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tarock verify FILE...}: replays records through the engine and reports every difference. */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Check records: replay every action through the engine and compare the result.",
        footer = {"%n.json files hold one record, .jsonl files a match (one record per line, checked as a match).",
                "A record with a 'fairness' object (tarock-fair/1) must also prove its deal fair (docs/fairness.md).",
                "Prints one line per problem as its record is checked, then 'N records, M ok,",
                "K bad'. Exit status 0 when all are good, 1 otherwise. A line quotes at most",
                "200 characters of a value, then '... (N characters)'.",
                "Files are read as they come (a pipe or a device too); a line, or a .json file, longer than 1 MiB",
                "is reported and ends the check of its file.",
                "With --tournament: the records of a duplicate tournament (GET /api/tournaments/{id}/records.jsonl),",
                "each record checked on its own and then as one tournament's (docs/fairness.md, \"Tournaments\");",
                "--standings also recomputes the standings of the tournament's JSON (GET /api/tournaments/{id}).",
                "%nExamples:", "  tarock verify match.jsonl hand.json",
                "  tarock verify --tournament records.jsonl --standings tournament.json"})
public final class VerifyCommand implements Callable<Integer> {
    /**
     * Problem lines go out as they are found, through a buffer flushed every {@value #FLUSH_MS} ms rather than
     * after each line: a file of 3 million bad records was checked a quarter to a third faster, and a line shows
     * within a moment of its record.
     */
    private static final int BUFFER = 1 << 16;
    private static final long FLUSH_MS = 200;

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Record files (.json or .jsonl).")
    List<Path> files;

    @Option(names = "--independent",
            description = "Check each record of a .jsonl file on its own, without the match rules (fair deals included) "
                    + "(for files of hands that are not one match, such as those of 'tarock arena').")
    boolean independent;

    @Option(names = "--placeholders",
            description = "Also compare the fields of thrown-in and annulled hands that hold the game's placeholder "
                    + "values, which a reader does not compare: check that a writer wrote them exactly.")
    boolean placeholders;

    @Option(names = "--tournament",
            description = "FILE holds a tournament's records: check them as one tournament's (one FILE).")
    boolean tournament;

    @Option(names = "--standings", paramLabel = "JSON",
            description = "With --tournament: the tournament as its server published it, whose id, commitment, client "
                    + "seed and standings must be the records'.")
    Path standings;

    @Override
    public Integer call() {
        if (tournament || standings != null) {
            return verifyTournament();
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(spec.commandLine().getOut(), BUFFER), false);
        VerifyTotals totals;
        try (ScheduledExecutorService flusher = Executors.newSingleThreadScheduledExecutor(
                Thread.ofPlatform().daemon().name("verify-flush").factory())) {
            flusher.scheduleWithFixedDelay(out::flush, FLUSH_MS, FLUSH_MS, TimeUnit.MILLISECONDS);
            totals = Verifier.verify(files, new Verifier.Checks(!independent, placeholders),
                    out::println);
            flusher.shutdownNow();
        }
        out.println(totals.summary());
        out.flush();
        return totals.bad() == 0 ? 0 : 1;
    }

    private int verifyTournament() {
        if (!tournament) {
            throw new ParameterException(spec.commandLine(), "--standings goes with --tournament");
        }
        if (files.size() != 1 || independent || placeholders) {
            throw new ParameterException(spec.commandLine(),
                    "--tournament checks one file, a tournament's records, with no other option but --standings");
        }
        PrintWriter out = spec.commandLine().getOut();
        TournamentVerifier.Report report = TournamentVerifier.verify(files.getFirst(), standings, out::println);
        out.println(report.summary());
        out.flush();
        return report.ok() ? 0 : 1;
    }
}
