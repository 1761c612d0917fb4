package org.tarock.engine.husarln;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Card;
import org.tarock.engine.Deal;
import org.tarock.engine.HandResult;
import org.tarock.engine.Match;
import org.tarock.engine.Pack;
import org.tarock.engine.TestHand;

/** §2–3: the 42-card pack, the stock dealt first, then six and six from forehand; the deal passes to forehand. */
class DealTest {
    private final Husarln game = new Husarln();

    private static List<Integer> indices(List<Card> cards) {
        return cards.stream().map(Card::index).toList();
    }

    private static List<Integer> range(int from, int to) {
        return IntStream.range(from, to).boxed().toList();
    }

    @Test
    void theStockIsDealtFirstThenTwoRoundsOfSix() {
        int[] order = new int[42];
        for (int i = 0; i < 42; i++) {
            order[i] = i;
        }
        Deal d = game.deal(order, 0);
        assertThat(indices(d.talon())).as("positions 1-6 in order").isEqualTo(range(0, 6));
        List<Integer> forehand = new ArrayList<>(range(6, 12));
        forehand.addAll(range(24, 30));
        List<Integer> middlehand = new ArrayList<>(range(12, 18));
        middlehand.addAll(range(30, 36));
        List<Integer> dealer = new ArrayList<>(range(18, 24));
        dealer.addAll(range(36, 42));
        assertThat(indices(d.hand(1))).isEqualTo(forehand);
        assertThat(indices(d.hand(2))).isEqualTo(middlehand);
        assertThat(indices(d.hand(0))).isEqualTo(dealer);
    }

    @Test
    void thePackHas22TrumpsAndFourSuitsOfFive() {
        assertThat(Pack.TAROT_42.size()).isEqualTo(42);
        assertThat(Long.bitCount(HusarlnCards.TRUMPS)).isEqualTo(22);
        for (int s = 0; s < 4; s++) {
            int suit = s;
            long inSuit = Pack.TAROT_42.cards().stream().filter(c -> c.suit() == suit).mapToLong(Card::bit).sum();
            assertThat(HusarlnCards.suitMask(s)).isEqualTo(inSuit);
            assertThat(Long.bitCount(inSuit)).isEqualTo(5);
        }
        assertThat(TestHand.codes(Pack.TAROT_42.cards().subList(22, 42))).containsExactly(
                "CK", "CQ", "CC", "CJ", "C10", "DK", "DQ", "DC", "DJ", "D1",
                "HK", "HQ", "HC", "HJ", "H1", "SK", "SQ", "SC", "SJ", "S10");
    }

    @Test
    void theDealPassesToForehandAfterEveryHandThrownInIncluded() {
        Match m = new Match(game, List.of("A", "B", "C"), 7, 0);
        for (int h = 0; h < 3; h++) {
            assertThat(m.seating().dealer()).isEqualTo(h);
            var s = m.startHand();
            while (!s.isOver()) {
                s.applyTrusted(s.legalAction(0));
            }
            HandResult r = m.finishHand();
            assertThat(r.notes()).as("first legal action everywhere: everyone passes").contains("thrown-in");
        }
        assertThat(m.seating().dealer()).isZero();
    }
}
