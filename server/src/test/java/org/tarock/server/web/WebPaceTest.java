package org.tarock.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.tarock.server.wire.TableServer;
import org.tarock.server.wire.TestServer;

/**
 * The table's pace as the page shows it, measured from the page's own timestamps (its {@code tarock:click} and
 * {@code tarock:card} performance marks), at a server card delay of 400 ms: after a trick the player won, his
 * card is on the table (or marked as played) at once and the cards after it come at the table's pace, not in a
 * rush; a refusal is taken away once its situation has passed.
 */
class WebPaceTest {
    private static final long DELAY_MS = 400;
    private static TableServer server;
    private static Browser browser;
    private static Player player;

    @BeforeAll
    static void start() throws Exception {
        Browser.requireChromium();
        server = TableServer.start(TestServer.config(Duration.ofMillis(DELAY_MS)));
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
    }

    /** The page's timestamps: each mark's time in milliseconds and its detail. */
    @SuppressWarnings("unchecked")
    private List<Map<String, Object>> marks(String name) {
        return (List<Map<String, Object>>) browser.script(
                "return performance.getEntriesByName(arguments[0]).map(e => ({at: e.startTime, ...e.detail}))", name);
    }

    private static double at(Map<String, Object> mark) {
        return ((Number) mark.get("at")).doubleValue();
    }

    private boolean heldTrickWonByMe() {
        return Boolean.TRUE.equals(browser.script("""
                const note = document.getElementById('trick-note')?.textContent ?? '';
                return note.startsWith('Anna takes') && document.getElementById('prompt').dataset.state === 'your-turn'
                  && document.querySelector('#hand button.card.legal') !== null;"""));
    }

    @Test
    void afterATrickThePlayerWonHisCardAndTheNextTwoComeAtTheTablesPace() {
        player.createTable("bavarian-tarock", 20);
        for (int guard = 0; guard < 2000; guard++) {
            if (!player.awaitTurn()) {
                browser.click("#next-hand");
                continue;
            }
            if (!"play".equals(player.phase()) || !heldTrickWonByMe()) {
                player.clickLegalAction();
                continue;
            }
            double before = marks("tarock:card").size();
            @SuppressWarnings("unchecked")
            List<String> legal = (List<String>) browser.script(
                    "return [...document.querySelectorAll('#hand button.card.legal')].map(e => e.dataset.card)");
            // the card clicked, and at once a second one: no new intent while the first is on its way, no refusal
            boolean queuedShown = Boolean.TRUE.equals(browser.script("""
                    const card = (c) => document.querySelector(`#hand button[data-card="${c}"]`);
                    card(arguments[0]).click();
                    const queued = document.getElementById('prompt').dataset.state === 'queued'
                      && document.querySelector('#hand button.card.queued') !== null;
                    if (arguments[1]) card(arguments[1]).click();
                    return queued;""", legal.get(0), legal.size() > 1 ? legal.get(1) : null));
            browser.waiting(20).until(d -> marks("tarock:card").size() >= before + 3);
            List<Map<String, Object>> cards = marks("tarock:card");
            List<Map<String, Object>> trick = cards.subList((int) before, (int) before + 3);
            // the click on that card (a later one, while the table moves on, is another turn's)
            Map<String, Object> click = marks("tarock:click").stream()
                    .filter(m -> legal.get(0).equals(m.get("code")) && at(m) <= at(trick.getFirst())).toList().getLast();
            assertThat(trick.getFirst().get("code")).isEqualTo(legal.get(0));
            assertThat(trick.getFirst().get("mine")).isEqualTo(true);
            double own = at(trick.get(0)) - at(click);
            double gap1 = at(trick.get(1)) - at(trick.get(0));
            double gap2 = at(trick.get(2)) - at(trick.get(1));
            System.out.printf("pace after a trick won: own card %.0f ms after the click, then %.0f ms, %.0f ms%n",
                    own, gap1, gap2);
            // on the table within 300 ms of the click, or marked as played at once
            assertThat(own).as("own card after the click, ms").isGreaterThanOrEqualTo(0);
            assertThat(own <= 300 || queuedShown).as("own card on the table after %.0f ms, and not marked as played", own).isTrue();
            // less a clock tick: the page's clock is coarsened to a tenth of a millisecond
            assertThat(gap1).as("own card to the next, ms").isGreaterThanOrEqualTo(0.6 * DELAY_MS - 0.2);
            assertThat(gap2).as("second card to the third, ms").isGreaterThanOrEqualTo(0.6 * DELAY_MS - 0.2);
            assertThat(browser.text("#problem")).isEmpty();
            return;
        }
        throw new AssertionError("the player won no trick with one to lead after it");
    }

    @Test
    void aRefusalGoesOnceTheTableHasMovedOn() {
        player.createTable("bavarian-tarock", 20);
        for (int guard = 0; guard < 2000; guard++) {
            if (!player.awaitTurn()) {
                browser.click("#next-hand");
                continue;
            }
            player.clickLegalAction();
            boolean botToPlay = Boolean.TRUE.equals(browser.script(
                    "return document.querySelector('.table-view').dataset.phase === 'play'"
                    + " && document.getElementById('prompt').dataset.state === 'waiting'"
                    + " && document.querySelector('#hand button.card') !== null"));
            if (!botToPlay) {
                continue;
            }
            // counted before the tap: the bot's card may come at any moment after it
            double cards = marks("tarock:card").size();
            player.tap(player.handCards().getFirst());
            browser.waiting(10).until(d -> !browser.text("#problem").isBlank() || !"waiting".equals(player.state()));
            if (!browser.text("#problem").contains("not your turn")) {
                // the bot had played before the click reached the server
                continue;
            }
            browser.waiting(20).until(d -> marks("tarock:card").size() > cards);
            browser.waiting(5).until(d -> browser.text("#problem").isBlank());
            return;
        }
        throw new AssertionError("no bot came to play a card");
    }
}
