package org.tarock.solver;

/**
 * The rules of card play of one game and contract at mask level, as the solver needs them. Implementations
 * delegate to the engine's public rule kernels (the rules live in the engine); they add nothing but the
 * binding of the contract's parameters (trump, rank order, options). One implementation per game:
 * {@link BavarianKernel}, {@link GermanKernel}, {@link HusarlnKernel}.
 */
public interface PlayKernel {

    /** The cards of {@code hand} that may be played to a trick whose first card is {@code led} and whose winning card so far is {@code best}. */
    long follow(long hand, int led, int best);

    /** Whether {@code card} takes the lead of a trick whose winning card so far is {@code best}. */
    boolean beats(int card, int best);

    /**
     * Same-suit rank order: for each card, the cards of its suit that rank above it. Two cards of one hand
     * with no card still in play ranked between them are interchangeable in power (equivalent-card merging).
     */
    long[] beaters();

    /** The trump cards (none in a game or contract without trumps). */
    long trumps();

    /** Card points of each card index. */
    int[] points();

    /**
     * Points a trick adds beyond its cards' {@link #points()} for the side that wins it: 0 where cards are
     * counted one by one; Husarln's counting in threes is face value − 1 per card plus 1 per trick. Never
     * negative, so that the points of a side's cards are a lower bound of what their tricks are worth.
     */
    default int trickBonus() {
        return 0;
    }

    /**
     * Identifies the rules in force (game, trump, order, options): transposition-table entries stay valid
     * between positions with the same context key, declarer and goal.
     */
    long contextKey();
}
