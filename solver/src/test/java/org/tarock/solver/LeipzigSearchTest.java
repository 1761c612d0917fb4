package org.tarock.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Action;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Phase;
import org.tarock.engine.State;
import org.tarock.engine.leipzig.LeipzigTaroc;

/** The Leipzig search against paranoid minimax over the engine's own states, where it searches to the end. */
class LeipzigSearchTest {

    /** The seat's card points in the result. */
    private static int points(State s, int seat) {
        return ((Number) ((List<?>) s.result().fields().get("card_points")).get(seat)).intValue();
    }

    /** Paranoid minimax over engine states: {@code root} maximises its card points, the others minimise them. */
    private static int paranoid(State s, int root) {
        if (s.isOver()) {
            return points(s, root);
        }
        boolean max = s.currentSeat() == root;
        int best = max ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (int a : s.legalActionList()) {
            State t = s.copy();
            t.applyTrusted(a);
            int v = paranoid(t, root);
            best = max ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }

    @Test
    void exactSearchEqualsParanoidMinimaxInTheLastTricks() {
        for (LeipzigTaroc game : List.of(new LeipzigTaroc(), new LeipzigTaroc(LeipzigTaroc.RULE_BOOK.preset(
                "prague-vienna", Map.of())), new LeipzigTaroc(LeipzigTaroc.RULE_BOOK.resolve(
                Map.of("excuse-deadline", "forfeit"), false)))) {
            DealRandom random = new DealRandom(25);
            LeipzigSearch search = new LeipzigSearch(game, 4, 2);
            int checked = 0;
            while (checked < 25) {
                State s = RandomPositions.withCardsLeft(game, random, 3 + random.nextInt(10));
                if (s == null || s.phase() != Phase.PLAY) {
                    continue;
                }
                int root = s.currentSeat();
                int[] values = search.cardValues(s);
                for (int a : s.legalActionList()) {
                    State t = s.copy();
                    t.applyTrusted(a);
                    assertThat(values[Action.arg(a)]).as("%s, card %d", s, Action.arg(a)).isEqualTo(paranoid(t, root));
                }
                checked++;
            }
        }
    }

    @Test
    void aDepthLimitedSearchGivesEveryLegalCardAValue() {
        LeipzigTaroc game = new LeipzigTaroc();
        DealRandom random = new DealRandom(26);
        LeipzigSearch search = new LeipzigSearch(game);
        for (int i = 0; i < 20; i++) {
            State s = RandomPositions.withCardsLeft(game, random, 20 + random.nextInt(50));
            if (s == null || s.phase() != Phase.PLAY) {
                continue;
            }
            int[] values = search.cardValues(s);
            for (int a : s.legalActionList()) {
                assertThat(values[Action.arg(a)]).isBetween(0, 78);
            }
            assertThat(s.legalActionList()).contains(Action.play(search.bestCard(s)));
        }
    }
}
