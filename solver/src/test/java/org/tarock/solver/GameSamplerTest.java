package org.tarock.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Move;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.german.GermanTarok;
import org.tarock.engine.husarln.Husarln;
import org.tarock.engine.husarln.HusarlnPublic;
import org.tarock.engine.leipzig.LeipzigTaroc;

/**
 * The samplers of German Tarok and Husarln: every sample is a deal the seat cannot tell from the real one
 * (replayed through the view's history with the hidden moves filled in, every action is legal and the view
 * is the same), and on small positions samples are uniform over exactly the deals whose replay gives the view.
 */
class GameSamplerTest {

    static List<Arguments> games() {
        return List.of(
                Arguments.of("german-1881", new GermanTarok()),
                Arguments.of("german-1839-whole-suit", new GermanTarok(GermanTarok.RULE_BOOK.resolve(
                        Map.of("era", "sansprendre-1839"), false))),
                Arguments.of("german-1839-void", new GermanTarok(GermanTarok.RULE_BOOK.resolve(
                        Map.of("era", "sansprendre-1839", "ace-discard", "void"), false))),
                Arguments.of("german-four-at-the-table", new GermanTarok(GermanTarok.RULE_BOOK.resolve(
                        Map.of("table-size", 4), false))),
                Arguments.of("husarln", new Husarln()),
                Arguments.of("leipzig", new LeipzigTaroc()),
                Arguments.of("leipzig-prague-vienna", new LeipzigTaroc(LeipzigTaroc.RULE_BOOK.preset("prague-vienna",
                        Map.of()))),
                Arguments.of("leipzig-subset-hidden", new LeipzigTaroc(LeipzigTaroc.RULE_BOOK.resolve(
                        Map.of("skart-trump-exception", "subset", "show-declarations", false), false))));
    }

    /** Replays the sampled deal through the view's history; null if a move is refused or the deal is impossible. */
    private static State replay(Game game, State original, Sampler sampler, Layout layout) {
        State s;
        try {
            s = game.newHand(sampler.deal(layout), original.dealer(), original.carryBefore());
        } catch (RuntimeException e) {
            return null;
        }
        for (Move m : sampler.moves(layout)) {
            if (s.check(m.seat(), m.action()) != null) {
                return null;
            }
            s.applyTrusted(m.action());
        }
        return s;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void everySampleReplaysToTheSameView(String name, Game game) {
        DealRandom random = new DealRandom(71);
        int checked = 0;
        while (checked < 150) {
            State s = RandomPositions.afterActions(game, random, random.nextInt(game.id() == GameId.LEIPZIG_TAROC ? 90 : 50));
            if (s == null) {
                continue;
            }
            for (int seat = 0; seat < 3; seat++) {
                SeatView view = s.view(seat);
                Sampler sampler = Sampler.of(game, view);
                assertThat(sampler.count()).isPositive();
                for (int i = 0; i < 5; i++) {
                    Layout layout = sampler.sample(random);
                    State replayed = replay(game, s, sampler, layout);
                    assertThat(replayed).as("sample %s of %s for seat %d", layout, s, seat).isNotNull();
                    assertThat(replayed.view(seat)).as("sample of %s for seat %d", s, seat).isEqualTo(view);
                }
            }
            checked++;
        }
    }

    /** Husarln's stock (packets being examined, exposed, taken unseen) and discards (hidden, trumps shown). */
    @Test
    void husarlnSamplesReplayInTheStockAndDiscardPhases() {
        Game game = new Husarln();
        DealRandom random = new DealRandom(73);
        int checked = 0;
        while (checked < 100) {
            State s = RandomPositions.afterActions(game, random, 3 + random.nextInt(12));
            if (s == null || s.phase() != Phase.STOCK && s.phase() != Phase.DISCARD
                    && !(s.view(0).detail() instanceof HusarlnPublic p && !p.shownDiscards().isEmpty())) {
                continue;
            }
            for (int seat = 0; seat < 3; seat++) {
                Sampler sampler = Sampler.of(game, s.view(seat));
                for (int i = 0; i < 5; i++) {
                    State replayed = replay(game, s, sampler, sampler.sample(random));
                    assertThat(replayed).as("%s for seat %d", s, seat).isNotNull();
                    assertThat(replayed.view(seat)).isEqualTo(s.view(seat));
                }
            }
            checked++;
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void frequenciesMatchExactEnumeration(String name, Game game) {
        DealRandom random = new DealRandom(72);
        int tested = 0;
        int attempts = 0;
        while (tested < 5 && attempts++ < 200) {
            State s = RandomPositions.withCardsLeft(game, random, 3 + random.nextInt(4));
            if (s == null) {
                continue;
            }
            int seat = random.nextInt(3);
            Sampler sampler = Sampler.of(game, s.view(seat));
            List<String> consistent = enumerate(game, s, seat, sampler, random);
            if (consistent == null) {
                continue;
            }
            if (sampler.exactCount()) {
                assertThat(sampler.count()).as("%s for seat %d", s, seat).isEqualTo(consistent.size());
            } else {
                assertThat(sampler.count()).as("%s for seat %d", s, seat)
                        .isCloseTo(consistent.size(), org.assertj.core.data.Percentage.withPercentage(35));
            }
            if (consistent.size() < 3) {
                continue;
            }
            Uniformity.assertUniform(sampler, consistent, GameSamplerTest::key, random);
            tested++;
        }
        assertThat(tested).isPositive();
    }

    /**
     * Every placement of the cards whose place varies between samples (into the other two hands, the pile and
     * the stock, in the sizes a sample has) whose replay is legal and shows the seat the same view; null if
     * there are too many to try.
     */
    private static List<String> enumerate(Game game, State s, int seat, Sampler sampler, DealRandom random) {
        Layout first = sampler.sample(random);
        int[] place = places(first, seat);
        boolean[] moving = new boolean[128];
        for (int i = 0; i < 400; i++) {
            int[] p = places(sampler.sample(random), seat);
            for (int c = 0; c < 128; c++) {
                moving[c] |= p[c] != place[c];
            }
        }
        List<Integer> cards = new ArrayList<>();
        int[] sizes = new int[4];
        int[] fixed = place.clone();
        for (int c = 0; c < 128; c++) {
            if (moving[c]) {
                cards.add(c);
                sizes[place[c]]++;
                fixed[c] = -1;
            }
        }
        int n = cards.size();
        double total = Placement.choose(n, sizes[0]) * Placement.choose(n - sizes[0], sizes[1])
                * Placement.choose(n - sizes[0] - sizes[1], sizes[2]);
        if (total > 20_000) {
            return null;
        }
        List<String> out = new ArrayList<>();
        assign(cards.stream().mapToInt(Integer::intValue).toArray(), 0, fixed, sizes, p -> {
            Layout layout = layout(first, seat, p);
            State replayed = replay(game, s, sampler, layout);
            if (replayed != null && replayed.view(seat).equals(s.view(seat))) {
                out.add(key(layout));
            }
        });
        return out;
    }

    private interface Visit {
        void visit(int[] places);
    }

    private static void assign(int[] cards, int i, int[] places, int[] room, Visit v) {
        if (i == cards.length) {
            v.visit(places);
            return;
        }
        for (int q = 0; q < 4; q++) {
            if (room[q] > 0) {
                room[q]--;
                places[cards[i]] = q;
                assign(cards, i + 1, places, room, v);
                room[q]++;
            }
        }
        places[cards[i]] = -1;
    }

    /** For each card, its place in a layout: 0, 1 the next two seats' hands, 2 the pile, 3 the stock; -1 elsewhere. */
    private static int[] places(Layout l, int seat) {
        int[] out = new int[128];
        java.util.Arrays.fill(out, -1);
        long[][] masks = {{l.hands()[(seat + 1) % 3], l.high()[(seat + 1) % 3]},
                {l.hands()[(seat + 2) % 3], l.high()[(seat + 2) % 3]}, {l.pile(), l.high()[3]}, {l.stock(), 0}};
        for (int q = 0; q < 4; q++) {
            for (int c = 0; c < 128; c++) {
                if ((masks[q][c >>> 6] & 1L << (c & 63)) != 0) {
                    out[c] = q;
                }
            }
        }
        return out;
    }

    /** The layout with the other seats' hands, the pile and the stock given by {@code places}. */
    private static Layout layout(Layout like, int seat, int[] places) {
        long[] hands = like.hands();
        long[] high = like.high();
        hands[(seat + 1) % 3] = 0;
        hands[(seat + 2) % 3] = 0;
        high[(seat + 1) % 3] = 0;
        high[(seat + 2) % 3] = 0;
        high[3] = 0;
        long pile = 0;
        long stock = 0;
        for (int c = 0; c < 128; c++) {
            long bit = 1L << (c & 63);
            switch (places[c]) {
                case 0, 1 -> {
                    int s = (seat + 1 + places[c]) % 3;
                    if (c < 64) {
                        hands[s] |= bit;
                    } else {
                        high[s] |= bit;
                    }
                }
                case 2 -> {
                    if (c < 64) {
                        pile |= bit;
                    } else {
                        high[3] |= bit;
                    }
                }
                case 3 -> stock |= bit;
                default -> {
                }
            }
        }
        return new Layout(hands, pile, stock, high);
    }

    private static String key(Layout l) {
        return java.util.Arrays.toString(l.hands()) + l.pile() + "/" + l.stock() + java.util.Arrays.toString(l.high());
    }
}
