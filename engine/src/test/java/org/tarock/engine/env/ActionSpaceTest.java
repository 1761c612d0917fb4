package org.tarock.engine.env;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.Action;
import org.tarock.engine.DealRandom;
import org.tarock.engine.EnvVariants;
import org.tarock.engine.Game;
import org.tarock.engine.Games;
import org.tarock.engine.Rules;
import org.tarock.engine.State;

class ActionSpaceTest {
    private static final int HANDS = 20;

    static Stream<Arguments> variants() {
        return EnvVariants.variants();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void everyLegalActionOfRandomHandsMapsToOneIndexAndBack(String label, Rules rules) {
        Game game = Games.create(rules);
        ActionSpace space = ActionSpace.of(game);
        DealRandom random = new DealRandom(label.hashCode());
        for (int h = 0; h < HANDS; h++) {
            int dealer = game.tableSize() == 4 ? 2 : h % 3;
            State s = game.newHand(game.deal(random.nextLong(), dealer), dealer, game.initialCarry());
            while (!s.isOver()) {
                Set<Integer> indices = new HashSet<>();
                for (int a : s.legalActionList()) {
                    int index = space.index(a);
                    assertThat(index).isBetween(0, space.size() - 1);
                    assertThat(space.action(index)).as(game.vocabulary().format(a)).isEqualTo(a);
                    indices.add(index);
                }
                assertThat(indices).hasSize(s.legalActionCount());
                s.applyTrusted(s.legalAction(random.nextInt(s.legalActionCount())));
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void theMaskIsOneExactlyAtTheLegalActions(String label, Rules rules) {
        Game game = Games.create(rules);
        ActionSpace space = ActionSpace.of(game);
        DealRandom random = new DealRandom(~label.hashCode());
        for (int h = 0; h < 3; h++) {
            int dealer = game.tableSize() == 4 ? 2 : h % 3;
            State s = game.newHand(game.deal(random.nextLong(), dealer), dealer, game.initialCarry());
            while (!s.isOver()) {
                float[] mask = space.mask(s);
                Set<Integer> marked = new HashSet<>();
                for (int i = 0; i < mask.length; i++) {
                    assertThat(mask[i]).isIn(0f, 1f);
                    if (mask[i] == 1f) {
                        marked.add(space.action(i));
                        assertThat(s.check(s.currentSeat(), space.action(i))).isNull();
                    }
                }
                assertThat(marked).isEqualTo(new HashSet<>(s.legalActionList()));
                s.applyTrusted(s.legalAction(random.nextInt(s.legalActionCount())));
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void everyIndexIsADistinctActionOfTheGamesVocabulary(String label, Rules rules) {
        Game game = Games.create(rules);
        ActionSpace space = ActionSpace.of(game);
        Set<Integer> actions = new HashSet<>();
        for (int i = 0; i < space.size(); i++) {
            int a = space.action(i);
            assertThat(space.index(a)).isEqualTo(i);
            assertThat(game.vocabulary().parse(game.vocabulary().format(a))).isEqualTo(a);
            actions.add(a);
        }
        assertThat(actions).hasSize(space.size());
    }

    @Test
    void discardsAreRankedInTheCombinatorialNumberSystem() {
        ActionSpace space = ActionSpace.of(Games.byId("leipzig-taroc"));
        ActionSpace.Block skart = space.blocks().stream().filter(b -> b.kind() == Action.DISCARD).findFirst()
                .orElseThrow();
        assertThat(skart.size()).isEqualTo(76076);
        assertThat(space.index(Action.discard(0, 1, 2))).isEqualTo(skart.offset());
        // C(5,1) + C(7,2) + C(9,3) = 5 + 21 + 84
        assertThat(space.index(Action.discard(5, 7, 9))).isEqualTo(skart.offset() + 110);
        assertThat(space.index(Action.discard(75, 76, 77))).isEqualTo(skart.offset() + skart.size() - 1);
    }

    @Test
    void anActionOutsideTheGameIsRefusedByName() {
        ActionSpace space = ActionSpace.of(Games.byId("bavarian-tarock"));
        assertThatThrownBy(() -> space.index(Action.ANNUL_ACTION)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("not an action of bavarian-tarock: annul");
        assertThatThrownBy(() -> space.action(space.size())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("outside 0..");
    }
}
