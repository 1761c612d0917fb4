package org.tarock.server.tournaments;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Amount;
import org.tarock.records.TournamentStandings;

/** Matchpoints and standings as each entry finishes a deal (docs/fairness.md, "Tournaments"). */
class ScoreboardTest {

    private static Scoreboard.Standing standing(int rank, String name, String score, int played) {
        return new Scoreboard.Standing(rank, name, score == null ? null : new BigDecimal(score), played);
    }

    private static DealResult result(String entrant, int deal, long settlement) {
        return new DealResult(entrant, deal, Amount.of(settlement), "solo", 0, true);
    }

    private static Scoreboard board(int deals, String... entrants) {
        Scoreboard b = new Scoreboard(deals);
        for (String e : entrants) {
            b.enter(e);
        }
        return b;
    }

    /**
     * The worked example: deal 1 settles Anna +40, Ben +20, Carl +20, Dora -30 (100, 50, 50 and 0 percent); deal 2
     * Anna 0, Ben +30, Carl +30, Dora -50 (33.33, 83.33, 83.33, 0). Anna, Ben and Carl all score 66.67 and share
     * the first rank.
     */
    @Test
    void fourEntriesWithTiesOnADealAndInTheScore() {
        Scoreboard b = board(2, "Anna", "Ben", "Carl", "Dora");
        long[][] settlements = {{40, 20, 20, -30}, {0, 30, 30, -50}};
        List<String> names = List.of("Anna", "Ben", "Carl", "Dora");
        for (int k = 1; k <= 2; k++) {
            for (int e = 0; e < 4; e++) {
                b.finish(result(names.get(e), k, settlements[k - 1][e]));
            }
        }
        assertThat(b.standings()).containsExactly(standing(1, "Anna", "66.67", 2), standing(1, "Ben", "66.67", 2),
                standing(1, "Carl", "66.67", 2), standing(4, "Dora", "0.00", 2));
        assertThat(b.field(1)).extracting(p -> p.result().entrant() + " " + p.matchpoints())
                .containsExactly("Anna 100.00", "Ben 50.00", "Carl 50.00", "Dora 0.00");
        assertThat(b.field(2)).extracting(Scoreboard.Play::matchpoints)
                .containsExactly(new BigDecimal("33.33"), new BigDecimal("83.33"), new BigDecimal("83.33"),
                        new BigDecimal("0.00"));
    }

    @Test
    void anEntryAloneOnADealScoresFiftyUntilAnotherFinishesIt() {
        Scoreboard b = board(1, "Anna", "Ben");
        b.finish(result("Anna", 1, 10));
        assertThat(b.standings()).containsExactly(standing(1, "Anna", "50.00", 1), standing(2, "Ben", null, 0));
        b.finish(result("Ben", 1, 20));
        assertThat(b.standings()).containsExactly(standing(1, "Ben", "100.00", 1), standing(2, "Anna", "0.00", 1));
    }

    @Test
    void entriesThatPlayedEveryDealComeFirstThenTheOthersByDealsPlayed() {
        Scoreboard b = board(2, "Anna", "Ben", "Carl", "Dora");
        b.finish(result("Anna", 1, -10));
        b.finish(result("Ben", 1, 50));
        b.finish(result("Carl", 1, 0));
        b.finish(result("Anna", 2, -10));
        b.finish(result("Carl", 2, 0));
        assertThat(b.standings()).containsExactly(standing(1, "Carl", "75.00", 2), standing(2, "Anna", "0.00", 2),
                standing(3, "Ben", "100.00", 1), standing(4, "Dora", null, 0));
    }

    @Test
    void theFieldOfADealIsEveryEntryThatFinishedIt() {
        Scoreboard b = board(2, "Anna", "Ben");
        b.finish(result("Anna", 1, 5));
        assertThat(b.finished("Anna", 1)).isTrue();
        assertThat(b.finished("Ben", 1)).isFalse();
        assertThat(b.field(1)).extracting(p -> p.result().entrant()).containsExactly("Anna");
        assertThat(b.field(2)).isEmpty();
    }

    @Test
    void aScoreIsShownToTwoDecimalsHalvesUpFromItsShortestDecimal() {
        Random random = new Random(3);
        List<Double> scores = new ArrayList<>(List.of(66.665, 0.125, 50.005, 12.345, 99.995, 100.0, 0.0,
                133.33333333333331 / 2, 200.0 / 3));
        for (int i = 0; i < 100_000; i++) {
            scores.add(random.nextInt(100_001) / 1000.0);
            scores.add(random.nextDouble() * 100);
        }
        for (double score : scores) {
            assertThat(Scoreboard.rounded(score)).as("%s", score)
                    .isEqualTo(BigDecimal.valueOf(score).setScale(2, java.math.RoundingMode.HALF_UP));
        }
    }

    /** Many entries finishing deals in a random order: each time, the standings are those of a recount. */
    @Test
    void theStandingsAfterEachFinishedDealAreThoseRecomputedFromAllResults() {
        Random random = new Random(7);
        int deals = 4;
        List<String> names = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            names.add("player-" + i);
        }
        Scoreboard b = board(deals, names.toArray(String[]::new));
        TournamentStandings recount = new TournamentStandings(deals);
        names.forEach(recount::enter);
        List<DealResult> results = new ArrayList<>();
        for (String name : names) {
            int played = random.nextInt(deals + 1);
            for (int k = 1; k <= played; k++) {
                results.add(new DealResult(name, k, Amount.ofHalves(random.nextInt(9) - 4), null, null, null));
            }
        }
        Collections.shuffle(results, random);
        for (DealResult r : results) {
            b.finish(r);
            recount.add(r.entrant(), r.deal(), r.settlement());
            assertThat(b.standings()).extracting(s -> s.rank() + " " + s.name() + " " + s.score() + " " + s.dealsPlayed())
                    .isEqualTo(recount.lines().stream().map(l -> l.rank() + " " + l.name() + " " + l.score() + " "
                            + l.dealsPlayed()).toList());
        }
    }
}
