package org.tarock.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.tarock.server.wire.TableServer;
import org.tarock.server.wire.TestServer;

/**
 * A player away from a table of two persons and a bot, as the other one and he himself read it: the banner
 * counts down to the stand-in, then says that the stand-in plays; the stand-in's moves are marked in the move
 * list; the banner goes when he is back, and he reads that a stand-in played for him, marked in his move list as
 * in the other's after a reload.
 */
class WebAbsenceTest {
    private static TableServer server;
    private static Browser browser;
    private static Player anna;

    @BeforeAll
    static void start() throws Exception {
        Browser.requireChromium();
        server = TableServer.start(TestServer.config(Duration.ZERO));
        browser = new Browser();
        anna = new Player(browser, server.url());
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

    private static void join(Browser who, String table, int seat, String name) {
        who.driver.get(server.url() + "#/join/" + table + "/" + seat);
        WebElement field = who.find("#join-name");
        field.clear();
        field.sendKeys(name);
        who.find("#join").click();
        who.find(".table-view[data-version]");
    }

    /** Plays Anna's turns until {@code done} holds (or the hand ends: then the next hand). */
    private void playUntil(java.util.function.BooleanSupplier done) {
        for (int guard = 0; guard < 400 && !done.getAsBoolean(); guard++) {
            browser.waiting(30).until(d -> done.getAsBoolean() || anna.handOverShown() || "your-turn".equals(anna.state()));
            if (done.getAsBoolean()) {
                return;
            }
            if (anna.handOverShown()) {
                browser.click("#next-hand");
            } else {
                anna.clickLegalAction();
            }
        }
        assertThat(done.getAsBoolean()).as("reached while playing on").isTrue();
    }

    @Test
    void theBannerCountsDownThenNamesTheStandInWhoseMovesAreMarked() {
        anna.language("en");
        String table = (String) browser.driver.executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                fetch('/api/tables', {method: 'POST', headers: {'Content-Type': 'application/json'},
                  body: JSON.stringify({game: 'bavarian-tarock', hands: 20, seats: ['open', 'open', 'basic'],
                    absent: {stand_in: 'basic', after: 3}})})
                  .then((r) => r.json()).then((t) => done(t.id), (e) => done('failed: ' + e));""");
        join(browser, table, 0, "Anna");
        try (Browser ben = new Browser()) {
            ben.driver.get(server.url());
            ben.script("localStorage.setItem('tarock.lang', 'en');");
            join(ben, table, 1, "Ben");
            browser.find(".table-view[data-phase]");
            // Ben closes his tab
            String joined = ben.driver.getWindowHandle();
            ben.driver.switchTo().newWindow(WindowType.TAB);
            String other = ben.driver.getWindowHandle();
            ben.driver.switchTo().window(joined).close();
            ben.driver.switchTo().window(other);

            browser.waiting(20).until(d -> browser.all("#banners .banner-absent").size() == 1
                    && browser.text("#banners .banner-absent").matches("Ben is away: a stand-in plays for them in \\d s\\."));
            String first = browser.text("#banners .banner-absent");
            browser.waiting(5).until(d -> !browser.text("#banners .banner-absent").equals(first));
            assertThat(browser.text("#banners .banner-absent")).as("the countdown goes on")
                    .matches("Ben is away: a stand-in plays for them (in \\d s|from their next turn)\\.");

            playUntil(() -> !browser.all("#log li.stand-in").isEmpty());
            assertThat(browser.text("#banners .banner-absent")).isEqualTo(
                    "Ben is away: a stand-in (basic) plays for them until they are back.");
            assertThat(browser.text("#log li.stand-in")).startsWith("Ben ").endsWith("(stand-in: basic)");
            assertThat(browser.textProblems()).isEmpty();
            browser.screenshot("stand-in-en-desktop");

            // Ben comes back: the banner goes, and he is told what his stand-in did, on a page loaded anew
            ben.driver.get(server.url() + "#/table/" + table);
            ben.find(".table-view[data-phase]");
            browser.waiting(15).until(d -> browser.all("#banners .banner-absent").isEmpty());
            ben.waiting(10).until(d -> !ben.all("#banners #stood-in").isEmpty());
            assertThat(ben.text("#banners #stood-in")).matches("While you were away, a stand-in made (a move|\\d+ moves)"
                    + " for you in this hand \\(marked in the move list\\)\\.");
            assertThat(ben.text("#log li.stand-in")).startsWith("Ben ").endsWith("(stand-in: basic)");
            ben.screenshot("stood-in-en-desktop");
            ben.phone();
            ben.click("#lang");
            ben.waiting(10).until(d -> ben.text("#banners #stood-in").startsWith("Während Sie weg waren, hat ein "
                    + "Ersatzspieler in diesem Spiel"));
            assertThat(ben.text("#log li.stand-in")).endsWith("(Ersatzspieler: Grundstufe)");
            ben.screenshot("stood-in-de-phone");

            // Anna loads the page anew: the stand-in's moves are still marked
            browser.driver.navigate().refresh();
            browser.find(".table-view[data-phase]");
            browser.waiting(10).until(d -> !browser.all("#log li.stand-in").isEmpty());
            assertThat(browser.text("#log li.stand-in")).startsWith("Ben ").endsWith("(stand-in: basic)");
        }
    }
}
