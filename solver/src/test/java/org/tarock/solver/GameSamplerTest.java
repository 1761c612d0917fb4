package org.tarock.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Move;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.german.GermanTarok;
import org.tarock.engine.husarln.Husarln;
import org.tarock.engine.husarln.HusarlnPublic;

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
                Arguments.of("husarln", new Husarln()));
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
            State s = RandomPositions.afterActions(game, random, random.nextInt(50));
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
            assertThat(sampler.count()).as("%s for seat %d", s, seat).isEqualTo(consistent.size());
            if (consistent.size() < 3) {
                continue;
            }
            int perDeal = 200;
            Map<String, Integer> seen = new HashMap<>();
            for (int i = 0; i < perDeal * consistent.size(); i++) {
                seen.merge(key(sampler.sample(random)), 1, Integer::sum);
            }
            assertThat(consistent).containsAll(seen.keySet());
            double chi2 = 0;
            for (String k : consistent) {
                double d = seen.getOrDefault(k, 0) - perDeal;
                chi2 += d * d / perDeal;
            }
            int df = consistent.size() - 1;
            assertThat(chi2).as("chi-square with %d degrees of freedom", df).isLessThan(df + 5 * Math.sqrt(2.0 * df));
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
        long[][] place = new long[][]{places(first, seat)};
        long moving = 0;
        for (int i = 0; i < 400; i++) {
            long[] p = places(sampler.sample(random), seat);
            for (int q = 0; q < 4; q++) {
                moving |= p[q] ^ place[0][q];
            }
        }
        long[] fixed = place[0].clone();
        int[] sizes = new int[4];
        for (int q = 0; q < 4; q++) {
            fixed[q] &= ~moving;
            sizes[q] = Long.bitCount(place[0][q] & moving);
        }
        int[] cards = Sampler.indices(moving);
        double total = Placement.choose(cards.length, sizes[0]) * Placement.choose(cards.length - sizes[0], sizes[1])
                * Placement.choose(cards.length - sizes[0] - sizes[1], sizes[2]);
        if (total > 20_000) {
            return null;
        }
        List<String> out = new ArrayList<>();
        assign(cards, 0, fixed.clone(), sizes.clone(), p -> {
            long[] hands = first.hands();
            hands[(seat + 1) % 3] = p[0];
            hands[(seat + 2) % 3] = p[1];
            Layout layout = new Layout(hands, p[2], p[3]);
            State replayed = replay(game, s, sampler, layout);
            if (replayed != null && replayed.view(seat).equals(s.view(seat))) {
                out.add(key(layout));
            }
        });
        return out;
    }

    private interface Visit {
        void visit(long[] places);
    }

    private static void assign(int[] cards, int i, long[] places, int[] room, Visit v) {
        if (i == cards.length) {
            v.visit(places.clone());
            return;
        }
        for (int q = 0; q < 4; q++) {
            if (room[q] > 0) {
                room[q]--;
                places[q] |= 1L << cards[i];
                assign(cards, i + 1, places, room, v);
                places[q] &= ~(1L << cards[i]);
                room[q]++;
            }
        }
    }

    /** The other two hands, the pile and the stock of a layout. */
    private static long[] places(Layout l, int seat) {
        return new long[]{l.hands()[(seat + 1) % 3], l.hands()[(seat + 2) % 3], l.pile(), l.stock()};
    }

    private static String key(Layout l) {
        return l.hands()[0] + "/" + l.hands()[1] + "/" + l.hands()[2] + "/" + l.pile() + "/" + l.stock();
    }
}
