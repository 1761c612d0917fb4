package org.tarock.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The play-phase benchmark's positions and count: card play from the first lead, and only card plays counted. */
class RandomCardPlayTest {

    static Stream<GameId> games() {
        return Games.available().stream();
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyPositionIsAtTheFirstLead(GameId id) {
        List<State> positions = RandomCardPlay.firstLeads(Games.create(Games.ruleBook(id).defaults()), 20, 1);
        assertThat(positions).hasSize(20).allSatisfy(s -> {
            assertThat(s.phase()).isEqualTo(Phase.PLAY);
            assertThat(s.moves()).noneMatch(m -> Action.kind(m.action()) == Action.PLAY);
        });
    }

    @ParameterizedTest
    @MethodSource("games")
    void aBatchCountsTheCardsPlayedAfterTheFirstLead(GameId id) {
        Game game = Games.create(Games.ruleBook(id).defaults());
        RandomCardPlay play = new RandomCardPlay(game, 8, 3);
        long[] nanos = {0};
        long plays = play.playBatch(nanos);
        long cards = 0;
        for (State s : RandomCardPlay.firstLeads(game, 8, 3)) {
            cards += s.view(0).handSizes().stream().mapToInt(Integer::intValue).sum();
        }
        // a hand may end early (a lost Bettel), never with more cards played than were held
        assertThat(plays).isPositive().isLessThanOrEqualTo(cards);
        assertThat(nanos[0]).isPositive();
    }
}
