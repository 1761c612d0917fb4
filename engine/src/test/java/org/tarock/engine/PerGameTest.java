package org.tarock.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.tarock.engine.bavarian.BavarianTarock;
import org.tarock.engine.husarln.Husarln;

/** A per-game service is found by the game each implementation names; a missing one is named. */
class PerGameTest {

    /** A service for the test, with two implementations listed in the test's META-INF/services. */
    public interface Greeting {
        GameId game();
    }

    public static final class BavarianGreeting implements Greeting {
        @Override
        public GameId game() {
            return BavarianTarock.ID;
        }
    }

    public static final class HusarlnGreeting implements Greeting {
        @Override
        public GameId game() {
            return Husarln.ID;
        }
    }

    @Test
    void eachImplementationIsFoundByTheGameItServes() {
        PerGame<Greeting> greetings = PerGame.load(Greeting.class, Greeting::game);
        assertThat(greetings.of(GameId.BAVARIAN_TAROCK)).isInstanceOf(BavarianGreeting.class);
        assertThat(greetings.of(GameId.HUSARLN)).isInstanceOf(HusarlnGreeting.class);
    }

    @Test
    void aGameWithoutImplementationIsNamedInTheError() {
        PerGame<Greeting> greetings = PerGame.load(Greeting.class, Greeting::game);
        assertThat(greetings.find(GameId.GERMAN_TAROK)).isEmpty();
        assertThatThrownBy(() -> greetings.of(GameId.GERMAN_TAROK))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no Greeting for German Tarok (its class is not listed in META-INF/services)");
    }
}
