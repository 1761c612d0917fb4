package org.tarock.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WebElement;
import org.tarock.server.wire.TableServer;
import org.tarock.server.wire.TestServer;

/**
 * What a card site offers besides the game: the page's settings (kept in the browser) to play a single legal
 * card by itself and to ask again before a bid that commits to a contract, the played cards on request (the
 * last trick and the hand's cards by suit), and the lobby's client seed behind a fair-deals disclosure.
 */
class WebTableSettingsTest {
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

    @BeforeEach
    void english() {
        browser.desktop();
        player.language("en");
        browser.script("localStorage.removeItem('tarock.autoPlay'); localStorage.removeItem('tarock.confirmBids');");
    }

    private long clicks() {
        return (Long) browser.script("return performance.getEntriesByName('tarock:click').length");
    }

    /** What the page shows at one instant: the turn may pass by itself between two separate reads. */
    private record Turn(String state, String phase, String version, long legalCards) {
    }

    private Turn turn() {
        @SuppressWarnings("unchecked")
        List<Object> shown = (List<Object>) browser.script("const tv = document.querySelector('.table-view');"
                + "return [document.getElementById('prompt').dataset.state, tv.dataset.phase, tv.dataset.version,"
                + " document.querySelectorAll('#hand button.card.legal').length]");
        return new Turn((String) shown.get(0), (String) shown.get(1), (String) shown.get(2), (Long) shown.get(3));
    }

    @Test
    void withTheSettingOnTheOnlyLegalCardIsPlayedByItselfAndNeverOneOfSeveral() {
        player.createTable("bavarian-tarock", 3);
        assertThat(browser.find("#setting-auto-play").isSelected()).as("off by default").isFalse();
        browser.find("#setting-auto-play").click();
        assertThat(browser.script("return localStorage.getItem('tarock.autoPlay')")).isEqualTo("true");
        boolean sawSeveral = false;
        boolean sawSingle = false;
        for (int guard = 0; guard < 400 && !(sawSingle && sawSeveral); guard++) {
            long before = clicks();
            if (!player.awaitTurn()) {
                browser.click("#next-hand");
                continue;
            }
            Turn turn = turn();
            if (!"your-turn".equals(turn.state())) {
                continue;
            }
            boolean play = "play".equals(turn.phase());
            if (play && turn.legalCards() == 1) {
                browser.waiting(5).until(d -> clicks() > before);
                player.awaitChange(turn.version());
                sawSingle = true;
            } else if (play && !sawSeveral) {
                sleepFor(1500);
                assertThat(player.version()).as("no card played among several").isEqualTo(turn.version());
                assertThat(player.state()).isEqualTo("your-turn");
                sawSeveral = true;
                player.clickLegalAction();
            } else {
                player.clickLegalAction();
            }
        }
        assertThat(sawSingle).as("a turn with a single legal card, played by itself").isTrue();
        assertThat(sawSeveral).as("a turn with several legal cards, left to the player").isTrue();
    }

    private static boolean sleepFor(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return true;
    }

    @Test
    void aBidThatCommitsToAContractAsksOnceUnlessTheGuardIsOff() {
        for (boolean guardOn : new boolean[] {true, false}) {
            browser.script("localStorage.setItem('tarock.confirmBids', arguments[0])", String.valueOf(guardOn));
            boolean tried = false;
            for (int table = 0; table < 8 && !tried; table++) {
                player.createTable("bavarian-tarock", 1);
                while (!tried && player.awaitTurn()) {
                    List<WebElement> solo = browser.all("#calls button[data-act='bid solo']");
                    if (solo.isEmpty()) {
                        player.clickLegalAction();
                        continue;
                    }
                    String version = player.version();
                    solo.getFirst().click();
                    if (guardOn) {
                        assertThat(browser.find("#calls button[data-act='bid solo']").getText()).isEqualTo("Bid Solo? Tap again to confirm");
                        sleepFor(500);
                        assertThat(player.version()).as("nothing sent at the first tap").isEqualTo(version);
                        browser.find("#calls button[data-act='bid solo']").click();
                    }
                    player.awaitChange(version);
                    // read in one call: the bots' answers redraw the move list at once
                    browser.waiting(5).until(d -> Boolean.TRUE.equals(browser.script(
                            "return [...document.querySelectorAll('#log li')].some((li) => li.innerText.replace(/\\s+/g, ' ').trim() === 'Anna bids Solo')")));
                    tried = true;
                }
            }
            assertThat(tried).as("a turn at which Anna could bid a Solo").isTrue();
        }
    }

    @Test
    void thePlayedCardsShowTheLastTrickAndTheHandsCardsBySuit() {
        player.tableAtCardPlay("german-tarok", 1, 6);
        browser.find("#show-last").click();
        browser.waiting(5).until(d -> browser.find("#played-cards").isDisplayed());
        long played = player.playedCards();
        assertThat(browser.text("#played-cards .played-title")).isEqualTo("Played so far: " + played + " cards");
        assertThat(browser.all("#played-cards .played-suit .played")).hasSize((int) played);
        assertThat(browser.all("#last-trick .played")).hasSize(3);
        assertThat(browser.textProblems()).isEmpty();
        browser.screenshot("played-cards-en-desktop");
        if (Browser.axePresent()) {
            assertThat(browser.axeViolationsStrict()).isEmpty();
        }
    }

    @Test
    void theLobbyKeepsTheClientSeedBehindAFairDealsDisclosure() {
        browser.driver.get(server.url() + "#/");
        WebElement details = browser.find("#fair-details");
        assertThat(details.getAttribute("open")).isNull();
        assertThat(browser.find("#client-seed").isDisplayed()).isFalse();
        browser.find("#fair-details summary").click();
        assertThat(browser.find("#client-seed").isDisplayed()).isTrue();
        assertThat(browser.find("#client-seed").getAttribute("value")).matches("[0-9a-f]{32}");
    }
}
