package org.tarock.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.tarock.server.TableServer;
import org.tarock.server.TestServer;

/**
 * The browser table end to end, in headless Chromium, for every game: a table with two bots created in the
 * lobby and a whole hand played by clicking; an illegal click refused with the engine's reason; a reload in
 * the middle of a hand; a second browser that can neither see nor play the first player's cards; the
 * language switch. Screenshots go to target/screenshots.
 */
class WebTableTest {
    private static TableServer server;
    private static Browser browser;
    private static String base;

    @BeforeAll
    static void start() throws Exception {
        Browser.requireChromium();
        server = TableServer.start(TestServer.config(Duration.ZERO));
        base = server.url();
        browser = new Browser();
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

    @BeforeEach
    void english() {
        browser.driver.get(base);
        browser.script("localStorage.setItem('tarock.lang', 'en');");
    }

    /** Creates a table in the lobby: this browser at seat 1, basic bots at seats 2 and 3. */
    private String createTable(String game, int hands) {
        browser.driver.get(base + "#/");
        new Select(browser.find("#game")).selectByValue(game);
        WebElement name = browser.find("#player-name");
        name.clear();
        name.sendKeys("Anna");
        WebElement handCount = browser.find("#hands");
        handCount.clear();
        handCount.sendKeys(String.valueOf(hands));
        browser.find("#create").click();
        browser.waiting(15).until(d -> d.getCurrentUrl().contains("#/table/"));
        browser.find(".table-view[data-version]");
        String url = browser.driver.getCurrentUrl();
        return url.substring(url.indexOf("#/table/") + 8);
    }

    private String state() {
        return browser.find("#prompt").getAttribute("data-state");
    }

    private boolean handOverShown() {
        return Boolean.TRUE.equals(browser.script("return document.getElementById('hand-over')?.open === true"));
    }

    /** Waits until it is this player's turn or the hand is over; true when it is this player's turn. */
    private boolean awaitTurn() {
        browser.waiting(30).until(d -> handOverShown() || "your-turn".equals(state()));
        return !handOverShown();
    }

    private String version() {
        return browser.find(".table-view").getAttribute("data-version");
    }

    /** Takes one legal action by clicking, and waits until the table has moved on. */
    private void clickLegalAction() {
        String before = version();
        List<WebElement> lay = browser.all("#lay-away");
        if (!lay.isEmpty()) {
            chooseDiscard(Integer.parseInt(lay.get(0).getAttribute("data-size")));
        } else {
            List<WebElement> calls = browser.all("#calls button.call");
            // Bid when a bid is offered, so that hands are played rather than thrown in.
            List<WebElement> bids = browser.all("#calls button.call[data-act^='bid ']");
            if (!bids.isEmpty()) {
                bids.get(0).click();
            } else if (!calls.isEmpty()) {
                calls.get(0).click();
            } else {
                browser.find("#hand button.card.legal").click();
            }
        }
        browser.waiting(30).until(d -> handOverShown() || !before.equals(version()));
    }

    /** Selects cards the page marks as possible discards until the confirmation is enabled, then confirms. */
    private void chooseDiscard(int size) {
        List<String> codes = new ArrayList<>();
        for (WebElement c : browser.all("#hand button.card.legal")) {
            codes.add(c.getAttribute("data-card"));
        }
        for (int first = 0; first + size <= codes.size(); first++) {
            for (int i = 0; i < size; i++) {
                browser.find("#hand button[data-card='" + codes.get(first + i) + "']").click();
            }
            if (browser.find("#lay-away").isEnabled()) {
                browser.find("#lay-away").click();
                return;
            }
            for (int i = 0; i < size; i++) {
                browser.find("#hand button[data-card='" + codes.get(first + i) + "']").click();
            }
        }
        throw new AssertionError("no selection of " + size + " cards was a legal discard among " + codes);
    }

    private List<String> handCards() {
        return browser.all("#hand button.card").stream().map(e -> e.getAttribute("data-card")).toList();
    }

    /** Plays on by clicking until this player is to play a card and at least {@code played} cards are out. */
    private void playUntilCardPlay(int played) {
        while (awaitTurn()) {
            if ("play".equals(browser.find(".table-view").getAttribute("data-phase"))
                    && browser.all("#trick .played, #last-trick .played").size() >= played) {
                return;
            }
            clickLegalAction();
        }
        throw new AssertionError("the hand ended before the card play reached " + played + " cards");
    }

    @ParameterizedTest
    @ValueSource(strings = {"german-tarok", "bavarian-tarock", "leipzig-taroc", "husarln"})
    void aWholeHandIsPlayedByClicking(String game) {
        createTable(game, 1);
        boolean shot = false;
        while (awaitTurn()) {
            if (!shot && "play".equals(browser.find(".table-view").getAttribute("data-phase"))
                    && !browser.all("#trick .played").isEmpty()) {
                browser.screenshot("table-" + game);
                shot = true;
            }
            clickLegalAction();
        }
        WebElement dialog = browser.find("#hand-over");
        assertThat(dialog.findElements(By.cssSelector("table.result tbody tr")).size()).isGreaterThanOrEqualTo(1);
        assertThat(dialog.getText()).contains("Settlement").contains("Anna");
        browser.screenshot("hand-over-" + game);
        browser.find("#next-hand").click();
        browser.waiting(15).until(d -> !browser.all("#score-sheet tbody tr").isEmpty());
        assertThat(browser.find("#history").getText()).contains("Download record");
        // The replay steps through the hand with every hand shown.
        browser.find("#history a[href*='#/replay/']").click();
        browser.find("#replay-next").click();
        browser.find("#replay-next").click();
        assertThat(browser.find("#replay-step").getText()).startsWith("Step 2 of");
        assertThat(browser.all(".replay-hand")).hasSize(3);
        // Beside the cards, the analysis once the server has it: double-dummy, or Leipzig's paranoid search.
        WebElement summary = browser.find("#replay-summary");
        browser.waiting(90).until(d -> !summary.getText().startsWith("Analysing"));
        assertThat(summary.getText()).doesNotContain("failed");
        browser.find("#replay-last").click();
        if (summary.getText().contains("best play")) {
            assertThat(browser.find("#replay-analysis").getText()).containsAnyOf("Best play", "was better");
        }
        if (game.equals("leipzig-taroc")) {
            assertThat(summary.getText()).contains("paranoid search").contains("not an exact solve")
                    .contains("Anna: ");
            assertThat(browser.find("#replay-analysis").getText())
                    .containsAnyOf("The search’s best card", "the search prefers");
        }
        browser.screenshot("replay-" + game);
        browser.find("#replay-first").click();
    }

    @ParameterizedTest
    @ValueSource(strings = {"german-tarok", "bavarian-tarock", "leipzig-taroc", "husarln"})
    void anIllegalClickIsRefusedWithTheEnginesReason(String game) {
        createTable(game, 20);
        for (int guard = 0; guard < 2000; guard++) {
            if (!awaitTurn()) {
                browser.find("#next-hand").click();
                continue;
            }
            // Not the Excuse: its refusal ("the Excuse may not lead a trick") names no card the seat holds.
            List<WebElement> illegal = browser.all("#hand button.card[aria-disabled='true']").stream()
                    .filter(b -> !"FOOL".equals(b.getAttribute("data-card"))).toList();
            if ("play".equals(browser.find(".table-view").getAttribute("data-phase")) && !illegal.isEmpty()) {
                String card = illegal.get(0).getAttribute("data-card");
                illegal.get(0).click();
                WebElement problem = browser.find("#problem");
                browser.waiting(15).until(d -> !problem.getText().isBlank());
                // The engine's sentence, e.g. "you must follow suit: you hold GK G9".
                assertThat(problem.getText()).startsWith("Not allowed: you ").contains("you hold");
                assertThat(handCards()).contains(card);
                assertThat(state()).isEqualTo("your-turn");
                return;
            }
            clickLegalAction();
        }
        throw new AssertionError("no illegal card came up");
    }

    @ParameterizedTest
    @ValueSource(strings = {"german-tarok", "bavarian-tarock", "leipzig-taroc", "husarln"})
    void aReloadInTheMiddleOfAHandRestoresTheTable(String game) {
        createTable(game, 2);
        playUntilCardPlay(3);
        List<String> cards = handCards();
        String facts = browser.find("#facts").getText();
        String trick = browser.find("#trick").getText();
        browser.driver.navigate().refresh();
        browser.waiting(15).until(d -> "your-turn".equals(state()));
        assertThat(handCards()).isEqualTo(cards);
        assertThat(browser.find("#facts").getText()).isEqualTo(facts);
        assertThat(browser.find("#trick").getText()).isEqualTo(trick);
        clickLegalAction();
        assertThat(handCards()).hasSize(cards.size() - 1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"german-tarok", "bavarian-tarock", "leipzig-taroc", "husarln"})
    void aSecondBrowserCannotSeeOrPlayTheFirstPlayersCards(String game) {
        String table = createTable(game, 2);
        playUntilCardPlay(0);
        List<String> mine = handCards();
        try (Browser other = new Browser()) {
            other.driver.get(base + "#/table/" + table);
            other.waiting(15).until(d -> "watching".equals(other.find("#prompt").getAttribute("data-state")));
            assertThat(other.all("#hand button.card")).isEmpty();
            // Stock cards exposed to everyone (Husarln) may be in the hand too; nothing else of it is shown.
            List<String> shown = other.all("[data-card]:not(#talon *)").stream()
                    .map(e -> e.getAttribute("data-card")).toList();
            assertThat(shown).doesNotContainAnyElementsOf(mine);
            // Acting without the seat's token is refused by the server, whatever a page would send.
            Object answer = other.driver.executeAsyncScript("""
                    const done = arguments[arguments.length - 1];
                    const ws = new WebSocket(location.origin.replace('http', 'ws') + '/ws');
                    ws.onopen = () => ws.send(JSON.stringify({type: 'hello', table: arguments[0], id: 'h'}));
                    ws.onmessage = (e) => {
                      const m = JSON.parse(e.data);
                      if (m.type === 'state') ws.send(JSON.stringify({type: 'act', act: 'play ' + arguments[1], id: 'x'}));
                      if (m.id === 'x') { ws.close(); done(m.type + ' ' + m.code); }
                    };""", table, mine.get(0));
            assertThat(answer).isEqualTo("error watcher-cannot-act");
        }
        assertThat(handCards()).isEqualTo(mine);
    }

    @ParameterizedTest
    @ValueSource(strings = {"german-tarok", "bavarian-tarock", "leipzig-taroc", "husarln"})
    void theLanguageSwitchChangesTheLabels(String game) {
        createTable(game, 2);
        playUntilCardPlay(0);
        assertThat(browser.find("#hand-title").getText()).isEqualTo("Your hand");
        assertThat(browser.find("#fact-phase").getText()).isEqualTo("Phase\nPlay");
        // The last card of a sorted hand is a suit card, whose name differs between the languages.
        String cardCss = "#hand button.card:last-child";
        String lastCard = browser.find(cardCss).getAttribute("aria-label");
        browser.find("#lang").click();
        browser.waiting(5).until(d -> browser.find("#hand-title").getText().equals("Deine Karten"));
        assertThat(browser.find("#fact-phase").getText()).isEqualTo("Abschnitt\nAusspielen");
        assertThat(browser.find("#prompt").getText()).isEqualTo("Du bist am Zug: spiel eine Karte aus.");
        assertThat(browser.find(cardCss).getAttribute("aria-label")).isNotEqualTo(lastCard);
        browser.screenshot("table-" + game + "-de");
        browser.find("#lang").click();
        browser.waiting(5).until(d -> browser.find("#hand-title").getText().equals("Your hand"));
    }

    @Test
    void theLobbyOffersEveryGameWithItsOptionsExplained() {
        browser.driver.get(base + "#/");
        new Select(browser.find("#game")).selectByValue("leipzig-taroc");
        assertThat(browser.find("#preset").getText()).contains("nuremberg").contains("prague-vienna");
        WebElement option = browser.find("#opt-excuse-may-lead");
        assertThat(new Select(option).getFirstSelectedOption().getText()).isEqualTo("default (false)");
        assertThat(browser.find("#opt-excuse-may-lead-help").getText()).isNotBlank();
        new Select(browser.find("#game")).selectByValue("german-tarok");
        browser.screenshot("lobby");
        browser.size(390, 844);
        browser.screenshot("lobby-phone");
        browser.size(1280, 900);
        assertThat(browser.all(".seats select")).hasSize(3);
        new Select(browser.find("#opt-table-size")).selectByValue("4");
        assertThat(browser.all(".seats select")).hasSize(4);
    }

    @Test
    void everyGamesRulesPageIsServed() {
        for (String game : List.of("german-tarok", "bavarian-tarock", "leipzig-taroc", "husarln")) {
            browser.driver.get(base + "#/rules/" + game);
            WebElement article = browser.find("article.rules h1");
            assertThat(article.getText()).isNotBlank();
        }
    }
}
