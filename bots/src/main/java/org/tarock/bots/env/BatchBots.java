package org.tarock.bots.env;

import java.nio.IntBuffer;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.engine.Action;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Phase;
import org.tarock.engine.State;
import org.tarock.engine.env.ActionSpace;
import org.tarock.engine.env.BatchStepper;

/**
 * Bots of one kind that play seats of a {@link BatchStepper}'s hands, so that a learner stepping the batch can
 * play against them: it asks for the action indices of the places where one of their seats is to act and steps
 * all places at once. One bot per place and seat, seeded from the seed and kept across the place's hands. The
 * bots see only their seat's view. With the factored discard a bot's discard, chosen whole from its view, is
 * given one card at a time. Not thread-safe.
 */
public final class BatchBots {
    private final BatchStepper stepper;
    private final Game game;
    private final ActionSpace space;
    private final Bot[] bots;
    /** Per place, the discard its bot is giving card by card (with the factored discard). */
    private final int[] discards;

    public BatchBots(BatchStepper stepper, String kind, long seed) {
        this.stepper = stepper;
        this.game = stepper.game();
        this.space = stepper.actionSpace();
        this.bots = new Bot[3 * stepper.batch()];
        for (int i = 0; i < bots.length; i++) {
            bots[i] = Bots.create(kind, DealRandom.handSeed(seed, i));
        }
        this.discards = new int[stepper.batch()];
    }

    /** The action index the bot of place {@code i}'s seat to act chooses. */
    public int choose(int i) {
        State s = stepper.state(i);
        int seat = s.currentSeat();
        Bot bot = bots[3 * i + seat];
        if (!space.factoredDiscard() || s.phase() != Phase.DISCARD) {
            return space.index(bot.choose(game, s.view(seat)));
        }
        int[] chosen = stepper.discardChosen(i);
        if (chosen.length == 0) {
            discards[i] = bot.choose(game, s.view(seat));
        }
        int whole = discards[i];
        for (int k = 0, n = Action.cardCount(whole); k < n; k++) {
            int card = Action.cardAt(whole, k);
            if (!contains(chosen, card)) {
                if (k < chosen.length) {
                    throw new IllegalStateException("place " + i + ": the cards of the discard chosen so far are "
                            + "not those of the bot's " + game.vocabulary().format(whole));
                }
                return space.index(Action.discard(card));
            }
        }
        throw new IllegalStateException("place " + i + ": the bot's " + game.vocabulary().format(whole)
                + " is chosen already");
    }

    private static boolean contains(int[] cards, int card) {
        for (int c : cards) {
            if (c == card) {
                return true;
            }
        }
        return false;
    }

    /**
     * For each of the first {@code count} places of {@code places}, writes the bot's action index into
     * {@code out} at the same position (absolute gets and puts: a binding passes buffers over its own arrays).
     */
    public void choose(IntBuffer places, int count, IntBuffer out) {
        for (int k = 0; k < count; k++) {
            out.put(k, choose(places.get(k)));
        }
    }
}
