package org.tarock.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.RuleOption;

class RulesCommandTest {

    @Test
    void listsEveryOptionWithValuesDefaultAndMeaning() {
        Cli.Result r = Cli.run("rules", "bavarian-tarock");
        assertThat(r.exit()).isZero();
        for (RuleOption o : Games.ruleBook(GameId.BAVARIAN_TAROCK).options()) {
            assertThat(r.out()).contains(o.name()).contains(o.valuesText()).contains(o.meaning());
        }
        assertThat(r.out()).contains("Presets: none.");
    }

    @Test
    void everyAvailableGameHasItsRules() {
        for (GameId g : Games.available()) {
            assertThat(Cli.run("rules", g.id()).exit()).isZero();
        }
    }

    @Test
    void anUnknownGameListsTheValidNames() {
        Cli.Result r = Cli.run("rules", "skat");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("unknown game \"skat\"").contains("bavarian-tarock").contains("Usage: tarock rules");
        assertThat(r.err()).doesNotContain("Exception");
    }
}
