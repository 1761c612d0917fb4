package org.tarock.engine.husarln;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.Carry;
import org.tarock.engine.DealRandom;
import org.tarock.engine.HandResult;
import org.tarock.engine.Move;
import org.tarock.engine.Pack;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.TestHand;
import org.tarock.engine.Trick;

/** Invariants over random deals and random legal play, under every combination of the rule options. */
class HusarlnPropertiesTest {

    @Provide
    Arbitrary<Husarln> games() {
        return Arbitraries.integers().between(0, 7).map(bits -> TestHand.game(Husarln.ID, Map.of(
                "solo-ends-auction", (bits & 1) != 0,
                "rebid-after-hold", (bits & 2) != 0,
                "silent-ultimo-loss", (bits & 4) != 0)));
    }

    /** Plays a random hand; {@code check} is called before every action. */
    private static State playRandom(Husarln game, long seed, Consumer<State> check) {
        DealRandom random = new DealRandom(seed);
        int dealer = random.nextInt(3);
        State s = game.newHand(game.deal(random.nextLong(), dealer), dealer, Carry.NONE);
        while (!s.isOver()) {
            check.accept(s);
            List<Integer> legal = s.legalActionList();
            s.apply(s.currentSeat(), legal.get(random.nextInt(legal.size())));
        }
        return s;
    }

    @Property(tries = 300)
    void legalActionsEqualTheReferenceAndAreNeverEmptyBeforeTheEnd(@ForAll("games") Husarln game, @ForAll long seed) {
        State end = playRandom(game, seed, s -> {
            Set<String> engine = new HashSet<>();
            for (int a : s.legalActionList()) {
                engine.add(game.vocabulary().format(a));
            }
            assertThat(engine).as("legal actions before the end").isNotEmpty();
            assertThat(engine).as(s.toString()).isEqualTo(ReferenceRules.legal(s));
        });
        assertThat(ReferenceRules.legal(end)).isEmpty();
    }

    @Property(tries = 100)
    void defendersSeeExactlyTheExposedStockCards(@ForAll("games") Husarln game, @ForAll long seed) {
        playRandom(game, seed, s -> {
            for (int seat = 0; seat < 3; seat++) {
                SeatView v = s.view(seat);
                HusarlnPublic pub = v.detail(HusarlnPublic.class);
                Set<Card> exposed = new HashSet<>(pub.exposed());
                assertThat(v.talon()).containsAll(exposed);
                if (seat == pub.declarer()) {
                    continue;
                }
                assertThat(new HashSet<>(v.talon())).isEqualTo(exposed);
                StringBuilder seen = new StringBuilder(String.valueOf(pub)).append(' ').append(v.talon());
                for (Move m : v.history()) {
                    seen.append(' ').append(game.vocabulary().format(m.action()));
                }
                for (Trick t : v.tricks()) {
                    exposed.addAll(t.cards());
                }
                for (Card c : s.deal().talon()) {
                    if (!exposed.contains(c)) {
                        assertThat(seen.toString()).as("unexposed stock card " + c).doesNotContainPattern("\\b" + c + "\\b");
                    }
                }
            }
        });
    }

    @Property(tries = 500)
    void sidePointsTotal66AndEveryCardIsAccountedForOnce(@ForAll("games") Husarln game, @ForAll long seed) {
        State s = playRandom(game, seed, x -> { });
        HandResult r = s.result();
        if (r.declarer() == null) {
            assertThat(r.notes()).containsExactly("thrown-in");
            return;
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> side = (Map<String, Object>) r.fields().get("side_points");
        assertThat((Long) side.get("declarer") + (Long) side.get("defenders")).isEqualTo(66);
        List<Card> all = new ArrayList<>();
        for (Trick t : s.view(0).tricks()) {
            all.addAll(t.cards());
        }
        long taken = 0;
        for (Move m : s.moves()) {
            if (Action.kind(m.action()) == Action.DISCARD) {
                all.addAll(Pack.TAROT_42.cards().stream().filter(c -> (Action.cardMask(m.action()) & c.bit()) != 0).toList());
            }
            if (Action.kind(m.action()) == Action.TAKE) {
                taken = Action.cardMask(m.action());
            }
        }
        for (Card c : s.deal().talon()) {
            if ((taken & c.bit()) == 0) {
                all.add(c);
            }
        }
        assertThat(all).hasSize(42).doesNotHaveDuplicates();
        assertThat(s.view(0).hand()).isEmpty();
    }

    @Property(tries = 500)
    void settlementSumsToZeroAndMatchesTheResult(@ForAll("games") Husarln game, @ForAll long seed) {
        State s = playRandom(game, seed, x -> { });
        HandResult r = s.result();
        assertThat(TestHand.settlement(r).stream().mapToLong(Long::longValue).sum()).isZero();
        assertThat(r.fields().get("pot")).isEqualTo(0L);
        if (r.declarer() != null) {
            long p = TestHand.number(r, "margin");
            assertThat(r.won() ? 34 + p : 34 - p).isEqualTo(((List<?>) r.fields().get("card_points")).get(r.declarer()));
        }
    }

    @Property
    void anySplitOfThePackCounts66(@ForAll long split) {
        long pile = split & ((1L << 42) - 1);
        assertThat(HusarlnCards.points(pile) + HusarlnCards.points(~pile & ((1L << 42) - 1))).isEqualTo(66);
    }

    @Property
    void countingMatchesTheFaceValuesOfTheCards(@ForAll long split) {
        long pile = split & ((1L << 42) - 1);
        int faces = 0;
        for (Card c : Pack.TAROT_42.cards()) {
            if ((pile & c.bit()) != 0) {
                faces += c.value() - 1;
            }
        }
        assertThat(HusarlnCards.points(pile)).isEqualTo(faces + (Long.bitCount(pile) + 1) / 3);
    }
}
