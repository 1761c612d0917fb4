package org.tarock.solver;

import java.util.Arrays;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.Move;
import org.tarock.engine.Pack;
import org.tarock.engine.Phase;
import org.tarock.engine.State;
import org.tarock.engine.Trick;
import org.tarock.engine.leipzig.LeipzigTaroc;

/**
 * Perfect-information search for Leipzig Taroc, where each player plays for himself: a <b>paranoid</b>
 * alpha-beta search (the seat to decide maximises its own card points; the other two are assumed to play
 * together against it), <b>exact</b> when few tricks remain and <b>depth-limited with an evaluation</b>
 * otherwise. It is a practical search, not a solution of the three-player game: paranoid play is
 * pessimistic (the two others rarely combine against one player), and beyond the exact horizon the values
 * depend on the evaluation.
 *
 * <p><b>Value.</b> A seat's card points counted in threes (§7.3) are the sum over its pile of (face value − 1)
 * plus one per trick it won (plus one for the dealer's Skart): this is exact for every pile size. The Excuse
 * returns to its player's pile (worth 4 to him) and the trick's winner gets the other two cards; the empty
 * card he is owed later is worth 0 in these units, so the exchange of §7.2 changes nothing unless the
 * Excuse's player has only counting cards to give (then it is off by that card's value − 1). Declarations
 * and the Pagat's payments are not counted.
 *
 * <p><b>Rules.</b> The engine's kernels: {@link LeipzigTaroc#legalCards} (following, trumping, the Excuse's
 * duties and the trick-22 deadline), {@link LeipzigTaroc#winsSoFar}, the trick-22 hand-over
 * ({@link LeipzigTaroc#handsOverTrick22}) and the lost Excuse ({@link LeipzigTaroc#excuseLostIn}).
 *
 * <p><b>Evaluation</b> at the horizon (a trick boundary with tricks left): the points won so far plus the
 * points still out shared by trump strength, {@code (trumps held + 1) / (trumps left + 3)} of them.
 *
 * <p>Not thread-safe; one search per thread.
 */
public final class LeipzigSearch implements CardSearch {
    private static final int FOOL = LeipzigTaroc.FOOL;
    private static final long TRUMPS = LeipzigTaroc.TRUMPS;

    private final LeipzigTaroc game;
    private final int exactTricks;
    private final int depthTricks;
    /** Face value − 1 of each card. */
    private final int[] worth = new int[78];

    private final long[] lo = new long[3];
    private final long[] hi = new long[3];
    private int root;
    private int winner21;
    private long nodes;
    private final long[] legalLo = new long[1];
    /** The trick the search started in; plies count from its first card. */
    private int rootTrick;
    /** Per ply, the cards to try in order and their scores; per trick, its cards (the search allocates nothing). */
    private final int[][] moves = new int[78][25];
    private final int[][] scores = new int[78][25];
    private final int[][] trickCards = new int[27][3];

    /**
     * @param exactTricks search to the end when at most this many tricks are left
     * @param depthTricks otherwise, search this many tricks ahead (the current one included) and evaluate
     */
    public LeipzigSearch(LeipzigTaroc game, int exactTricks, int depthTricks) {
        this.game = game;
        this.exactTricks = exactTricks;
        this.depthTricks = depthTricks;
        Pack pack = game.pack();
        for (int c = 0; c < 78; c++) {
            worth[c] = pack.card(c).value() - 1;
        }
    }

    /** Exact for the last 4 tricks, else 2 tricks ahead with the evaluation. */
    public LeipzigSearch(LeipzigTaroc game) {
        this(game, 4, 2);
    }

    /** Positions searched since this search was made (for measurements). */
    @Override
    public long nodes() {
        return nodes;
    }

    /**
     * The searched value of each legal card of the seat to play (indexed by card, {@link Integer#MIN_VALUE}
     * for cards that are not legal): that seat's final card points under paranoid play (see the class
     * comment).
     *
     * @throws IllegalArgumentException if the state is not a Leipzig Taroc hand in its play phase
     */
    @Override
    public int[] cardValues(State state) {
        if (!(state.game() instanceof LeipzigTaroc) || state.phase() != Phase.PLAY) {
            throw new IllegalArgumentException("not a Leipzig Taroc hand in its play phase: " + state);
        }
        root = state.currentSeat();
        int base = pointsSoFar(state, root);
        Trick current = load(state);
        int completed = state.view(root).completedTricks();
        int trick = completed + 1;
        rootTrick = trick;
        int[] cards = current == null ? new int[0] : current.cards().stream().mapToInt(Card::index).toArray();
        int leader = current == null ? root : current.leader();
        int tricksLeft = 25 - completed;
        int horizon = tricksLeft <= exactTricks ? 26 : trick + depthTricks;
        int[] out = new int[78];
        Arrays.fill(out, Integer.MIN_VALUE);
        int[] t = Arrays.copyOf(cards, 3);
        for (long[] legal = legal(root, trick, cards.length == 0 ? -1 : cards[0]); legal[0] != 0 || legal[1] != 0; ) {
            int c = legal[0] != 0 ? Long.numberOfTrailingZeros(legal[0]) : 64 + Long.numberOfTrailingZeros(legal[1]);
            legal[c >>> 6] &= ~(1L << (c & 63));
            t[cards.length] = c;
            remove(root, c);
            out[c] = base + play(t, cards.length + 1, leader, trick, horizon, -1_000_000, 1_000_000);
            add(root, c);
        }
        return out;
    }

    /** The legal card with the highest {@link #cardValues} (the lowest index among equals). */
    public int bestCard(State state) {
        int[] v = cardValues(state);
        int best = -1;
        for (int c = 0; c < 78; c++) {
            if (v[c] != Integer.MIN_VALUE && (best < 0 || v[c] > v[best])) {
                best = c;
            }
        }
        return best;
    }

    /** What the root takes from here on, after {@code n} cards of {@code t} are on the table. */
    private int play(int[] t, int n, int leader, int trick, int horizon, int alpha, int beta) {
        nodes++;
        if (n == 3) {
            return endTrick(t, leader, trick, horizon, alpha, beta);
        }
        int seat = (leader + n) % 3;
        int ply = (trick - rootTrick) * 3 + n;
        int count = generate(t, n, leader, seat, trick, ply);
        int[] ms = moves[ply];
        boolean max = seat == root;
        int best = max ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (int i = 0; i < count; i++) {
            int c = ms[i];
            t[n] = c;
            remove(seat, c);
            int v = play(t, n + 1, leader, trick, horizon, alpha, beta);
            add(seat, c);
            if (max) {
                best = Math.max(best, v);
                alpha = Math.max(alpha, v);
            } else {
                best = Math.min(best, v);
                beta = Math.min(beta, v);
            }
            if (alpha >= beta) {
                break;
            }
        }
        return best;
    }

    /**
     * Writes the seat's legal cards into {@code moves[ply]} in search order; returns their number. The order
     * only speeds the cut-offs: a card that takes the trick so far first when its side (the root, or the two
     * others) is then winning it, the most points first; then points given to a trick the side is winning;
     * then the cheapest cards.
     */
    private int generate(int[] t, int n, int leader, int seat, int trick, int ply) {
        long legalHi = game.legalCards(lo[seat], hi[seat], trick, n == 0 ? -1 : t[0], trick == 22 && seat == winner21,
                legalLo);
        long legalLow = legalLo[0];
        int bestAt = 0;
        for (int i = 1; i < n; i++) {
            if (LeipzigTaroc.winsSoFar(t[i], t[bestAt])) {
                bestAt = i;
            }
        }
        boolean friendWinning = n > 0 && (((leader + bestAt) % 3 == root) == (seat == root));
        int[] ms = moves[ply];
        int[] sc = scores[ply];
        int count = 0;
        for (int half = 0; half < 2; half++) {
            for (long m = half == 0 ? legalLow : legalHi; m != 0; m &= m - 1) {
                int c = 64 * half + Long.numberOfTrailingZeros(m);
                int s;
                if (n == 0) {
                    s = -worth[c];
                } else if (LeipzigTaroc.winsSoFar(c, t[bestAt])) {
                    s = 200 + worth[c];
                } else {
                    s = friendWinning ? 100 + worth[c] : -worth[c];
                }
                int i = count++;
                while (i > 0 && sc[i - 1] < s) {
                    ms[i] = ms[i - 1];
                    sc[i] = sc[i - 1];
                    i--;
                }
                ms[i] = c;
                sc[i] = s;
            }
        }
        return count;
    }

    /** Scores a full trick for the root and goes on with the next (or evaluates at the horizon). */
    private int endTrick(int[] t, int leader, int trick, int horizon, int alpha, int beta) {
        int best = 0;
        for (int i = 1; i < 3; i++) {
            if (LeipzigTaroc.winsSoFar(t[i], t[best])) {
                best = i;
            }
        }
        int winner = (leader + best) % 3;
        int gain = winner == root ? 1 : 0;
        boolean lost = LeipzigTaroc.excuseLostIn(trick);
        for (int i = 0; i < 3; i++) {
            int owner = t[i] == FOOL && !lost ? (leader + i) % 3 : winner;
            if (owner == root) {
                gain += worth[t[i]];
            }
        }
        if (trick == 25) {
            return gain;
        }
        int next = winner;
        int saved21 = winner21;
        if (trick == 21) {
            winner21 = winner;
            if (game.handsOverTrick22((lo[winner] & 1L << FOOL) != 0)) {
                next = (winner + 1) % 3;
            }
        }
        int v;
        if (trick + 1 >= horizon) {
            v = evaluate();
        } else {
            v = play(trickCards[trick + 1], 0, next, trick + 1, horizon, alpha - gain, beta - gain);
        }
        winner21 = saved21;
        return gain + v;
    }

    /** The points still out, shared by trump strength (see the class comment). */
    private int evaluate() {
        int out = 0;
        int cards = 0;
        for (int s = 0; s < 3; s++) {
            for (long m = lo[s]; m != 0; m &= m - 1) {
                out += worth[Long.numberOfTrailingZeros(m)];
            }
            for (long m = hi[s]; m != 0; m &= m - 1) {
                out += worth[64 + Long.numberOfTrailingZeros(m)];
            }
            cards += Long.bitCount(lo[s]) + Long.bitCount(hi[s]);
        }
        out += cards / 3;
        int mine = Long.bitCount(lo[root] & TRUMPS);
        int all = Long.bitCount((lo[0] | lo[1] | lo[2]) & TRUMPS);
        return out * (mine + 1) / (all + 3);
    }

    private long[] legal(int seat, int trick, int led) {
        long h = game.legalCards(lo[seat], hi[seat], trick, led, trick == 22 && seat == winner21, legalLo);
        return new long[]{legalLo[0], h};
    }

    private void remove(int seat, int c) {
        if (c < 64) {
            lo[seat] &= ~(1L << c);
        } else {
            hi[seat] &= ~(1L << (c - 64));
        }
    }

    private void add(int seat, int c) {
        if (c < 64) {
            lo[seat] |= 1L << c;
        } else {
            hi[seat] |= 1L << (c - 64);
        }
    }

    /** Loads the hands and trick-21 winner of a state; returns the trick being played (null between tricks). */
    private Trick load(State state) {
        for (int s = 0; s < 3; s++) {
            lo[s] = 0;
            hi[s] = 0;
            for (Card c : state.view(s).hand()) {
                add(s, c.index());
            }
        }
        var view = state.view(root);
        winner21 = view.completedTricks() >= 21 ? view.tricks().get(20).winner() : -1;
        return view.currentTrick();
    }

    /** A seat's points so far in the search's units: its won tricks as they stand, and the dealer's Skart. */
    private int pointsSoFar(State state, int seat) {
        var view = state.view(seat);
        int sum = 0;
        for (int i = 0; i < view.completedTricks(); i++) {
            Trick t = view.tricks().get(i);
            boolean lost = LeipzigTaroc.excuseLostIn(i + 1);
            if (t.winner() == seat) {
                sum++;
            }
            for (int k = 0; k < 3; k++) {
                int c = t.cards().get(k).index();
                int owner = c == FOOL && !lost ? t.seatOf(k) : t.winner();
                if (owner == seat) {
                    sum += worth[c];
                }
            }
        }
        if (seat == state.dealer()) {
            for (Move m : state.moves()) {
                if (Action.kind(m.action()) == Action.DISCARD) {
                    sum += 1;
                    for (int i = 0; i < Action.cardCount(m.action()); i++) {
                        sum += worth[m.action() >>> (7 * i) & 0x7F];
                    }
                }
            }
        }
        return sum;
    }
}
