package org.tarock.solver;

import java.util.ArrayList;
import java.util.List;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.Carry;
import org.tarock.engine.Cards;
import org.tarock.engine.Deal;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Move;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.Trick;

/**
 * Deals of the cards a seat cannot see, uniformly at random among all deals consistent with its view: the
 * cards it saw played, the voids and other holdings its plays reveal, exposed and shown cards, declarations,
 * and the rules' restrictions on discards. One implementation per game; each documents its constraints and
 * whether its uniformity is exact.
 *
 * <p>A sample is a {@link Layout} (where the cards lie now). {@link #deal} and {@link #moves} turn it into a
 * deal as dealt and the history with the hidden actions of other seats filled in, so that replaying the
 * moves on the deal gives a state whose view for this seat equals the view sampled from.
 */
public abstract class Sampler {

    final Game game;
    /** The view sampled from: its seat's cards and everything public. */
    final SeatView view;

    /** Only the games' samplers in this package, made by their {@link GameSupport}. */
    Sampler(Game game, SeatView view) {
        this.game = game;
        this.view = view;
    }

    /** A sampler of the deals consistent with {@code view}, the game's own ({@link GameSupport#sampler}). */
    public static Sampler of(Game game, SeatView view) {
        return GameSupport.of(game).sampler(game, view);
    }

    /** The number of consistent deals (of where the unseen cards lie now), exactly up to double precision. */
    public abstract double count();

    /** Whether {@link #count()} is exact, rather than estimated from draws (see the game's sampler). */
    boolean exactCount() {
        return true;
    }

    /** One consistent deal, uniformly at random. */
    public abstract Layout sample(DealRandom random);

    /** The deal as dealt that leads to {@code layout} when replayed through {@link #moves}. */
    public abstract Deal deal(Layout layout);

    /**
     * The view's history with the hidden actions of other seats filled in from {@code layout}: here the one
     * hidden discard, the pile; a game with other hidden actions says so.
     */
    public List<Move> moves(Layout layout) {
        return withHiddenDiscard(view, layout.pile());
    }

    /**
     * The carried state the hand started from, as far as the view shows it (it shows all that matters to play):
     * here the start of a match, for a game that carries nothing a hand's play depends on.
     */
    public Carry carry() {
        return game.initialCarry();
    }

    /**
     * The solver position of a sampled deal; only in the play phase.
     *
     * @throws IllegalArgumentException if the game has no double-dummy solver
     */
    public abstract Position position(Layout layout);

    /** A card-play rule at mask level: the cards of {@code hand} legal to a trick led with {@code led}, won so far by {@code best}. */
    interface Follow {
        long legal(long hand, int led, int best);
    }

    /** A trick-winning rule: whether {@code card} takes the lead of a trick won so far by {@code best}. */
    interface Beats {
        boolean beats(int card, int best);
    }

    /**
     * For each seat, the cards its plays show it cannot hold now. For each card played to a trick, the rule is
     * asked which single other card in the hand would have made it illegal. In German Tarok and Husarln (as in
     * Bavarian Tarock) legality has exactly this form (a card is illegal if and only if the hand holds one
     * card of a class with priority: the led suit, then trumps), so these are exactly the cards the seat
     * cannot have held then; the cards it played later are known, so the constraint falls on its hand now.
     */
    static long[] playVoids(SeatView view, int packSize, Follow follow, Beats beats) {
        long[] out = new long[3];
        for (Trick t : view.tricks()) {
            int led = t.cards().get(0).index();
            int best = led;
            for (int i = 1; i < t.cards().size(); i++) {
                int c = t.cards().get(i).index();
                for (int x = 0; x < packSize; x++) {
                    if (x != c && (follow.legal(1L << c | 1L << x, led, best) & 1L << c) == 0) {
                        out[t.seatOf(i)] |= 1L << x;
                    }
                }
                if (beats.beats(c, best)) {
                    best = c;
                }
            }
        }
        return out;
    }

    /** The cards each seat has played (masks; packs of at most 64 cards). */
    static long[] playedBy(SeatView view) {
        long[] out = new long[3];
        for (Trick t : view.tricks()) {
            for (int i = 0; i < t.cards().size(); i++) {
                out[t.seatOf(i)] |= t.cards().get(i).bit();
            }
        }
        return out;
    }

    /**
     * The deal as dealt that leads to {@code layout} where the {@code exchanger} (-1: nobody) took a talon of
     * three and laid three cards away into the pile: each hand now plus the cards its seat played; the
     * exchanger's cards and the pile less a talon of three of them (which three the other seats cannot tell,
     * nor does it change anything later: the lowest are taken unless this seat saw the talon). Without an
     * exchange the pile is the talon.
     */
    static Deal dealWithTalonExchange(Game game, SeatView view, Layout layout, int exchanger) {
        long[] dealt = layout.hands().clone();
        long[] played = playedBy(view);
        for (int s = 0; s < 3; s++) {
            dealt[s] |= played[s];
        }
        long talon = layout.pile();
        if (exchanger >= 0) {
            dealt[exchanger] |= layout.pile();
            talon = view.talon().isEmpty() ? lowest(dealt[exchanger], 3) : Cards.mask(view.talon());
            dealt[exchanger] &= ~talon;
        }
        int[][] hands = new int[3][];
        for (int s = 0; s < 3; s++) {
            hands[s] = indices(dealt[s]);
        }
        return Deal.of(game.pack(), hands, indices(talon));
    }

    /** The view's history with a hidden discard filled in as {@code discard}. */
    static List<Move> withHiddenDiscard(SeatView view, long discard) {
        List<Move> out = new ArrayList<>(view.history().size());
        for (Move m : view.history()) {
            out.add(m.action() == Action.HIDDEN ? new Move(m.seat(), Action.cardsOfMask(Action.DISCARD, discard)) : m);
        }
        return out;
    }

    /**
     * What a solver position needs from the view's card play so far.
     *
     * @param trick          the cards of the trick being played, in order
     * @param leader         the seat that led it (or leads next)
     * @param declarerWon    the cards of the tricks the declarer won
     * @param declarerTricks how many tricks the declarer won
     * @param completed      the tricks completed
     */
    record PlayFacts(int[] trick, int leader, long declarerWon, int declarerTricks, int completed) {
    }

    /** The card play so far, seen from the declarer's side (packs of at most 64 cards). */
    static PlayFacts playFacts(SeatView view, int declarer) {
        if (view.phase() != Phase.PLAY) {
            throw new IllegalStateException("positions exist only in the play phase, not in " + view.phase());
        }
        Trick current = view.currentTrick();
        int[] trick = current == null ? new int[0] : current.cards().stream().mapToInt(Card::index).toArray();
        int leader = current == null ? view.currentSeat() : current.leader();
        long won = 0;
        int tricksWon = 0;
        int completed = view.completedTricks();
        for (int i = 0; i < completed; i++) {
            Trick t = view.tricks().get(i);
            if (t.winner() == declarer) {
                tricksWon++;
                won |= Cards.mask(t.cards());
            }
        }
        return new PlayFacts(trick, leader, won, tricksWon, completed);
    }

    /** The {@code n} lowest cards of a mask. */
    static long lowest(long cards, int n) {
        long out = 0;
        for (long m = cards; m != 0 && n > 0; m &= m - 1, n--) {
            out |= m & -m;
        }
        return out;
    }

    /** The card indices of a mask, in canonical order. */
    static int[] indices(long mask) {
        int[] out = new int[Long.bitCount(mask)];
        int i = 0;
        for (long m = mask; m != 0; m &= m - 1) {
            out[i++] = Long.numberOfTrailingZeros(m);
        }
        return out;
    }

    /** Chooses one of several disjoint cases in proportion to its number of placements. */
    static int pickCase(Placement[] cases, double total, DealRandom random) {
        double r = (random.nextLong() >>> 11) / (double) (1L << 53) * total;
        int last = -1;
        for (int i = 0; i < cases.length; i++) {
            if (cases[i].count() > 0) {
                last = i;
                r -= cases[i].count();
                if (r < 0) {
                    return i;
                }
            }
        }
        return last;
    }
}
