package org.tarock.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tarock.server.wire.TableServer;
import org.tarock.server.wire.TestServer;

/**
 * The table as a player reads it: his hand legible while he bids, the calls at the seats, the move list in
 * statements, the score sheet naming who sits there, accessibility at every phase, and the match's result
 * kept on a finished table. The bots do not wait (pace is not what is tested).
 */
class WebPlayerViewTest {
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

    /** The cards of the hand whose look is dimmed (a CSS filter), and those the page marks as playable. */
    @SuppressWarnings("unchecked")
    private Map<String, List<String>> dimmed() {
        return (Map<String, List<String>>) browser.script("""
                const cards = [...document.querySelectorAll('#hand button.card')];
                const dim = cards.filter((c) => getComputedStyle(c).filter !== 'none').map((c) => c.dataset.card);
                return {dim, clear: cards.filter((c) => !dim.includes(c.dataset.card)).map((c) => c.dataset.card),
                  legal: cards.filter((c) => c.classList.contains('legal')).map((c) => c.dataset.card)};""");
    }

    @SuppressWarnings("unchecked")
    private List<String> texts(String css) {
        return (List<String>) browser.script(
                "return [...document.querySelectorAll(arguments[0])].map((e) => e.textContent.trim())", css);
    }

    /**
     * The hand is dimmed only where a card cannot be played now, in the card play; in the auction and while
     * others are to play every card reads clearly. Each seat shows what it called during the auction, the
     * highest bid says whose it is, the declarer's seat shows his contract during the play; German moves
     * say "spielt … aus" for a lead and "legt … zu" for a card following.
     */
    @Test
    void theHandIsDimmedOnlyInCardPlayAndTheSeatsShowTheirCallsInGerman() {
        browser.desktop();
        player.language("de");
        boolean sawAuction = false;
        for (int table = 0; table < 5 && !sawAuction; table++) {
            player.createTable("bavarian-tarock", 1);
            while (player.awaitTurn()) {
                if (player.phase().equals("play")) {
                    break;
                }
                Map<String, List<String>> look = dimmed();
                assertThat(look.get("dim")).as("no card dimmed in the %s phase", player.phase()).isEmpty();
                if (!browser.all("#log li").isEmpty()) {
                    if (!sawAuction) {
                        browser.screenshot("calls-de-desktop-" + player.phase());
                    }
                    sawAuction = true;
                    assertThat(browser.all(".seat-call")).as("the calls made are shown at the seats").isNotEmpty();
                    if (!browser.all("#fact-bid").isEmpty()) {
                        assertThat(browser.text("#fact-bid dd")).as("the highest bid says whose it is").matches(".+ \\(.+\\)");
                    }
                }
                player.clickLegalAction();
            }
            if (player.handOverShown() || !player.phase().equals("play")) {
                browser.click("#next-hand");
                continue;
            }
            browser.screenshot("calls-de-desktop-play");
            Map<String, List<String>> look = dimmed();
            assertThat(look.get("clear")).as("the playable cards read clearly").containsExactlyInAnyOrderElementsOf(look.get("legal"));
            String contract = browser.text("#fact-contract dd");
            assertThat(browser.text(".seat:has(.mark-declarer) .seat-call")).as("the declarer's seat").contains(contract);
            for (int i = 0; i < 4 && player.awaitTurn(); i++) {
                player.clickLegalAction();
            }
            List<String> plays = texts("#log li[data-verb='play']");
            assertThat(plays).isNotEmpty();
            for (int i = 0; i < plays.size(); i++) {
                assertThat(plays.get(i)).as("move %d", i).matches(i % 3 == 0 ? ".+ spielt .+ aus" : ".+ legt .+ zu");
            }
        }
        assertThat(sawAuction).as("a turn of the player after another's call").isTrue();
    }

    /** A second person taking a seat is named in the score sheet at once, not "open seat" for a whole hand. */
    @Test
    @SuppressWarnings("unchecked")
    void theScoreSheetNamesAPersonAsSoonAsHeSitsDown() {
        browser.desktop();
        player.language("en");
        String id = (String) browser.driver.executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                fetch('/api/tables', {method: 'POST', headers: {'Content-Type': 'application/json'},
                  body: JSON.stringify({game: 'german-tarok', hands: 2, seats: ['open', 'open', 'basic']})})
                  .then((r) => r.json()).then((t) => done(t.id), (e) => done('failed: ' + e));""");
        browser.driver.get(server.url() + "#/table/" + id);
        browser.find("#score-sheet");
        assertThat(texts("#score-sheet thead th")).contains("open seat");
        for (String[] seat : new String[][] {{"0", "Anna"}, {"1", "Ben"}}) {
            browser.driver.executeAsyncScript("""
                    const done = arguments[arguments.length - 1];
                    fetch(`/api/tables/${arguments[0]}/seats/${arguments[1]}`, {method: 'POST',
                      headers: {'Content-Type': 'application/json'}, body: JSON.stringify({name: arguments[2]})})
                      .then(() => done(), () => done());""", id, seat[0], seat[1]);
        }
        browser.waiting(15).until(d -> texts("#score-sheet thead th").containsAll(List.of("Anna", "Ben")));
        assertThat(texts("#score-sheet thead th")).doesNotContain("open seat");
        assertThat(browser.all(".table-view[data-phase]")).isNotEmpty();
    }

    /**
     * axe-core finds nothing at any phase of a hand, on the desktop and the phone, nor in the hand-over
     * dialog: the move list can be reached and scrolled by keyboard, and each card's name holds the index it
     * shows. English moves are statements. After the match its standings (equal totals sharing a place) and
     * "Play again" stay on the table when the dialog is closed, and after a reload.
     */
    @Test
    void nothingInaccessibleAtAnyPhaseAndTheMatchResultStays() {
        List<String> found = new ArrayList<>();
        for (String game : List.of("german-tarok", "husarln")) {
            boolean phone = game.equals("german-tarok");
            if (phone) {
                browser.phone();
            } else {
                browser.desktop();
            }
            player.language("en");
            player.createTable(game, 1);
            Set<String> phases = new LinkedHashSet<>();
            while (player.awaitTurn()) {
                if (phases.add(player.phase()) && Browser.axePresent()) {
                    browser.axeViolationsStrict().forEach(v -> found.add(game + " " + player.phase() + ": " + v));
                }
                if (player.phase().equals("play")) {
                    // a card by the button's own click: tapping a card where a player would is WebHandTest's
                    String before = player.version();
                    browser.script("document.querySelector('#hand button.card.legal').click()");
                    player.awaitChange(before);
                } else {
                    player.clickLegalAction();
                }
            }
            assertThat(browser.attribute("#log", "tabindex")).isEqualTo("0");
            assertThat(browser.attribute("#log", "aria-labelledby")).isEqualTo("log-title");
            for (String move : texts("#log li[data-verb='play']")) {
                assertThat(move).matches(".+ (leads|plays) the .+");
            }
            browser.find("#match-over");
            if (Browser.axePresent()) {
                browser.axeViolationsStrict().forEach(v -> found.add(game + " hand over: " + v));
            }
            @SuppressWarnings("unchecked")
            List<Long> places = (List<Long>) browser.script(
                    "return [...document.querySelectorAll('#match-over .standings li')].map((li) => li.value)");
            assertThat(places).hasSize(3).startsWith(1L);
            browser.click("#next-hand");
            assertThat(browser.text("#final-match-over")).contains("Final standings");
            browser.find("#final-play-again");
            browser.driver.navigate().refresh();
            assertThat(browser.text("#final-match-over")).contains("Final standings");
            browser.screenshot("finished-" + game + "-en-" + (phone ? "phone" : "desktop"));
            assertThat(browser.all("#final-match-over .standings li")).hasSize(3);
            browser.find("#final-play-again");
            if (Browser.axePresent()) {
                browser.axeViolationsStrict().forEach(v -> found.add(game + " finished: " + v));
            }
        }
        assertThat(found).isEmpty();
    }

    /** The words: bot kinds in German, "Sie" and "Spielsaal" on the fair-deal page. */
    @Test
    @SuppressWarnings("unchecked")
    void everyBotKindHasAGermanNameAndTheFairDealPageSaysSie() {
        browser.desktop();
        player.language("de");
        List<String> untranslated = (List<String>) browser.driver.executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                Promise.all([fetch('/api/games').then((r) => r.json()), import('/web/js/i18n.js')])
                  .then(([data, i18n]) => done(data.bots.filter((b) => i18n.botKind(b) === b)), (e) => done(['failed: ' + e]));""");
        assertThat(untranslated).isEmpty();
        browser.driver.get(server.url() + "#/fair");
        String page = browser.text("article.fair");
        assertThat(page).doesNotContainPattern("\\b([Dd]u|[Dd]ein\\w*|dich|dir)\\b");
        assertThat(browser.text("main a[href='#/']")).isEqualTo("Zurück zum Spielsaal");
    }
}
