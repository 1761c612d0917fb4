package org.tarock.engine.leipzig;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Pack;
import org.tarock.engine.TestHand;

/** §6.2 legal cards, row by row of the table of §6.6, and the option readings beside it. */
class LegalCardsTest {
    private static final LeipzigTaroc LEIPZIG = TestHand.preset(LeipzigTaroc.ID, "leipzig");

    /** The legal cards as codes for a hand, a trick number, the led card (or null) and whether due to lead 22. */
    static String legal(LeipzigTaroc game, String hand, int trick, String led, boolean due22) {
        long[] h = TestHand.masks(Pack.TAROT_78, hand);
        long[] lo = new long[1];
        long hi = Play.legal(game, h[0], h[1], trick, led == null ? -1 : Pack.TAROT_78.parse(led).index(), due22, lo);
        return TarotCards.codes(lo[0], hi);
    }

    @Test
    void theExcuseMayNotLead() {
        assertThat(legal(LEIPZIG, "S2 T9 FOOL", 5, null, false)).isEqualTo("T9 S2");
    }

    @Test
    void followSuitOrTheExcuse() {
        assertThat(legal(LEIPZIG, "S2 SK T5 FOOL", 5, "S7", false)).isEqualTo("FOOL SK S2");
    }

    @Test
    void voidInTheLedSuitTrumpWithAnyTrumpOrTheExcuse() {
        assertThat(legal(LEIPZIG, "T5 T12 H3 FOOL", 5, "S7", false)).isEqualTo("T5 T12 FOOL");
    }

    @Test
    void noSuitNoTrumpTheExcuseIsTheLastTrump() {
        assertThat(legal(LEIPZIG, "H3 D9 FOOL", 5, "S7", false)).isEqualTo("FOOL");
    }

    @Test
    void withoutExcuseLastTrumpAnyCardMayBePlayed() {
        LeipzigTaroc g = TestHand.game(LeipzigTaroc.ID, Map.of("excuse-last-trump", false));
        assertThat(legal(g, "H3 D9 FOOL", 5, "S7", false)).isEqualTo("FOOL D9 H3");
    }

    @Test
    void trumpsLedWithoutTrumpTheExcuseMustBePlayed() {
        assertThat(legal(LEIPZIG, "H3 FOOL", 5, "T9", false)).isEqualTo("FOOL");
    }

    @Test
    void deadlineAtTrick22OnlyTheExcuse() {
        assertThat(legal(LEIPZIG, "D9 FOOL", 22, "D4", false)).isEqualTo("FOOL");
    }

    @Test
    void trumpsMayAlwaysBeLed() {
        assertThat(legal(LEIPZIG, "T3 C2 HK", 2, null, false)).isEqualTo("T3 C2 HK");
    }

    @Test
    void noDutyToOvertrumpOrToBeatTheTrick() {
        assertThat(legal(LEIPZIG, "T2 T20 C1 CK", 7, "C5", false)).isEqualTo("CK C1");
        assertThat(legal(LEIPZIG, "T2 T20 H1", 7, "C5", false)).isEqualTo("T2 T20");
    }

    @Test
    void withoutSuitOrTrumpAnyCardWithoutTheExcuse() {
        assertThat(legal(LEIPZIG, "H3 D9", 5, "S7", false)).isEqualTo("D9 H3");
    }

    @Test
    void aLoneExcuseMayLeadTheLastTrick() {
        LeipzigTaroc forfeit = TestHand.game(LeipzigTaroc.ID, Map.of("excuse-deadline", "forfeit"));
        assertThat(legal(forfeit, "FOOL", 25, null, false)).isEqualTo("FOOL");
    }

    @Test
    void withExcuseMayLeadTheExcuseLeads() {
        LeipzigTaroc g = TestHand.game(LeipzigTaroc.ID, Map.of("excuse-may-lead", true));
        assertThat(legal(g, "S2 T9 FOOL", 5, null, false)).isEqualTo("T9 FOOL S2");
    }

    @Test
    void aLedExcuseAsksForTrumps() {
        assertThat(legal(LEIPZIG, "T4 S2", 5, "FOOL", false)).isEqualTo("T4");
        assertThat(legal(LEIPZIG, "H3 S2", 5, "FOOL", false)).isEqualTo("H3 S2");
    }

    @Test
    void forfeitHolderNotDueToLeadMayKeepTheExcuseAtTrick22() {
        LeipzigTaroc g = TestHand.game(LeipzigTaroc.ID, Map.of("excuse-deadline", "forfeit"));
        assertThat(legal(g, "D9 FOOL", 22, "D4", false)).isEqualTo("FOOL D9");
    }

    @Test
    void forfeitHolderDueToLeadTrick22MustPlayTheExcuse() {
        LeipzigTaroc g = TestHand.game(LeipzigTaroc.ID, Map.of("excuse-deadline", "forfeit"));
        assertThat(legal(g, "D9 FOOL", 22, "D4", true)).isEqualTo("FOOL");
    }

    @Test
    void withExcuseMayLeadTheHolderDueToLeadTrick22LeadsIt() {
        LeipzigTaroc g = TestHand.game(LeipzigTaroc.ID, Map.of("excuse-may-lead", true));
        assertThat(legal(g, "D9 T3 FOOL", 22, null, true)).isEqualTo("FOOL");
    }

    @Test
    void redSuitsRankTheirPipsReversed() {
        assertThat(Play.winsSoFar(idx("D1"), idx("D10"))).isTrue();
        assertThat(Play.winsSoFar(idx("H2"), idx("H1"))).isFalse();
        assertThat(Play.winsSoFar(idx("HJ"), idx("H1"))).isTrue();
        assertThat(Play.winsSoFar(idx("S10"), idx("S1"))).isTrue();
        assertThat(Play.winsSoFar(idx("C1"), idx("C2"))).isFalse();
    }

    @Test
    void trumpsBeatSuitsAndTheHigherTrumpWins() {
        assertThat(Play.winsSoFar(idx("T1"), idx("SK"))).isTrue();
        assertThat(Play.winsSoFar(idx("T20"), idx("T21"))).isFalse();
        assertThat(Play.winsSoFar(idx("HK"), idx("S2"))).isFalse();
    }

    @Test
    void theExcuseNeverWinsAndALedExcuseIsBeatenByTheNextCard() {
        assertThat(Play.winsSoFar(idx("FOOL"), idx("S2"))).isFalse();
        assertThat(Play.winsSoFar(idx("S2"), idx("FOOL"))).isTrue();
        assertThat(Play.winsSoFar(idx("H3"), idx("S2"))).isFalse();
    }

    private static int idx(String code) {
        return Pack.TAROT_78.parse(code).index();
    }
}
