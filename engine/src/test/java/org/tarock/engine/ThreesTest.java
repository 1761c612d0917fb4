package org.tarock.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** rules/README.md §5: counting in threes equals the traditional grouping, however the cards are grouped. */
class ThreesTest {

    /** The traditional procedure: groups of three (sum − 2), then a leftover pair (sum − 1) or single (v − 1). */
    private static int grouped(int... values) {
        int total = 0;
        int i = 0;
        for (; i + 3 <= values.length; i += 3) {
            total += values[i] + values[i + 1] + values[i + 2] - 2;
        }
        int left = values.length - i;
        if (left == 2) {
            total += values[i] + values[i + 1] - 1;
        } else if (left == 1) {
            total += values[i] - 1;
        }
        return total;
    }

    @Test
    void formulaEqualsGroupingForEveryPileSize() {
        int[] values = {5, 4, 1, 1, 3, 2, 5, 1, 1, 4, 2, 1, 5, 3};
        for (int n = 0; n <= values.length; n++) {
            int[] pile = java.util.Arrays.copyOf(values, n);
            int sum = java.util.Arrays.stream(pile).sum();
            assertThat(Threes.points(sum, n)).as(n + " cards").isEqualTo(grouped(pile));
        }
    }

    @Test
    void aLoneHonourCountsFour() {
        assertThat(Threes.points(5, 1)).isEqualTo(4);
        assertThat(Threes.points(1, 1)).isZero();
    }

    @Test
    void countsAListOfCards() {
        List<Card> pile = List.of(Pack.TAROT_78.parse("HK"), Pack.TAROT_78.parse("SQ"), Pack.TAROT_78.parse("T21"));
        assertThat(Threes.points(pile)).isEqualTo(12);
    }

    @Test
    void theWhole78CardPackCounts78() {
        assertThat(Threes.points(Pack.TAROT_78.cards())).isEqualTo(130 - 78 + 26);
    }

    @Test
    void aTarotTrickCountsInThreesAGermanOneCardByCard() {
        List<Card> tarot = List.of(Pack.TAROT_42.parse("HK"), Pack.TAROT_42.parse("T7"), Pack.TAROT_42.parse("FOOL"));
        assertThat(Pack.TAROT_42.points(tarot)).isEqualTo(5 + 1 + 5 - 2);
        List<Card> german = List.of(Pack.GERMAN_36.parse("EA"), Pack.GERMAN_36.parse("E10"), Pack.GERMAN_36.parse("E9"));
        assertThat(Pack.GERMAN_36.points(german)).isEqualTo(21);
    }

    @Test
    void rejectsAnImpossiblePile() {
        assertThatThrownBy(() -> Threes.points(2, 3)).isInstanceOf(IllegalArgumentException.class);
    }
}
