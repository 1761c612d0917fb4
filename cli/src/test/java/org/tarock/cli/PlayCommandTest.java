package org.tarock.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.records.Verifier;
import org.tarock.records.VerifyReport;

class PlayCommandTest {
    private static final Pattern CARD = Pattern.compile("\\b[EGHS](?:A|10|K|O|U|9|8|7|6)\\b");

    @TempDir
    Path dir;

    /**
     * A person who takes the first choice offered, except that once, when the rules forbid some of the cards
     * held, the person first types a forbidden card. Plays on until that has happened and the hand is over.
     */
    private static final class Stubborn implements Function<String, String> {
        boolean triedIllegal;
        int hands;
        int answers;

        @Override
        public String apply(String shown) {
            if (++answers > 2000) {
                return null;
            }
            String prompt = lastLine(shown);
            if (prompt.startsWith("Enter for the next hand")) {
                hands++;
                // go on until the refusal was seen and some hand was played to its last trick
                return (triedIllegal && shown.contains("Trick 11: ")) || hands >= 10 ? "q" : "";
            }
            if (prompt.startsWith("Your card>") && !triedIllegal) {
                List<String> hand = cards(lastLineStarting(shown, "Your hand: "));
                List<String> legal = cards(lastLineStarting(shown, "Legal cards: "));
                hand.removeAll(legal);
                if (!hand.isEmpty()) {
                    triedIllegal = true;
                    return hand.get(0);
                }
            }
            return "1";
        }
    }

    @Test
    void aWholeHandIsPlayedAndAForbiddenCardIsRefusedWithTheRule() throws Exception {
        Path save = dir.resolve("match.jsonl");
        Stubborn person = new Stubborn();
        Cli.Result r = Cli.withPerson(person, "play", "bavarian-tarock", "--seed", "3", "--bots", "random",
                "--save", save.toString());

        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(person.triedIllegal).isTrue();
        // The refusal is the engine's sentence, and the person is asked again.
        Matcher refusal = Pattern.compile("Not allowed: you must [^\\n]+\\n(Your card> )").matcher(r.out());
        assertThat(refusal.find()).as(r.out()).isTrue();
        assertThat(r.out()).contains("Trick 11: ").contains("Result of hand 1").contains("settlement: ")
                .contains("total").contains("Saved ");

        VerifyReport report = Verifier.verify(List.of(save));
        assertThat(report.problems()).isEmpty();
        assertThat(report.records()).isEqualTo(person.hands).isPositive();
    }

    @Test
    void typingSomethingThatIsNoActionSaysSo() {
        Cli.Result r = Cli.withInput("shuffle\nq\n", "play", "--seed", "5", "--bots", "random");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("\"shuffle\" is not an action of this game");
    }

    @Test
    void withFourAtTheTableThePersonSitsOutWhenDealing() throws Exception {
        Path save = dir.resolve("four.jsonl");
        Function<String, String> person = shown -> {
            boolean sawSittingOut = shown.contains("You deal and sit this hand out");
            if (lastLine(shown).startsWith("Enter for the next hand")) {
                // Quit after the first hand played after sitting out one.
                return sawSittingOut && shown.lastIndexOf("Result of hand") > shown.indexOf("sit this hand out")
                        ? "q" : "";
            }
            return "1";
        };
        Cli.Result r = Cli.withPerson(person, "play", "bavarian-tarock", "--seed", "8", "--bots", "random",
                "--option", "table-size=4", "--save", save.toString());
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("You, random-1, random-2, random-3").contains("You deal and sit this hand out");
        int sitOut = r.out().indexOf("sit this hand out");
        assertThat(r.out().indexOf("Trick 1: ", sitOut)).isPositive();
        assertThat(Verifier.verify(List.of(save)).bad()).isZero();
        assertThat(Files.readAllLines(save)).isNotEmpty();
    }

    @Test
    void theGermanAuctionIsShownInTheWordsOf1881() {
        Function<String, String> person = shown -> lastLine(shown).startsWith("Enter for the next hand") ? "q" : "1";
        Cli.Result r = Cli.withPerson(person, "play", "german-tarok", "--seed", "4", "--bots", "random");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).containsPattern(": bid [a-z-]+  \"ich spiele[a-z ]*\"").contains(": pass  \"good\"");
    }

    @Test
    void unknownOptionsAreUsageErrors() {
        Cli.Result r = Cli.withInput("", "play", "bavarian-tarock", "--option", "table-size=2");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("table-size").contains("3, 4");
    }

    private static String lastLine(String text) {
        int nl = text.lastIndexOf('\n');
        return text.substring(nl + 1);
    }

    private static String lastLineStarting(String text, String start) {
        int at = text.lastIndexOf(start);
        int end = text.indexOf('\n', at);
        return at < 0 ? "" : text.substring(at, end < 0 ? text.length() : end);
    }

    private static List<String> cards(String line) {
        List<String> out = new ArrayList<>();
        Matcher m = CARD.matcher(line);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }
}
