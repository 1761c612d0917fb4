package org.tarock.bots.selfplay;

import java.util.Arrays;
import org.tarock.engine.Phase;

/**
 * One decision of a self-play hand as the learned models need it: what the seat saw, what it could do, what it
 * did, what its search estimated and how the hand ended. Actions are indices of the game's
 * {@link org.tarock.engine.env.ActionSpace} without the factored discard (a discard is one index).
 *
 * @param hand         the hand's number in the run, from 0
 * @param seat         the deciding seat
 * @param phase        the phase of the decision
 * @param kind         the deciding bot's kind, as its place in the file's list of kinds
 * @param explored     whether the run's exploration replaced the bot's choice by a random legal action
 * @param choice       the action taken
 * @param legal        the legal actions, in the engine's order
 * @param estimates    per legal action (same order) the bot's estimate of its worth in half units, NaN where it
 *                     searched no such action; empty when the decision was not valued by worth (card play, a bot
 *                     without a search)
 * @param settlement   every seat's settlement of the finished hand, in half units
 * @param pot          what the hand put into the pot (taken out: negative), in half units
 * @param featureIndex the non-zero fields of the seat's observation ({@link org.tarock.engine.env.Encoder} with the
 *                     factored discard), in increasing order
 * @param featureValue their values, in the same order
 */
public record Decision(int hand, int seat, Phase phase, int kind, boolean explored, int choice, int[] legal,
                       float[] estimates, float[] outcomes, int[] settlement, int pot, int[] featureIndex,
                       float[] featureValue) {

    public Decision {
        if (estimates.length != 0 && estimates.length != legal.length) {
            throw new IllegalArgumentException("one estimate per legal action, or none");
        }
        if (outcomes.length != 0 && outcomes.length != legal.length) {
            throw new IllegalArgumentException("one outcome per legal action, or none");
        }
        if (featureIndex.length != featureValue.length) {
            throw new IllegalArgumentException("one value per feature index");
        }
    }

    /** The observation as the dense vector of {@code size} floats. */
    public float[] features(int size) {
        float[] out = new float[size];
        for (int i = 0; i < featureIndex.length; i++) {
            out[featureIndex[i]] = featureValue[i];
        }
        return out;
    }

    /** The worth of the hand to the deciding seat in half units, as the search bots count it: its settlement and a third of the pot. */
    public double worth() {
        return worth(settlement[seat], pot);
    }

    /** A seat's worth of a finished hand in half units: its settlement and a third of the pot, both in half units. */
    static double worth(long settlement, long pot) {
        return settlement + pot / 3.0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Decision d && hand == d.hand && seat == d.seat && phase == d.phase && kind == d.kind
                && explored == d.explored && choice == d.choice && pot == d.pot && Arrays.equals(legal, d.legal)
                && Arrays.equals(estimates, d.estimates)
                && Arrays.equals(outcomes, d.outcomes) && Arrays.equals(settlement, d.settlement)
                && Arrays.equals(featureIndex, d.featureIndex) && Arrays.equals(featureValue, d.featureValue);
    }

    @Override
    public int hashCode() {
        return ((hand * 31 + seat) * 31 + choice) * 31 + Arrays.hashCode(featureIndex);
    }

    @Override
    public String toString() {
        return "Decision[hand " + hand + ", seat " + seat + ", " + phase + ", choice " + choice + " of "
                + Arrays.toString(legal) + "]";
    }
}
