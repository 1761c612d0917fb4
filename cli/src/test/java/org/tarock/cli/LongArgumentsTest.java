package org.tarock.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.records.Echo;

/**
 * A usage error quotes an argument of 100,000 characters as its first {@link Echo#MAX} characters, {@code ...} and
 * its length, whichever part of the command line it is: the message stays one short line.
 */
class LongArgumentsTest {
    private static final int LONG = 100_000;
    private static final String VALUE = "n".repeat(LONG);

    static Stream<Arguments> commandLines() {
        return Stream.of(
                Arguments.of(List.of("play", "--name", VALUE), "--name must be at most 32 characters"),
                Arguments.of(List.of("play", "--" + VALUE), "Unknown option: '--nnn"),
                Arguments.of(List.of(VALUE), "Unmatched argument at index 0: 'nnn"),
                Arguments.of(List.of("simulate", "--game", VALUE, "--hands", "1"),
                        "Invalid value for option '--game': unknown game \"nnn"),
                Arguments.of(List.of("simulate", "--game", "bavarian-tarock", "--hands", VALUE),
                        "Invalid value for option '--hands': 'nnn"),
                Arguments.of(List.of("simulate", "--game", "bavarian-tarock", "--hands", "1", "--option",
                        "haferl-stake=" + VALUE), "rules.haferl-stake: "),
                Arguments.of(List.of("simulate", "--game", "bavarian-tarock", "--hands", "1", "--bots",
                        "basic," + VALUE), "unknown bot \"nnn"),
                Arguments.of(List.of("verify", "--independent=" + VALUE, "x.jsonl"),
                        "Invalid value for option '--independent': 'nnn"),
                Arguments.of(List.of("rules", VALUE), "Invalid value for positional parameter at index 0 (GAME)"));
    }

    @ParameterizedTest
    @MethodSource("commandLines")
    void aLongArgumentIsClippedInTheUsageError(List<String> args, String start) {
        Cli.Result r = Cli.run(args.toArray(String[]::new));
        assertThat(r.exit()).isEqualTo(1);
        String message = r.err().lines().findFirst().orElseThrow();
        assertThat(message).startsWith(start).contains("n".repeat(Echo.MAX - 10))
                .containsPattern("\\.\\.\\. \\(" + LONG / 10 + "(0|2) characters\\)").hasSizeLessThan(500);
        assertThat(r.err()).doesNotContain("n".repeat(Echo.MAX + 1));
        assertThat(r.out()).doesNotContain("n".repeat(Echo.MAX + 1));
    }
}
