package org.tarock.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tarock.server.wire.TableServer;
import org.tarock.server.wire.TestServer;

/** The hint button of card play in headless Chromium: the expert's card marked in the hand and said in German. */
class WebHintTest {
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

    @Test
    void theHintMarksTheExpertsCardAmongTheLegalOnes() {
        browser.desktop();
        player.language("de");
        player.createTable("bavarian-tarock", 20);
        while (true) {
            if (!player.awaitTurn()) {
                browser.click("#next-hand");
                continue;
            }
            if (player.phase().equals("play")) {
                break;
            }
            assertThat(browser.all("#hint")).as("no hint before card play").isEmpty();
            player.clickLegalAction();
        }
        browser.find("#hint").click();
        browser.waiting(60).until(d -> !browser.all("#hand button.card.suggested").isEmpty());
        assertThat(browser.all("#hand button.card.suggested")).hasSize(1)
                .allSatisfy(card -> assertThat(card.getAttribute("class")).contains("legal"));
        assertThat(browser.find("#hint-text").getText()).startsWith("Der Experte würde ");
        browser.screenshot("hint-de");
    }
}
