package org.tarock.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.tarock.server.wire.Config;
import org.tarock.server.wire.TableServer;
import org.tarock.server.client.TableClient;

/**
 * Fair deals in the page (js/fair.js, js/sha256.js): the page's own SHA-256 agrees with Web Crypto's, the
 * commitment is shown, every hand is checked in the page (also without Web Crypto), a deal that does not
 * check out is shown as an alert, and a seat's client seed survives a refused join and a reload.
 */
class WebFairTest {
    private static TableServer server;
    private static Browser browser;
    private static String base;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() throws Exception {
        Browser.requireChromium();
        server = TableServer.start(Config.defaults(0, Files.createTempDirectory("tarock-web-fair-test"))
                .withBotDelay(Duration.ofMillis(100)));
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
        browser.driver.navigate().refresh(); // the page reads the language when it loads
    }

    private static JsonNode post(String path, Map<String, ?> body) {
        return TableClient.post(HTTP, URI.create(base), path, body);
    }

    private static JsonNode get(String path) {
        return TableClient.get(HTTP, URI.create(base), path);
    }

    private Object async(String body) {
        return browser.driver.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "(async () => {" + body + "})().then(done, (e) => done('error: ' + e));");
    }

    @Test
    void thePagesOwnSha256AgreesWithWebCrypto() {
        Object result = async("""
                const { sha256 } = await import('/web/js/sha256.js');
                const hex = (b) => Array.from(new Uint8Array(b), (x) => x.toString(16).padStart(2, '0')).join('');
                let compared = 0;
                for (let n = 0; n <= 300; n++) {
                  const bytes = crypto.getRandomValues(new Uint8Array(n));
                  const own = hex(sha256(bytes));
                  const web = hex(await crypto.subtle.digest('SHA-256', bytes));
                  if (own !== web) return `length ${n}: ${own} != ${web}`;
                  compared++;
                }
                const abc = hex(sha256(new TextEncoder().encode('abc')));
                return abc === 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' ? compared : abc;
                """);
        assertThat(result).isEqualTo(301L);
    }

    /** A finished bot table of {@code hands} hands of Husarln, its id. */
    private static String finishedBotTable(int hands) throws InterruptedException {
        String id = post("/api/tables", Map.of("game", "husarln", "seats", List.of("basic", "basic", "basic"),
                "hands", hands)).get("id").asText();
        for (int i = 0; i < 600 && !get("/api/tables/" + id).get("status").asText().equals("finished"); i++) {
            Thread.sleep(50);
        }
        return id;
    }

    @Test
    void theTableShowsItsCommitmentAndEveryHandIsVerifiedInThePage() {
        // four hands: bots play a table nobody watches at once (two hands in about half a second), and the
        // page comes to it while some are still to be played
        JsonNode created = post("/api/tables", Map.of("game", "bavarian-tarock",
                "seats", List.of("basic", "basic", "basic"), "hands", 4));
        String id = created.get("id").asText();
        browser.driver.get(base + "#/table/" + id);
        assertThat(browser.text("#fair-panel .commitment"))
                .isEqualTo(created.get("fairness").get("commitment").textValue());
        // the hands come live: each hand-over is checked as it arrives and its dialog says so; the page holds
        // the next hand until the player closes a hand's dialog, so the test closes each checked one
        browser.waiting(60).until(d -> {
            if (browser.all("#fair-verdicts .fair-verdict[data-fair='verified']").size() >= 2) {
                return true;
            }
            // from the second hand verified on, its dialog (or the next one) stays open for the checks below
            browser.script("const d = document.getElementById('hand-over');"
                    + "if (d?.open && !d.querySelector('#match-over')"
                    + " && d.querySelector(\".fair-verdict[data-fair='verified']\")) d.close();");
            return false;
        });
        assertThat(browser.all(".fair-verdict[data-fair='failed']")).isEmpty();
        browser.waiting(15).until(d -> !browser.all("#hand-over[open] .fair-verdict[data-fair='verified']").isEmpty());
        assertThat(browser.text("#hand-over[open] .fair-verdict")).startsWith("✓ Deal verified: hand ");
        browser.screenshot("fair-table");
        // after a reload the finished hands' records are checked again
        browser.driver.navigate().refresh();
        browser.waiting(30).until(d -> browser.all("#fair-verdicts .fair-verdict[data-fair='verified']").size() >= 2);
        assertThat(browser.all(".fair-verdict[data-fair='failed']")).isEmpty();
    }

    @Test
    void aDealIsCheckedWithoutWebCryptoToo() throws Exception {
        String id = finishedBotTable(2);
        String line = TableClient.get(HTTP, URI.create(base), "/api/tables/" + id + "/hands/1").toString();
        Object result = async("""
                Object.defineProperty(crypto, 'subtle', { value: undefined, configurable: true });
                const { checkDeal } = await import('/web/js/fair.js');
                const record = %s;
                const fair = await checkDeal(record);
                record.deal.talon.reverse();
                const reversed = await checkDeal(record);
                return [String(fair), String(reversed)];
                """.formatted(line));
        assertThat(result).isEqualTo(List.of("null", "the cards are not the deal of the secret and the client seeds"));
    }

    @Test
    void aDealThatDoesNotCheckOutIsShownAsAnAlert() throws Exception {
        String id = finishedBotTable(1);
        JsonNode info = get("/api/tables/" + id);
        String record = get("/api/tables/" + id + "/hands/0").toString();
        async("""
                const { fairPanel } = await import('/web/js/fair.js');
                const record = %s;
                record.fairness.secret = record.fairness.secret.replace(/^./, (c) => (c === '0' ? '1' : '0'));
                const panel = fairPanel('%s', %s, null);
                document.getElementById('main').replaceChildren(panel.element);
                panel.records([record]);
                """.formatted(record, id, info.toString()));
        WebElement alert = browser.waiting(15).until(d -> d.findElements(By.cssSelector(
                ".fair-verdict[data-fair='failed']")).stream().findFirst().orElse(null));
        assertThat(alert.getAttribute("role")).isEqualTo("alert");
        assertThat(alert.getText()).startsWith("THIS DEAL IS NOT FAIR: the revealed secret does not lead to the "
                + "commitment");
        browser.screenshot("fair-failed");
    }

    @Test
    void theClientSeedIsKeptAcrossARefusedJoinAndAReload() {
        JsonNode created = post("/api/tables", Map.of("game", "husarln", "seats", List.of("open", "open", "basic"),
                "hands", 1));
        String id = created.get("id").asText();
        post("/api/tables/" + id + "/seats/1", Map.of("name", "Ben"));
        browser.driver.get(base + "#/join/" + id + "/0");
        WebElement seed = browser.find("#client-seed");
        String drawn = seed.getAttribute("value");
        assertThat(drawn).matches("[0-9a-f]{32}");
        assertThat(browser.find(".fair-join .commitment").getText())
                .isEqualTo(created.get("fairness").get("commitment").textValue());
        WebElement name = browser.find("#join-name");
        name.clear();
        name.sendKeys("Ben");
        browser.find("#join").click();
        browser.waiting(15).until(d -> !browser.text(".join-form .form-message").isEmpty());
        assertThat(browser.find("#client-seed").getAttribute("value")).isEqualTo(drawn);
        browser.driver.navigate().refresh();
        assertThat(browser.find("#client-seed").getAttribute("value")).isEqualTo(drawn);
        // a seed of the player's own, kept too
        WebElement own = browser.find("#client-seed");
        own.clear();
        own.sendKeys("Anna's-own-seed!");
        browser.driver.navigate().refresh();
        assertThat(browser.find("#client-seed").getAttribute("value")).isEqualTo("Anna's-own-seed!");
        WebElement again = browser.find("#join-name");
        again.clear();
        again.sendKeys("Anna");
        browser.screenshot("fair-join");
        browser.find("#join").click();
        browser.waiting(15).until(d -> d.getCurrentUrl().contains("#/table/"));
        assertThat(get("/api/tables/" + id).get("fairness").get("client_seeds").get(0).textValue())
                .isEqualTo("Anna's-own-seed!");
    }

    @Test
    void theExplanationPageIsServedInBothLanguages() {
        browser.driver.get(base + "#/fair");
        assertThat(browser.find("article.fair h1").getText()).isEqualTo("Fair deals");
        browser.script("localStorage.setItem('tarock.lang', 'de');");
        browser.driver.navigate().refresh();
        assertThat(browser.find("article.fair h1").getText()).isEqualTo("Faire Gebe");
    }
}
