package org.tarock.server.tournaments;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.tarock.engine.Game;
import org.tarock.engine.Games;

/** The daily tournaments as {@code tarock serve --daily} names them. */
class DailyScheduleTest {

    @Test
    void allGamesWithTwelveDealsOfExpertFixedBotsUnlessNamedOtherwise() {
        DailySchedule all = DailySchedule.parse("all");
        assertThat(all.games()).hasSize(Games.available().size());
        assertThat(all.deals()).isEqualTo(12);
        assertThat(all.bots()).isEqualTo("expert-fixed");
        DailySchedule two = DailySchedule.parse("husarln,bavarian-tarock:6:basic");
        assertThat(two.games()).extracting((Game g) -> g.id().id()).containsExactly("husarln", "bavarian-tarock");
        assertThat(two.deals()).isEqualTo(6);
        assertThat(two.bots()).isEqualTo("basic");
        assertThat(DailySchedule.parse("off").on()).isFalse();
    }

    @Test
    void aScheduleATournamentWouldRefuseIsRefusedWithTheReason() {
        assertThatThrownBy(() -> DailySchedule.parse("husarln:0")).hasMessageContaining("1 to 48 deals");
        assertThatThrownBy(() -> DailySchedule.parse("husarln:12:hard")).hasMessageContaining("hard is timed");
        assertThatThrownBy(() -> DailySchedule.parse("skat")).hasMessageContaining("unknown game \"skat\"");
    }
}
