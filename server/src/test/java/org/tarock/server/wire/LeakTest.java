package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.Card;
import org.tarock.engine.Carry;
import org.tarock.engine.Deal;
import org.tarock.engine.FairDeal;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.Move;
import org.tarock.engine.RuleBook;
import org.tarock.engine.RuleOption;
import org.tarock.engine.Rules;
import org.tarock.engine.RulesException;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.Trick;

/**
 * No member of a table ever receives a card it may not see. Whole matches of every available game are played
 * through the server with each value of each rule option at least once and each preset; every message each
 * seat and a watcher received is then searched for card codes, and each one found must be visible to that
 * member at that point of the hand — as the engine, replaying the downloaded record, says it is: for a seat,
 * what its own engine view shows; for a watcher (and a dealer sitting out), only what all three seats see;
 * everything once the hand is over. Nor does any member receive a hand's fair-deal secret or deal seed before
 * that hand's {@code hand-over} event.
 */
class LeakTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static TestServer server;

    @BeforeAll
    static void start() {
        // The test's players act as fast as the server answers: no rate limit gets in their way.
        server = new TestServer(TestServer.config().withRateLimit(100_000, 100_000));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** Every game with every rule variant that covers an option value or a preset not yet covered. */
    static Stream<Arguments> variants() {
        List<Arguments> out = new ArrayList<>();
        for (GameId id : Games.available()) {
            RuleBook book = Games.ruleBook(id);
            Set<Rules> seen = new LinkedHashSet<>();
            Map<String, Map<String, Object>> named = new LinkedHashMap<>();
            named.put("defaults", Map.of());
            for (RuleOption o : book.options()) {
                for (Object value : values(book, o)) {
                    Map<String, Object> given = validCombination(book, o.name(), value);
                    named.put(o.name() + "=" + value, given);
                }
            }
            for (String preset : book.presets().keySet()) {
                named.put("preset " + preset, null);
            }
            named.forEach((label, given) -> {
                Rules rules = given == null ? book.preset(label.substring(7), Map.of()) : book.resolve(given, false);
                if (seen.add(rules)) {
                    out.add(Arguments.of(id.id() + " " + label, rules));
                }
            });
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void noMemberReceivesACardItMayNotSee(String label, Rules rules) throws Exception {
        Map<String, Object> body = new HashMap<>();
        body.put("game", rules.game().id());
        body.put("rules", rules.values());
        int size = Games.create(rules).tableSize();
        body.put("seats", java.util.Collections.nCopies(size, "open"));
        body.put("hands", size == 4 ? 4 : 3);
        try (HumanTable t = new HumanTable(server, body)) {
            // At the end the watcher follows again from an old version: the events come from the history, and are
            // checked too (a hello catches up by events; a sync for as many would get the state).
            t.playMatch(new Random(label.hashCode()));
            t.watcher.send(Map.of("type", "hello", "id", "old", "table", t.id, "after", 1));
            t.watcher.answer("old");
            t.watcher.drain(100);
            List<String> records = server.raw("GET", "/api/tables/" + t.id + "/match.jsonl", null).body().lines()
                    .toList();
            assertThat(records).hasSize((Integer) body.get("hands"));
            Game game = Games.create(rules);
            Oracle oracle = new Oracle(game, records);
            int checkedCards = 0;
            for (int p = 0; p < size; p++) {
                checkedCards += check(oracle, HumanTable.NAMES.get(p), t.seats[p].all);
            }
            checkedCards += check(oracle, null, t.watcher.all);
            assertThat(checkedCards).isPositive();
            Secrets secrets = new Secrets(oracle.records);
            for (Probe member : t.members()) {
                secrets.check(member.all);
            }
        }
    }

    /**
     * What no message may hold before hand {@code n} is over: its secret {@code s_(n+1)} (and so every later
     * link of the chain, from which it follows) and its deal seed, written in any of the usual ways.
     */
    private static final class Secrets {
        private final List<List<String>> forms = new ArrayList<>();

        Secrets(List<JsonNode> records) {
            for (JsonNode r : records) {
                JsonNode f = r.get("fairness");
                assertThat(f).as("every record of a new table carries fairness").isNotNull();
                String secret = f.get("secret").textValue();
                List<String> seeds = JSON.convertValue(f.get("client_seeds"), List.class);
                long seed = FairDeal.dealSeed(FairDeal.parseSecret(secret).orElseThrow(), seeds, f.get("hand").intValue());
                forms.add(List.of(secret, secret.toUpperCase(java.util.Locale.ROOT),
                        java.util.Base64.getEncoder().encodeToString(FairDeal.parseSecret(secret).orElseThrow()),
                        Long.toString(seed), Long.toUnsignedString(seed), Long.toHexString(seed)));
            }
        }

        /** Checks one member's messages in the order received: a hand's secret only from its hand-over on. */
        void check(List<JsonNode> messages) {
            Set<Integer> revealed = new HashSet<>();
            synchronized (messages) {
                for (JsonNode m : messages) {
                    JsonNode event = m.path("event");
                    if (event.path("kind").asText().equals("hand-over")) {
                        revealed.add(event.get("number").asInt());
                    }
                    String text = m.toString();
                    for (int n = 0; n < forms.size(); n++) {
                        if (revealed.contains(n)) {
                            continue;
                        }
                        for (String form : forms.get(n)) {
                            if (text.contains(form)) {
                                throw new AssertionError("the secret or deal seed of hand " + n + " (" + form
                                        + ") was sent before the hand was over, in " + m);
                            }
                        }
                    }
                }
            }
        }
    }

    @Test
    void theSecretsCheckFindsASecretSentBeforeItsHandIsOver() throws Exception {
        FairDeal chain = FairDeal.of(new byte[32], 2);
        String secret = FairDeal.hex(chain.secret(1));
        JsonNode record = JSON.readTree("{\"fairness\": {\"secret\": \"" + secret + "\", \"hand\": 1,"
                + " \"client_seeds\": [\"\", \"\", \"\"]}}");
        Secrets secrets = new Secrets(List.of(record));
        JsonNode handOver = JSON.readTree("{\"event\": {\"kind\": \"hand-over\", \"number\": 0, \"s\": \""
                + secret + "\"}}");
        JsonNode early = JSON.readTree("{\"info\": {\"x\": \"" + secret + "\"}}");
        secrets.check(new ArrayList<>(List.of(handOver, early)));
        assertThatThrownBy(() -> secrets.check(new ArrayList<>(List.of(early, handOver))))
                .hasMessageContaining("hand 0");
    }

    /** Checks every message one member received; returns how many card codes were found in them. */
    private static int check(Oracle oracle, String member, List<JsonNode> messages) {
        int found = 0;
        synchronized (messages) {
            for (JsonNode m : messages) {
                JsonNode view = m.get("view");
                Set<String> allowed = view == null || view.isNull() ? Set.of()
                        : oracle.allowed(view.get("hand").asInt(), view.get("history").size(), member);
                for (String code : oracle.cardCodes(m)) {
                    found++;
                    if (!allowed.contains(code)) {
                        throw new AssertionError((member == null ? "the watcher" : member) + " received " + code
                                + ", which it may not see, in " + m);
                    }
                }
            }
        }
        return found;
    }

    private static List<Object> values(RuleBook book, RuleOption o) {
        return switch (o.kind()) {
            case BOOLEAN -> List.of(true, false);
            case CHOICE -> List.copyOf(o.choices());
            case INTEGER_CHOICE -> List.copyOf(o.integers());
            case INTEGER -> List.copyOf(new LinkedHashSet<>(List.of(o.min(), o.min() + 1,
                    book.defaults().values().get(o.name()))));
        };
    }

    /** The option at {@code value}, with another option changed too when the value alone is not a valid rule set. */
    private static Map<String, Object> validCombination(RuleBook book, String name, Object value) {
        Map<String, Object> given = Map.of(name, value);
        if (valid(book, given)) {
            return given;
        }
        for (RuleOption other : book.options()) {
            if (other.name().equals(name)) {
                continue;
            }
            for (Object v : values(book, other)) {
                Map<String, Object> two = Map.of(name, value, other.name(), v);
                if (valid(book, two)) {
                    return two;
                }
            }
        }
        throw new AssertionError("no valid rule set has " + name + "=" + value);
    }

    private static boolean valid(RuleBook book, Map<String, Object> given) {
        try {
            book.resolve(given, false);
            return true;
        } catch (RulesException e) {
            return false;
        }
    }

    /** What each member may see at each point of each hand, from the records replayed through the engine. */
    private static final class Oracle {
        private final Game game;
        final List<JsonNode> records = new ArrayList<>();
        private final Set<String> codes = new HashSet<>();
        private final Map<String, Set<String>> cache = new HashMap<>();

        Oracle(Game game, List<String> lines) throws Exception {
            this.game = game;
            for (String line : lines) {
                records.add(JSON.readTree(line));
            }
            game.pack().cards().forEach(c -> codes.add(c.code()));
        }

        Set<String> allowed(int hand, int steps, String member) {
            return cache.computeIfAbsent(hand + "/" + steps + "/" + member, k -> compute(hand, steps, member));
        }

        private Set<String> compute(int hand, int steps, String member) {
            JsonNode r = records.get(hand);
            State state = replay(r, steps);
            if (state.isOver()) {
                return codes;
            }
            int seat = -1;
            for (int s = 0; s < 3; s++) {
                if (r.get("players").get(s).asText().equals(member)) {
                    seat = s;
                }
            }
            if (seat >= 0) {
                return visible(state.view(seat));
            }
            Set<String> common = new HashSet<>(visible(state.view(0)));
            common.retainAll(visible(state.view(1)));
            common.retainAll(visible(state.view(2)));
            return common;
        }

        private State replay(JsonNode r, int steps) {
            List<List<Card>> hands = new ArrayList<>();
            r.get("deal").get("hands").forEach(h -> hands.add(cards(h)));
            Deal deal = new Deal(hands, cards(r.get("deal").get("talon")));
            JsonNode before = r.get("result").get("carry_before");
            @SuppressWarnings("unchecked")
            Carry carry = before == null || before.isNull() ? game.initialCarry()
                    : game.parseCarry(JSON.convertValue(before, Map.class));
            State state = game.newHand(deal, r.get("dealer").asInt(), carry);
            for (int i = 0; i < steps; i++) {
                JsonNode a = r.get("actions").get(i);
                state.apply(a.get("seat").asInt(), a.get("act").asText());
            }
            return state;
        }

        private List<Card> cards(JsonNode list) {
            List<Card> out = new ArrayList<>();
            list.forEach(c -> out.add(game.pack().parse(c.asText())));
            return out;
        }

        /** Every card a seat's engine view shows: its hand, the talon it sees, the tricks and the actions it sees. */
        private Set<String> visible(SeatView v) {
            Set<String> out = new HashSet<>();
            v.hand().forEach(c -> out.add(c.code()));
            v.talon().forEach(c -> out.add(c.code()));
            for (Trick t : v.tricks()) {
                t.cards().forEach(c -> out.add(c.code()));
            }
            // The game's public facts (declarations and what they show) are visible to every seat.
            collect(Json.mapper().valueToTree(v.detail()), new ArrayList<>(), out);
            for (Move m : v.history()) {
                if (m.action() >= 0) {
                    for (String word : game.vocabulary().format(m.action()).split(" ")) {
                        if (codes.contains(word)) {
                            out.add(word);
                        }
                    }
                }
            }
            return out;
        }

        /** Every card code anywhere in a message: in any string or field name, word by word. */
        List<String> cardCodes(JsonNode node) {
            List<String> out = new ArrayList<>();
            collect(node, out, new HashSet<>());
            return out;
        }

        private void collect(JsonNode node, List<String> out, Set<String> distinct) {
            if (node.isTextual()) {
                for (String word : node.asText().split("[^A-Za-z0-9]+")) {
                    if (codes.contains(word)) {
                        out.add(word);
                        distinct.add(word);
                    }
                }
            } else if (node.isContainerNode()) {
                node.properties().forEach(e -> {
                    if (codes.contains(e.getKey())) {
                        out.add(e.getKey());
                        distinct.add(e.getKey());
                    }
                    collect(e.getValue(), out, distinct);
                });
                if (node.isArray()) {
                    node.forEach(n -> collect(n, out, distinct));
                }
            }
        }
    }
}
