package org.tarock.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.engine.DealRandom;
import org.tarock.engine.FairDeal;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.Match;
import org.tarock.engine.State;
import org.tarock.records.Fairness;
import org.tarock.records.HandRecord;
import org.tarock.records.RecordWriter;

class VerifyCommandTest {

    @TempDir
    Path dir;

    private Path good;

    @BeforeEach
    void simulateAMatch() {
        good = dir.resolve("good.jsonl");
        Cli.Result r = Cli.run("simulate", "--game", "bavarian-tarock", "--hands", "6", "--seed", "4",
                "--bots", "random", "--out", good.toString());
        assertThat(r.exit()).isZero();
    }

    @Test
    void goodRecordsExitZeroWithTheSummary() {
        Cli.Result r = Cli.run("verify", good.toString());
        assertThat(r.exit()).isZero();
        assertThat(r.out()).isEqualTo("6 records, 6 ok, 0 bad" + System.lineSeparator());
    }

    @Test
    void aBadRecordIsNamedByFileAndLineAndExitsOne() throws IOException {
        List<String> lines = Files.readAllLines(good);
        // Line 2 claims a different settlement than the engine computes.
        String second = lines.get(1).replaceFirst("\"settlement\":\\[[^]]*]", "\"settlement\":[99,-99,0]");
        assertThat(second).isNotEqualTo(lines.get(1));
        lines.set(1, second);
        Path bad = dir.resolve("bad.jsonl");
        Files.write(bad, lines);

        Cli.Result r = Cli.run("verify", good.toString(), bad.toString());
        assertThat(r.exit()).isEqualTo(1);
        List<String> out = r.out().lines().toList();
        assertThat(out.get(out.size() - 1)).isEqualTo("12 records, 11 ok, 1 bad");
        assertThat(out.subList(0, out.size() - 1)).isNotEmpty()
                .allSatisfy(l -> assertThat(l).startsWith(bad + ":2: result."));
    }

    /** A fair match of two random Husarln hands, dealt by tarock-fair/1, as JSON Lines. */
    private static List<String> fairMatch() {
        Game game = Games.create(Games.ruleBook(GameId.HUSARLN).defaults());
        FairDeal chain = FairDeal.of(new byte[32], 2);
        List<String> table = List.of("Anna", "Ben", "Carl");
        List<String> seeds = List.of("mine", "", "");
        Match match = Match.fair(game, table, chain, seeds);
        DealRandom random = new DealRandom(1);
        List<String> lines = new ArrayList<>();
        for (int k = 1; k <= 2; k++) {
            State state = match.startHand();
            while (!state.isOver()) {
                state.applyTrusted(state.legalAction(random.nextInt(state.legalActionCount())));
            }
            lines.add(RecordWriter.toJson(HandRecord.of(state, match.seating())
                    .withFairness(Fairness.of(chain, k, seeds, table))));
            match.finishHand();
        }
        return lines;
    }

    @Test
    void aFairMatchVerifiesAndATamperedSecretIsNamed() throws IOException {
        List<String> lines = fairMatch();
        Path fair = dir.resolve("fair.jsonl");
        Files.write(fair, lines);
        assertThat(Cli.run("verify", fair.toString()).exit()).isZero();
        String line = lines.get(1);
        int at = line.indexOf("\"secret\":\"") + "\"secret\":\"".length();
        String tampered = line.substring(0, at) + (line.charAt(at) == '0' ? '1' : '0') + line.substring(at + 1);
        Path bad = dir.resolve("bad.jsonl");
        Files.write(bad, List.of(lines.get(0), tampered));
        Cli.Result r = Cli.run("verify", bad.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out()).isEqualTo(bad + ":2: fairness.secret: SHA-256 applied 2 times does not give "
                + "fairness.commitment" + System.lineSeparator() + "2 records, 1 ok, 1 bad" + System.lineSeparator());
        assertThat(Cli.run("verify", "--independent", bad.toString()).exit()).isEqualTo(1);
    }

    /** One entry's one deal of a tournament: the entrant at table seat 0 with two bots, as its server writes it. */
    private static String tournamentRecord() {
        Game game = Games.create(Games.ruleBook(GameId.HUSARLN).defaults());
        FairDeal chain = FairDeal.of(new byte[32], 1);
        List<String> table = List.of("Anna", "bot:basic-2", "bot:basic-3");
        List<String> seeds = List.of("mine", "", "");
        Match match = Match.fair(game, table, chain, seeds);
        State state = match.startHand();
        DealRandom random = new DealRandom(1);
        while (!state.isOver()) {
            state.applyTrusted(state.legalAction(random.nextInt(state.legalActionCount())));
        }
        String record = RecordWriter.toJson(HandRecord.of(state, match.seating())
                .withFairness(Fairness.of(chain, 1, seeds, table)));
        return "{\"tournament\":\"t1\",\"entrant\":\"Anna\"," + record.substring(1);
    }

    @Test
    void aTournamentsRecordsAndStandingsVerify() throws IOException {
        Path records = dir.resolve("records.jsonl");
        Files.write(records, List.of(tournamentRecord()));
        Path json = dir.resolve("tournament.json");
        String commitment = FairDeal.of(new byte[32], 1).commitment();
        Files.writeString(json, "{\"id\":\"t1\",\"commitment\":\"" + commitment + "\",\"client_seed\":\"mine\","
                + "\"deals\":1,\"standings\":[{\"rank\":1,\"name\":\"Anna\",\"score\":50.0,\"deals_played\":1}]}");
        Cli.Result r = Cli.run("verify", "--tournament", records.toString(), "--standings", json.toString());
        assertThat(r.out()).isEqualTo("1 records, 1 ok, 0 bad; standings ok" + System.lineSeparator());
        assertThat(r.exit()).isZero();
        Files.writeString(json, Files.readString(json).replace("50.0", "60.0"));
        Cli.Result wrong = Cli.run("verify", "--tournament", records.toString(), "--standings", json.toString());
        assertThat(wrong.exit()).isEqualTo(1);
        assertThat(wrong.out()).startsWith(json + ": standings[0]: published {\"rank\":1,\"name\":\"Anna\","
                + "\"score\":60.0,\"deals_played\":1}, the records give {\"rank\":1,\"name\":\"Anna\",\"score\":50.00,"
                + "\"deals_played\":1}").endsWith("1 records, 1 ok, 0 bad; standings: 1 problem" + System.lineSeparator());
    }

    @Test
    void standingsGoWithATournament() {
        Cli.Result r = Cli.run("verify", "--standings", "t.json", good.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("--standings goes with --tournament");
    }

    /** Husarln hands: thrown-in ones among them, whose placeholders a reader does not compare. */
    @Test
    void aTamperedPlaceholderIsReportedOnlyWithPlaceholders() throws IOException {
        Path husarln = dir.resolve("husarln.jsonl");
        assertThat(Cli.run("simulate", "--game", "husarln", "--hands", "30", "--seed", "3",
                "--out", husarln.toString()).exit()).isZero();
        List<String> lines = Files.readAllLines(husarln);
        int thrownIn = 0;
        while (!lines.get(thrownIn).contains("\"contract\":\"none\"")) {
            thrownIn++;
        }
        lines.set(thrownIn, lines.get(thrownIn).replace("\"level\":0", "\"level\":\"x\""));
        Path bad = dir.resolve("placeholder.jsonl");
        Files.write(bad, lines);
        assertThat(Cli.run("verify", bad.toString()).out()).isEqualTo("30 records, 30 ok, 0 bad" + System.lineSeparator());
        Cli.Result r = Cli.run("verify", "--placeholders", bad.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out()).isEqualTo(bad + ":" + (thrownIn + 1) + ": result.level: expected 0, found \"x\""
                + System.lineSeparator() + "30 records, 29 ok, 1 bad" + System.lineSeparator());
    }

    @Test
    void malformedJsonIsReportedWithoutAStackTrace() throws IOException {
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"format\": ");
        Cli.Result r = Cli.run("verify", broken.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out()).startsWith(broken + ":1: ").endsWith("1 records, 0 ok, 1 bad" + System.lineSeparator());
        assertThat(r.out() + r.err()).doesNotContain("\tat ");
    }

    @Test
    void noFileIsAUsageError() {
        Cli.Result r = Cli.run("verify");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("FILE").contains("Usage: tarock verify");
    }
}
