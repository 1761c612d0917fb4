package org.tarock.engine.env;

import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.SeatView;

/**
 * What the research environment knows of one game beyond what every game has (docs/env.md): the blocks of its
 * action space after card play, and its own public facts in the observation. One class per game, in the game's
 * own package, listed in {@code META-INF/services/org.tarock.engine.env.GameEncoding}; each says which game it
 * serves by its entry class's {@code ID}. Implementations are stateless and thread-safe.
 */
public interface GameEncoding {

    /** The game this class encodes. */
    GameId game();

    /** Adds the game's blocks after {@code play}, in the order of its rules file's "Record actions" table. */
    void blocks(ActionSpace.Blocks space);

    /** How many floats the game's own facts take in the observation, with a pack of {@code packSize} cards. */
    int factFields(int packSize);

    /**
     * Where among the game's facts lies the one that a hand-over of the lead after a trick sets (Leipzig Taroc's
     * {@code handover22}), or -1 in a game without one.
     */
    default int handoverField() {
        return -1;
    }

    /** The contract of a view's public facts so far; {@link Contract#NONE} in a game without a declarer. */
    Contract contract(SeatView.Detail detail);

    /**
     * Writes the game's own facts of {@code detail} as seat {@code me} sees them (seats relative to it, see
     * {@link #relative}) into {@code out} from {@code at}, whose {@link #factFields} floats are zero; returns the
     * index after them.
     */
    int writeFacts(SeatView.Detail detail, int me, int packSize, float[] out, int at);

    /**
     * A view's contract so far: the highest contract bid, the contract, its declarer's engine seat and the trump
     * suit's letter (null, null, -1, null where there is none yet).
     */
    record Contract(String highBid, String contract, int declarer, String trump) {
        public static final Contract NONE = new Contract(null, null, -1, null);
    }

    /** Seat {@code seat} as seen from seat {@code me}: 0 itself, 1 the next in play order, 2 the one after. */
    static int relative(int seat, int me) {
        return (seat - me + 3) % 3;
    }

    /**
     * The encoding of {@code game}.
     *
     * @throws IllegalArgumentException if no class for it is listed
     */
    static GameEncoding of(Game game) {
        return GameEncodings.ALL.of(game.id());
    }
}
