package org.tarock.records;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.Move;
import org.tarock.engine.State;

/** The match rules of record-format.md "A match", on Bavarian Tarock matches played by the engine. */
class MatchFileTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    private static Game bavarian(int tableSize) {
        return Games.create(Games.ruleBook(GameId.BAVARIAN_TAROCK)
                .resolve(Map.of("table-size", tableSize), false));
    }

    private VerifyReport verify(List<String> lines) {
        try {
            Path file = dir.resolve("m.jsonl");
            Files.writeString(file, String.join("\n", lines) + "\n");
            VerifyReport report = Verifier.verify(List.of(file));
            return new VerifyReport(report.records(), report.ok(), report.problems().stream()
                    .map(p -> p.substring(dir.toString().length() + 1)).toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> lines(List<HandRecord> records) {
        return new ArrayList<>(records.stream().map(RecordWriter::toJson).toList());
    }

    private static ObjectNode tree(String line) {
        try {
            return (ObjectNode) MAPPER.readTree(line);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void aMatchAtThreeVerifies() {
        assertThat(verify(lines(RandomHands.match(bavarian(3), 7, 8))).summary()).isEqualTo("8 records, 8 ok, 0 bad");
    }

    @Test
    void aMatchAtFourVerifies() {
        List<HandRecord> match = RandomHands.match(bavarian(4), 7, 8);
        assertThat(match.get(0).sittingOut()).isNotNull();
        assertThat(verify(lines(match)).summary()).isEqualTo("8 records, 8 ok, 0 bad");
    }

    @Test
    void aMatchFileMayBeginAtAnyHand() {
        List<String> lines = lines(RandomHands.match(bavarian(3), 11, 6));
        assertThat(verify(lines.subList(3, 6)).problems()).isEmpty();
    }

    @Test
    void theDealPassesToForehand() {
        List<String> lines = lines(RandomHands.match(bavarian(3), 7, 2));
        ObjectNode first = tree(lines.get(0));
        ObjectNode second = tree(lines.get(1));
        // the same seating order, rotated: the hand is unchanged but its dealer now has another name
        ArrayNode players = (ArrayNode) second.get("players");
        second.putArray("players").add(players.get(1)).add(players.get(2)).add(players.get(0));
        lines.set(1, second.toString());
        int dealer = second.get("dealer").intValue();
        String forehand = first.get("players").get((first.get("dealer").intValue() + 1) % 3).textValue();
        assertThat(verify(lines).problems()).containsExactly("m.jsonl:2: dealer: the deal passes to \""
                + forehand + "\", forehand of the previous record, but players[" + dealer + "] is "
                + second.get("players").get(dealer));
    }

    @Test
    void theSeatingOrderStays() {
        List<String> lines = lines(RandomHands.match(bavarian(3), 7, 2));
        ObjectNode second = tree(lines.get(1));
        second.putArray("players").add("Ben").add("Anna").add("Carl");
        lines.set(1, second.toString());
        assertThat(verify(lines).problems()).containsExactly("m.jsonl:2: players: expected the seating order of the"
                + " previous record, [\"Anna\",\"Ben\",\"Carl\"] or a rotation of it, found [\"Ben\",\"Anna\",\"Carl\"]");
    }

    @Test
    void aRotatedPlayersListIsTheSameSeating() {
        Game game = bavarian(3);
        HandRecord first = RandomHands.match(game, 7, 1).get(0);
        List<String> p = first.players();
        // the next dealer, p[dealer + 1], keeps index `dealer` in the list rotated left by one
        List<String> rotated = List.of(p.get(1), p.get(2), p.get(0));
        int dealer = first.dealer();
        State next = RandomHands.playOut(game.newHand(game.deal(42, dealer), dealer, first.result().carryAfter()),
                new DealRandom(42));
        HandRecord second = new HandRecord(game, rotated, dealer, null, next.deal(), next.moves(), next.result());
        assertThat(verify(lines(List.of(first, second))).problems()).isEmpty();
    }

    @Test
    void oneRuleSetPerMatch() {
        List<String> lines = lines(RandomHands.match(bavarian(3), 7, 2));
        ObjectNode second = tree(lines.get(1));
        ((ObjectNode) second.get("rules")).put("haferl-stake", 5);
        lines.set(1, second.toString());
        assertThat(verify(lines).problems()).singleElement().asString()
                .matches("m\\.jsonl:2: (rules\\.haferl-stake: a match has one rule set: 5 here, 10 in the previous"
                        + " record|result\\..*)");
    }

    @Test
    void theCarriedStateIsChainedAsWritten() {
        Game game = bavarian(3);
        List<HandRecord> match = RandomHands.match(game, 7, 2);
        HandRecord second = match.get(1);
        // the same hand started from another Haferl: a valid record on its own, but not the next hand
        State replayed = game.newHand(second.deal(), second.dealer(), game.parseCarry(Map.of("haferl", 99L)));
        for (Move m : second.actions()) {
            replayed.apply(m.seat(), m.action());
        }
        HandRecord other = new HandRecord(game, second.players(), second.dealer(), null, second.deal(),
                replayed.moves(), replayed.result());
        Object after = match.get(0).result().carryAfter().fields().get("haferl");
        assertThat(verify(List.of(RecordWriter.toJson(match.get(0)), RecordWriter.toJson(other))).problems())
                .containsExactly("m.jsonl:2: result.carry_before: expected {\"haferl\":" + after
                        + "} (the previous record's carry_after), found {\"haferl\":99}");
    }

    @Test
    void atFourTheDealerOfTheNextHandIsThePreviousSeatZero() {
        List<String> lines = lines(RandomHands.match(bavarian(4), 3, 2));
        ObjectNode first = tree(lines.get(0));
        ObjectNode second = tree(lines.get(1));
        String seatZero = first.get("players").get(0).textValue();
        String seatOne = first.get("players").get(1).textValue();
        second.put("sitting_out", seatOne);
        second.putArray("players").add(seatZero).add(first.get("players").get(2).textValue())
                .add(first.get("sitting_out").textValue());
        lines.set(1, second.toString());
        assertThat(verify(lines).problems()).containsExactly("m.jsonl:2: sitting_out: expected \"" + seatZero
                + "\" (the deal passes to seat 0 of the previous record), found \"" + seatOne + "\"");
    }

    @Test
    void atFourThePlayersMoveUpBehindTheNewDealer() {
        List<String> lines = lines(RandomHands.match(bavarian(4), 3, 2));
        ObjectNode second = tree(lines.get(1));
        ArrayNode players = (ArrayNode) second.get("players");
        second.putArray("players").add(players.get(1)).add(players.get(0)).add(players.get(2));
        lines.set(1, second.toString());
        assertThat(verify(lines).problems()).containsExactly("m.jsonl:2: players: expected " + players
                + " (the previous players after seat 0, then the previous dealer), found "
                + second.get("players"));
    }

    @Test
    void aBrokenRecordIsReportedOnItsOwnLineAndTheNextIsNotCheckedAgainstIt() {
        List<String> lines = lines(RandomHands.match(bavarian(3), 7, 3));
        lines.set(1, "{}");
        VerifyReport report = verify(lines);
        assertThat(report.problems()).containsExactly("m.jsonl:2: format: missing (expected \"tarock-record/1\")");
        assertThat(report.summary()).isEqualTo("3 records, 2 ok, 1 bad");
    }
}
