package org.tarock.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.tarock.server.wire.TableServer;
import org.tarock.server.wire.TestServer;

/**
 * Whole hands of every game at the browser table, in both languages and at both sizes (1366×900 and a
 * 390×844 phone), checked at every turn as a player sees the table: the text (no program words, no raw card
 * codes, nothing untranslated), the seats and the turn, the talon panels, the phone layout, and axe-core's
 * accessibility rules in each phase, and that the hand stays in its place during each of the player's turns;
 * then the hand-over dialog and, after the last hand, the end of the match.
 * Screenshots are saved under target/screenshots, named game-language-size-phase.
 */
class WebHandTest {
    private static TableServer server;
    private static Browser browser;
    private static Player player;

    @BeforeAll
    static void start() throws Exception {
        Browser.requireChromium();
        server = TableServer.start(TestServer.config(Duration.ofMillis(50)));
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

    static Stream<Arguments> hands() {
        List<Arguments> all = new ArrayList<>();
        for (String game : List.of("german-tarok", "bavarian-tarock", "leipzig-taroc", "husarln")) {
            all.add(Arguments.of(game, "en", "desktop"));
            all.add(Arguments.of(game, "de", "phone"));
            all.add(Arguments.of(game, "de", "desktop"));
            all.add(Arguments.of(game, "en", "phone"));
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("hands")
    void aWholeHandIsPlayedAsAPlayerSeesIt(String game, String lang, String size) {
        boolean phone = size.equals("phone");
        if (phone) {
            browser.phone();
        } else {
            browser.desktop();
        }
        player.language(lang);
        boolean lastHand = lang.equals("en");
        String table = player.createTable(game, lastHand ? 1 : 2);
        // axe-core in every game, language and size, at every phase (the strict rules besides WCAG's)
        boolean axe = Browser.axePresent();
        String prefix = game + "-" + lang + "-" + size + "-";
        recordTrickNotes();
        recordHandMoves();
        Set<String> phases = new HashSet<>();
        while (player.awaitTurn()) {
            String phase = player.phase();
            checkTurn(lang, phone, phase);
            if (phases.add(phase)) {
                browser.screenshot(prefix + phase);
                if (axe) {
                    assertThat(browser.axeViolationsStrict()).as("axe in phase " + phase).isEmpty();
                }
            }
            if (!browser.all("#lay-away").isEmpty()) {
                selectedCardStaysClearOfTheButtons();
            }
            player.clickLegalAction();
        }
        assertThat(phases).contains("play");
        checkTrickNotes(lang);
        assertThat(browser.script("return window.handMoves")).as("the hand moved during the player's turn")
                .asList().isEmpty();
        checkHandOver(lang, game, lastHand);
        browser.screenshot(prefix + (lastHand ? "match-over" : "hand-over"));
        if (axe) {
            assertThat(browser.axeViolationsStrict()).as("axe on the hand-over dialog").isEmpty();
        }
        assertThat(browser.find("#announcer").getAttribute("textContent"))
                .containsPattern(lang.equals("de") ? "macht den Stich|spielt|ist aus" : "takes the trick|plays|is over");
        if (lastHand && phone) {
            playAgain(table);
            return;
        }
        // Enter starts the next hand (focus is on the button, not on the record's download link).
        new Actions(browser.driver).sendKeys(Keys.ENTER).perform();
        browser.waiting(10).until(d -> !player.handOverShown());
        if (!lastHand) {
            String second = lang.equals("de") ? "Spiel 2" : "Hand 2";
            browser.waiting(30).until(d -> browser.text("#fact-hand").startsWith(second));
        } else if (!phone) {
            replay(table);
        }
    }

    /** Keeps every text the trick's note shows while a complete trick is held ({@link #checkTrickNotes}). */
    private void recordTrickNotes() {
        browser.script("""
                const note = document.getElementById('trick-note');
                window.trickNotes = [];
                new MutationObserver(() => { if (note.textContent) window.trickNotes.push(note.textContent); })
                  .observe(note, {childList: true, characterData: true, subtree: true});""");
    }

    /**
     * Keeps every move of the hand on the screen while it is the player's turn to play a card and he has not yet
     * chosen one (the trick before swept, the last trick's button coming, a seat's mark, the page starting to
     * scroll): a card must not move from under his finger. His own scrolling is no move.
     */
    private void recordHandMoves() {
        browser.script("""
                window.handMoves = [];
                let before = null;
                const sample = () => {
                  const view = document.querySelector('.table-view');
                  const hand = document.getElementById('hand');
                  if (view?.dataset.phase === 'play' && document.getElementById('prompt')?.dataset.state === 'your-turn'
                      && hand && !hand.querySelector('.queued')) {
                    const r = hand.getBoundingClientRect();
                    const now = { v: view.dataset.version, scroll: `${scrollX},${scrollY}`,
                      place: `${Math.round(r.left)},${Math.round(r.top)},${Math.round(r.width)}` };
                    if (before && before.v === now.v && before.scroll === now.scroll && before.place !== now.place) {
                      window.handMoves.push(`at version ${now.v}: from ${before.place} to ${now.place}`);
                    }
                    before = now;
                  } else {
                    before = null;
                  }
                  requestAnimationFrame(sample);
                };
                requestAnimationFrame(sample);""");
    }

    /** Each complete trick was held with its winner and its card points, as the server counted them. */
    @SuppressWarnings("unchecked")
    private void checkTrickNotes(String lang) {
        List<String> notes = (List<String>) browser.script("return window.trickNotes");
        assertThat(notes).as("the notes of the held tricks").isNotEmpty()
                .allMatch(n -> n.matches(".+ " + (lang.equals("de") ? "macht den Stich" : "takes the trick") + " \\(\\+\\d+\\)"));
    }

    /** What must hold at every turn of the player. */
    private void checkTurn(String lang, boolean phone, String phase) {
        browser.script("window.scrollTo(0, 0)");
        assertThat(browser.textProblems()).as("visible text in phase " + phase).isEmpty();
        assertThat(browser.driver.getTitle()).isEqualTo(lang.equals("de") ? "Sie sind am Zug – Tarock" : "Your turn – tarock");
        // Three seats around the table, the player at the bottom and on turn.
        assertThat(browser.all(".seat[data-seat]")).hasSize(3);
        assertThat(browser.find(".seat-bottom").getAttribute("class")).contains("on-turn").contains("me");
        List<String> hand = codes("#hand button.card");
        // A talon panel shows only what this player may see, labelled with what it is.
        List<String> taken = codes("#talon .talon-taken [data-card]");
        if (!phase.equals("discard")) {
            assertThat(taken).as("cards taken from the talon are shown only while laying away").isEmpty();
        } else {
            assertThat(hand).containsAll(taken);
        }
        for (String laid : codes("#talon .talon-laid-away [data-card]")) {
            assertThat(hand).as("a card laid away has left the hand").doesNotContain(laid);
        }
        assertThat(codes("#talon .talon-unseen [data-card]")).isEmpty();
        List<String> turnedUp = codes("#talon .talon-exposed [data-card]");
        assertThat(hand).as("a packet turned up and taken is no longer shown as lying on the table")
                .noneMatch(turnedUp::contains);
        if (phone) {
            checkPhoneLayout(phase, hand.size());
        }
        // The move list's numbers (Leipzig Taroc reaches 79) fit in the list's margin, not clipped at its edge.
        Object room = browser.script("""
                const log = document.getElementById('log');
                const style = getComputedStyle(log);
                const ctx = document.createElement('canvas').getContext('2d');
                ctx.font = style.font;
                return parseFloat(style.paddingLeft) - ctx.measureText('99. ').width;""");
        assertThat(((Number) room).doubleValue()).as("room for a two-digit move number").isGreaterThanOrEqualTo(0);
    }

    private void checkPhoneLayout(String phase, int cards) {
        @SuppressWarnings("unchecked")
        Map<String, Object> m = (Map<String, Object>) browser.script("""
                const r = (s) => document.querySelector(s)?.getBoundingClientRect();
                const tops = new Set([...document.querySelectorAll('#hand .card')].map(c => c.offsetTop));
                const wide = [...document.querySelectorAll('body *')].filter(e => e.checkVisibility()
                  && e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
                  .slice(0, 5).map(e => e.tagName + '.' + e.className + '#' + e.id).join(' ');
                const cards = [...document.querySelectorAll('#hand .card')].map(c => c.getBoundingClientRect());
                const small = [...document.querySelectorAll('#calls button, .top button, #show-last')].filter(b => b.checkVisibility())
                  .filter(b => b.getBoundingClientRect().height < 44).map(b => b.textContent);
                return {overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth, wide, rows: tops.size,
                  trickTop: r('#trick').top, trickBottom: r('#trick').bottom, prompt: r('#prompt').bottom,
                  handBottom: Math.max(...cards.map(c => c.bottom)), handRight: Math.max(...cards.map(c => c.right)),
                  height: innerHeight, width: innerWidth, small: small.join('|')};""");
        assertThat(((Number) m.get("overflow")).intValue()).as("no sideways scrolling: " + m.get("wide")).isLessThanOrEqualTo(0);
        assertThat(((Number) m.get("rows")).intValue()).as("rows of the hand").isLessThanOrEqualTo(cards > 13 ? 2 : 1);
        double height = ((Number) m.get("height")).doubleValue();
        assertThat(((Number) m.get("trickTop")).doubleValue()).isGreaterThanOrEqualTo(0);
        assertThat(((Number) m.get("trickBottom")).doubleValue()).as("the trick in view").isLessThanOrEqualTo(height);
        assertThat(((Number) m.get("prompt")).doubleValue()).as("the prompt in view").isLessThanOrEqualTo(height);
        assertThat(((Number) m.get("handBottom")).doubleValue()).as("the hand in view").isLessThanOrEqualTo(height + 1);
        assertThat(((Number) m.get("handRight")).doubleValue()).isLessThanOrEqualTo(((Number) m.get("width")).doubleValue());
        assertThat((String) m.get("small")).as("tap targets of 44 px").isEmpty();
    }

    /** A card chosen for laying away rises, but stays clear of the prompt and buttons above the hand. */
    private void selectedCardStaysClearOfTheButtons() {
        player.tap((String) browser.script("return document.querySelector('#hand button.card.legal').dataset.card"));
        Object gap = browser.script("""
                const c = document.querySelector('#hand .card.selected').getBoundingClientRect();
                return c.top - document.querySelector('#calls').getBoundingClientRect().bottom;""");
        assertThat(((Number) gap).doubleValue()).isGreaterThanOrEqualTo(0);
        player.tap((String) browser.script("return document.querySelector('#hand button.card.selected').dataset.card"));
    }

    @SuppressWarnings("unchecked")
    private List<String> codes(String css) {
        return (List<String>) browser.script(
                "return [...document.querySelectorAll(arguments[0])].map(e => e.dataset.card)", css);
    }

    private void checkHandOver(String lang, String game, boolean lastHand) {
        WebElement dialog = player.dialog();
        boolean de = lang.equals("de");
        if (lastHand) {
            browser.waiting(15).until(d -> !browser.all("#match-over .standings li").isEmpty());
            assertThat(browser.all("#match-over .standings li")).hasSize(3);
            assertThat(browser.attribute("#match-record", "href")).endsWith("/match.jsonl");
        }
        assertThat(browser.script("return document.activeElement.id")).isEqualTo("next-hand");
        assertThat(dialog.getText()).contains(de ? "Abrechnung" : "Settlement").contains("Anna");
        // Every hand as dealt (three players), and the talon where the game has one.
        assertThat(browser.all("#hand-over .dealt-row").size()).isGreaterThanOrEqualTo(3);
        assertThat(browser.all("#hand-over-why li").size()).isGreaterThanOrEqualTo(2);
        browser.waiting(10).until(d -> browser.textProblems().isEmpty());
        if (game.equals("leipzig-taroc")) {
            assertThat(browser.find("#hand-over-why").getText()).contains("26");
        }
    }

    /** "Play again with the same seats": a new table with this player in his seat at once. */
    private void playAgain(String table) {
        browser.click("#play-again");
        browser.waiting(15).until(d -> d.getCurrentUrl().contains("#/table/") && !d.getCurrentUrl().endsWith(table));
        browser.find(".table-view[data-phase]");
        assertThat(browser.text(".seat-bottom .seat-name")).startsWith("Anna");
    }

    private void replay(String table) {
        browser.driver.get(player.base + "#/replay/" + table + "/0");
        // The player may step before the analysis, loaded after the record, has come: its text arrives below
        // the controls, so it cannot move a button under the pointer (a click was once lost that way), and
        // it leaves the step where it is.
        browser.find("#replay-next").click();
        browser.find("#replay-next").click();
        assertThat(browser.find("#replay-step").getText()).startsWith("Step 2 of");
        assertThat(browser.script("""
                return document.querySelector('.replay-controls').getBoundingClientRect().bottom
                  <= document.getElementById('replay-summary').getBoundingClientRect().top""")).isEqualTo(true);
        browser.waiting(90).until(d -> !browser.text("#replay-summary").startsWith("Analysing"));
        assertThat(browser.find("#replay-summary").getText()).doesNotContain("failed");
        assertThat(browser.find("#replay-step").getText()).startsWith("Step 2 of");
        assertThat(browser.all(".replay-hand")).hasSize(3);
        browser.find("#replay-last").click();
        assertThat(browser.textProblems()).isEmpty();
        if (Browser.axePresent()) {
            assertThat(browser.axeViolations()).as("axe on the replay").isEmpty();
        }
        browser.screenshot("replay-" + browser.find(".replay").getAttribute("data-game"));
    }
}
