package org.tarock.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** In duplicate play every hand is one of its own: the same deals and dealers as a fair match, nothing carried. */
class DuplicateMatchTest {
    /** German Tarok "with a pot": every played hand antes into a pot that goes on to the next hand. */
    private static final Game GERMAN = Games.create(Games.ruleBook(GameId.GERMAN_TAROK)
            .resolve(java.util.Map.of("settlement", "poule"), false));
    private static final List<String> TABLE = List.of("Anna", "Ben", "Carl");
    private static final List<String> SEEDS = List.of("creator", "", "");

    private static FairDeal chain() {
        return FairDeal.of(new byte[32], 12);
    }

    private static void playOut(State s, Random random) {
        while (!s.isOver()) {
            s.applyTrusted(s.legalAction(random.nextInt(s.legalActionCount())));
        }
    }

    @Test
    void everyHandStartsWithNothingCarriedWhereAFairMatchCarriesThePot() {
        Match fair = Match.fair(GERMAN, TABLE, chain(), SEEDS);
        Match duplicate = Match.duplicate(GERMAN, TABLE, chain(), SEEDS);
        boolean fairCarried = false;
        for (int k = 1; k <= 12; k++) {
            State a = fair.startHand();
            State b = duplicate.startHand();
            assertThat(b.deal()).isEqualTo(a.deal());
            assertThat(b.dealer()).isEqualTo(a.dealer());
            assertThat(b.carryBefore().fields()).isEqualTo(GERMAN.initialCarry().fields());
            fairCarried |= !a.carryBefore().fields().equals(GERMAN.initialCarry().fields());
            playOut(a, new Random(k));
            playOut(b, new Random(k));
            fair.finishHand();
            duplicate.finishHand();
        }
        assertThat(fairCarried).as("the fair match carried something at least once").isTrue();
    }

    @Test
    void aResumedDuplicateMatchDealsTheNextDealWithNothingCarried() {
        Match played = Match.duplicate(GERMAN, TABLE, chain(), SEEDS);
        for (int h = 0; h < 3; h++) {
            playOut(played.startHand(), new Random(h));
            played.finishHand();
        }
        Match resumed = Match.resumeDuplicate(GERMAN, chain(), SEEDS, played.seating(), 3);
        State next = played.startHand();
        State again = resumed.startHand();
        assertThat(again.deal()).isEqualTo(next.deal());
        assertThat(again.dealer()).isEqualTo(next.dealer());
        assertThat(again.carryBefore().fields()).isEqualTo(GERMAN.initialCarry().fields());
    }
}
