package org.tarock.records;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Amount;

/** A tournament's standings recomputed from settlements, as docs/fairness.md ("Tournaments") words the scoring. */
class TournamentStandingsTest {

    private static TournamentStandings.Line line(int rank, String name, String score, int played) {
        return new TournamentStandings.Line(rank, name, score == null ? null : new BigDecimal(score), played);
    }

    /**
     * The worked example: deal 1 settles Anna +40, Ben +20, Carl +20, Dora -30 (100, 50, 50, 0 percent); deal 2
     * Anna 0, Ben +30, Carl +30, Dora -50 (33.33, 83.33, 83.33, 0). Anna, Ben and Carl all score 66.67 and share
     * the first rank.
     */
    @Test
    void fourEntriesWithTiesOnADealAndInTheScore() {
        TournamentStandings s = new TournamentStandings(2);
        long[][] settlements = {{40, 20, 20, -30}, {0, 30, 30, -50}};
        List<String> names = List.of("Anna", "Ben", "Carl", "Dora");
        for (int k = 1; k <= 2; k++) {
            for (int e = 0; e < 4; e++) {
                s.add(names.get(e), k, Amount.of(settlements[k - 1][e]));
            }
        }
        assertThat(s.lines()).containsExactly(line(1, "Anna", "66.67", 2), line(1, "Ben", "66.67", 2),
                line(1, "Carl", "66.67", 2), line(4, "Dora", "0.00", 2));
    }

    @Test
    void entriesThatPlayedEveryDealComeFirstThenTheOthersByDealsPlayed() {
        TournamentStandings s = new TournamentStandings(2);
        s.add("Anna", 1, Amount.of(-10));
        s.add("Anna", 2, Amount.of(-10));
        s.add("Ben", 1, Amount.of(50));
        s.add("Carl", 1, Amount.of(0));
        s.add("Carl", 2, Amount.of(0));
        s.enter("Dora");
        assertThat(s.lines()).containsExactly(line(1, "Carl", "75.00", 2), line(2, "Anna", "0.00", 2),
                line(3, "Ben", "100.00", 1), line(4, "Dora", null, 0));
    }

    @Test
    void anEntryAloneOnADealScoresFiftyPercent() {
        TournamentStandings s = new TournamentStandings(1);
        s.add("Anna", 1, Amount.ofHalves(-3));
        assertThat(s.lines()).containsExactly(line(1, "Anna", "50.00", 1));
    }
}
