package org.tarock.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TarockTest {

    @Test
    void helpListsEveryCommandAndExitsZero() {
        Cli.Result r = Cli.run("--help");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("Usage: tarock").contains("play", "simulate", "verify", "rules", "bench");
    }

    @Test
    void anUnknownCommandIsAUsageError() {
        Cli.Result r = Cli.run("shuffle");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("shuffle").contains("Usage: tarock");
    }

    @Test
    void playWithoutAGamePlaysBavarianTarock() {
        Cli.Result r = Cli.withInput("q\n", "play");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("Bavarian Tarock").contains("Your hand: ").contains("Match over after 0 hands");
    }
}
