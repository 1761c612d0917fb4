package org.tarock.solver.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.junit.jupiter.api.Test;
import org.tarock.bots.runs.DealRunner;
import org.tarock.engine.Game;
import org.tarock.engine.Games;

class DeclarerPlayTest {
    private static final Game BAVARIAN = Games.byId("bavarian-tarock");

    private static DeclarerPlay.Report run(DeclarerPlay.Config config, int threads, IntConsumer progress) {
        try (DealRunner runner = DealRunner.threads(threads)) {
            return DeclarerPlay.run(config, runner, progress);
        }
    }

    @Test
    void theSameDeclarerOnBothSidesMakesTheSamePointsFromEveryPosition() {
        DeclarerPlay.Report r = run(new DeclarerPlay.Config(BAVARIAN, "basic", "basic", 6, 1), 1, n -> { });
        assertThat(r.trials()).hasSize(6).allSatisfy(t -> assertThat(t.pointsA()).isEqualTo(t.pointsB()));
        assertThat(r.difference().mean()).isZero();
        assertThat(r.trials()).allSatisfy(t -> assertThat(t.doubleDummy()).isBetween(0, 120));
    }

    @Test
    void aRandomDeclarerFallsShortOfTheDoubleDummyValueByMoreThanBasic() {
        DeclarerPlay.Report r = run(new DeclarerPlay.Config(BAVARIAN, "random", "basic", 40, 1), 2, n -> { });
        assertThat(r.shortfallA().mean()).isGreaterThan(r.shortfallB().mean());
        assertThat(r.difference().low()).isPositive();
    }

    @Test
    void thePositionsDoNotDependOnTheNumberOfThreads() {
        List<Integer> progress = new ArrayList<>();
        DeclarerPlay.Report one = run(new DeclarerPlay.Config(BAVARIAN, "random", "basic", 8, 3), 1, progress::add);
        DeclarerPlay.Report two = run(new DeclarerPlay.Config(BAVARIAN, "random", "basic", 8, 3), 2, n -> { });
        assertThat(two.trials()).isEqualTo(one.trials());
        assertThat(progress).last().isEqualTo(8);
    }

    @Test
    void leipzigTarocHasNoDeclarerToMeasure() {
        assertThatThrownBy(() -> new DeclarerPlay.Config(Games.byId("leipzig-taroc"), "hard", "basic", 10, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no declarer");
    }
}
