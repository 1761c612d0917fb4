package org.tarock.solver.env;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.Deal;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.RuleBook;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;

class DeterminizationTest {

    static Stream<Arguments> games() {
        List<Arguments> out = new ArrayList<>();
        for (GameId id : Games.available()) {
            RuleBook book = Games.ruleBook(id);
            out.add(Arguments.of(id.id(), Games.create(book.defaults())));
            for (String preset : book.presets().keySet()) {
                out.add(Arguments.of(id.id() + " " + preset, Games.create(book.preset(preset, Map.of()))));
            }
        }
        return out.stream();
    }

    /** Every resampled state gives back the seat's view, and the unseen cards lie differently across draws. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void aResampledStateIsConsistentWithTheSeatsView(String label, Game game) {
        DealRandom random = new DealRandom(label.hashCode());
        int varied = 0;
        for (int h = 0; h < 12; h++) {
            int dealer = game.tableSize() == 4 ? 2 : h % 3;
            State s = game.newHand(game.deal(random.nextLong(), dealer), dealer, game.initialCarry());
            int stop = random.nextInt(50);
            for (int i = 0; i < stop && !s.isOver(); i++) {
                s.applyTrusted(s.legalAction(random.nextInt(s.legalActionCount())));
            }
            if (s.isOver()) {
                continue;
            }
            int seat = random.nextInt(3);
            SeatView view = s.view(seat);
            Determinization d = new Determinization(game, view);
            Set<Deal> deals = new HashSet<>();
            for (int k = 0; k < 5; k++) {
                State sample = d.resample(random);
                assertThat(sample.view(seat)).isEqualTo(view);
                assertThat(sample.moves().size()).isEqualTo(s.moves().size());
                deals.add(sample.deal());
            }
            if (deals.size() > 1) {
                varied++;
            }
        }
        assertThat(varied).as("positions whose draws differed").isPositive();
    }
}
