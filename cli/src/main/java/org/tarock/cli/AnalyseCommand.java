package org.tarock.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.tarock.bots.runs.DealRunner;
import org.tarock.engine.Game;
import org.tarock.engine.State;
import org.tarock.records.HandRecord;
import org.tarock.records.RecordException;
import org.tarock.records.RecordFile;
import org.tarock.records.RecordReader;
import org.tarock.solver.Analysis;
import org.tarock.solver.Positions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code tarock analyse}: goes through a finished hand with the double-dummy solver — what the solver would
 * have played with all cards known, what each card played cost, the expected value of each legal card from
 * the seat's own view, whether the contract could have been made, and the deal's value for every contract.
 * Leipzig Taroc, each player for himself, is gone through with its depth-limited paranoid search instead.
 */
@Command(name = "analyse", aliases = "analyze", mixinStandardHelpOptions = true,
        description = "Analyse a finished hand with the double-dummy solver (Leipzig Taroc: a paranoid search).",
        footer = {"%nValues are card points for the deciding seat's side (Bettel: 1 if the soloist can avoid every",
                "trick, else 0). 'dd' is the double-dummy value with all cards known; 'expected' averages the",
                "solver over deals of the cards the seat could not see, consistent with what it had seen.",
                "Leipzig Taroc: values are the seat's own card points from a paranoid search (the two others",
                "against him), exact in the last 4 tricks and 2 tricks deep with an evaluation before: an",
                "estimate, not an exact solve.",
                "%nExamples:", "  tarock analyse hand.json", "  tarock analyse match.jsonl --hand 3 --samples 50",
                "  tarock analyse arena.jsonl --shortfall"})
public final class AnalyseCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "RECORD", description = "A record file: .json (one hand) or .jsonl (a match).")
    Path file;

    @Option(names = "--hand", paramLabel = "N", defaultValue = "1",
            description = "Which hand of a .jsonl file, from 1 (default: ${DEFAULT-VALUE}).")
    int hand;

    /** The default of a game valued by a search (Leipzig Taroc): 75 cards a hand, each sample a search of about 15 ms. */
    private static final int SEARCH_SAMPLES = 5;

    @Option(names = "--samples", paramLabel = "N",
            description = "Sampled deals per decision for the expected values; 0 skips them (default: 20; "
                    + "Leipzig Taroc " + SEARCH_SAMPLES + ").")
    Integer samples;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Seed of the sampling (default: ${DEFAULT-VALUE}).")
    long seed;

    /** Records sent out at once by --shortfall: enough to keep every thread or executor busy, few in memory. */
    private static final int SHORTFALL_BATCH = 2_000;

    @Mixin
    RunnerArgs runnerArgs;

    @Option(names = "--shortfall",
            description = "For every hand of the file: the points each kind of player's cards gave away against "
                    + "double-dummy play, per card and per seat and hand (players named KIND-N, as simulate and "
                    + "arena name bots).")
    boolean shortfall;

    @Override
    public Integer call() {
        if (shortfall) {
            return shortfall();
        }
        if (hand < 1 || (samples != null && samples < 0)) {
            throw new ParameterException(spec.commandLine(), "--hand must be at least 1 and --samples at least 0");
        }
        HandRecord record = read();
        Game game = record.game();
        Analysis analysis = new Analysis(game);
        int n = samples != null ? samples : analysis.method() == Analysis.Method.PARANOID_SEARCH ? SEARCH_SAMPLES : 20;
        State state = record.replay();
        Analysis.Report report = analysis.analyse(state, n, seed);
        lines(record, report).forEach(spec.commandLine().getOut()::println);
        spec.commandLine().getOut().flush();
        return 0;
    }

    /** {@code --shortfall}: the card-play shortfall of every hand, summed per kind of player. */
    private int shortfall() {
        Map<String, long[]> byKind = new TreeMap<>();
        int[] hands = {0};
        Consumer<HandShortfall.Seats> add = s -> {
            if (s == null) {
                return;
            }
            hands[0]++;
            for (int seat = 0; seat < 3; seat++) {
                long[] sum = byKind.computeIfAbsent(s.kinds().get(seat), k -> new long[3]);
                sum[0] += s.pointsLost()[seat];
                sum[1] += s.cards()[seat];
                sum[2]++;
            }
        };
        try (DealRunner runner = runnerArgs.open(); var records = records()) {
            ArrayList<String> batch = new ArrayList<>();
            boolean checked = false;
            for (var it = records.iterator(); it.hasNext(); ) {
                RecordFile.Text line = it.next();
                HandRecord record = parse(line);
                if (!checked) {
                    if (!Positions.supports(record.game())) {
                        throw new ParameterException(spec.commandLine(), "--shortfall needs the double-dummy solver, "
                                + "which does not cover " + record.game().id().id()
                                + " (analyse its hands one by one: they are gone through with a paranoid search)");
                    }
                    checked = true;
                }
                batch.add(line.text());
                if (batch.size() == SHORTFALL_BATCH) {
                    runner.run(0, batch.size(), new HandShortfall(batch), add);
                    batch = new ArrayList<>();
                }
            }
            if (!batch.isEmpty()) {
                runner.run(0, batch.size(), new HandShortfall(batch), add);
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println("Card play against double-dummy play, " + hands[0]
                + " hands (thrown-in and Bettel hands left out):");
        byKind.forEach((kind, sum) -> out.println(String.format(Locale.ROOT,
                "  %-8s %6d cards  %.3f points lost per card  %.2f per seat and hand (%d)", kind, sum[1],
                (double) sum[0] / sum[1], (double) sum[0] / sum[2], sum[2])));
        out.flush();
        return 0;
    }

    /** The records of the file as they are read: a .json file's whole text, each non-blank line of a .jsonl. */
    private java.util.stream.Stream<RecordFile.Text> records() {
        RecordFile in;
        try {
            in = RecordFile.open(file);
        } catch (RecordFile.OpenException e) {
            throw new ParameterException(spec.commandLine(), file + ": " + e.getMessage());
        }
        return java.util.stream.Stream.iterate(in.next(), java.util.Objects::nonNull, p -> in.next())
                .<RecordFile.Text>mapMulti((piece, next) -> {
                    switch (piece) {
                        case RecordFile.Text t when t.text().isBlank() -> { }
                        case RecordFile.Text t -> next.accept(t);
                        case RecordFile.Unreadable u -> throw new ParameterException(spec.commandLine(),
                                file + ":" + u.line() + ": " + u.problem());
                    }
                })
                .onClose(() -> {
                    try {
                        in.close();
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                });
    }

    private HandRecord parse(RecordFile.Text line) {
        try {
            return RecordReader.read(line.text());
        } catch (RecordException e) {
            throw new ParameterException(spec.commandLine(), file + ":" + line.line() + ": not a good record: "
                    + e.getMessage());
        }
    }

    /** The hand {@code --hand} names: the N-th record of a .jsonl file; a .json file holds only hand 1. */
    private HandRecord read() {
        int[] count = {0};
        RecordFile.Text text;
        try (var records = records()) {
            text = records.peek(t -> count[0]++).skip(hand - 1L).findFirst().orElse(null);
        }
        if (text == null) {
            throw new ParameterException(spec.commandLine(), file + " has " + count[0] + " hand"
                    + (count[0] == 1 ? "" : "s") + ", not " + hand + " (--hand counts from 1)");
        }
        return parse(text);
    }

    static List<String> lines(HandRecord record, Analysis.Report r) {
        List<String> out = new ArrayList<>();
        List<String> players = record.players();
        if (r.thrownIn()) {
            out.add("The hand was thrown in: there is nothing to analyse.");
            return out;
        }
        if (r.method() == Analysis.Method.PARANOID_SEARCH) {
            return searchLines(record, r);
        }
        out.add(record.game().id().title() + ": " + players.get(r.declarer()) + " (seat " + r.declarer() + ") played "
                + r.contract() + ".");
        out.add("Double-dummy value at the first lead: " + r.firstLeadValue() + " for the declarer — the contract "
                + (r.couldHaveBeenMade() ? "could" : "could not") + " have been made against best defence.");
        out.add("");
        out.add("Value of the deal for " + players.get(r.declarer()) + " in every contract (best play, all cards known;");
        out.add("with an exchange, the best of the few discards a simple rule rates highest):");
        for (Analysis.ContractValue c : r.contracts()) {
            out.add(String.format(Locale.ROOT, "  %-19s %-7s %-12s %-14s %4d  %s", c.contract(),
                    c.trump() == null ? "" : "trump " + c.trump(), c.taken() == null ? "" : "take " + c.taken(),
                    c.discard() == null ? "" : "lay " + c.discard(), c.value(), c.made() ? "made" : "not made"));
        }
        out.add("");
        out.add("Card by card (values for the side of the seat that decides):");
        cardLines(players, r, "dd", out);
        out.add("");
        StringBuilder summary = new StringBuilder("Points given away against double-dummy play:");
        for (int s = 0; s < 3; s++) {
            int seat = s;
            int lost = r.decisions().stream().filter(d -> d.seat() == seat).mapToInt(Analysis.Decision::pointsLost).sum();
            summary.append(' ').append(players.get(s)).append(' ').append(lost).append(s < 2 ? "," : "");
        }
        out.add(summary.toString());
        return out;
    }

    /** A game where every player plays for himself: no contract; each player's search value at his first card against what he took. */
    private static List<String> searchLines(HandRecord record, Analysis.Report r) {
        List<String> out = new ArrayList<>();
        List<String> players = record.players();
        out.add(record.game().id().title() + ": each player for himself. Values are a player's own card points "
                + "with all cards known,");
        out.add("from a depth-limited paranoid search (the two others playing against him; exact in the last 4 "
                + "tricks,");
        out.add("2 tricks deep with an evaluation before): an estimate, not an exact solve.");
        out.add("");
        int target = r.seats().isEmpty() ? 0 : r.seats().get(0).target();
        out.add("Could each player have done better (he wins or loses his card points − " + target + "):");
        for (Analysis.SeatValue v : r.seats()) {
            out.add(String.format(Locale.ROOT, "  %-10s search value at his first card %2d (%+d), took %2d (%+d), "
                            + "gave away %d against the search's best cards",
                    players.get(v.seat()), v.searchValue(), v.searchValue() - v.target(), v.cardPoints(),
                    v.cardPoints() - v.target(), v.pointsLost()));
        }
        out.add("");
        out.add("Card by card (values for the player who decides):");
        cardLines(players, r, "value", out);
        return out;
    }

    private static void cardLines(List<String> players, Analysis.Report r, String valueName, List<String> out) {
        for (Analysis.Decision d : r.decisions()) {
            StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "  trick %2d  %-10s played %-4s %s %3d",
                    d.trick(), players.get(d.seat()), d.played(), valueName, d.playedValue()));
            if (d.pointsLost() > 0) {
                sb.append(String.format(Locale.ROOT, "  best %-4s %s %3d  lost %d", d.best(), valueName,
                        d.bestValue(), d.pointsLost()));
            }
            boolean expected = d.cards().stream().anyMatch(c -> !Double.isNaN(c.expected()));
            if (expected && d.cards().size() > 1) {
                sb.append("  expected:");
                for (Analysis.CardValue c : d.cards()) {
                    sb.append(String.format(Locale.ROOT, " %s %.1f", c.card(), c.expected()));
                }
            }
            out.add(sb.toString());
        }
    }
}
