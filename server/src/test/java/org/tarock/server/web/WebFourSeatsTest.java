package org.tarock.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.tarock.server.wire.TableServer;
import org.tarock.server.wire.TestServer;

/**
 * Four at a table, where the dealer sits out each hand: the dealer's mark is by the name of the one who sits
 * out, never at a seat of the three who play; the German score sheet shows all four players within its box.
 */
class WebFourSeatsTest {
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

    private void createFourSeatTable() {
        browser.driver.get(server.url() + "#/");
        new Select(browser.find("#game")).selectByValue("bavarian-tarock");
        new Select(browser.find("#opt-table-size")).selectByValue("4");
        WebElement name = browser.find("#player-name");
        name.clear();
        name.sendKeys("Anna");
        WebElement hands = browser.find("#hands");
        hands.clear();
        hands.sendKeys("4");
        browser.find("#create").click();
        browser.waiting(15).until(d -> d.getCurrentUrl().contains("#/table/"));
        browser.find(".table-view[data-version]");
    }

    /** Each column head of the score sheet and whether it lies wholly inside the sheet's visible box. */
    @SuppressWarnings("unchecked")
    private List<Map<String, Object>> scoreHeads() {
        return (List<Map<String, Object>>) browser.script("""
                const box = document.getElementById('score').getBoundingClientRect();
                return [...document.querySelectorAll('#score-sheet thead th')].slice(1).map((th) => {
                  const r = th.getBoundingClientRect();
                  // inside the box, and no word wider than its column
                  return {text: th.textContent, inside: r.left >= box.left - 1 && r.right <= box.right + 1 && r.width > 0
                    && th.scrollWidth <= th.clientWidth};
                });""");
    }

    @Test
    void theDealerWhoSitsOutCarriesTheDealerMarkAndTheGermanScoreSheetShowsAllFour() {
        for (boolean phone : new boolean[] {false, true}) {
            if (phone) {
                browser.phone();
            } else {
                browser.desktop();
            }
            player.language("de");
            createFourSeatTable();
            int handsSeen = 0;
            for (int guard = 0; guard < 400 && handsSeen < 2; guard++) {
                browser.waiting(30).until(d -> player.handOverShown() || List.of("your-turn", "watching").contains(player.state()));
                if (player.handOverShown()) {
                    browser.click("#next-hand");
                } else if ("watching".equals(player.state())) {
                    // Anna deals and sits out this hand
                    browser.waiting(30).until(d -> player.handOverShown() || !"watching".equals(player.state()));
                } else if (!browser.all("#fact-out").isEmpty()) {
                    assertThat(browser.all("#fact-out .mark-dealer")).as("the one sitting out deals").hasSize(1);
                    assertThat(browser.all(".seat .mark-dealer")).as("no dealer among the three who play").isEmpty();
                    handsSeen++;
                    browser.screenshot("four-seats-de-" + (phone ? "phone" : "desktop") + "-" + handsSeen);
                    while (player.awaitTurn()) {
                        player.clickLegalAction();
                    }
                } else {
                    player.clickLegalAction();
                }
            }
            assertThat(handsSeen).as("hands in which Anna played and another sat out").isEqualTo(2);
            List<Map<String, Object>> heads = scoreHeads();
            assertThat(heads).hasSize(4);
            assertThat(heads).allSatisfy(h -> assertThat(h.get("inside")).as("%s in view", h.get("text")).isEqualTo(true));
            browser.screenshot("four-seats-de-" + (phone ? "phone" : "desktop") + "-score");
        }
    }
}
