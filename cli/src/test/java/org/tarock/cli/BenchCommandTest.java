package org.tarock.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BenchCommandTest {

    @Test
    void printsOneLinePerGameInTheAgreedForm() {
        Cli.Result r = Cli.run("bench", "--game", "bavarian-tarock", "--runs", "1", "--millis", "50");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).matches("bavarian-tarock random-hands/s: [1-9][0-9]*\\R");
    }

    @Test
    void theEnvironmentLinesNameEveryGamesStepsPerSecond() {
        Cli.Result r = Cli.run("bench", "--env", "--runs", "1", "--millis", "50");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).matches("german-tarok env-steps/s: [1-9][0-9]*\\R"
                + "bavarian-tarock env-steps/s: [1-9][0-9]*\\R"
                + "leipzig-taroc env-steps/s: [1-9][0-9]*\\R"
                + "husarln env-steps/s: [1-9][0-9]*\\R");
    }

    @Test
    void thePlayPhaseLinesNameEveryGamesCardPlaysPerSecond() {
        Cli.Result r = Cli.run("bench", "--play-phase", "--runs", "1", "--millis", "50");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).matches("german-tarok card-plays/s: [1-9][0-9]*\\R"
                + "bavarian-tarock card-plays/s: [1-9][0-9]*\\R"
                + "leipzig-taroc card-plays/s: [1-9][0-9]*\\R"
                + "husarln card-plays/s: [1-9][0-9]*\\R");
    }

    @Test
    void playPhaseAndEnvironmentTogetherAreAUsageError() {
        Cli.Result r = Cli.run("bench", "--play-phase", "--env");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("--play-phase and --env");
    }

    @Test
    void theEnvironmentBenchStepsTheBatchItIsGiven() {
        Cli.Result r = Cli.run("bench", "--env", "--game", "leipzig-taroc", "--batch", "16", "--runs", "1",
                "--millis", "50");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).matches("leipzig-taroc env-steps/s: [1-9][0-9]*\\R");
        Cli.Result empty = Cli.run("bench", "--env", "--batch", "0");
        assertThat(empty.exit()).isEqualTo(1);
        assertThat(empty.err()).contains("--batch must be at least 1");
    }

    @Test
    void badRunCountsAreUsageErrors() {
        Cli.Result r = Cli.run("bench", "--runs", "0");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("--runs");
    }

    @Test
    void theServerLoadLineNamesThroughputAndRoundTripPercentiles() {
        Cli.Result r = Cli.run("bench", "--server", "--tables", "2", "--seconds", "1", "--warmup", "1");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("server 2 tables: [1-9][0-9]* actions/s, round trip p50 [0-9.]+ ms, "
                + "p99 [0-9.]+ ms, max [0-9.]+ ms; refusals and errors: 0; [0-9.]+ CPU-ms per action, load -?[0-9.]+");
    }

    @Test
    void aBotsMoveTimesAreItsMedianAndNinetyNinthPercentile() {
        Cli.Result r = Cli.run("bench", "--bot", "basic", "--game", "husarln", "--hands", "2");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).matches("husarln basic move-ms: median [0-9.]+ p99 [0-9.]+ max [0-9.]+; "
                + "cpu-ms per decision [0-9.]+ \\([1-9][0-9]* decisions\\)\\R");
    }

    @Test
    void anUnknownBotIsAUsageError() {
        Cli.Result r = Cli.run("bench", "--bot", "clever");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("unknown bot \"clever\"");
    }
}
