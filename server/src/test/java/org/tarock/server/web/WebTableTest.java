package org.tarock.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.tarock.server.wire.TableServer;
import org.tarock.server.wire.TestServer;

/**
 * The browser table end to end, in headless Chromium, for every game: an illegal click refused with the
 * engine's reason worded in German; a reload in the middle of a hand; a second browser that can neither see
 * nor play the first player's cards; the language switch; a hand played by keyboard alone with reduced
 * motion; the lobby, the rules pages and the texts in both languages. Whole hands are in {@link WebHandTest}.
 * Screenshots go to target/screenshots.
 */
class WebTableTest {
    private static TableServer server;
    private static Browser browser;
    private static String base;
    private static Player player;

    @BeforeAll
    static void start() throws Exception {
        Browser.requireChromium();
        server = TableServer.start(TestServer.config(Duration.ZERO));
        base = server.url();
        browser = new Browser();
        player = new Player(browser, base);
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
        browser.desktop();
        browser.reducedMotion(false);
        player.language("en");
    }

    private String createTable(String game, int hands) {
        return player.createTable(game, hands);
    }

    private String state() {
        return player.state();
    }

    private boolean awaitTurn() {
        return player.awaitTurn();
    }

    private void clickLegalAction() {
        player.clickLegalAction();
    }

    private List<String> handCards() {
        return player.handCards();
    }

    @ParameterizedTest
    @ValueSource(strings = {"german-tarok", "bavarian-tarock", "leipzig-taroc", "husarln"})
    void anIllegalClickIsRefusedWithTheEnginesReasonInGerman(String game) {
        player.language("de");
        createTable(game, 20);
        for (int guard = 0; guard < 2000; guard++) {
            if (!awaitTurn()) {
                browser.click("#next-hand");
                continue;
            }
            // Not the Excuse: its refusal ("the Excuse may not lead a trick") names no card the seat holds.
            List<WebElement> illegal = browser.all("#hand button.card[aria-disabled='true']").stream()
                    .filter(b -> !"FOOL".equals(b.getAttribute("data-card"))).toList();
            if ("play".equals(player.phase()) && !illegal.isEmpty()) {
                String card = illegal.get(0).getAttribute("data-card");
                player.tap(card);
                WebElement problem = browser.find("#problem");
                browser.waiting(15).until(d -> !problem.getText().isBlank());
                // Worded from the reason code and its arguments, e.g. "Sie müssen Farbe bedienen: Sie haben den Herz-Unter".
                assertThat(problem.getText()).startsWith("Nicht erlaubt: Sie ").containsPattern("Sie haben (den|die) ");
                assertThat(browser.textProblems()).isEmpty();
                browser.screenshot("refused-" + game + "-de");
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
        tableAtOpenTrick(game);
        List<String> cards = handCards();
        String facts = browser.text("#facts");
        String trick = browser.text("#trick");
        browser.driver.navigate().refresh();
        browser.waiting(15).until(d -> "your-turn".equals(state()));
        assertThat(handCards()).isEqualTo(cards);
        assertThat(browser.text("#facts")).isEqualTo(facts);
        browser.waiting(10).until(d -> browser.text("#trick").equals(trick));
        clickLegalAction();
        assertThat(handCards()).hasSize(cards.size() - 1);
    }

    /**
     * A table of {@code game} at Anna's turn to follow in a trick of the card play, after at least one trick. When
     * she leads, the trick just completed is being swept, and a reloaded page shows it as it stands (already seen).
     */
    private void tableAtOpenTrick(String game) {
        for (int attempt = 0; attempt < 5; attempt++) {
            player.tableAtCardPlay(game, 2, 3);
            boolean following = true;
            while (following && player.playedCards() % 3 == 0) {
                clickLegalAction();
                following = player.awaitTurn();
            }
            if (following) {
                return;
            }
        }
        throw new AssertionError("in five hands of " + game + " Anna led every trick after the first");
    }

    @ParameterizedTest
    @ValueSource(strings = {"german-tarok", "bavarian-tarock", "leipzig-taroc", "husarln"})
    void aSecondBrowserCannotSeeOrPlayTheFirstPlayersCards(String game) {
        String table = player.tableAtCardPlay(game, 2, 0);
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
        player.tableAtCardPlay(game, 2, 0);
        assertThat(browser.find("#fact-phase").getText()).isEqualTo("Phase:\nPlay".replace(":", ""));
        assertThat(browser.find("#lang").getText()).isEqualTo("Deutsch");
        // The last card of a sorted hand is a suit card, whose name differs between the languages.
        String cardCss = "#hand button.card:last-child";
        String lastCard = browser.find(cardCss).getAttribute("aria-label");
        browser.find("#lang").click();
        browser.waiting(5).until(d -> browser.text("#fact-phase").equals("Abschnitt\nAusspielen"));
        assertThat(browser.script("return document.documentElement.lang")).isEqualTo("de");
        assertThat(browser.find("#lang").getText()).isEqualTo("English");
        assertThat(browser.find("#prompt").getText()).isEqualTo("Sie sind am Zug: spielen Sie eine Karte.");
        assertThat(browser.find(cardCss).getAttribute("aria-label")).isNotEqualTo(lastCard);
        assertThat(browser.textProblems()).isEmpty();
        browser.screenshot(game + "-de-desktop-switched");
        browser.find("#lang").click();
        browser.waiting(5).until(d -> browser.text("#fact-phase").equals("Phase\nPlay"));
        assertThat(browser.script("return localStorage.getItem('tarock.lang')")).isEqualTo("en");
    }

    @Test
    void theLobbyOffersEveryGameWithItsOptionsExplained() {
        browser.driver.get(base + "#/");
        // Filled on first load, before any game is chosen.
        assertThat(browser.find("#rules-link").getText()).isEqualTo("Rules of German Tarok");
        assertThat(browser.find("h1").getText()).isEqualTo("Lobby");
        new Select(browser.find("#game")).selectByValue("leipzig-taroc");
        assertThat(browser.find("#preset").getText()).contains("Nuremberg").contains("Prague and Vienna");
        WebElement option = browser.find("#opt-excuse-may-lead");
        assertThat(new Select(option).getFirstSelectedOption().getText()).isEqualTo("default (no)");
        assertThat(browser.find("label[for='opt-excuse-may-lead']").getText()).isEqualTo("Excuse may lead");
        assertThat(browser.find("#opt-excuse-may-lead-help").getText()).isNotBlank();
        new Select(browser.find("#game")).selectByValue("german-tarok");
        assertThat(browser.textProblems()).isEmpty();
        if (Browser.axePresent()) {
            assertThat(browser.axeViolations()).as("axe on the lobby").isEmpty();
        }
        browser.screenshot("lobby-en-desktop");
        assertThat(browser.all(".seats select")).hasSize(3);
        new Select(browser.find("#opt-table-size")).selectByValue("4");
        assertThat(browser.all(".seats select")).hasSize(4);
        browser.find("#lang").click();
        browser.waiting(5).until(d -> browser.text("h1").equals("Spielsaal"));
        assertThat(new Select(browser.find("#game")).getFirstSelectedOption().getText()).isEqualTo("Deutsches Tarok");
        assertThat(browser.find("#seat-1").getText()).contains("Computer: Grundstufe").doesNotContain("Bot");
        assertThat(browser.find("label[for='opt-settlement']").getText()).isEqualTo("Abrechnung");
        assertThat(browser.find("#rules-link").getText()).isEqualTo("Regeln: Deutsches Tarok");
        new Select(browser.find("#game")).selectByValue("bavarian-tarock");
        assertThat(browser.find("#rules-link").getText()).isEqualTo("Regeln: Bayerisches Tarock (Haferltarock)");
        assertThat(browser.textProblems()).isEmpty();
        if (Browser.axePresent()) {
            assertThat(browser.axeViolations()).as("axe on the German lobby").isEmpty();
        }
        browser.screenshot("lobby-de-desktop");
        browser.phone();
        browser.screenshot("lobby-de-phone");
        browser.desktop();
    }

    @Test
    void everyTextKeyHasBothLanguages() {
        browser.driver.get(base + "#/");
        browser.find("#game");
        Object missing = browser.driver.executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                import('/web/js/i18n.js').then(m => done(m.missingKeys()));""");
        assertThat((List<?>) missing).isEmpty();
    }

    /**
     * Every card's index, two-digit ones ("10", "21") included, stays at least 3 units (of the card's 100) clear
     * of the card's side edges, in both packs, as the browser lays the text out with the page's fonts. (Only the
     * width is measured: a text's box is as tall as the font's ascent, not the figures' ink.)
     */
    @Test
    void everyCardIndexStaysClearOfTheCardEdge() {
        browser.driver.get(base + "#/");
        browser.find("#game");
        Object crowded = browser.driver.executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                import('/web/js/cards.js').then(m => {
                  const german = [];
                  for (const s of 'EGHS') for (const r of ['A', '10', 'K', 'O', 'U', '9', '8', '7', '6']) german.push(s + r);
                  const tarot = ['FOOL'];
                  for (let n = 1; n <= 21; n++) tarot.push('T' + n);
                  for (const s of 'CDHS') for (const r of ['K', 'Q', 'C', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1']) tarot.push(s + r);
                  const box = document.createElement('div');
                  box.style.width = '100px';
                  document.body.append(box);
                  const crowded = [];
                  for (const [game, codes] of [['bavarian-tarock', german], ['leipzig-taroc', tarot]]) {
                    for (const code of codes) {
                      const svg = m.cardSvg(code, game);
                      box.replaceChildren(svg);
                      for (const t of svg.querySelectorAll('text.c-index')) {
                        const b = t.getBBox();
                        if (b.x < 3 || b.x + b.width > 97) {
                          crowded.push(game + ' ' + code + ' "' + t.textContent + '" from x ' + b.x.toFixed(1) + ' to ' + (b.x + b.width).toFixed(1));
                        }
                      }
                    }
                  }
                  box.remove();
                  done(crowded);
                });""");
        assertThat((List<?>) crowded).isEmpty();
    }

    @Test
    void theFaviconIsServed() throws Exception {
        HttpResponse<String> icon = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create(base + "web/favicon.svg")).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(icon.statusCode()).isEqualTo(200);
        assertThat(icon.body()).startsWith("<svg");
        browser.driver.get(base + "#/");
        assertThat(browser.find("link[rel='icon']").getAttribute("href")).endsWith("/web/favicon.svg");
    }

    @Test
    void everyGamesRulesPageIsServedInBothLanguages() {
        for (String lang : List.of("en", "de")) {
            player.language(lang);
            for (String game : List.of("german-tarok", "bavarian-tarock", "leipzig-taroc", "husarln")) {
                browser.driver.get(base + "#/rules/" + game);
                WebElement article = browser.find("article.rules h1");
                assertThat(article.getText()).isNotBlank();
                assertThat(browser.find("article.rules").getAttribute("lang")).isEqualTo(lang);
                assertThat(browser.textProblems()).isEmpty();
            }
            browser.screenshot("rules-bavarian-tarock-" + lang);
        }
    }

    /**
     * A whole hand by keyboard alone, with prefers-reduced-motion: the page puts the focus on a call or a
     * playable card at each turn; Tab reaches a bid, Enter acts. No card animates, the trick is still held.
     */
    @Test
    void aWholeHandIsPlayedByKeyboardAloneWithoutMotion() {
        browser.reducedMotion(true);
        createTable("husarln", 1);
        boolean bid = false;
        while (awaitTurn()) {
            String before = player.version();
            // The page moves the focus once it has drawn the turn.
            browser.waiting(5).withMessage("the focus is on the table's choices").until(d -> Boolean.TRUE.equals(
                    browser.script("return document.activeElement.closest('#calls, #hand') !== null")));
            if (!bid && !browser.all("#calls button[data-act^='bid ']").isEmpty()) {
                for (int i = 0; i < 10 && !String.valueOf(browser.script("return document.activeElement.dataset.act"))
                        .startsWith("bid "); i++) {
                    new Actions(browser.driver).sendKeys(Keys.TAB).perform();
                }
                bid = true;
            }
            assertThat(browser.script("return document.getAnimations().length")).isEqualTo(0L);
            if (!browser.all("#lay-away").isEmpty()) {
                layAwayByKeyboard(Integer.parseInt(browser.find("#lay-away").getAttribute("data-size")));
            } else {
                new Actions(browser.driver).sendKeys(Keys.ENTER).perform();
                // a bid that commits to a contract asks once more: Enter again confirms it
                if ("true".equals(browser.script("return document.activeElement.dataset.confirm ?? null"))) {
                    new Actions(browser.driver).sendKeys(Keys.ENTER).perform();
                }
            }
            player.awaitChange(before);
        }
        assertThat(browser.all("#hand-over .dealt-row").size()).isGreaterThanOrEqualTo(3);
        new Actions(browser.driver).sendKeys(Keys.ENTER).perform();
        browser.waiting(10).until(d -> !player.handOverShown());
    }

    /**
     * A route still loading when the next one starts (two hash changes in a row) is left as soon as it has
     * loaded: it draws nothing over the newer view and keeps no socket open behind it.
     */
    @Test
    void aRouteSupersededWhileLoadingDrawsNothingAndKeepsNoSocket() {
        String table = createTable("bavarian-tarock", 2);
        browser.driver.get(base + "#/rules/husarln");
        browser.find("article.rules h1");
        browser.script("""
                window.sockets = [];
                const Native = WebSocket;
                window.WebSocket = class extends Native {
                  constructor(...args) { super(...args); window.sockets.push(this); }
                };
                // Registered after the page's own listener: the table's route has begun to load.
                addEventListener('hashchange', () => { location.hash = '#/rules/leipzig-taroc'; }, {once: true});
                location.hash = '#/table/' + arguments[0];""", table);
        browser.waiting(15).until(d -> browser.routesSettled()
                && Boolean.TRUE.equals(browser.script("return window.sockets.length > 0")));
        assertThat(browser.find("article.rules").getAttribute("data-game")).isEqualTo("leipzig-taroc");
        assertThat(browser.all(".table-view")).isEmpty();
        assertThat(browser.script("return window.sockets.every(s => s.readyState >= WebSocket.CLOSING)")).isEqualTo(true);
    }

    /** The lobby's create form filled for a Husarln table of Anna's with the third seat open to a friend. */
    private void fillLobbyForHusarlnWithAnOpenSeat() {
        browser.driver.get(base + "#/");
        new Select(browser.find("#game")).selectByValue("husarln");
        WebElement name = browser.find("#player-name");
        name.clear();
        name.sendKeys("Anna");
        new Select(browser.find("#seat-2")).selectByValue("open");
    }

    /**
     * The create form sets the table's rule for a player who is away (a stand-in after some seconds, or
     * waiting) and its turn timer, and the lobby lists the rule with the table.
     */
    @Test
    void theLobbyCreatesATableWithItsRuleForAnAbsentPlayerAndListsIt() throws Exception {
        fillLobbyForHusarlnWithAnOpenSeat();
        assertThat(new Select(browser.find("#absent")).getFirstSelectedOption().getText()).contains("basic");
        new Select(browser.find("#absent")).selectByValue("wait");
        assertThat(browser.find("#absent-after").isEnabled()).isFalse();
        browser.find("#turn-seconds").sendKeys("30");
        browser.find("#create").click();
        browser.waiting(15).until(d -> d.getCurrentUrl().contains("#/table/"));
        String url = browser.driver.getCurrentUrl();
        String table = url.substring(url.indexOf("#/table/") + 8);
        String info = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(base + "api/tables/" + table))
                .build(), HttpResponse.BodyHandlers.ofString()).body();
        assertThat(info).contains("\"absent\":\"wait\"").contains("\"turn_seconds\":30");
        browser.driver.get(base + "#/");
        assertThat(browser.text(".table-item[data-table='" + table + "'] .absent-rule"))
                .isEqualTo("away: the table waits 30 s a turn");
        assertThat(browser.textProblems()).isEmpty();
    }

    /**
     * Stands in for the page's WebSocket so that a test can cut the connection off: while {@code __cutOff} is
     * set, every new connection goes to a port nobody listens on, as when the network is down.
     */
    private static final String CUT_OFF = """
            (() => {
              const Real = window.WebSocket;
              window.__sockets = [];
              window.__cutOff = false;
              window.WebSocket = class extends Real {
                constructor(url, protocols) {
                  super(window.__cutOff ? 'ws://127.0.0.1:9/' : url, protocols);
                  window.__sockets.push(this);
                }
              };
            })();""";

    /**
     * A card played while the page is reconnecting is kept (the page still says it is reconnecting)
     * and sent once the connection is back, where the table takes it.
     */
    @Test
    void aCardPlayedWhileReconnectingIsSentOnceTheConnectionIsBack() {
        try (Browser cut = new Browser()) {
            cut.driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", CUT_OFF));
            Player anna = new Player(cut, base);
            anna.tableAtCardPlay("bavarian-tarock", 1, 0);
            String before = anna.version();
            String card = (String) cut.script("return document.querySelector('#hand button.card.legal').dataset.card");
            cut.script("window.__cutOff = true; window.__sockets.at(-1).close();");
            cut.waiting(15).until(d -> "reconnecting".equals(cut.find("#problem").getAttribute("data-code")));
            anna.tap(card);
            assertThat(anna.version()).isEqualTo(before);
            assertThat(cut.find("#problem").getAttribute("data-code")).isEqualTo("reconnecting");
            assertThat(cut.all("#hand button[data-card='" + card + "']")).hasSize(1);

            cut.script("window.__cutOff = false;");
            cut.waiting(30).until(d -> cut.all("#hand button[data-card='" + card + "']").isEmpty());
            assertThat(cut.find("#problem").getAttribute("data-code")).isEmpty();
        }
    }

    /**
     * Presence on the page: a person who leaves is marked away for the others (with who stands in for him),
     * and the mark goes when he is back; a second tab of the same seat takes it over, and the first offers to
     * take it back.
     */
    @Test
    void anAbsentPlayerAndASupersededTabAreShown() {
        fillLobbyForHusarlnWithAnOpenSeat();
        browser.find("#create").click();
        browser.waiting(15).until(d -> d.getCurrentUrl().contains("#/table/"));
        String url = browser.driver.getCurrentUrl();
        String table = url.substring(url.indexOf("#/table/") + 8);
        try (Browser other = new Browser()) {
            other.driver.get(base + "#/join/" + table + "/2");
            WebElement join = other.find("#join-name");
            join.clear();
            join.sendKeys("Ben");
            other.find("#join").click();
            other.find(".table-view[data-phase]");
            browser.find(".table-view[data-phase]");
            // Ben closes his tab: Anna reads that he is away and that a stand-in plays for him in time.
            String joined = other.driver.getWindowHandle();
            other.driver.switchTo().newWindow(WindowType.TAB);
            String first = other.driver.getWindowHandle();
            other.driver.switchTo().window(joined).close();
            other.driver.switchTo().window(first);
            assertThat(browser.text("#banners .banner-absent")).startsWith("Ben is away").contains("stand-in");
            assertThat(browser.text(".seat .mark-away")).isEqualTo("away");
            assertThat(browser.textProblems()).isEmpty();
            browser.screenshot("absent-en-desktop");
            other.driver.get(base + "#/table/" + table);
            other.find(".table-view[data-phase]");
            browser.waiting(15).until(d -> browser.all("#banners .banner-absent").isEmpty() && browser.all(".mark-away").isEmpty());
            // A second tab of Ben's seat takes it over; the first says so and takes it back on request.
            other.driver.switchTo().newWindow(WindowType.TAB);
            other.driver.get(base + "#/table/" + table);
            other.find(".table-view[data-phase]");
            String second = other.driver.getWindowHandle();
            other.driver.switchTo().window(first);
            other.waiting(15).until(d -> "superseded".equals(other.find("#problem").getAttribute("data-code")));
            assertThat(other.find("#problem").getText()).startsWith("This seat is open in another tab");
            assertThat(other.textProblems()).isEmpty();
            other.screenshot("superseded-en-desktop");
            other.find("#take-back").click();
            other.waiting(15).until(d -> !"superseded".equals(other.find("#problem").getAttribute("data-code")));
            other.driver.switchTo().window(second);
            other.waiting(15).until(d -> "superseded".equals(other.find("#problem").getAttribute("data-code")));
            assertThat(other.all("#take-back")).hasSize(1);
        }
    }

    /**
     * Lays away by keyboard: Enter chooses the focused card, the arrow keys move to the next one; once the
     * choice is one the rules allow, Shift+Tab reaches "Lay away" and Enter confirms. A choice they do not allow
     * is taken back and the next cards are tried.
     */
    private void layAwayByKeyboard(int size) {
        int cards = browser.all("#hand button.card.legal").size();
        for (int start = 0; start < cards; start++) {
            for (int i = 0; i < size; i++) {
                new Actions(browser.driver).sendKeys(i == 0 ? Keys.ENTER : Keys.ARROW_RIGHT).perform();
                if (i > 0) {
                    new Actions(browser.driver).sendKeys(Keys.ENTER).perform();
                }
            }
            if (browser.find("#lay-away").isEnabled()) {
                for (int i = 0; i < 40 && !"lay-away".equals(browser.script("return document.activeElement.id")); i++) {
                    new Actions(browser.driver).sendKeys(Keys.chord(Keys.SHIFT, Keys.TAB)).perform();
                }
                new Actions(browser.driver).sendKeys(Keys.ENTER).perform();
                return;
            }
            for (int i = 0; i < size; i++) {
                new Actions(browser.driver).sendKeys(Keys.ENTER).perform();
                if (i < size - 1) {
                    new Actions(browser.driver).sendKeys(Keys.ARROW_LEFT).perform();
                }
            }
            new Actions(browser.driver).sendKeys(Keys.ARROW_RIGHT).perform();
        }
        throw new AssertionError("no choice of " + size + " cards could be laid away by keyboard");
    }
}
