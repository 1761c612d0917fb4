package org.tarock.server.web;

import java.util.ArrayList;
import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/** A person at the browser table: creates a table in the lobby and plays it by clicking, as a player would. */
final class Player {
    final Browser browser;
    final String base;

    Player(Browser browser, String base) {
        this.browser = browser;
        this.base = base;
    }

    /** Opens the page in {@code lang} ("en" or "de"), as a returning visitor whose choice was remembered. */
    void language(String lang) {
        browser.driver.get(base);
        browser.script("localStorage.setItem('tarock.lang', arguments[0]);", lang);
        browser.driver.navigate().refresh();
        browser.awaitRoutes();
    }

    /** Creates a table in the lobby: this browser at seat 1 ("Anna"), basic bots at the other seats. */
    String createTable(String game, int hands) {
        browser.driver.get(base + "#/");
        new Select(browser.find("#game")).selectByValue(game);
        WebElement name = browser.find("#player-name");
        name.clear();
        name.sendKeys("Anna");
        WebElement handCount = browser.find("#hands");
        handCount.clear();
        handCount.sendKeys(String.valueOf(hands));
        // the table waits for a player away: a stand-in would play each table left behind on to its end
        new Select(browser.find("#absent")).selectByValue("wait");
        browser.find("#create").click();
        browser.waiting(15).until(d -> d.getCurrentUrl().contains("#/table/"));
        browser.find(".table-view[data-version]");
        String url = browser.driver.getCurrentUrl();
        return url.substring(url.indexOf("#/table/") + 8);
    }

    String state() {
        return browser.find("#prompt").getAttribute("data-state");
    }

    String phase() {
        return browser.find(".table-view").getAttribute("data-phase");
    }

    boolean handOverShown() {
        return Boolean.TRUE.equals(browser.script("return document.getElementById('hand-over')?.open === true"));
    }

    /** Waits until it is this player's turn or the hand is over; true when it is this player's turn. */
    boolean awaitTurn() {
        browser.waiting(60).until(d -> handOverShown() || "your-turn".equals(state()));
        return !handOverShown();
    }

    String version() {
        return browser.find(".table-view").getAttribute("data-version");
    }

    /** Takes one legal action by clicking (a bid when one is offered), and waits until the table has moved on. */
    void clickLegalAction() {
        String before = version();
        List<WebElement> lay = browser.all("#lay-away");
        if (!lay.isEmpty()) {
            chooseDiscard(Integer.parseInt(lay.get(0).getAttribute("data-size")));
        } else {
            List<WebElement> calls = browser.all("#calls button.call");
            List<WebElement> bids = browser.all("#calls button.call[data-act^='bid ']");
            if (!bids.isEmpty()) {
                click(bids.get(0));
            } else if (!calls.isEmpty()) {
                click(calls.get(0));
            } else {
                tap((String) browser.script("return document.querySelector('#hand button.card.legal').dataset.card"));
            }
        }
        awaitChange(before);
    }

    /** Clicks a call; a bid that commits to a contract asks once more ("Solo? Tap again to confirm"): again. */
    void click(WebElement call) {
        boolean guarded = "true".equals(call.getAttribute("data-guard"));
        String act = call.getAttribute("data-act");
        call.click();
        if (guarded) {
            browser.find("#calls button[data-act='" + act + "'][data-confirm='true']").click();
        }
    }

    /** Waits until the table has moved on from version {@code before}; says what the page shows if it does not. */
    void awaitChange(String before) {
        try {
            browser.waiting(60).until(d -> handOverShown() || !before.equals(version()));
        } catch (TimeoutException e) {
            throw new AssertionError("the table stayed at version " + before + ": " + browser.script(
                    "const tv = document.querySelector('.table-view');"
                    + "return JSON.stringify({phase: tv?.dataset.phase, step: tv?.dataset.step,"
                    + " prompt: document.getElementById('prompt')?.textContent,"
                    + " problem: document.getElementById('problem')?.textContent,"
                    + " focus: document.activeElement?.outerHTML?.slice(0, 160)});"), e);
        }
    }

    /** Selects cards the page marks as possible discards until the confirmation is enabled, then confirms. */
    void chooseDiscard(int size) {
        @SuppressWarnings("unchecked")
        List<String> codes = new ArrayList<>((List<String>) browser.script(
                "return [...document.querySelectorAll('#hand button.card.legal')].map(e => e.dataset.card)"));
        for (int first = 0; first + size <= codes.size(); first++) {
            for (int i = 0; i < size; i++) {
                select(codes.get(first + i), true);
            }
            if (browser.find("#lay-away").isEnabled()) {
                browser.find("#lay-away").click();
                return;
            }
            for (int i = 0; i < size; i++) {
                select(codes.get(first + i), false);
            }
        }
        throw new AssertionError("no selection of " + size + " cards was a legal discard among " + codes);
    }

    /** Clicks a card of the hand where a player would: on its visible strip, left of the card overlapping it. */
    void tap(String code) {
        for (int attempt = 0; ; attempt++) {
            try {
                WebElement card = card(code);
                browser.script("arguments[0].scrollIntoView({block: 'nearest'})", card);
                int width = card.getRect().getWidth();
                new Actions(browser.driver).moveToElement(card, -width / 2 + 6, 0).click().perform();
                return;
            } catch (StaleElementReferenceException e) {
                // The hand was drawn again between finding the card and clicking it.
                if (attempt == 3) {
                    throw e;
                }
            }
        }
    }

    /** Taps a card of the hand to choose it for laying away (or to take it back), and checks that it took. */
    void select(String code, boolean chosen) {
        tap(code);
        String pressed = card(code).getAttribute("aria-pressed");
        if (!String.valueOf(chosen).equals(pressed)) {
            throw new AssertionError("tapping " + code + " left it " + (chosen ? "unchosen" : "chosen") + "; hand at "
                    + browser.script("return JSON.stringify(document.querySelector('#hand').getBoundingClientRect())"));
        }
    }

    WebElement card(String code) {
        return browser.find("#hand button[data-card='" + code + "']");
    }

    @SuppressWarnings("unchecked")
    List<String> handCards() {
        return (List<String>) browser.script("return [...document.querySelectorAll('#hand button.card')].map(e => e.dataset.card)");
    }

    /**
     * Plays on by clicking until this player is to play a card and at least {@code played} cards are out; false
     * when the hand ends first (thrown in, or a Bettel lost in the first trick).
     */
    boolean reachCardPlay(int played) {
        while (awaitTurn()) {
            if ("play".equals(phase()) && playedCards() >= played) {
                return true;
            }
            clickLegalAction();
        }
        return false;
    }

    /**
     * A new table of {@code game} whose first hand reaches this player's card play with at least {@code played}
     * cards out: a deal is random, and some end before (tried on up to five tables).
     */
    String tableAtCardPlay(String game, int hands, int played) {
        for (int attempt = 0; attempt < 5; attempt++) {
            String table = createTable(game, hands);
            if (reachCardPlay(played)) {
                return table;
            }
        }
        throw new AssertionError("five hands of " + game + " ended before the card play reached " + played + " cards");
    }

    /** Cards played in this hand so far, counted in the move list. */
    int playedCards() {
        return browser.all("#log li[data-verb='play']").size();
    }

    WebElement dialog() {
        return browser.find("#hand-over");
    }

    List<WebElement> in(WebElement root, String css) {
        return root.findElements(By.cssSelector(css));
    }
}
