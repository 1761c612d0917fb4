package org.tarock.records;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.tarock.engine.FairDeal;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;

/**
 * {@code tools/check-fair-deal.py}, an implementation of the scheme independent of the engine (Python's
 * standard library), agrees with the engine's fair matches in every game, at three and at four, and finds
 * the same tampering. Skipped when {@code python3} is missing, except under {@code CI=true}.
 */
class CheckFairDealScriptTest {
    static final Path SCRIPT = Path.of("..", "tools", "check-fair-deal.py").toAbsolutePath().normalize();
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    /** The script's exit status and output lines. */
    record Run(int status, List<String> lines) {
    }

    @BeforeAll
    static void python3IsThere() {
        boolean found = python3Works();
        if (!found && "true".equals(System.getenv("CI"))) {
            throw new AssertionError("python3 is required under CI=true to test tools/check-fair-deal.py");
        }
        assumeTrue(found, "python3 not found: tools/check-fair-deal.py is not tested");
    }

    private static boolean python3Works() {
        try {
            Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    static Run run(List<Path> files) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("python3", SCRIPT.toString()));
        files.forEach(f -> command.add(f.toString()));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("the script ends").isTrue();
        return new Run(p.exitValue(), out.lines().toList());
    }

    private Path write(String name, List<String> lines) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, String.join("\n", lines) + "\n");
        return file;
    }

    private static List<String> fairMatch(Game game, int hands, boolean annul) {
        byte[] top = new byte[32];
        top[0] = (byte) hands;
        top[31] = (byte) game.id().ordinal();
        List<String> seeds = game.tableSize() == 4 ? List.of("x", "", "~!", "0123456789abcdef")
                : List.of("x", "", "0123456789abcdef0123456789abcdef");
        return new ArrayList<>(RandomHands.fairMatch(game, FairDeal.of(top, hands), seeds, annul).stream()
                .map(RecordWriter::toJson).toList());
    }

    @ParameterizedTest
    @EnumSource(GameId.class)
    void theScriptAcceptsTheEnginesFairMatchesAtThree(GameId id) throws Exception {
        Run run = run(List.of(write("m.jsonl", fairMatch(Games.create(Games.ruleBook(id).defaults()), 4, false))));
        assertThat(run.lines()).hasSize(4).allSatisfy(l -> assertThat(l).contains(": ok: hand "));
        assertThat(run.status()).isZero();
    }

    @ParameterizedTest
    @EnumSource(value = GameId.class, names = {"GERMAN_TAROK", "BAVARIAN_TAROCK"})
    void theScriptAcceptsTheEnginesFairMatchesAtFour(GameId id) throws Exception {
        Game game = Games.create(Games.ruleBook(id).resolve(Map.of("table-size", 4), false));
        Run run = run(List.of(write("m.jsonl", fairMatch(game, 5, false))));
        assertThat(run.lines()).hasSize(5).allSatisfy(l -> assertThat(l).contains(": ok: hand "));
        assertThat(run.status()).isZero();
    }

    @Test
    void theScriptAcceptsAnnulledLeipzigDeals() throws Exception {
        Game game = Games.create(Games.ruleBook(GameId.LEIPZIG_TAROC).resolve(Map.of("annul-few-trumps", true), false));
        List<String> lines = fairMatch(game, 40, true);
        assertThat(lines).anySatisfy(l -> assertThat(l).contains("\"annulled\""));
        Run run = run(List.of(write("m.jsonl", lines)));
        assertThat(run.lines()).hasSize(40).allSatisfy(l -> assertThat(l).contains(": ok: hand "));
        assertThat(run.status()).isZero();
    }

    @Test
    void theScriptFindsWhatTheVerifierFinds() throws Exception {
        Game game = Games.create(Games.ruleBook(GameId.GERMAN_TAROK).defaults());
        List<String> lines = fairMatch(game, 4, false);
        ObjectNode second = (ObjectNode) MAPPER.readTree(lines.get(1));
        ((ObjectNode) second.get("fairness")).put("hand", 3);
        lines.set(1, second.toString());
        ObjectNode fourth = (ObjectNode) MAPPER.readTree(lines.get(3));
        ArrayNode hand = (ArrayNode) fourth.get("deal").get("hands").get(1);
        ArrayNode other = (ArrayNode) fourth.get("deal").get("hands").get(2);
        var card = hand.get(0);
        hand.set(0, other.get(0));
        other.set(0, card);
        lines.set(3, fourth.toString());
        Path file = write("m.jsonl", lines);
        Run run = run(List.of(file));
        assertThat(run.lines()).containsExactly(
                file + ":1: ok: hand 1 of commitment " + MAPPER.readTree(lines.get(0)).get("fairness").get("commitment")
                        .textValue() + " dealt fairly",
                file + ":2: NOT FAIR: fairness.secret: SHA-256 applied 3 times does not give fairness.commitment",
                file + ":3: NOT FAIR: fairness.hand: expected 4 (one more than the previous record's), found 3",
                file + ":4: NOT FAIR: deal.hands[1]: not the deal of the fair seed");
        assertThat(run.status()).isEqualTo(1);
    }

    @Test
    void theScriptRefusesARecordWithoutFairness() throws Exception {
        Path file = write("plain.json", List.of(RecordWriter.toJson(RandomHands.match(
                Games.create(Games.ruleBook(GameId.HUSARLN).defaults()), 3, 1).get(0))));
        Run run = run(List.of(file));
        assertThat(run.lines()).containsExactly(file + ":1: NOT FAIR: fairness: missing (the deal was not made by"
                + " tarock-fair/1, so it cannot be checked)");
        assertThat(run.status()).isEqualTo(1);
    }
}
