package org.tarock.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tarock.server.wire.TableServer;
import org.tarock.server.wire.TestServer;

/**
 * What the table says and draws about a hand: the unseen talon as its real number of backs (Husarln's stock of
 * six), the hand-over's result in one line ("Anna loses the Solo: −6"), and in Husarln the defenders' card
 * points with the stock's share, so that the sum checks against the points shown per seat.
 */
class WebWordingTest {
    private static TableServer server;
    private static Browser browser;
    private static Player player;

    @BeforeAll
    static void start() throws Exception {
        Browser.requireChromium();
        server = TableServer.start(TestServer.config(Duration.ZERO));
        browser = new Browser();
        player = new Player(browser, server.url());
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.close();
        }
        if (server != null) {
            server.stop();
        }
    }

    @ParameterizedTest
    @CsvSource({"husarln,6,en", "bavarian-tarock,3,en", "german-tarok,3,de"})
    void theUnseenTalonHasItsBacksAndTheHandOverSaysTheResultInOneLine(String game, int stock, String lang) {
        browser.desktop();
        player.language(lang);
        player.createTable(game, 2);
        player.awaitTurn();
        assertThat(browser.all("#talon .talon-unseen .c-back")).as("backs of the unseen talon").hasSize(stock);
        while (player.awaitTurn()) {
            player.clickLegalAction();
        }
        String line = browser.text("#result-line");
        if (lang.equals("en")) {
            assertThat(line).matches(".+ (wins|loses) the .+: ([+−]\\d+(\\.5)?|0)|Thrown in: nobody pays\\.|Result: .+");
        } else {
            assertThat(line).matches(".+ von .+ (gewonnen|verloren): ([+−]\\d+(,5)?|0)|Eingeworfen: niemand zahlt\\.|Ergebnis: .+");
        }
        String sides = (String) browser.script("return document.querySelector('#hand-over-why li')?.textContent ?? ''");
        Matcher m = Pattern.compile(".+ took (\\d+) card points, the defenders (\\d+)(?: \\((\\d+) in their tricks and (\\d+) in the stock\\))?\\.")
                .matcher(sides);
        if (game.equals("husarln") && m.matches()) {
            // "Anna took 70 card points, the defenders 50 (39 in their tricks and 11 in the stock)": the defenders'
            // tricks are what the result table shows for the seats other than the declarer's
            @SuppressWarnings("unchecked")
            List<String> row = (List<String>) browser.script(
                    "return [...document.querySelectorAll('#hand-over .result tr.points td')].map((td) => td.textContent)");
            int all = row.stream().mapToInt(Integer::parseInt).sum();
            int declarer = Integer.parseInt(m.group(1));
            int defenders = Integer.parseInt(m.group(2));
            int inTricks = m.group(3) == null ? defenders : Integer.parseInt(m.group(3));
            assertThat(all - declarer).as("the defenders' points in their tricks: " + sides).isEqualTo(inTricks);
            if (m.group(4) != null) {
                assertThat(inTricks + Integer.parseInt(m.group(4))).isEqualTo(defenders);
            }
        }
        assertThat(browser.textProblems()).isEmpty();
        browser.screenshot("result-line-" + game + "-" + lang);
    }
}
