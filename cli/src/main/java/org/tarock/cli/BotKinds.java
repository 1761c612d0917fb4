package org.tarock.cli;

import java.util.Collections;
import java.util.List;
import org.tarock.bots.Bots;
import org.tarock.engine.DealRandom;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/** The bots a person asks for with {@code --bots}: one kind for every seat, or one kind per seat. */
final class BotKinds {
    private BotKinds() {
    }

    /**
     * The kinds for {@code seats} bots.
     *
     * @throws ParameterException naming the valid kinds, or how many are needed
     */
    static List<String> expand(CommandLine cl, List<String> given, int seats) {
        for (String k : given) {
            if (!Bots.KINDS.contains(k)) {
                throw new ParameterException(cl, "unknown bot \"" + k + "\" (valid: " + String.join(", ", Bots.KINDS) + ")");
            }
        }
        if (given.size() == 1) {
            return Collections.nCopies(seats, given.get(0));
        }
        if (given.size() != seats) {
            throw new ParameterException(cl, "--bots needs one kind for all seats or exactly " + seats
                    + " kinds, not " + given.size());
        }
        return List.copyOf(given);
    }

    /** Bot {@code i}'s seed: a stream of the match seed that no hand's deal uses (hands use 0, 1, 2, ...). */
    static long seed(long matchSeed, int i) {
        return DealRandom.handSeed(matchSeed, -1L - i);
    }
}
