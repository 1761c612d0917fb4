package org.tarock.records;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import org.tarock.engine.Amount;
import org.tarock.engine.FairDeal;

/**
 * Checks a duplicate tournament's records as a whole ({@code tarock verify --tournament}, docs/fairness.md,
 * "Tournaments"): each record on its own as {@link Verifier} does (without the match rules: an entry's records
 * are hands of their own), and then that the records are one tournament's: every record names the same
 * {@code tournament} and carries {@code fairness} on the same commitment; the {@code entrant} sits at table seat 0
 * ({@code fairness.seats[0]}); the client seeds are the same everywhere, the entrant's seat's and then two empty
 * ones; each entrant's hands are numbered 1, 2, 3, … in the order of the file; every entry's deal {@code k} has
 * the same seed and the same dealer, the first dealer of deal 1 passing on one seat a deal; every hand starts with
 * nothing carried. Given the tournament's JSON ({@code GET /api/tournaments/{id}}), its id, commitment and client
 * seed must be the records', and its standings those the records give ({@link TournamentStandings}).
 */
public final class TournamentVerifier {
    private TournamentVerifier() {
    }

    /** How many records were read and how many are good, and whether the published standings check out. */
    public record Report(VerifyTotals totals, boolean standingsChecked, int standingsProblems) {
        public boolean ok() {
            return totals.bad() == 0 && standingsProblems == 0;
        }

        /** "N records, M ok, K bad", and with standings "; standings ok" or "; standings: P problems". */
        public String summary() {
            return totals.summary() + (!standingsChecked ? "" : standingsProblems == 0 ? "; standings ok"
                    : "; standings: " + standingsProblems + (standingsProblems == 1 ? " problem" : " problems"));
        }
    }

    /** What the records agree on so far, and each entrant's and deal's first values. */
    private static final class Seen {
        String tournament;
        String commitment;
        List<String> clientSeeds;
        String game;
        final Map<String, Integer> lastHand = new HashMap<>();
        final Map<Integer, Long> seeds = new HashMap<>();
        final Map<String, Map<Integer, Amount>> settlements = new java.util.LinkedHashMap<>();
    }

    /**
     * Verifies the records file {@code records} and, unless null, the tournament JSON {@code tournament}, handing
     * each problem line ({@code FILE:LINE: ...}, or {@code FILE: ...} for the tournament JSON) to {@code problems}.
     */
    public static Report verify(Path records, Path tournament, Consumer<String> problems) {
        Seen seen = new Seen();
        int count = 0;
        int ok = 0;
        String name = records.toString();
        try (RecordFile in = RecordFile.open(records)) {
            for (RecordFile.Piece piece = in.next(); piece != null; piece = in.next()) {
                List<String> found = switch (piece) {
                    case RecordFile.Unreadable u -> List.of(u.problem());
                    case RecordFile.Text t when t.text().isBlank() ->
                            List.of("blank line (a tournament's file holds one record on every line)");
                    case RecordFile.Text t -> check(t, seen);
                };
                count++;
                ok += found.isEmpty() ? 1 : 0;
                for (String p : found) {
                    problems.accept(name + ":" + piece.line() + ": " + p);
                }
            }
        } catch (RecordFile.OpenException e) {
            problems.accept(name + ": " + e.getMessage());
            return new Report(new VerifyTotals(1, 0), false, 0);
        } catch (IOException closing) {
            // every line is read and checked: a file that cannot be closed changes nothing of the report
        }
        if (count == 0) {
            problems.accept(name + ":1: the file is empty (a tournament's file holds one record per line)");
            count = 1;
        }
        if (tournament == null) {
            return new Report(new VerifyTotals(count, ok), false, 0);
        }
        List<String> published = publishedProblems(tournament, seen);
        published.forEach(p -> problems.accept(tournament + ": " + p));
        return new Report(new VerifyTotals(count, ok), true, published.size());
    }

    private static List<String> check(RecordFile.Text line, Seen seen) {
        Verifier.Checked checked = Verifier.checkLine(line, new Verifier.Checks(false, false));
        if (!checked.problems().isEmpty()) {
            return checked.problems();
        }
        ParsedRecord r = checked.parsed();
        JsonNode root;
        try {
            root = Json.parse(line.text());
        } catch (Json.MalformedJsonException e) {
            return List.of(RecordReader.malformedJson(e, false));
        }
        Fairness f = r.fairness();
        if (f == null) {
            return List.of("fairness: missing (every hand of a tournament is dealt by " + FairDeal.SCHEME + ")");
        }
        List<String> problems = new ArrayList<>();
        String tournament = text(root, "tournament", problems);
        String entrant = text(root, "entrant", problems);
        if (!problems.isEmpty()) {
            return problems;
        }
        same("tournament", tournament, seen.tournament, problems);
        same("game", r.game().id().id(), seen.game, problems);
        same("fairness.commitment", f.commitment(), seen.commitment, problems);
        same("fairness.client_seeds", f.clientSeeds(), seen.clientSeeds, problems);
        if (!f.clientSeeds().get(1).isEmpty() || !f.clientSeeds().get(2).isEmpty()) {
            problems.add("fairness.client_seeds: " + Echo.json(f.clientSeeds()) + ": the bots' seats 1 and 2 have "
                    + "no client seed (\"\")");
        }
        if (!f.seats().getFirst().equals(entrant)) {
            problems.add("entrant: " + Echo.json(entrant) + " is not at table seat 0 (fairness.seats[0] is "
                    + Echo.json(f.seats().getFirst()) + ")");
            return problems;
        }
        int expected = seen.lastHand.getOrDefault(entrant, 0) + 1;
        if (f.hand() != expected) {
            problems.add("fairness.hand: " + f.hand() + " where " + Echo.json(entrant) + "'s hand " + expected
                    + " comes next (an entry's hands are numbered 1, 2, 3, ... in order)");
        }
        long seed = f.dealSeed();
        Long first = seen.seeds.putIfAbsent(f.hand(), seed);
        if (first != null && first != seed) {
            problems.add("deal " + f.hand() + ": dealt from seed " + Long.toUnsignedString(seed)
                    + ", another entry's from " + Long.toUnsignedString(first));
        }
        int dealer = f.seats().indexOf(r.players().get(r.dealer()));
        int rotation = (FairDeal.firstDealer(firstDealSeed(f), 3) + f.hand() - 1) % 3;
        if (dealer != rotation) {
            problems.add("dealer: table seat " + dealer + " deals hand " + f.hand() + ", where the first dealer "
                    + "of deal 1 passing the deal on gives table seat " + rotation);
        }
        if (!Objects.equals(r.carryBefore().fields(), r.game().initialCarry().fields())) {
            problems.add("result.carry_before: " + Echo.json(r.carryBefore().fields()) + ": every deal of a "
                    + "tournament starts with nothing carried (" + Echo.json(r.game().initialCarry().fields()) + ")");
        }
        if (seen.tournament == null) {
            seen.tournament = tournament;
            seen.game = r.game().id().id();
            seen.commitment = f.commitment();
            seen.clientSeeds = f.clientSeeds();
        }
        seen.lastHand.put(entrant, Math.max(f.hand(), seen.lastHand.getOrDefault(entrant, 0)));
        seen.settlements.computeIfAbsent(entrant, k -> new HashMap<>()).put(f.hand(),
                Amount.fromNumber((Number) ((List<?>) r.result().get("settlement")).get(r.players().indexOf(entrant))));
        return problems;
    }

    /** The seed of deal 1 of the record's chain: its secret {@code s_1} hashed down from {@code s_k}. */
    private static long firstDealSeed(Fairness f) {
        byte[] first = FairDeal.of(f.secretBytes(), f.hand()).secret(1);
        return FairDeal.dealSeed(first, f.clientSeeds(), 1);
    }

    private static String text(JsonNode root, String field, List<String> problems) {
        JsonNode n = root.get(field);
        if (n == null || !n.isTextual() || n.textValue().isEmpty()) {
            problems.add(field + ": expected the " + (field.equals("entrant") ? "entrant's name" : "tournament's id")
                    + ", a string, found " + (n == null ? "nothing" : RecordReader.describe(n)));
            return null;
        }
        return n.textValue();
    }

    private static void same(String field, Object value, Object first, List<String> problems) {
        if (first != null && !first.equals(value)) {
            problems.add(field + ": " + Echo.json(value) + " where the first record has " + Echo.json(first));
        }
    }

    private static List<String> publishedProblems(Path file, Seen seen) {
        JsonNode t;
        try {
            t = Json.parse(Files.readString(file));
        } catch (IOException e) {
            return List.of(RecordFile.why(e));
        } catch (Json.MalformedJsonException e) {
            return List.of(RecordReader.malformedJson(e, true));
        }
        return PublishedStandings.problems(t, seen.tournament, seen.commitment,
                seen.clientSeeds == null ? null : seen.clientSeeds.getFirst(), seen.settlements);
    }
}
