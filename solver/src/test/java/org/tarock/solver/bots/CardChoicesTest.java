package org.tarock.solver.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;

/** Card choices compared on the same positions against the true deal's double-dummy values. */
class CardChoicesTest {
    private static final Game BAVARIAN = Games.create(Games.ruleBook(GameId.BAVARIAN_TAROCK).defaults());

    @Test
    void aBotComparedWithItselfGivesAwayExactlyAsMuch() {
        CardChoices.Report r = CardChoices.run(new CardChoices.Config(BAVARIAN, "basic", "basic", 4, 3), h -> { });
        assertThat(r.decisions()).isPositive();
        assertThat(r.pointsDifference().mean()).isZero();
        assertThat(r.scoreDifference().mean()).isZero();
        assertThat(r.pointsA().mean()).isEqualTo(r.pointsB().mean()).isPositive();
    }

    @Test
    void randomCardsGiveAwayMoreThanBasicsOnTheSamePositions() {
        CardChoices.Report r = CardChoices.run(new CardChoices.Config(BAVARIAN, "random", "basic", 4, 3), h -> { });
        assertThat(r.pointsA().mean()).isGreaterThan(r.pointsB().mean());
        assertThat(r.pointsDifference().mean()).isPositive();
    }

    @Test
    void leipzigTarocHasNoDoubleDummyValues() {
        Game leipzig = Games.create(Games.ruleBook(GameId.LEIPZIG_TAROC).defaults());
        assertThatThrownBy(() -> new CardChoices.Config(leipzig, "basic", "random", 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("double-dummy");
    }
}
