package org.tarock.solver;

import java.util.Arrays;

/**
 * A play-phase position with every card known, in the solver's game-neutral terms. Immutable (arrays are
 * copied in and must not be changed through the accessors).
 *
 * @param rules          the card-play rules of the game and contract
 * @param goal           what the declarer's side plays for
 * @param declarer       the declarer's (soloist's) seat
 * @param hands          the cards each seat holds now
 * @param trick          the cards of the current trick in the order played (empty between tricks)
 * @param leader         the seat that led, or is to lead, the current trick
 * @param declarerPoints the declarer side's card points so far, including what the rules add outside the
 *                       tricks (a Stockspiel's discards, a Solo's stock)
 * @param soloistTricks  tricks the declarer has won so far
 */
public record Position(PlayKernel rules, Goal goal, int declarer, long[] hands, int[] trick, int leader,
                       int declarerPoints, int soloistTricks) {

    public Position {
        hands = hands.clone();
        trick = trick.clone();
    }

    /** The seat to play. */
    public int toPlay() {
        return (leader + trick.length) % 3;
    }

    /** Whether play is over: every card played, or a Bettel's soloist has taken a trick. */
    public boolean isOver() {
        return (hands[0] | hands[1] | hands[2]) == 0 || (goal == Goal.NO_TRICK && soloistTricks > 0);
    }

    /** The card winning the current trick so far; -1 between tricks. */
    public int best() {
        return trick.length == 0 ? -1 : trick[bestIndex()];
    }

    /** The seat winning the current trick so far; -1 between tricks. */
    public int bestSeat() {
        return trick.length == 0 ? -1 : (leader + bestIndex()) % 3;
    }

    private int bestIndex() {
        int b = 0;
        for (int i = 1; i < trick.length; i++) {
            if (rules.beats(trick[i], trick[b])) {
                b = i;
            }
        }
        return b;
    }

    /** The legal cards of the seat to play. */
    public long legalCards() {
        long hand = hands[toPlay()];
        return trick.length == 0 ? hand : rules.follow(hand, trick[0], best());
    }

    /** The position after the seat to play plays {@code card} (not checked for legality). */
    public Position after(int card) {
        long[] h = hands.clone();
        int seat = toPlay();
        h[seat] &= ~(1L << card);
        int[] t = Arrays.copyOf(trick, trick.length + 1);
        t[trick.length] = card;
        if (t.length < 3) {
            return new Position(rules, goal, declarer, h, t, leader, declarerPoints, soloistTricks);
        }
        int b = 0;
        for (int i = 1; i < 3; i++) {
            if (rules.beats(t[i], t[b])) {
                b = i;
            }
        }
        int winner = (leader + b) % 3;
        int[] pts = rules.points();
        boolean declarerWins = winner == declarer;
        return new Position(rules, goal, declarer, h, new int[0], winner,
                declarerPoints + (declarerWins ? pts[t[0]] + pts[t[1]] + pts[t[2]] + rules.trickBonus() : 0),
                soloistTricks + (declarerWins ? 1 : 0));
    }

    /** The value of a finished position: the declarer side's points, or for Bettel 1 if the soloist took no trick. */
    public int finalValue() {
        return goal == Goal.NO_TRICK ? (soloistTricks == 0 ? 1 : 0) : declarerPoints;
    }
}
