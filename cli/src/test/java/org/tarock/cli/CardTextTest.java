package org.tarock.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Card;
import org.tarock.engine.Pack;

class CardTextTest {

    private static List<Card> cards(Pack pack, String... codes) {
        return Arrays.stream(codes).map(pack::parse).toList();
    }

    @Test
    void aGermanHandIsGroupedBySuitNameInSuitAndRankOrder() {
        CardText text = new CardText(Style.PLAIN);
        String hand = text.hand(cards(Pack.GERMAN_36, "SU", "E7", "HK", "EA", "S10", "E10"));
        assertThat(hand).isEqualTo("Eichel EA E10 E7  |  Herz HK  |  Schellen S10 SU");
    }

    @Test
    void tarotSuitsShowTheirSymbolsWhereTheOutputCanCarryThem() {
        List<Card> hand = cards(Pack.TAROT_78, "CK", "T21", "FOOL", "H10");
        assertThat(new CardText(new Style(false, true)).hand(hand)).isEqualTo("Tarocks T21 FOOL  ·  ♣ CK  ·  ♥ H10");
        assertThat(new CardText(Style.PLAIN).hand(hand)).isEqualTo("Tarocks T21 FOOL  |  Clubs CK  |  Hearts H10");
    }

    @Test
    void coloursAreAnsiSequencesOnlyWhenAllowed() {
        Card heart = Pack.GERMAN_36.parse("HA");
        assertThat(new CardText(Style.PLAIN).card(heart)).isEqualTo("HA");
        assertThat(new CardText(new Style(true, true)).card(heart)).isEqualTo("\u001b[31mHA\u001b[0m");
    }
}
