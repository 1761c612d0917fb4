package org.tarock.server.tournaments;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.server.table.ApiException;

/** What a tournament may be: its rules, deals, bots and times, each refused with its code and why. */
class TournamentSpecTest {
    private static final Instant NOW = Instant.parse("2026-12-01T12:00:00Z");

    private static Game game(GameId id, Map<String, Object> options) {
        return Games.create(Games.ruleBook(id).resolve(options, false));
    }

    private static final Game HUSARLN = game(GameId.HUSARLN, Map.of());

    private static TournamentSpec spec(Game game, Integer deals, String bots, Instant opens, Instant closes) {
        return TournamentSpec.of(game, deals, bots, opens, closes, false, NOW);
    }

    private static void refused(Runnable creation, String code, String message) {
        assertThatThrownBy(creation::run).isInstanceOf(ApiException.class)
                .satisfies(e -> assertThat(((ApiException) e).code()).isEqualTo(code))
                .satisfies(e -> assertThat(((ApiException) e).status()).isEqualTo(400))
                .hasMessageContaining(message);
    }

    @Test
    void theDefaultsAreTwelveDealsOfTheFixedExpertFromNowForADay() {
        TournamentSpec s = spec(HUSARLN, null, null, null, null);
        assertThat(s.deals()).isEqualTo(12);
        assertThat(s.bots()).isEqualTo("expert-fixed");
        assertThat(s.opens()).isEqualTo(NOW);
        assertThat(s.closes()).isEqualTo(NOW.plus(Duration.ofHours(24)));
    }

    @Test
    void aTableOfFourIsRefused() {
        refused(() -> spec(game(GameId.BAVARIAN_TAROCK, Map.of("table-size", 4)), 3, null, null, null), "bad-rules",
                "a tournament is played at a table of three");
    }

    @Test
    void rulesUnderWhichADealCanBeAnnulledAreRefused() {
        refused(() -> spec(game(GameId.LEIPZIG_TAROC, Map.of("annul-few-trumps", true)), 3, null, null, null),
                "bad-rules", "annul-few-trumps");
        assertThat(spec(game(GameId.LEIPZIG_TAROC, Map.of()), 3, null, null, null).deals()).isEqualTo(3);
    }

    @Test
    void aTournamentHasOneToFortyEightDeals() {
        refused(() -> spec(HUSARLN, 0, null, null, null), "bad-deals", "1 to 48 deals, not 0");
        refused(() -> spec(HUSARLN, 49, null, null, null), "bad-deals", "1 to 48 deals, not 49");
        assertThat(spec(HUSARLN, 48, null, null, null).deals()).isEqualTo(48);
    }

    @Test
    void onlyBotsThatDecideTheSameOnAnyMachine() {
        refused(() -> spec(HUSARLN, 3, "hard", null, null), "bad-bots", "random, basic, pimc, expert-fixed, expert-classic; hard is timed");
        refused(() -> spec(HUSARLN, 3, "clever", null, null), "bad-bots", "one of random, basic, pimc, expert-fixed, expert-classic");
        assertThat(spec(HUSARLN, 3, "pimc", null, null).bots()).isEqualTo("pimc");
    }

    @Test
    void itClosesAfterItOpensAndAtMostSevenDaysLater() {
        Instant opens = NOW.plus(Duration.ofHours(1));
        refused(() -> spec(HUSARLN, 3, null, opens, opens), "bad-times", "must be after \"opens\"");
        refused(() -> spec(HUSARLN, 3, null, opens, opens.plus(Duration.ofDays(7)).plusSeconds(1)), "bad-times",
                "at most 7 days");
        assertThat(spec(HUSARLN, 3, null, opens, opens.plus(Duration.ofDays(7))).closes())
                .isEqualTo(opens.plus(Duration.ofDays(7)));
    }

    @Test
    void anOpeningInThePastIsRefusedUnlessItIsAClientsClockRunningBehind() {
        refused(() -> spec(HUSARLN, 3, null, NOW.minus(Duration.ofHours(1)), null), "bad-times", "is in the past");
        assertThat(spec(HUSARLN, 3, null, NOW.minus(Duration.ofMinutes(2)), null).opens()).isEqualTo(NOW);
    }
}
