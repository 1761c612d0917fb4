package org.tarock.server.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * One headless Chromium (Debian's {@code chromium} through {@code /usr/bin/chromedriver}, never a downloaded
 * one) with a fresh profile, and the page-level steps the browser tests take.
 */
final class Browser implements AutoCloseable {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    static final Path SCREENSHOTS = Path.of("target", "screenshots");
    /** axe-core, installed from npm by server/web-ci.sh outside the sources and injected into the page by tests. */
    static final Path AXE = Path.of("target", "axe", "node_modules", "axe-core", "axe.min.js");

    final ChromeDriver driver;
    private final Path profile;

    /** Skips the calling test without chromium and chromedriver, except under CI=true where they must exist. */
    static void requireChromium() {
        boolean present = Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
        String why = "browser tests need Debian's chromium and chromium-driver (" + CHROMIUM + ", " + CHROMEDRIVER
                + "); install them with server/web-ci.sh";
        if ("true".equals(System.getenv("CI"))) {
            Assertions.assertTrue(present, why);
        }
        Assumptions.assumeTrue(present, why);
    }

    Browser() {
        try {
            profile = Files.createTempDirectory("tarock-chromium");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
                "--user-data-dir=" + profile, "--window-size=1280,900");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(20));
    }

    WebDriverWait waiting(int seconds) {
        return new WebDriverWait(driver, Duration.ofSeconds(seconds), Duration.ofMillis(50));
    }

    WebElement find(String css) {
        return waiting(15).until(d -> {
            List<WebElement> found = d.findElements(By.cssSelector(css));
            return found.isEmpty() ? null : found.get(0);
        });
    }

    /** The text of the first element matching {@code css}, read again from the new one if the page redraws it meanwhile. */
    String text(String css) {
        return read(css, WebElement::getText);
    }

    /** An attribute of the first element matching {@code css}, read as {@link #text} is. */
    String attribute(String css, String name) {
        return read(css, e -> e.getAttribute(name));
    }

    /** Whether every route the page has started has finished drawing (the page counts them on its main). */
    boolean routesSettled() {
        return Boolean.TRUE.equals(script("const r = document.getElementById('main')?.dataset.routes?.split('/');"
                + " return !!r && r[0] === r[1];"));
    }

    void awaitRoutes() {
        waiting(15).until(d -> routesSettled());
    }

    /** Clicks the first element matching {@code css}, found again if the page redraws it before the click lands. */
    void click(String css) {
        waiting(15).ignoring(StaleElementReferenceException.class).until(d -> {
            List<WebElement> found = d.findElements(By.cssSelector(css));
            if (found.isEmpty()) {
                return false;
            }
            found.get(0).click();
            return true;
        });
    }

    private String read(String css, Function<WebElement, String> what) {
        return waiting(15).ignoring(StaleElementReferenceException.class).until(d -> {
            List<WebElement> found = d.findElements(By.cssSelector(css));
            return found.isEmpty() ? null : what.apply(found.get(0));
        });
    }

    List<WebElement> all(String css) {
        return driver.findElements(By.cssSelector(css));
    }

    Object script(String js, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(js, args);
    }

    void screenshot(String name) {
        try {
            Files.createDirectories(SCREENSHOTS);
            Path out = SCREENSHOTS.resolve(name + ".png");
            Files.write(out, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void size(int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height));
    }

    /** The desktop viewport of the tests, 1366×900. */
    void desktop() {
        driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        size(1366, 900);
    }

    /** A phone's viewport, 390×844 (headless windows cannot be that narrow, so the viewport is emulated). */
    void phone() {
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", 390, "height", 844, "deviceScaleFactor", 1, "mobile", false));
    }

    void reducedMotion(boolean on) {
        driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features",
                List.of(Map.of("name", "prefers-reduced-motion", "value", on ? "reduce" : ""))));
    }

    /** Skips the calling check without axe-core (see {@link #AXE}), except under CI=true where it must exist. */
    static boolean axePresent() {
        boolean present = Files.isRegularFile(AXE);
        if (!present && "true".equals(System.getenv("CI"))) {
            Assertions.fail("axe-core is missing at " + AXE.toAbsolutePath() + "; install it with server/web-ci.sh");
        }
        if (!present) {
            System.err.println("axe-core is missing at " + AXE.toAbsolutePath()
                    + ": accessibility checks skipped (install it with server/web-ci.sh)");
        }
        return present;
    }

    /** axe-core's WCAG 2 A/AA violations on the page as it is now, one line each ("rule: target"). */
    @SuppressWarnings("unchecked")
    List<String> axeViolations() {
        try {
            if (!Boolean.TRUE.equals(script("return typeof axe !== 'undefined'"))) {
                script(Files.readString(AXE));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Object found = driver.executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa']}})
                  .then(r => done(r.violations.flatMap(v => v.nodes.map(n => v.id + ': ' + n.target.join(' ')))))
                  .catch(e => done(['axe failed: ' + e]));""");
        return (List<String>) found;
    }

    /**
     * axe-core's violations as {@link #axeViolations} finds them, and besides WCAG 2.1 A and the rules a card
     * table most easily breaks: a scrolling region out of the keyboard's reach, a control whose name does not
     * hold its visible text ({@code label-content-name-mismatch}, experimental in axe and off by default).
     */
    @SuppressWarnings("unchecked")
    List<String> axeViolationsStrict() {
        List<String> found = new java.util.ArrayList<>(axeViolations());
        found.addAll((List<String>) driver.executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                axe.run(document, {runOnly: {type: 'rule', values: ['label-content-name-mismatch',
                    'scrollable-region-focusable', 'nested-interactive']}})
                  .then(r => done(r.violations.flatMap(v => v.nodes.map(n => v.id + ': ' + n.target.join(' ')))))
                  .catch(e => done(['axe failed: ' + e]));"""));
        return found;
    }

    /**
     * A script defining {@code textProblems(text, german)}: what is wrong with one visible text, as the browser
     * tests judge it: words of a program ("null", "undefined", "[object", "{"), a card's record code outside a
     * card, and in German mode an English word left untranslated (a list of telltales).
     */
    static final String TEXT_RULES = """
            const textProblems = (text, german) => {
              const english = /\\b(Lobby|Bot|Your|you|the|of|Hand|Trick|tricks|cards|Pass|Play|Declarer|Dealer|Settlement|Next|Download|Replay|default|German Tarok|Bavarian Tarock|Leipzig Taroc|Acorns|Leaves|Bells|Clubs|Spades|Diamonds|Excuse|Matadors|Kings|Phase|Contract|Trump|Pot|Waiting|pays|each|won|lost)\\b/;
              const code = /(^|[\\s,:(])([EGHS](10|[AKOU9876])|[CDHS](10|[KQCJ]|[1-9])|T[12]?\\d|FOOL)(?=$|[\\s,.;:)])/;
              const problems = [];
              if (/\\bnull\\b|\\bundefined\\b|\\bNaN\\b|\\[object|\\{/.test(text)) problems.push('program words: ' + text);
              if (code.test(text)) problems.push('raw card code: ' + text);
              if (german && english.test(text)) problems.push('English in German mode: ' + text);
              return problems;
            };
            """;

    /**
     * What is wrong with the visible text of the page ({@link #TEXT_RULES}), and the text keys the page asked
     * for without a translation.
     */
    @SuppressWarnings("unchecked")
    List<String> textProblems() {
        return (List<String>) script(TEXT_RULES + """
                const german = document.documentElement.lang === 'de';
                const problems = [];
                const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
                for (let n = walker.nextNode(); n; n = walker.nextNode()) {
                  const text = n.textContent.trim();
                  const parent = n.parentElement;
                  if (!text || !parent || parent.closest('svg, script, style, noscript, .visually-hidden')) continue;
                  if (!parent.checkVisibility({visibilityProperty: true})) continue;
                  problems.push(...textProblems(text, german));
                }
                const missing = document.documentElement.dataset.missingKeys;
                if (missing) problems.push('untranslated keys: ' + missing);
                return problems;""");
    }

    @Override
    public void close() {
        driver.quit();
        try (var files = Files.walk(profile)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // A leftover temporary profile harms nothing.
        }
    }
}
