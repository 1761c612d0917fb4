package org.tarock.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.tarock.server.wire.Config;
import org.tarock.server.wire.TableServer;

/**
 * A finished match keeps its final standings and "Play again" on the table across a restart of the server
 * (same data directory, same address, so that the browser keeps its seat).
 */
class WebFinishedTableRestartTest {

    private static Config config(int port, Path data) {
        return Config.defaults(port, data).withLimits(Config.Limits.LIFTED).withBotDelay(Duration.ZERO);
    }

    @Test
    void theFinalStandingsAndPlayAgainStayAfterARestart() throws Exception {
        Browser.requireChromium();
        Path data = Files.createTempDirectory("tarock-web-restart-test");
        TableServer server = TableServer.start(config(0, data));
        try (Browser browser = new Browser()) {
            Player player = new Player(browser, server.url());
            player.language("en");
            player.createTable("bavarian-tarock", 1);
            while (player.awaitTurn()) {
                player.clickLegalAction();
            }
            browser.click("#next-hand");
            assertThat(browser.text("#final-match-over")).contains("Final standings");
            int port = URI.create(server.url()).getPort();
            server.stop();
            server = TableServer.start(config(port, data));
            browser.driver.navigate().refresh();
            assertThat(browser.text("#final-match-over")).contains("Final standings");
            assertThat(browser.all("#final-match-over .standings li")).hasSize(3);
            browser.find("#final-play-again");
        } finally {
            server.stop();
        }
    }
}
