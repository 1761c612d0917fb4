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
                    try {
                        add(out, seen, book.resolve(Map.of(o.name(), v), false), o.name() + "=" + v);
                    } catch (RulesException invalidCombination) {
                        // a value valid only with other options (e.g. German Tarok's era-bound ones) is
                        // covered through the combinations below
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

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void randomPlayoutsKeepEveryInvariant(String label, Rules rules) {
        Game game = Games.create(rules);
        DealRandom random = new DealRandom(label.hashCode());
        Carry carry = game.initialCarry();
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
                    viewHidesWhatTheSeatCannotSee(game, state, random);
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
    }

    private static void refusesWithoutChange(State state, int seat, int action, Reason expected) {
        if (seat == state.currentSeat()) {
            return;
        }
        int before = state.moves().size();
        Phase phase = state.phase();
        assertThatThrownBy(() -> state.apply(seat, action))
                .isInstanceOfSatisfying(IllegalActionException.class, e -> assertThat(e.reason()).isEqualTo(expected));
        assertThat(state.moves()).hasSize(before);
        assertThat(state.phase()).isEqualTo(phase);
    }

    private static void refusesUnlistedCard(Game game, State state, Set<Integer> legal) {
        if (state.phase() != Phase.PLAY) {
            return;
        }
        for (Card c : game.pack().cards()) {
            int a = Action.play(c.index());
            if (!legal.contains(a)) {
                int before = state.moves().size();
                Refusal r = state.check(state.currentSeat(), a);
                assertThat(r).as("unlisted card " + c + " is refused").isNotNull();
                assertThat(r.message()).isNotBlank();
                assertThatThrownBy(() -> state.apply(state.currentSeat(), a)).isInstanceOf(IllegalActionException.class);
                assertThat(state.moves()).hasSize(before);
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
     * Deals the cards {@code seat} cannot see differently among the places they were dealt to, replays the
     * same actions, and requires the same view whenever the replay is legal.
     */
    static void viewHidesWhatTheSeatCannotSee(Game game, State state, DealRandom random) {
        for (int seat = 0; seat < 3; seat++) {
            SeatView view = state.view(seat);
            Set<String> visible = visibleCodes(game, view);
            Deal deal = state.deal();
            List<Card> hidden = new ArrayList<>();
            for (List<Card> h : deal.hands()) {
                for (Card c : h) {
                    if (!visible.contains(c.code())) {
                        hidden.add(c);
                    }
                }
            }
            for (Card c : deal.talon()) {
                if (!visible.contains(c.code())) {
                    hidden.add(c);
                }
            }
            for (int attempt = 0; attempt < 5; attempt++) {
                List<Card> shuffled = new ArrayList<>(hidden);
                for (int i = shuffled.size() - 1; i > 0; i--) {
                    int j = random.nextInt(i + 1);
                    Card t = shuffled.get(i);
                    shuffled.set(i, shuffled.get(j));
                    shuffled.set(j, t);
                }
                Deal other = replace(deal, hidden, shuffled);
                State replay = game.newHand(other, state.dealer(), state.carryBefore());
                boolean legal = true;
                for (Move m : state.moves()) {
                    if (replay.check(m.seat(), m.action()) != null) {
                        legal = false;
                        break;
                    }
                    replay.applyTrusted(m.action());
                }
                SeatView replayed = legal ? replay.view(seat) : null;
                if (legal && sameTurn(replayed, view)) {
                    // public facts that tell which cards a player lacks (a declaration's value) may differ
                    assertThat(withDetail(replayed, view.detail())).as("view of seat " + seat + " with other hidden cards")
                            .isEqualTo(view);
                }
            }
        }
    }

    /**
     * Whether two views agree on whose turn it is. Where the rules ask only some players (Leipzig Taroc asks
     * only players with few trumps whether to annul), the seat to act tells the table something about hidden
     * cards, so a replay that changes it is a position the seat can tell apart.
     */
    private static boolean sameTurn(SeatView a, SeatView b) {
        return a.phase() == b.phase() && a.currentSeat() == b.currentSeat();
    }

    /**
     * The view with other public facts. Announced facts may tell which cards a player lacks (Leipzig Taroc's
     * declarations show their value and cards, so also that the run of Matadors stops), which no choice of
     * visible cards can keep equal; every other part of the view must still be the same.
     */
    private static SeatView withDetail(SeatView v, Object detail) {
        return new SeatView(v.game(), v.seat(), v.dealer(), v.phase(), v.currentSeat(), v.hand(), v.talon(),
                v.handSizes(), v.history(), v.tricks(), v.legal(), detail);
    }

    private static Set<String> visibleCodes(Game game, SeatView view) {
        Set<String> out = new HashSet<>();
        view.hand().forEach(c -> out.add(c.code()));
        view.talon().forEach(c -> out.add(c.code()));
        view.tricks().forEach(t -> t.cards().forEach(c -> out.add(c.code())));
        for (Move m : view.history()) {
            for (String w : game.vocabulary().format(m.action()).split(" ")) {
                out.add(w);
            }
        }
        String detail = String.valueOf(view.detail());
        for (Card c : game.pack().cards()) {
            if (detail.matches("(?s).*\\b" + c.code() + "\\b.*")) {
                out.add(c.code());
            }
        }
        return out;
    }

    private static Deal replace(Deal deal, List<Card> from, List<Card> to) {
        Map<Card, Card> map = new LinkedHashMap<>();
        for (int i = 0; i < from.size(); i++) {
            map.put(from.get(i), to.get(i));
        }
        List<List<Card>> hands = new ArrayList<>();
        for (List<Card> h : deal.hands()) {
            hands.add(h.stream().map(c -> map.getOrDefault(c, c)).toList());
        }
        return new Deal(hands, deal.talon().stream().map(c -> map.getOrDefault(c, c)).toList());
    }
}
