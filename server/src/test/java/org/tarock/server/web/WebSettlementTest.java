package org.tarock.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.server.wire.TableServer;
import org.tarock.server.wire.TestServer;

/**
 * The hand-over's "Why" section (js/settle.js) words the settlement from the hand-over event's payment items
 * in every game, payment scheme and preset of the rules files, in English and German: bot matches are played
 * on the server, their hand-over events read by the page over the WebSocket and worded in both languages. No
 * hand's "Why" may be empty, leave an item unworded, or show program words, raw card codes or (in German)
 * English; and every payment code of docs/payments.md has its words.
 */
class WebSettlementTest {
    private static final int HANDS = 8;
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static TableServer server;
    private static Browser browser;

    @BeforeAll
    static void start() throws Exception {
        Browser.requireChromium();
        // Every event of a finished match is kept, so that the page reads the hand-overs from version 1.
        server = TableServer.start(TestServer.config(Duration.ofMillis(50)).withHistorySize(5000));
        browser = new Browser();
        browser.driver.get(server.url());
        browser.find("#main h1");
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

    /** Every payment scheme of german-tarok.md and bavarian-tarock.md §8, Husarln's options, Leipzig's presets. */
    static Stream<Arguments> schemes() {
        return Stream.of(
                Arguments.of("german-tarok", Map.of("settlement", "hand"), null),
                Arguments.of("german-tarok", Map.of("settlement", "poule"), null),
                Arguments.of("german-tarok", Map.of("settlement", "laustiegel"), null),
                Arguments.of("german-tarok", Map.of("settlement", "blocks"), null),
                Arguments.of("german-tarok", Map.of("settlement", "blocks", "schreckensteiner", true), null),
                Arguments.of("bavarian-tarock", Map.of("haferl-shortfall", "refill"), null),
                Arguments.of("bavarian-tarock", Map.of("haferl-shortfall", "defenders-pay"), null),
                Arguments.of("husarln", Map.of(), null),
                Arguments.of("husarln", Map.of("silent-ultimo-loss", false), null),
                Arguments.of("leipzig-taroc", Map.of(), "leipzig"),
                Arguments.of("leipzig-taroc", Map.of(), "nuremberg"),
                Arguments.of("leipzig-taroc", Map.of(), "prague-vienna"));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("schemes")
    @SuppressWarnings("unchecked")
    void everyHandOfABotMatchIsExplainedInBothLanguages(String game, Map<String, Object> rules, String preset)
            throws Exception {
        String table = playedMatch(game, rules, preset);
        Map<String, Object> found = (Map<String, Object>) browser.driver.executeAsyncScript(Browser.TEXT_RULES + """
                const [game, table, done] = arguments;
                (async () => {
                  const events = await new Promise((resolve, reject) => {
                    const ws = new WebSocket(`ws://${location.host}/ws`);
                    const over = [];
                    ws.onopen = () => ws.send(JSON.stringify({type: 'hello', table, after: 0, id: 'hello'}));
                    ws.onerror = () => reject(new Error('the WebSocket failed'));
                    ws.onmessage = (m) => {
                      const msg = JSON.parse(m.data);
                      if (msg.event?.kind === 'hand-over') over.push(msg.event);
                      if (msg.event?.kind === 'match-over') { ws.close(); resolve(over); }
                    };
                  });
                  const { whyLines } = await import('/web/js/settle.js');
                  const i18n = await import('/web/js/i18n.js');
                  const problems = [];
                  const codes = new Set();
                  for (const lang of ['en', 'de']) {
                    i18n.setLang(lang);
                    const names = lang === 'de' ? ['Anna', 'Computer 2', 'Computer 3'] : ['Anna', 'Bot 2', 'Bot 3'];
                    for (const ev of events) {
                      const lines = whyLines(ev, names, game);
                      const where = `${lang}, hand ${ev.number + 1}: `;
                      if (!lines.length) problems.push(where + 'no lines');
                      for (const item of ev.payments) {
                        codes.add(item.code);
                        if (!lines.some((l) => l.payment === item.code)) problems.push(where + 'no words for ' + item.code);
                      }
                      for (const l of lines) {
                        if (l.unworded) problems.push(where + 'unworded ' + l.payment);
                        problems.push(...textProblems(l.text, lang === 'de').map((p) => where + p));
                      }
                    }
                  }
                  i18n.setLang('en');
                  const missing = i18n.missingKeys();
                  if (missing.length) problems.push('untranslated keys: ' + missing.join(' '));
                  done({hands: events.length, problems, codes: [...codes]});
                })().catch((e) => done({hands: 0, problems: ['failed: ' + e], codes: []}));""",
                game, table);
        assertThat(((Number) found.get("hands")).intValue()).isEqualTo(HANDS);
        assertThat((List<String>) found.get("problems")).isEmpty();
        assertThat(documentedCodes().get(game)).containsAll((List<String>) found.get("codes"));
    }

    /**
     * The payment codes bots seldom produce (a double bête, a Schreckensteiner tenth, a Pagat lost in the last
     * trick...) are worded too: one made-up hand per game holds an item of every code docs/payments.md lists for
     * it, with the arguments it names.
     */
    @Test
    @SuppressWarnings("unchecked")
    void everyDocumentedPaymentCodeHasItsWords() {
        Map<String, Object> found = (Map<String, Object>) browser.driver.executeAsyncScript(Browser.TEXT_RULES + """
                const done = arguments[arguments.length - 1];
                (async () => {
                  const { whyLines } = await import('/web/js/settle.js');
                  const i18n = await import('/web/js/i18n.js');
                  const item = (code, seats, args) => ({code, seats, pot: -seats.reduce((a, b) => a + b, 0), args});
                  const game = {contract: 'solo', outcome: 'won', basis: 7, multiplier: 4, value: 28, matsch: 'none'};
                  const bavarian = {contract: 'stock', value: 2, won: true, schneider: true, schwarz: false};
                  const hands = {
                    'german-tarok': {result: {declarer: 0, contract: 'solo', side_points: {declarer: 67, defenders: 53},
                        settlement: [40.5, -20, -20.5], notes: ['matsch'],
                        carry_before: {blockade: 1, cup: 2, pot_blocks: 0, pot_money: 0, queue: [], schreckensteiner: 0},
                        carry_after: {blockade: 2, cup: 3, pot_blocks: 1, pot_money: 0, queue: [20], schreckensteiner: 5}},
                      payments: [item('refill', [-10, -10, -10], {stake: 10, rounds: 2}), item('ante', [0, 0, -10], {stake: 10}),
                        item('game', [56, -28, -28], game), item('pot-won', [30, 0, 0], {amount: 30}),
                        item('pot-doubled', [-7.5, 0, 0], {amount: 7.5}), item('pot-paid', [28, 0, 0], game),
                        item('block-placed', [0, 0, -10], {value: 10, blockade: 2, new_blockade: true}),
                        item('bete', [-10, 0, 0], {amount: 10}), item('double-bete', [-20, 0, 0], {amount: 20}),
                        item('schreckensteiner', [-5, 0, 0], {amount: 5, winnings: 50})]},
                    'bavarian-tarock': {result: {declarer: 1, contract: 'stock', side_points: {declarer: 95, defenders: 25},
                        settlement: [-10, -8, -10], notes: ['schneider'], carry_before: {haferl: 1}, carry_after: {haferl: 27}},
                      payments: [item('game', [2, -4, 2], {...bavarian, won: false}), item('into-haferl', [0, -2, 0], {value: 2}),
                        item('stake', [-10, -10, -10], {stake: 10, rounds: 1}), item('haferl-paid', [0, 2, 0], bavarian),
                        item('defenders-paid', [-2, 4, -2], bavarian)]},
                    'husarln': {result: {declarer: 2, contract: 'solo', side_points: {declarer: 50, defenders: 16},
                        settlement: [-64, -62, 126], level: 1, notes: ['ultimo']},
                      payments: [item('game', [-40, -40, 80], {contract: 'solo', value: 8, factor: 2, margin: 16, won: true, points: 50}),
                        item('bonus', [-24, -24, 48], {kind: 'ultimo', seat: 2, value: 24}),
                        item('bonus', [0, 2, -2], {kind: 'trumps-10', seat: 1, value: 2}),
                        item('bonus', [-10, 0, 10], {kind: 'pagat-silent', seat: 0, value: -10})]},
                    'leipzig-taroc': {result: {card_points: [30, 22, 26], settlement: [14, -9, -5], notes: ['pagat-lost'],
                        excuse: {owner: 0, trick: 5, winner: 1, exchange: 'C2', lost: false}},
                      payments: [item('cards', [4, -4, 0], {target: 26}), item('roem', [10, -5, -5], {kind: 'kings-excuse', seat: 0, value: 5}),
                        item('pagat', [-2, 4, -2], {event: 'lost', seat: 1, trick: 7, value: 2}),
                        item('pagat', [-2, 4, -2], {event: 'ultimo', seat: 1, trick: 25, value: 2}),
                        item('pagat', [1, -2, 1], {event: 'lost-last', seat: 1, trick: 25, value: -1})]},
                  };
                  const problems = [];
                  const codes = {};
                  for (const lang of ['en', 'de']) {
                    i18n.setLang(lang);
                    const names = lang === 'de' ? ['Anna', 'Computer 2', 'Computer 3'] : ['Anna', 'Bot 2', 'Bot 3'];
                    for (const [id, hand] of Object.entries(hands)) {
                      codes[id] = [...new Set(hand.payments.map((p) => p.code))];
                      const lines = whyLines({number: 0, ...hand}, names, id);
                      for (const p of hand.payments) {
                        if (!lines.some((l) => l.payment === p.code && !l.unworded)) problems.push(`${lang} ${id}: no words for ${p.code}`);
                      }
                      for (const l of lines) problems.push(...textProblems(l.text, lang === 'de').map((x) => `${lang} ${id}: ${x}`));
                      // A declarer who won a Stockspiel and still ends below zero is told why: the stake.
                      if (id === 'bavarian-tarock' && !lines.some((l) => l.payment === 'stake' && l.text.includes('−8'))) {
                        problems.push(`${lang} ${id}: the stake does not explain the net of −8`);
                      }
                    }
                  }
                  // A Laustiegel tie at 60 pays nothing and has no item: it is not a hand thrown in.
                  const tie = whyLines({number: 0, payments: [], result: {declarer: 1, contract: 'frage', settlement: [0, 0, 0],
                    side_points: {declarer: 60, defenders: 60}, notes: ['tie'], carry_before: {pot: 12}, carry_after: {pot: 12}}},
                    ['Anna', 'Bot 2', 'Bot 3'], 'german-tarok');
                  if (tie.some((l) => l.text === i18n.t('pay.thrownIn')) || !tie.some((l) => l.text === i18n.t('pay.nothing'))) {
                    problems.push('a tie is worded as a hand thrown in');
                  }
                  i18n.setLang('en');
                  done({problems, codes});
                })().catch((e) => done({problems: ['failed: ' + e], codes: {}}));""");
        assertThat((List<String>) found.get("problems")).isEmpty();
        Map<String, List<String>> codes = (Map<String, List<String>>) found.get("codes");
        documentedCodes().forEach((game, documented) ->
                assertThat(codes.get(game)).as("the made-up hand of " + game).containsExactlyInAnyOrderElementsOf(documented));
    }

    /** The id of a bot table of {@link #HANDS} hands, created over the HTTP API and played to its end. */
    private static String playedMatch(String game, Map<String, Object> rules, String preset) throws Exception {
        Map<String, Object> body = new LinkedHashMap<>(Map.of("game", game, "rules", rules, "hands", HANDS,
                "seats", List.of("basic", "basic", "basic")));
        if (preset != null) {
            body.put("preset", preset);
        }
        HttpResponse<String> created = HTTP.send(HttpRequest.newBuilder(URI.create(server.url() + "api/tables"))
                .header("content-type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        String id = JSON.readTree(created.body()).get("id").asText();
        long end = System.nanoTime() + Duration.ofMinutes(2).toNanos();
        HttpRequest info = HttpRequest.newBuilder(URI.create(server.url() + "api/tables/" + id)).build();
        while (!JSON.readTree(HTTP.send(info, HttpResponse.BodyHandlers.ofString()).body()).get("status").asText()
                .equals("finished")) {
            assertThat(System.nanoTime()).as("the bots finish the match").isLessThan(end);
            Thread.sleep(50);
        }
        return id;
    }

    /** The payment codes of docs/payments.md, per game id (its sections are headed with the games' names). */
    private static Map<String, Set<String>> documentedCodes() {
        Map<String, String> ids = Map.of("German Tarok", "german-tarok", "Bavarian Tarock", "bavarian-tarock",
                "Husarln", "husarln", "Leipzig Taroc", "leipzig-taroc");
        Map<String, Set<String>> out = new LinkedHashMap<>();
        String game = null;
        Pattern row = Pattern.compile("^\\| `([a-z-]+)` \\|");
        try {
            for (String line : Files.readAllLines(Path.of("..", "docs", "payments.md"))) {
                if (line.startsWith("## ")) {
                    game = ids.get(line.substring(3).replaceAll(" \\(.*", ""));
                }
                Matcher m = row.matcher(line);
                if (game != null && m.find()) {
                    out.computeIfAbsent(game, g -> new TreeSet<>()).add(m.group(1));
                }
            }
        } catch (IOException e) {
            throw new AssertionError("docs/payments.md cannot be read", e);
        }
        assertThat(out).containsOnlyKeys(ids.values());
        return out;
    }
}
