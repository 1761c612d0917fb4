package org.tarock.engine.husarln;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tarock.engine.TestHand.act;
import static org.tarock.engine.TestHand.list;
import static org.tarock.engine.TestHand.settlement;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Action;
import org.tarock.engine.Carry;
import org.tarock.engine.DealRandom;
import org.tarock.engine.HandResult;
import org.tarock.engine.Move;
import org.tarock.engine.Pack;
import org.tarock.engine.Phase;
import org.tarock.engine.State;
import org.tarock.engine.TestHand;
import org.tarock.engine.Trick;

/** §5.3: Pagat Ultimo announced or silent, its outcomes, notes and bonus entries, and {@code silent-ultimo-loss}. */
class PagatUltimoTest {
    /** Seat 0 holds the Pagat and the eleven highest trumps; the stock holds no trump. */
    private static final String STOCK = "CK DK HK SK CQ DQ";
    private static final String TRUMP_HAND = "T1 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 FOOL";

    /** Seat 0 (the Pagat's holder) plays its highest legal card, the others their lowest. */
    private static int holderPlaysHigh(State s) {
        if (s.currentSeat() != 0) {
            return -1;
        }
        List<Integer> legal = s.legalActionList();
        return Action.arg(legal.get(legal.size() - 1));
    }

    private static HusarlnState soloWithAllTrumps(Map<String, Object> options, String declaration) {
        HusarlnState s = TestHand.of(TestHand.game(Husarln.ID, options)).talon(STOCK).hand(0, TRUMP_HAND).start();
        act(s, "bid solo", declaration, "pass", "pass");
        return s;
    }

    @Test
    void announcedUltimoMadeIsWorth10DoubledInSolo() {
        HusarlnState s = soloWithAllTrumps(Map.of(), "declare trumps-12 honours ultimo");
        TestHand.finish(s, PagatUltimoTest::holderPlaysHigh);
        HandResult r = s.result();
        assertThat(r.notes()).containsExactly("ultimo");
        assertThat(list(r, "bonuses")).containsExactlyInAnyOrder(bonus(0, "trumps-12", 6), bonus(0, "honours", 6),
                bonus(0, "ultimo", 20));
        int p = HusarlnCards.points(((1L << 42) - 1) & ~TestHand.mask(Pack.TAROT_42, STOCK));
        long a = 8 + 2L * (p - 34) + 32;
        assertThat(settlement(r)).containsExactly(2 * a, -a, -a);
    }

    @Test
    void silentPagatWinningTheLastTrickIsWorth5DoubledInSolo() {
        HusarlnState s = soloWithAllTrumps(Map.of(), "pass");
        TestHand.finish(s, PagatUltimoTest::holderPlaysHigh);
        HandResult r = s.result();
        assertThat(r.notes()).containsExactly("pagat-silent");
        assertThat(list(r, "bonuses")).containsExactly(bonus(0, "pagat-silent", 10));
    }

    @Test
    void announcedUltimoFailsWhenThePagatIsPlayedEarlier() {
        HusarlnState s = soloWithAllTrumps(Map.of(), "declare ultimo");
        TestHand.finish(s);
        HandResult r = s.result();
        assertThat(r.notes()).containsExactly("ultimo-failed");
        assertThat(list(r, "bonuses")).containsExactly(bonus(0, "ultimo", -20));
    }

    @Test
    void silentPagatPlayedEarlierCountsNothing() {
        HusarlnState s = soloWithAllTrumps(Map.of(), "pass");
        TestHand.finish(s);
        assertThat(s.result().notes()).isEmpty();
        assertThat(list(s.result(), "bonuses")).isEmpty();
    }

    @Test
    void aPagatInTheUnusedStockHasNoHolderAndNoOutcome() {
        HusarlnState s = TestHand.of(new Husarln()).talon("T1 CK DK HK SK CQ").start();
        act(s, "bid solo", "pass", "pass", "pass");
        TestHand.finish(s);
        assertThat(s.result().notes()).isEmpty();
        assertThat(list(s.result(), "bonuses")).isEmpty();
    }

    /**
     * Random hands in which the Pagat's holder keeps it as long as he can, until one has an unannounced Pagat
     * played and lost in trick 12; its actions are then replayed under both values of the option.
     */
    @Test
    void silentPagatLostInTheLastTrickCostsItsHolderOnlyWithSilentUltimoLoss() {
        DealRandom random = new DealRandom(42);
        Husarln withLoss = new Husarln();
        Husarln withoutLoss = TestHand.game(Husarln.ID, Map.of("silent-ultimo-loss", false));
        for (int attempt = 0; attempt < 2000; attempt++) {
            State s = withLoss.newHand(withLoss.deal(random.nextLong(), 2), 2, Carry.NONE);
            while (!s.isOver()) {
                int a = keepThePagat(s, random);
                s.apply(s.currentSeat(), a);
            }
            List<Trick> tricks = s.view(0).tricks();
            Trick last = tricks.isEmpty() ? null : tricks.get(tricks.size() - 1);
            if (last == null || !TestHand.codes(last.cards()).contains("T1")) {
                continue;
            }
            int holder = last.seatOf(TestHand.codes(last.cards()).indexOf("T1"));
            if (last.winner() == holder) {
                continue;
            }
            HandResult r = s.result();
            long k = r.contract().equals("solo") ? 2 : 1;
            assertThat(r.notes()).contains("pagat-silent-lost");
            assertThat(list(r, "bonuses")).contains(bonus(holder, "pagat-silent", -5 * k));
            State other = withoutLoss.newHand(s.deal(), 2, Carry.NONE);
            for (Move m : s.moves()) {
                other.apply(m.seat(), m.action());
            }
            HandResult free = other.result();
            assertThat(free.notes()).doesNotContain("pagat-silent-lost");
            assertThat(list(free, "bonuses")).noneMatch(b -> ((Map<?, ?>) b).get("kind").equals("pagat-silent"));
            int declarer = r.declarer();
            for (int seat = 0; seat < 3; seat++) {
                long diff = settlement(free).get(seat) - settlement(r).get(seat);
                long expected = seat == holder ? 5 * k * (holder == declarer ? 2 : 1)
                        : holder == declarer ? -5 * k : seat == declarer ? -5 * k : 0;
                assertThat(diff).as("seat " + seat).isEqualTo(expected);
            }
            return;
        }
        throw new AssertionError("no hand with a silent Pagat lost in trick 12 was found");
    }

    /** Random legal actions, never an announcement, and the Pagat only when it is the only legal card. */
    private static int keepThePagat(State s, DealRandom random) {
        List<Integer> legal = s.legalActionList();
        if (Action.kind(legal.get(0)) == Action.PASS && s.phase() == Phase.DECLARATIONS) {
            return Action.PASS_ACTION;
        }
        List<Integer> options = legal.stream().filter(a -> a != Action.play(HusarlnCards.PAGAT)).toList();
        List<Integer> from = options.isEmpty() ? legal : options;
        return from.get(random.nextInt(from.size()));
    }

    private static Map<String, Object> bonus(int seat, String kind, long value) {
        return Map.of("seat", (long) seat, "kind", kind, "value", value);
    }
}
