package org.tarock.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tarock.server.wire.TableServer;
import org.tarock.server.wire.TestServer;

/**
 * The table on a 390×844 phone in German, checked by the boxes of its elements: the calls at the seats and the
 * declarer's contract read in full, the names under the trick's
 * cards are whole ("Computer 3", not "omputer 3"), the left card of the trick does not cover that player's seat,
 * "Letzten Stich zeigen" is clear of the player's dock (also while he lays away), and before the card play the
 * talon sits close under the seats, without a stretch of empty felt above it.
 */
class WebPhoneLayoutTest {
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

    /**
     * What is wrong with the layout once nothing moves, one line each: a card flying in from its seat or a trick
     * being swept to its winner is on its way, not in its place. Measured in the same script as the stillness,
     * since a sweep can start between two calls.
     */
    @SuppressWarnings("unchecked")
    private List<String> layoutProblems() {
        return browser.waiting(5).until(d -> (List<String>) browser.script("""
                if (document.getAnimations().some((a) => a.playState === 'running')) return null;
                const r = (e) => e.getBoundingClientRect();
                const meet = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
                const problems = [];
                for (const cap of document.querySelectorAll('#trick figcaption')) {
                  const others = [...document.querySelectorAll('#trick .played')].filter((f) => f !== cap.parentElement);
                  if (cap.scrollWidth > cap.clientWidth + 1 || r(cap).left < 0 || r(cap).right > innerWidth
                      || others.some((f) => meet(r(cap), r(f.querySelector('.card-svg')))))
                    problems.push('trick caption cut: ' + cap.textContent);
                }
                for (const pos of ['left', 'right']) {
                  const card = document.querySelector(`#trick .played[data-pos="${pos}"] .card-svg`);
                  const seat = document.querySelector(`.seat-${pos}`);
                  if (card && seat && meet(r(card), r(seat))) problems.push(`the ${pos} trick card covers its seat`);
                }
                // what each seat called, and the declarer's contract for the whole hand, read in full
                for (const call of document.querySelectorAll('.seat-call')) {
                  if (call.scrollWidth > call.clientWidth + 1) problems.push('seat call cut: ' + call.textContent);
                }
                const phase = document.querySelector('.table-view').dataset.phase;
                if (phase === 'play' && document.querySelector('.seat .mark-declarer')
                    && !document.querySelector('.seat:has(.mark-declarer) .seat-call')) problems.push("no contract at the declarer's seat");
                const last = document.getElementById('show-last');
                const dock = document.getElementById('dock');
                if (last.checkVisibility({visibilityProperty: true}) && meet(r(last), r(dock))) problems.push('"show the last trick" under the dock');
                // in the card play the middle of the felt is the trick's place, empty or not
                const talon = document.querySelector('#talon .talon-panel');
                if (talon && phase !== 'play') {
                  // the lowest thing shown above the talon: the seats, a card of the trick, the trick's note
                  const shown = [...document.querySelectorAll('.seat-left, .seat-right, #trick .played')].map(r);
                  const note = document.getElementById('trick-note');
                  if (note.textContent) shown.push(r(note));
                  const above = r(talon).top - Math.max(...shown.map((b) => b.bottom));
                  if (above > 60) problems.push('empty felt above the talon: ' + Math.round(above) + ' px');
                }
                return problems;"""));
    }

    @ParameterizedTest
    @ValueSource(strings = {"german-tarok", "bavarian-tarock", "leipzig-taroc", "husarln"})
    void thePhoneTableInGermanKeepsItsBoxesApart(String game) {
        browser.phone();
        player.language("de");
        List<String> problems = new ArrayList<>();
        boolean sawTrick = false;
        for (int table = 0; table < 3 && !sawTrick; table++) {
            player.createTable(game, 1);
            while (player.awaitTurn()) {
                String phase = player.phase();
                List<String> found = layoutProblems();
                found.forEach(p -> problems.add(phase + ": " + p));
                if (!found.isEmpty()) {
                    browser.screenshot("phone-layout-" + game + "-de-" + phase);
                }
                if ("play".equals(phase) && !browser.all("#trick .played").isEmpty()) {
                    sawTrick = true;
                    browser.screenshot("phone-layout-" + game + "-de-play");
                }
                player.clickLegalAction();
            }
            browser.click("#next-hand");
        }
        assertThat(sawTrick).as("a trick with cards on the table at the player's turn").isTrue();
        assertThat(problems).isEmpty();
    }
}
