package org.tarock.solver;

import java.util.Locale;
import org.tarock.engine.Card;
import org.tarock.engine.Game;
import org.tarock.engine.SeatView;

/** The one line that says why a hint suggests its card, in the units of the game and contract. */
public final class HintText {
    private HintText() {
    }

    /**
     * For example {@code "EA gives your side 45.3 card points on average over 20 sampled deals (next best
     * E10: 41.0)"}: in Bettel a chance of winning, in Leipzig Taroc the seat's own points with a note that
     * they come from a search and not an exact solve.
     *
     * @param top       the suggested card and its expected value
     * @param next      the second best card, null when {@code top} is the only legal card
     * @param nextValue its expected value
     * @param over      what the values are averaged over, e.g. {@code "over 20 sampled deals"}
     * @param method    how the values were found: an estimate other than the exact solve is said so
     */
    public static String reason(Game game, SeatView view, Card top, double topValue, Card next, double nextValue,
                                String over, Analysis.Method method) {
        GameSupport support = GameSupport.of(game);
        boolean chances = support.valuesAreChances(view);
        String reason = String.format(Locale.ROOT, "%s %s %s", top.code(),
                chances ? String.format(Locale.ROOT, "wins for your side in %.0f%%", 100 * topValue)
                        : String.format(Locale.ROOT, "gives %s %.1f card points on average",
                        support.everyoneForHimself() ? "you" : "your side", topValue),
                over);
        if (next != null) {
            reason += String.format(Locale.ROOT, chances ? " (next best %s: %.0f%%)" : " (next best %s: %.1f)",
                    next.code(), chances ? 100 * nextValue : nextValue);
        } else {
            reason += " (the only legal card)";
        }
        if (method == Analysis.Method.PARANOID_SEARCH) {
            reason += "; values from a depth-limited paranoid search, not an exact solve";
        } else if (method == Analysis.Method.PLAY_OUTS) {
            reason += "; values from play-outs by basic bots, not an exact solve";
        }
        return reason;
    }
}
