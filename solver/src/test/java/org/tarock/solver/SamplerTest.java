package org.tarock.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Move;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;

/** Every sample is a deal the seat cannot tell from the real one, and samples are uniform over those deals. */
class SamplerTest {
    private static final Game GAME = RandomPositions.BAVARIAN;

    /** Replays the sampled deal through the view's history; null if a move is refused. */
    private static State replay(State original, Sampler sampler, Layout layout) {
        State s = GAME.newHand(sampler.deal(layout), original.dealer(), original.carryBefore());
        for (Move m : sampler.moves(layout)) {
            if (s.check(m.seat(), m.action()) != null) {
                return null;
            }
            s.applyTrusted(m.action());
        }
        return s;
    }

    @Test
    void everySampleReplaysToTheSameView() {
        DealRandom random = new DealRandom(61);
        int checked = 0;
        while (checked < 150) {
            State s = RandomPositions.withCardsLeft(GAME, random, random.nextInt(34));
            if (s == null) {
                continue;
            }
            for (int seat = 0; seat < 3; seat++) {
                SeatView view = s.view(seat);
                Sampler sampler = Sampler.of(GAME, view);
                for (int i = 0; i < 5; i++) {
                    Layout layout = sampler.sample(random);
                    State replayed = replay(s, sampler, layout);
                    assertThat(replayed).as("sample %s of %s for seat %d", layout, s, seat).isNotNull();
                    assertThat(replayed.view(seat)).isEqualTo(view);
                    if (s.phase() == Phase.PLAY) {
                        assertThat(sampler.position(layout)).usingRecursiveComparison()
                                .isEqualTo(Positions.of(replayed));
                    }
                }
            }
            checked++;
        }
    }

    @Test
    void frequenciesMatchExactEnumeration() {
        DealRandom random = new DealRandom(62);
        int tested = 0;
        while (tested < 6) {
            State s = RandomPositions.withCardsLeft(GAME, random, 4 + random.nextInt(4));
            if (s == null) {
                continue;
            }
            int seat = random.nextInt(3);
            Sampler sampler = Sampler.of(GAME, s.view(seat));
            List<String> consistent = enumerate(s, seat, sampler, random);
            assertThat(sampler.count()).isEqualTo(consistent.size());
            if (consistent.size() < 3) {
                continue;
            }
            Uniformity.assertUniform(sampler, consistent, SamplerTest::key, random);
            tested++;
        }
    }

    /** Every placement of the unseen cards whose replay is legal and shows the seat the same view. */
    private static List<String> enumerate(State s, int seat, Sampler sampler, DealRandom random) {
        Layout some = sampler.sample(random);
        long[] hands = some.hands();
        long unseen = (hands[(seat + 1) % 3] | hands[(seat + 2) % 3] | some.pile()) & ~knownPile(s, seat);
        int n = Long.bitCount(unseen);
        int[] cards = new int[n];
        int i = 0;
        for (long m = unseen; m != 0; m &= m - 1) {
            cards[i++] = Long.numberOfTrailingZeros(m);
        }
        List<String> out = new ArrayList<>();
        int total = (int) Math.pow(3, n);
        for (int code = 0; code < total; code++) {
            long[] h = hands.clone();
            h[(seat + 1) % 3] = 0;
            h[(seat + 2) % 3] = 0;
            long pile = knownPile(s, seat);
            int c = code;
            for (int k = 0; k < n; k++, c /= 3) {
                int place = c % 3;
                if (place == 2) {
                    pile |= 1L << cards[k];
                } else {
                    h[(seat + 1 + place) % 3] |= 1L << cards[k];
                }
            }
            if (Long.bitCount(h[(seat + 1) % 3]) != Long.bitCount(hands[(seat + 1) % 3])
                    || Long.bitCount(h[(seat + 2) % 3]) != Long.bitCount(hands[(seat + 2) % 3])) {
                continue;
            }
            Layout layout = new Layout(h, pile);
            State replayed = replay(s, sampler, layout);
            if (replayed != null && replayed.view(seat).equals(s.view(seat))) {
                out.add(key(layout));
            }
        }
        return out;
    }

    /** The pile cards the seat knows (its own discards): always part of every sample. */
    private static long knownPile(State s, int seat) {
        long out = 0;
        for (Move m : s.view(seat).history()) {
            if (m.seat() == seat && org.tarock.engine.Action.kind(m.action()) == org.tarock.engine.Action.DISCARD) {
                out = org.tarock.engine.Action.cardMask(m.action());
            }
        }
        return out;
    }

    private static String key(Layout l) {
        return l.hands()[0] + "/" + l.hands()[1] + "/" + l.hands()[2] + "/" + l.pile();
    }
}
