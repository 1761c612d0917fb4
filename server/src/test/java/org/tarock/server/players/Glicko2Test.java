package org.tarock.server.players;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Glicko-2 as Glickman's paper computes it, and the bounds and rating periods the server adds. */
class Glicko2Test {
    private static final Glicko2 LICHESS = new Glicko2(Glicko2.Settings.LICHESS);

    /** The paper rounds its steps to four digits (mu' = -0.2069); the exact computation gives 1464.0507. */
    @Test
    void glickmansWorkedExample() {
        Glicko2.Rating player = new Glicko2.Rating(1500, 200, 0.06);
        Glicko2.Rating after = Glicko2.rate(player, List.of(
                new Glicko2.Game(new Glicko2.Rating(1400, 30, 0.06), 1),
                new Glicko2.Game(new Glicko2.Rating(1550, 100, 0.06), 0),
                new Glicko2.Game(new Glicko2.Rating(1700, 300, 0.06), 0)), 0.5, 1);
        assertThat(after.rating()).isCloseTo(1464.06, within(0.01));
        assertThat(after.rd()).isCloseTo(151.52, within(0.01));
        assertThat(after.volatility()).isCloseTo(0.05999, within(0.00001));
    }

    @Test
    void aNewPlayerStartsAtLichesssDefaults() {
        assertThat(LICHESS.initial()).isEqualTo(new Glicko2.Rating(1500, 500, 0.09));
    }

    @Test
    void theDeviationStaysWithinItsBounds() {
        Glicko2.Rating settled = new Glicko2.Rating(1800, 46, 0.06);
        Glicko2.Rating opponent = new Glicko2.Rating(1800, 46, 0.06);
        Glicko2.Rating after = LICHESS.rate(settled, java.util.Collections.nCopies(10,
                new Glicko2.Game(opponent, 0.5)), 0);
        assertThat(after.rd()).isEqualTo(45);
        assertThat(LICHESS.deviationAfter(new Glicko2.Rating(1500, 400, 0.09), 1e6)).isEqualTo(500);
    }

    @Test
    void theDeviationGrowsWithTheTimeBetweenRatedMatches() {
        Glicko2.Rating r = new Glicko2.Rating(1600, 60, 0.06);
        Instant at = Instant.parse("2026-01-01T00:00:00Z");
        double aYear = LICHESS.periods(at, at.plus(Duration.ofDays(365)));
        assertThat(aYear).isCloseTo(365 * 0.21436, within(1e-9));
        // lichess's rating periods: a typical deviation of 60 reaches 110 in a year.
        assertThat(LICHESS.deviationAfter(r, aYear)).isCloseTo(110, within(0.5));
        assertThat(LICHESS.deviationAfter(r, 0)).isCloseTo(60, within(1e-9));
    }

    @Test
    void aRatingIsRankedUntilItsDeviationReachesTheProvisionalBound() {
        Glicko2.Rating r = new Glicko2.Rating(1600, 60, 0.06);
        Instant at = Instant.parse("2026-01-01T00:00:00Z");
        Instant until = LICHESS.rankedUntil(r, at);
        double periods = LICHESS.periods(at, until);
        assertThat(LICHESS.deviationAfter(r, periods)).isCloseTo(110, within(0.01));
        assertThat(LICHESS.provisional(LICHESS.deviationAfter(r, periods * 0.99))).isFalse();
        assertThat(LICHESS.rankedUntil(new Glicko2.Rating(1500, 200, 0.09), at)).isEqualTo(at);
    }
}
