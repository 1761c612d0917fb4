package org.tarock.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.tarock.server.players.Glicko2;
import org.tarock.server.wire.Config;
import org.tarock.server.wire.TableServer;
import org.tarock.server.wire.TestServer;

/**
 * Accounts on the page, used as a person would: signing up, a rated match against two bots, the profile with its
 * rating chart and match list linking to the replay, the leaderboard, signing out and in again (a wrong password
 * first), and a guest marked as one; each page without axe-core violations, on a desktop and a phone. The server
 * lists players from RD 480 on, so that one match puts them on the leaderboard.
 */
class WebAccountsTest {
    private static final String GAME = "bavarian-tarock";
    private static TableServer server;
    private static Browser browser;
    private static Player player;

    @BeforeAll
    static void start() throws Exception {
        Browser.requireChromium();
        Config config = TestServer.config(Duration.ZERO);
        Config.Players p = config.players();
        Glicko2.Settings listedSoon = new Glicko2.Settings(1500, 500, 0.09, 0.75, 45, 500, 480, 0.21436);
        server = TableServer.start(config.withPlayers(new Config.Players(p.sessionUnused(), p.hashCost(),
                p.hashThreads(), p.hashQueue(), p.signIns(), listedSoon)));
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
    @ValueSource(strings = {"en", "de"})
    void aPlayerSignsUpPlaysARatedMatchAndFindsItOnHisProfileAndTheLeaderboard(String lang) {
        String name = "Anna-" + lang;
        viewport(1366, 850);
        signedOut(lang);
        browser.find("#sign-up-link").click();
        fill(name, "seven 7");
        browser.find("#account-submit").click();
        assertThat(browser.text(".form-message")).isEqualTo(lang.equals("en")
                ? "The password needs at least 8 characters." : "Das Passwort braucht mindestens 8 Zeichen.");
        fill(name, "anna's password");
        looked("sign-up-" + lang);
        browser.find("#account-submit").click();
        browser.waiting(15).until(d -> browser.text("#account-menu-name").endsWith(name));

        new Select(browser.find("#game")).selectByValue(GAME);
        setNumber("#hands", 1);
        new Select(browser.find("#seat-2")).selectByValue("random");
        browser.find("#rated").click();
        looked("lobby-signed-in-" + lang);
        browser.find("#create").click();
        browser.waiting(15).until(d -> d.getCurrentUrl().contains("#/table/"));
        String url = browser.driver.getCurrentUrl();
        String table = url.substring(url.indexOf("#/table/") + 8);
        while (player.awaitTurn()) {
            player.clickLegalAction();
        }
        browser.click("#next-hand");

        browser.find("#account-menu-name").click();
        browser.find("#my-profile").click();
        assertThat(browser.text("#profile-name")).startsWith(name);
        assertThat(browser.attribute("section[data-game='" + GAME + "'] svg.rating-chart", "data-points"))
                .isEqualTo("1");
        assertThat(browser.all("section[data-game='" + GAME + "'] .chart-table tbody tr")).hasSize(1);
        assertThat(browser.text("section[data-game='" + GAME + "'] .rating-line"))
                .contains(lang.equals("en") ? "1 rated match, 1 hand" : "1 gewertete Partie, 1 Spiel");
        WebElement match = browser.find("#match-list .match-item");
        assertThat(match.getAttribute("data-table")).isEqualTo(table);
        assertThat(match.findElement(org.openqa.selenium.By.cssSelector("a")).getAttribute("href"))
                .endsWith("/#/replay/" + table + "/0");
        looked("profile-" + lang);

        browser.driver.get(server.url() + "#/leaderboard/" + GAME);
        browser.waiting(15).until(d -> browser.all("#leaderboard tbody tr").size() >= 3);
        assertThat(browser.text("#leaderboard")).contains(name, "bot:basic", "bot:random");
        looked("leaderboard-" + lang);

        browser.find("#account-menu-name").click();
        browser.find("#sign-out").click();
        browser.find("#sign-in-link").click();
        fill(name.toUpperCase(), "not the password");
        browser.find("#account-submit").click();
        browser.waiting(15).until(d -> !browser.text(".form-message").isBlank());
        assertThat(browser.text(".form-message")).isEqualTo(lang.equals("en") ? "The name or the password is wrong."
                : "Name oder Passwort ist falsch.");
        looked("sign-in-refused-" + lang);
        fill(name.toUpperCase(), "anna's password");
        browser.find("#account-submit").click();
        browser.waiting(15).until(d -> browser.text("#account-menu-name").endsWith(name));
        browser.find("#account-menu-name").click();
        browser.find("#sign-out").click();
        browser.find("#sign-in-link");
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "de"})
    void aGuestIsMarkedAsAGuestInTheLobbyAndAtTheTable(String lang) {
        viewport(1366, 850);
        signedOut(lang);
        WebElement guestName = browser.find("#player-name");
        guestName.clear();
        guestName.sendKeys("Gustav-" + lang);
        browser.find("#create").click();
        browser.waiting(15).until(d -> d.getCurrentUrl().contains("#/table/"));
        String table = browser.driver.getCurrentUrl();
        browser.driver.get(server.url() + "#/");
        assertThat(browser.text(".list-playing .table-item")).contains("Gustav-" + lang + (lang.equals("en")
                ? " (guest)" : " (Gast)"));
        looked("lobby-guest-" + lang);
        // watched from another browser (this one without its seat), the guest's seat says so
        browser.script("Object.keys(localStorage).filter((k) => k.startsWith('tarock.seat.'))"
                + ".forEach((k) => localStorage.removeItem(k));");
        browser.driver.get(table);
        browser.driver.navigate().refresh();
        assertThat(browser.text(".seat .mark-guest")).isEqualTo(lang.equals("en") ? "guest" : "Gast");
    }

    /** The page in {@code lang}, as a visitor without a session. */
    private static void signedOut(String lang) {
        player.language(lang);
        browser.driver.manage().deleteAllCookies();
        browser.driver.navigate().refresh();
    }

    private static void fill(String name, String password) {
        WebElement n = browser.find("#account-name");
        n.clear();
        n.sendKeys(name);
        WebElement p = browser.find("#account-password");
        p.clear();
        p.sendKeys(password);
    }

    private static void setNumber(String css, int value) {
        WebElement input = browser.find(css);
        input.clear();
        input.sendKeys(String.valueOf(value));
    }

    /** The page as it is: no axe-core violations and no program words, on a desktop and a phone, screenshots of both. */
    private static void looked(String name) {
        for (int[] size : new int[][] {{1366, 850}, {390, 844}}) {
            viewport(size[0], size[1]);
            if (Browser.axePresent()) {
                assertThat(browser.axeViolations()).as(name + " at " + size[0]).isEmpty();
            }
            assertThat(browser.textProblems()).as(name).isEmpty();
            assertThat(browser.script("return document.documentElement.scrollWidth <= innerWidth"))
                    .as(name + " without sideways scrolling at " + size[0]).isEqualTo(true);
            browser.screenshot("accounts-" + name + "-" + (size[0] > 400 ? "desktop" : "phone"));
        }
        viewport(1366, 850);
    }

    private static void viewport(int width, int height) {
        browser.driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", false));
    }
}
