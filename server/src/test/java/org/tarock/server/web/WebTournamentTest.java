package org.tarock.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.tarock.server.wire.TableServer;
import org.tarock.server.wire.TestServer;

/**
 * A tournament in the browser, as a person plays it: signing up where the page asks, creating a three-deal
 * tournament, entering it and playing its deals at the table (whose header names the deal and the tournament, and
 * whose panel shows each deal's matchpoints and how the field played it), then the standings beside the server's
 * own bot entry; in English and in German, on a desktop and a phone, with axe-core's checks and screenshots.
 */
class WebTournamentTest {
    private static TableServer server;
    private static Browser browser;
    private static Player player;

    @BeforeAll
    static void start() {
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

    private void look(String name, String lang) {
        look(name, lang, "main");
    }

    /** Checks and screenshots of the page with {@code part} in view, on a desktop and a phone that scrolls only down. */
    private void look(String name, String lang, String part) {
        assertThat(browser.textProblems()).isEmpty();
        if (Browser.axePresent()) {
            assertThat(browser.axeViolations()).as(name).isEmpty();
        }
        browser.size(1366, 850);
        browser.script("document.querySelector(arguments[0]).scrollIntoView()", part);
        browser.screenshot(name + "-" + lang);
        browser.phone();
        browser.script("document.querySelector(arguments[0]).scrollIntoView()", part);
        browser.screenshot(name + "-" + lang + "-phone");
        assertThat(browser.script("return document.documentElement.scrollWidth <= innerWidth")).as(name + " fits a phone")
                .isEqualTo(true);
        if (Browser.axePresent()) {
            assertThat(browser.axeViolations()).as(name + " on a phone").isEmpty();
        }
        browser.desktop();
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "de"})
    void aPlayerCreatesEntersAndPlaysAThreeDealTournament(String lang) {
        // a visitor not signed in: the page asks for an account where one is needed
        signedOutInTheLobby(lang);
        browser.find("#new-tournament").click();
        String name = "Anna-" + lang;
        browser.find("#account-switch").click();
        browser.find("#account-name").sendKeys(name);
        browser.find("#account-password").sendKeys("a long enough password");
        look("tournament-sign-up", lang);
        browser.find("#account-submit").click();
        // the header knows the player at once
        browser.waiting(15).until(d -> browser.text("#account-menu-name").endsWith(name));
        new Select(browser.find("#t-game")).selectByValue("husarln");
        WebElement deals = browser.find("#t-deals");
        deals.clear();
        deals.sendKeys("3");
        new Select(browser.find("#t-bots")).selectByValue("basic");
        browser.find("#t-create").click();
        browser.waiting(15).until(d -> d.getCurrentUrl().contains("#/tournament/"));
        String url = browser.driver.getCurrentUrl();
        String id = url.substring(url.indexOf("#/tournament/") + 13);
        browser.find("#enter");
        look("tournament-open", lang);

        browser.find("#enter").click();
        browser.waiting(15).until(d -> d.getCurrentUrl().contains("#/table/"));
        browser.find(".table-view[data-version]");
        String deal1 = lang.equals("en") ? "Deal 1 of 3 of " + name + "'s Husarln tournament"
                : "Gebe 1 von 3 im Turnier Husarln von " + name;
        browser.waiting(15).until(d -> browser.text(".table-title").equals(deal1));
        assertThat(browser.all("#hint")).isEmpty();
        for (int k = 1; k <= 3; k++) {
            while (player.awaitTurn()) {
                player.clickLegalAction();
            }
            String scored = lang.equals("en") ? "Deal " + k + ": you scored" : "Gebe " + k + ": Sie haben";
            browser.waiting(30).until(d -> browser.text("#tournament-deal .deal-score").startsWith(scored));
            if (k == 1) {
                look("tournament-deal", lang);
            }
            if (k < 3) {
                browser.click("#next-hand");
            }
        }
        browser.find("#back-to-tournament");

        browser.driver.get(player.base + "#/tournament/" + id);
        browser.waiting(60).until(d -> browser.all("#standings tbody tr").size() == 2
                && browser.all("#field .field-table").size() == 3);
        assertThat(browser.text("#standings tbody")).contains(name);
        assertThat(browser.text("#entry-panel")).contains(lang.equals("en") ? "3 of 3 deals" : "3 von 3 Geben");
        look("tournament-standings", lang);
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "de"})
    void theLobbyListsEachTournamentWithItsEntriesAndOpensIt(String lang) {
        signedOutInTheLobby(lang);
        String password = "a long enough password";
        api("/api/accounts", Map.of("name", "Bert-" + lang, "password", password));
        String open = (String) api("/api/tournaments", Map.of("game", "german-tarok", "deals", 6, "bots", "basic"))
                .get("id");
        api("/api/tournaments", Map.of("game", "leipzig-taroc", "deals", 12, "bots", "basic",
                "opens", Instant.now().plus(Duration.ofHours(2)).toString()));
        api("/api/tournaments/" + open + "/entries", Map.of());
        browser.driver.manage().deleteAllCookies();
        api("/api/accounts", Map.of("name", "Carla-" + lang, "password", password));
        api("/api/tournaments/" + open + "/entries", Map.of());

        browser.driver.navigate().refresh();
        String item = ".tournament-list li[data-tournament='" + open + "']";
        // the server's bot entry, Bert's and Carla's
        String three = lang.equals("en") ? "3 entries" : "3 Teilnehmer";
        browser.waiting(15).until(d -> browser.text(item).contains(three));
        look("tournament-lobby", lang, ".tournament-list");
        browser.click(item + " a");
        browser.waiting(15).until(d -> d.getCurrentUrl().endsWith("#/tournament/" + open));
        String title = lang.equals("en") ? "Bert-en's German Tarok tournament" : "Turnier Deutsches Tarok von Bert-de";
        browser.waiting(15).until(d -> browser.text(".page-title").equals(title));
    }

    /** The lobby in {@code lang}, loaded afresh without a session. */
    private static void signedOutInTheLobby(String lang) {
        player.language(lang);
        browser.driver.manage().deleteAllCookies();
        browser.driver.get(player.base + "#/");
        browser.driver.navigate().refresh();
    }

    /** A POST to the server from the page, with the browser's cookies: the answer, which must be a success. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> api(String path, Map<String, Object> body) {
        Map<String, Object> answer = (Map<String, Object>) browser.driver.executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                fetch(arguments[0], {method: 'POST', headers: {'Content-Type': 'application/json'},
                    body: JSON.stringify(arguments[1])})
                  .then(async (r) => done({status: r.status, body: await r.json()}));""", path, body);
        assertThat(((Number) answer.get("status")).intValue()).as(path + ": " + answer).isBetween(200, 201);
        return (Map<String, Object>) answer.get("body");
    }
}
