package org.tarock.bots.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tarock.bots.runs.DealRunner;
import org.tarock.engine.Game;
import org.tarock.engine.Games;
import org.tarock.engine.GameId;

class ArenaTest {
    private static final Game GAME = Games.create(Games.ruleBook(GameId.BAVARIAN_TAROCK).defaults());

    private static ArenaReport run(Arena.Config config, int threads) {
        try (DealRunner runner = DealRunner.threads(threads)) {
            return Arena.run(config, runner, null, h -> { });
        }
    }

    @Test
    void eachDealIsPlayedInAllSixSeatingsFromTheSameCards() {
        List<Arena.PlayedHand> hands = new ArrayList<>();
        hands.addAll(Arena.playDeal(GAME, "basic", "random", 1, 0));
        hands.addAll(Arena.playDeal(GAME, "basic", "random", 1, 1));
        for (int i = 0; i < 6; i++) {
            Arena.PlayedHand h = hands.get(i);
            assertThat(h.deal()).isZero();
            assertThat(h.state().deal()).isEqualTo(hands.get(0).state().deal());
            String alone = i < 3 ? "basic" : "random";
            assertThat(h.kinds().get(i % 3)).isEqualTo(alone);
            assertThat(h.kinds().stream().filter(alone::equals)).hasSize(1);
        }
        assertThat(hands.get(6).state().deal()).isNotEqualTo(hands.get(0).state().deal());
    }

    @Test
    void everyHandIsReportedInDealAndSeatingOrderWithItsLine() {
        List<Arena.HandOutcome> hands = new ArrayList<>();
        try (DealRunner runner = DealRunner.threads(2)) {
            Arena.run(new Arena.Config(GAME, "basic", "random", 3, 1), runner,
                    h -> h.deal() + "/" + h.seating(), hands::add);
        }
        assertThat(hands).extracting(Arena.HandOutcome::line).containsExactly(
                "0/0", "0/1", "0/2", "0/3", "0/4", "0/5", "1/0", "1/1", "1/2", "1/3", "1/4", "1/5",
                "2/0", "2/1", "2/2", "2/3", "2/4", "2/5");
    }

    @Test
    void figuresDoNotDependOnTheNumberOfThreads() {
        assertThat(run(new Arena.Config(GAME, "basic", "random", 12, 5), 2))
                .isEqualTo(run(new Arena.Config(GAME, "basic", "random", 12, 5), 1));
    }

    @Test
    void basicBeatsRandomWithTheMarginsIntervalAboveZero() {
        ArenaReport r = run(new Arena.Config(GAME, "basic", "random", 150, 9), 2);
        assertThat(r.bots()).extracting(ArenaReport.BotFigures::hands).containsExactly(1350, 1350);
        assertThat(r.margin().low()).as("margin " + r.margin()).isPositive();
        assertThat(r.bots().get(0).settlement().mean()).isGreaterThan(r.bots().get(1).settlement().mean());
    }

    @Test
    void twoDifferentBotsAreNeeded() {
        assertThatThrownBy(() -> new Arena.Config(GAME, "basic", "basic", 1, 1))
                .hasMessage("an arena needs two different bots, not basic twice");
    }
}
