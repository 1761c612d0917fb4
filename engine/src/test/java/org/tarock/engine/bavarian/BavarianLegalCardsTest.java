package org.tarock.engine.bavarian;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tarock.engine.Cards;
import org.tarock.engine.GermanCards;
import org.tarock.engine.Pack;
import org.tarock.engine.TestHand;

/** The legal-card examples of bavarian-tarock.md §6.1, row by row. */
class BavarianLegalCardsTest {
    private static final Pack PACK = Pack.GERMAN_36;

    @ParameterizedTest(name = "§6.1 #{0}: trick {1}, hand {2} -> {3}")
    @CsvSource(delimiter = '|', textBlock = """
            1 | G9 GK | G10 GU E7 H6 | G10      | solo   | true
            2 | G9 E7 | G10 GU E8 H6 | G10 GU   | solo   | true
            3 | G9 EU | E8 E6 H6     | E8 E6    | solo   | true
            4 | G9 EU | EK E8 H6     | EK       | solo   | true
            5 | E9    | EA E6 G10    | EA       | solo   | true
            6 | H8    | GA S10       | GA S10   | solo   | true
            7 | GO    | GK G7 H10    | GK       | bettel | true
            7 | GO    | GK G7 H10    | GK G7    | bettel | false
            8 | G10   | GU G6        | GU       | bettel | true
            """)
    void legalCardsFollowTheExamples(int row, String trick, String hand, String legal, String contract,
                                     boolean stichzwang) {
        boolean bettel = contract.equals("bettel");
        int trump = bettel ? -1 : GermanCards.E;
        int[] cards = TestHand.cards(PACK, trick).stream().mapToInt(c -> c.index()).toArray();
        int best = cards[0];
        for (int i = 1; i < cards.length; i++) {
            if (GermanCards.beats(cards[i], best, trump, bettel ? GermanCards.BEATERS_BETTEL : GermanCards.BEATERS)) {
                best = cards[i];
            }
        }
        long result = BavarianTarock.legalCards(TestHand.mask(PACK, hand), cards[0], best, trump, bettel, stichzwang);
        assertThat(Cards.codes(PACK, result)).isEqualTo(Cards.codes(PACK, TestHand.mask(PACK, legal)));
    }

    @ParameterizedTest(name = "Stichzwang binds a defender over his partner: {0}")
    @CsvSource(delimiter = '|', textBlock = """
            G9 GA | GK G7 | GK G7
            G9 G10 | GA G7 | GA
            """)
    void dutyToBeatAppliesToEveryPlayer(String trick, String hand, String legal) {
        int[] cards = TestHand.cards(PACK, trick).stream().mapToInt(c -> c.index()).toArray();
        int best = GermanCards.beats(cards[1], cards[0], GermanCards.S, GermanCards.BEATERS) ? cards[1] : cards[0];
        long result = BavarianTarock.legalCards(TestHand.mask(PACK, hand), cards[0], best, GermanCards.S, false, true);
        assertThat(Cards.codes(PACK, result)).isEqualTo(Cards.codes(PACK, TestHand.mask(PACK, legal)));
    }
}
