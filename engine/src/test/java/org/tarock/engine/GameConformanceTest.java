package org.tarock.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The conformance suite every game passes with each value of each rule option (and each preset), in the
 * manner of OpenSpiel's basic tests: seeded random playouts with the API's invariants checked after every
 * action, copies that stay independent, illegal actions that are refused without changing anything, and
 * seat views that do not change when the cards the seat cannot see are dealt differently.
 */
class GameConformanceTest {
    private static final int HANDS = 40;

    static Stream<Arguments> variants() {
        List<Arguments> out = new ArrayList<>();
        for (GameId id : Games.available()) {
            RuleBook book = Games.ruleBook(id);
            Set<Rules> seen = new HashSet<>();
            add(out, seen, book.defaults(), "defaults");
            for (String preset : book.presets().keySet()) {
                add(out, seen, book.preset(preset, Map.of()), "preset " + preset);
            }
            for (RuleOption o : book.options()) {
                for (Object v : valuesOf(o)) {
                    Map<String, Object> valid = withPartner(book, o.name(), v);
                    if (valid != null) {
                        add(out, seen, book.resolve(valid, false), valid.toString());
                    }
                }
            }
            for (RuleOption a : book.options()) {
                for (Object v : valuesOf(a)) {
                    for (Map<String, Object> base : book.presets().values()) {
                        Map<String, Object> m = new LinkedHashMap<>(base);
                        m.put(a.name(), v);
                        try {
                            add(out, seen, book.resolve(m, false), base + " " + a.name() + "=" + v);
                        } catch (RulesException ignored) {
                            // invalid combination
                        }
                    }
                }
            }
        }
        return out.stream();
    }

    /**
     * The option at this value, alone if that is a valid rule set, else together with the first value of
     * another option that makes it valid (German Tarok's {@code schreckensteiner: true} needs
     * {@code settlement: blocks}); null if no such pair exists.
     */
    private static Map<String, Object> withPartner(RuleBook book, String name, Object value) {
        List<Map<String, Object>> candidates = new ArrayList<>();
        candidates.add(Map.of(name, value));
        for (RuleOption partner : book.options()) {
            if (!partner.name().equals(name)) {
                for (Object pv : valuesOf(partner)) {
                    candidates.add(Map.of(name, value, partner.name(), pv));
                }
            }
        }
        for (Map<String, Object> c : candidates) {
            try {
                book.resolve(c, false);
                return c;
            } catch (RulesException invalidCombination) {
                // try the next partner
            }
        }
        return null;
    }

    private static void add(List<Arguments> out, Set<Rules> seen, Rules rules, String label) {
        if (seen.add(rules)) {
            out.add(Arguments.of(rules.game().id() + " " + label, rules));
        }
    }

    static List<Object> valuesOf(RuleOption o) {
        return switch (o.kind()) {
            case BOOLEAN -> List.of(true, false);
            case CHOICE -> List.copyOf(o.choices());
            case INTEGER_CHOICE -> List.copyOf(o.integers());
            case INTEGER -> List.of(o.min(), o.min() + 1, o.defaults().apply(Map.of()));
        };
    }

    /**
     * A game's own {@code playOutRandomly} (a loop specialised for speed) plays the very hands of the loop
     * {@link State#playOutRandomly} documents, given the same random source: the same decisions and results.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void playOutRandomlyPlaysTheDocumentedLoopsHands(String label, Rules rules) {
        Game game = Games.create(rules);
        DealRandom random = new DealRandom(label.hashCode());
        Carry carry = game.initialCarry();
        for (int h = 0; h < 5 * HANDS; h++) {
            int dealer = game.tableSize() == 4 ? 2 : h % 3;
            Deal deal = game.deal(random.nextLong(), dealer);
            long seed = random.nextLong();
            State fast = game.newHand(deal, dealer, carry);
            fast.playOutRandomly(new DealRandom(seed));
            State loop = game.newHand(deal, dealer, carry);
            DealRandom draws = new DealRandom(seed);
            while (!loop.isOver()) {
                loop.applyTrusted(loop.legalAction(draws.nextInt(loop.legalActionCount())));
            }
            assertThat(fast.moves()).as("hand %d", h).isEqualTo(loop.moves());
            assertThat(fast.result().fields()).as("hand %d", h).isEqualTo(loop.result().fields());
            assertThat(fast.result().carryAfter()).isEqualTo(loop.result().carryAfter());
            carry = loop.result().carryAfter();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void randomPlayoutsKeepEveryInvariant(String label, Rules rules) {
        Game game = Games.create(rules);
        DealRandom random = new DealRandom(label.hashCode());
        Carry carry = game.initialCarry();
        int redealsCompared = 0;
        for (int h = 0; h < HANDS; h++) {
            int dealer = game.tableSize() == 4 ? 2 : h % 3;
            Deal deal = game.deal(random.nextLong(), dealer);
            State state = game.newHand(deal, dealer, carry);
            int[] buf = new int[state.maxActions()];
            int steps = 0;
            while (!state.isOver()) {
                int seat = state.currentSeat();
                assertThat(seat).as("seat to act").isBetween(0, 2);
                int n = state.legalActions(buf);
                assertThat(n).as("legal actions before the end").isPositive();
                assertThat(state.legalActionCount()).isEqualTo(n);
                Set<Integer> legal = new HashSet<>();
                for (int i = 0; i < n; i++) {
                    assertThat(legal.add(buf[i])).as("no action listed twice").isTrue();
                    assertThat(state.check(seat, buf[i])).as("listed action is accepted").isNull();
                    String text = game.vocabulary().format(buf[i]);
                    assertThat(game.vocabulary().parse(text)).as("round trip of " + text).isEqualTo(buf[i]);
                }
                int k = random.nextInt(n);
                assertThat(state.legalAction(k)).isEqualTo(buf[k]);
                refusesWithoutChange(state, (seat + 1) % 3, buf[0], Reason.NOT_YOUR_TURN);
                refusesUnlistedCard(game, state, legal);
                if (steps % 7 == 0) {
                    copiesAreIndependent(state, buf[k]);
                    redealsCompared += viewHidesWhatTheSeatCannotSee(game, state, random);
                }
                state.apply(seat, buf[k]);
                steps++;
            }
            HandResult r = state.result();
            Amount total = r.pot();
            for (Amount a : r.settlement()) {
                total = total.plus(a);
            }
            assertThat(total).as("settlement plus pot sums to zero").isEqualTo(Amount.ZERO);
            assertThat(state.check(0, buf[0]).reason()).isEqualTo(Reason.HAND_OVER);
            if (r.carryAfter().fields() != null) {
                assertThat(r.carryAfter().value() - state.carryBefore().value())
                        .as("pot is the change of the carried value").isEqualTo(r.pot().halves() / 2);
                assertThat(game.parseCarry(r.carryAfter().fields())).isEqualTo(r.carryAfter());
            }
            carry = r.carryAfter();
        }
        assertThat(redealsCompared).as("views compared under other hidden cards").isPositive();
    }

    private static void refusesWithoutChange(State state, int seat, int action, Reason expected) {
        if (seat == state.currentSeat()) {
            return;
        }
        List<Object> before = everythingVisible(state);
        assertThatThrownBy(() -> state.apply(seat, action))
                .isInstanceOfSatisfying(IllegalActionException.class, e -> assertThat(e.reason()).isEqualTo(expected));
        assertThat(everythingVisible(state)).as("state after a refusal").isEqualTo(before);
    }

    /** What any caller can observe of a state: every seat's view, the moves, the seat to act and its choices. */
    private static List<Object> everythingVisible(State state) {
        List<Object> out = new ArrayList<>();
        for (int seat = 0; seat < 3; seat++) {
            out.add(state.view(seat));
        }
        out.add(List.copyOf(state.moves()));
        out.add(state.isOver() ? -1 : state.currentSeat());
        out.add(state.isOver() ? List.of() : List.copyOf(state.legalActionList()));
        return out;
    }

    private static void refusesUnlistedCard(Game game, State state, Set<Integer> legal) {
        if (state.phase() != Phase.PLAY) {
            return;
        }
        for (Card c : game.pack().cards()) {
            int a = Action.play(c.index());
            if (!legal.contains(a)) {
                List<Object> before = everythingVisible(state);
                Refusal r = state.check(state.currentSeat(), a);
                assertThat(r).as("unlisted card " + c + " is refused").isNotNull();
                assertThat(r.message()).isNotBlank();
                assertThatThrownBy(() -> state.apply(state.currentSeat(), a)).isInstanceOf(IllegalActionException.class);
                assertThat(everythingVisible(state)).as("state after a refused card").isEqualTo(before);
                return;
            }
        }
    }

    private static void copiesAreIndependent(State state, int action) {
        State copy = state.copy();
        SeatView before = state.view(state.currentSeat());
        copy.apply(copy.currentSeat(), action);
        assertThat(state.view(state.currentSeat())).isEqualTo(before);
        assertThat(copy.moves()).hasSize(state.moves().size() + 1);
    }

    /**
     * Whenever the cards a seat cannot see are dealt differently, keeping everything public the same, its view
     * is the same. Returns how many redeals were compared.
     */
    static int viewHidesWhatTheSeatCannotSee(Game game, State state, DealRandom random) {
        int compared = 0;
        for (int seat = 0; seat < 3; seat++) {
            SeatView view = state.view(seat);
            for (State other : HiddenCards.redeals(game, state, seat, random, 5)) {
                assertThat(other.view(seat)).as("view of seat " + seat + " with other hidden cards").isEqualTo(view);
                compared++;
            }
        }
        return compared;
    }
}
