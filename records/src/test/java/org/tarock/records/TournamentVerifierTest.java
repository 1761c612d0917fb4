package org.tarock.records;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.engine.FairDeal;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;

/**
 * {@code tarock verify --tournament}: a tournament's records check out as one tournament's, and each way of
 * breaking that (the deals, the seats, the seeds, the numbering, a carried pot, the published standings) is found
 * and named.
 */
class TournamentVerifierTest {
    private static final Game BAVARIAN = Games.create(Games.ruleBook(GameId.BAVARIAN_TAROCK).defaults());
    private static final FairDeal CHAIN = TournamentFiles.chain(3);
    private static final List<String> ENTRANTS = List.of("Anna", "Ben", "bot:basic");

    @TempDir
    Path dir;

    private List<String> records() {
        return new ArrayList<>(TournamentFiles.records(BAVARIAN, CHAIN, "creator-seed", ENTRANTS, 3));
    }

    private record Outcome(TournamentVerifier.Report report, List<String> problems) {
    }

    private Outcome verify(List<String> lines, ObjectNode published) {
        try {
            Path file = dir.resolve("records.jsonl");
            Files.writeString(file, String.join("\n", lines) + "\n");
            Path json = null;
            if (published != null) {
                json = dir.resolve("tournament.json");
                Files.writeString(json, published.toString());
            }
            List<String> problems = new ArrayList<>();
            TournamentVerifier.Report report = TournamentVerifier.verify(file, json, problems::add);
            return new Outcome(report, problems.stream().map(p -> p.substring(dir.toString().length() + 1)).toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String changed(String line, Consumer<ObjectNode> change) {
        ObjectNode tree = TournamentFiles.tree(line);
        change.accept(tree);
        return tree.toString();
    }

    @Test
    void aTournamentsRecordsAndStandingsCheckOut() {
        List<String> lines = records();
        Outcome o = verify(lines, TournamentFiles.published(CHAIN, "creator-seed", 3, lines));
        assertThat(o.problems()).isEmpty();
        assertThat(o.report().summary()).isEqualTo("9 records, 9 ok, 0 bad; standings ok");
        assertThat(o.report().ok()).isTrue();
    }

    @Test
    void everyEntrysDealKComesFromTheSameSeed() {
        List<String> lines = records();
        // Ben's second hand dealt with another creator's seed: a fair deal of its own, but not the tournament's
        String other = TournamentFiles.records(BAVARIAN, CHAIN, "another-seed", List.of("Ben"), 2).get(1);
        lines.set(4, other);
        assertThat(verify(lines, null).problems()).contains(
                "records.jsonl:5: fairness.client_seeds: [\"another-seed\",\"\",\"\"] where the first record has "
                        + "[\"creator-seed\",\"\",\"\"]")
                .anyMatch(p -> p.startsWith("records.jsonl:5: deal 2: dealt from seed "));
    }

    @Test
    void theEntrantSitsAtTableSeatZero() {
        List<String> lines = records();
        lines.set(0, changed(lines.get(0), t -> t.put("entrant", "Ben")));
        assertThat(verify(lines, null).problems()).contains("records.jsonl:1: entrant: \"Ben\" is not at table seat 0 "
                + "(fairness.seats[0] is \"Anna\")");
    }

    @Test
    void theBotsSeatsHaveNoClientSeed() {
        FairDeal chain = TournamentFiles.chain(1);
        List<String> table = List.of("Anna", "bot:basic-2", "bot:basic-3");
        List<String> seeds = List.of("creator-seed", "", "x");
        int dealer = FairDeal.firstDealer(chain.dealSeed(1, seeds), 3);
        HandRecord record = HandRecord.of(RandomHands.playOut(BAVARIAN.newHand(BAVARIAN.deal(chain.dealSeed(1, seeds),
                dealer), dealer, BAVARIAN.initialCarry()), new org.tarock.engine.DealRandom(1)),
                new org.tarock.engine.Seating(table, dealer, null)).withFairness(Fairness.of(chain, 1, seeds, table));
        String line = changed(RecordWriter.toJson(record), t -> {
            t.put("tournament", TournamentFiles.ID);
            t.put("entrant", "Anna");
        });
        assertThat(verify(List.of(line), null).problems()).containsExactly("records.jsonl:1: fairness.client_seeds: "
                + "[\"creator-seed\",\"\",\"x\"]: the bots' seats 1 and 2 have no client seed (\"\")");
    }

    @Test
    void anEntrysHandsAreNumberedOneTwoThreeInOrder() {
        List<String> lines = records();
        lines.remove(1);
        assertThat(verify(lines, null).problems()).containsExactly("records.jsonl:2: fairness.hand: 3 where "
                + "\"Anna\"'s hand 2 comes next (an entry's hands are numbered 1, 2, 3, ... in order)");
    }

    @Test
    void everyRecordNamesTheSameTournament() {
        List<String> lines = records();
        lines.set(3, changed(lines.get(3), t -> t.put("tournament", "other")));
        lines.set(5, changed(lines.get(5), t -> t.remove("entrant")));
        assertThat(verify(lines, null).problems()).containsExactly(
                "records.jsonl:4: tournament: \"other\" where the first record has \"k3m9x2p7qa\"",
                "records.jsonl:6: entrant: expected the entrant's name, a string, found nothing");
    }

    @Test
    void theDealerIsTheFirstDealerPassingTheDealOn() {
        // a fair match dealt as one table would deal it, but the second hand's dealer is not the rotation's
        List<String> seeds = List.of("creator-seed", "", "");
        List<String> table = List.of("Anna", "bot:basic-2", "bot:basic-3");
        int first = FairDeal.firstDealer(CHAIN.dealSeed(1, seeds), 3);
        int wrong = (first + 2) % 3;
        HandRecord record = HandRecord.of(RandomHands.playOut(BAVARIAN.newHand(BAVARIAN.deal(CHAIN.dealSeed(2, seeds),
                wrong), wrong, BAVARIAN.initialCarry()), new org.tarock.engine.DealRandom(1)),
                new org.tarock.engine.Seating(table, wrong, null)).withFairness(Fairness.of(CHAIN, 2, seeds, table));
        List<String> lines = records();
        lines.set(1, changed(RecordWriter.toJson(record), t -> {
            t.put("tournament", TournamentFiles.ID);
            t.put("entrant", "Anna");
        }));
        assertThat(verify(lines, null).problems()).contains("records.jsonl:2: dealer: table seat " + wrong
                + " deals hand 2, where the first dealer of deal 1 passing the deal on gives table seat "
                + (first + 1) % 3);
    }

    @Test
    void everyDealStartsWithNothingCarried() {
        List<String> seeds = List.of("creator-seed", "", "");
        List<String> table = List.of("Anna", "bot:basic-2", "bot:basic-3");
        int dealer = FairDeal.firstDealer(CHAIN.dealSeed(1, seeds), 3);
        HandRecord record = HandRecord.of(RandomHands.playOut(BAVARIAN.newHand(BAVARIAN.deal(CHAIN.dealSeed(1, seeds),
                dealer), dealer, new org.tarock.engine.bavarian.Haferl(30)), new org.tarock.engine.DealRandom(1)),
                new org.tarock.engine.Seating(table, dealer, null)).withFairness(Fairness.of(CHAIN, 1, seeds, table));
        String line = changed(RecordWriter.toJson(record), t -> {
            t.put("tournament", TournamentFiles.ID);
            t.put("entrant", "Anna");
        });
        assertThat(verify(List.of(line), null).problems()).containsExactly("records.jsonl:1: result.carry_before: "
                + "{\"haferl\":30}: every deal of a tournament starts with nothing carried ({\"haferl\":0})");
    }

    @Test
    void aRecordWithoutAFairDealIsNoTournaments() {
        String line = changed(records().getFirst(), t -> t.remove("fairness"));
        assertThat(verify(List.of(line), null).problems()).containsExactly("records.jsonl:1: fairness: missing "
                + "(every hand of a tournament is dealt by tarock-fair/1)");
    }

    @Test
    void aRecordThatIsBadOnItsOwnIsReportedAsVerifyWould() {
        List<String> lines = records();
        lines.set(2, changed(lines.get(2), t -> ((ArrayNode) t.get("result").get("settlement")).set(0, 999)));
        Outcome o = verify(lines, null);
        assertThat(o.problems()).singleElement().asString().startsWith("records.jsonl:3: result.settlement");
        assertThat(o.report().summary()).isEqualTo("9 records, 8 ok, 1 bad");
    }

    @Test
    void publishedStandingsThatTheRecordsDoNotGiveAreNamed() {
        List<String> lines = records();
        ObjectNode published = TournamentFiles.published(CHAIN, "creator-seed", 3, lines);
        ObjectNode top = (ObjectNode) published.get("standings").get(0);
        String name = top.get("name").textValue();
        top.put("score", 99.99);
        Outcome o = verify(lines, published);
        assertThat(o.problems()).singleElement().asString().startsWith("tournament.json: standings[0]: published "
                + "{\"rank\":1,\"name\":\"" + name + "\",\"score\":99.99,").contains(", the records give {\"rank\":1,");
        assertThat(o.report().summary()).isEqualTo("9 records, 9 ok, 0 bad; standings: 1 problem");
        assertThat(o.report().ok()).isFalse();
    }

    @Test
    void thePublishedCommitmentAndClientSeedAreTheRecords() {
        List<String> lines = records();
        ObjectNode published = TournamentFiles.published(CHAIN, "creator-seed", 3, lines);
        published.put("commitment", "0".repeat(64));
        published.put("client_seed", "chosen-later");
        assertThat(verify(lines, published).problems()).containsExactly(
                "tournament.json: commitment: \"" + "0".repeat(64) + "\" where the records have \""
                        + CHAIN.commitment() + "\"",
                "tournament.json: client_seed: \"chosen-later\" where the records have \"creator-seed\"");
    }

    @Test
    void anEntryThatFinishedNoDealStandsLastWithoutAScore() {
        List<String> lines = records();
        ObjectNode published = TournamentFiles.published(CHAIN, "creator-seed", 3, lines);
        ObjectNode none = ((ArrayNode) published.get("standings")).addObject();
        none.put("rank", 4);
        none.put("name", "Dora");
        none.putNull("score");
        none.put("deals_played", 0);
        assertThat(verify(lines, published).problems()).isEmpty();
    }
}
