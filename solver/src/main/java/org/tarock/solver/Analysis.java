package org.tarock.solver;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;

/**
 * Analysis of a played hand and hints during play, built on the double-dummy {@link Solver} and the
 * {@link Sampler}.
 *
 * <p><b>Units.</b> Every value is given for the side of the seat concerned: in the point contracts its
 * side's final card points (the soloist's {@code P}, or the defenders' {@code 120 − P}, in Husarln {@code 66 − P}); in Bettel 1 if its
 * side wins, 0 if not, and an expected value is then the chance of winning. Higher is always better for that
 * seat, and "points lost" by a card is the best value less the card's value.
 *
 * <p><b>Double-dummy values</b> assume every card known and perfect play by all from there on. <b>Expected
 * values</b> are what a seat can know: the average, over deals of the unseen cards sampled uniformly from its
 * view, of the double-dummy value of each legal card.
 *
 * <p><b>Leipzig Taroc</b> has no sides: every player plays for himself. Its values are a seat's own final card
 * points as the {@link LeipzigSearch} finds them with every card known: a paranoid search (the two others
 * playing together against the seat), exact in the last 4 tricks and otherwise 2 tricks deep with an
 * evaluation, so an estimate and not an exact solve ({@link Method#PARANOID_SEARCH}). Its report has no
 * declarer, contract or contract table; instead, per seat, the search's value at its first card against the
 * card points it took ({@link SeatValue}).
 */
public final class Analysis {
    private final Game game;
    private final Solver solver;
    private final GameSupport support;
    private HandAnalysis hands;

    /** An analysis with its own solver (not thread-safe: one per thread); a game the solver does not cover needs none. */
    public Analysis(Game game) {
        this(game, GameSupport.of(game).doubleDummy().isPresent() ? new Solver() : null);
    }

    public Analysis(Game game, Solver solver) {
        this.game = game;
        this.solver = solver;
        this.support = GameSupport.of(game);
    }

    /** How this game's values are found. */
    public Method method() {
        return support.method();
    }

    /** How the values of a report were found. */
    public enum Method {
        /** The exact double-dummy {@link Solver}: Bavarian Tarock, German Tarok, Husarln. */
        DOUBLE_DUMMY,
        /** Leipzig Taroc's depth-limited paranoid {@link LeipzigSearch}: an estimate, not an exact solve. */
        PARANOID_SEARCH,
        /** Play-outs by {@code basic} bots of sampled deals (the expert's card play in Leipzig Taroc): an estimate. */
        PLAY_OUTS;

        /** The name in the protocol and the command line: {@code double-dummy}, {@code paranoid-search}, {@code play-outs}. */
        public String code() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /**
     * A game where every player plays for himself: how one seat could have done and how it did, in its own
     * card points (it wins or loses its card points less {@code target}).
     *
     * @param seat        the seat
     * @param searchValue the search's value for the seat at its first card, every card known (-1 if it played
     *                    none)
     * @param cardPoints  the card points it took
     * @param target      the card points it is scored against, as the game's rules set them
     * @param pointsLost  what its cards gave away against the search's best cards, summed over its cards
     */
    public record SeatValue(int seat, int searchValue, int cardPoints, int target, int pointsLost) {
    }

    /**
     * One legal card with its values for the deciding seat's side.
     *
     * @param card     the card
     * @param ddValue  its double-dummy value with the real cards (Leipzig Taroc: its search value)
     * @param expected its expected value from the seat's view (NaN when not computed)
     */
    public record CardValue(Card card, int ddValue, double expected) {
    }

    /**
     * One card-play decision of the hand.
     *
     * @param moveIndex  index of the move in the hand's actions
     * @param seat       the deciding seat
     * @param trick      the trick number, from 1
     * @param played     the card played
     * @param best       a double-dummy best card (the first in canonical order when several tie)
     * @param bestValue  the double-dummy value of the position (of the best card), for the seat's side
     * @param playedValue the double-dummy value after the card played, for the seat's side
     * @param cards      every legal card with its values, in canonical order
     */
    public record Decision(int moveIndex, int seat, int trick, Card played, Card best, int bestValue, int playedValue,
                           List<CardValue> cards) {
        /** What the card played gave away against the best play, in the seat side's units (never negative). */
        public int pointsLost() {
            return bestValue - playedValue;
        }
    }

    /**
     * The double-dummy value of the deal for one contract, from the first lead, for the soloist.
     *
     * @param soloist  the seat playing it
     * @param contract the contract's record code
     * @param trump    the trump suit letter, null in Bettel
     * @param taken    Husarln's Two Cards and One Card: the stock packet taken (record codes), else null
     * @param discard  the laid-away cards of a contract with an exchange (record codes), else null
     * @param value    the soloist's card points with best play (Bettel: 1 if he can avoid every trick)
     * @param made     whether the contract is made with best play
     */
    public record ContractValue(int soloist, String contract, String trump, String taken, String discard, int value,
                                boolean made) {
    }

    /**
     * The analysis of one hand.
     *
     * @param method          how the values were found
     * @param declarer        the soloist's seat, -1 if the hand was thrown in
     * @param contract        the contract's record code, {@code none} if thrown in
     * @param firstLeadValue  the double-dummy value at the first lead for the soloist (points, or 1/0 in
     *                        Bettel); -1 if thrown in
     * @param couldHaveBeenMade whether the contract could have been made against best defence with all cards
     *                        known (at least 61 points; Bettel: no trick)
     * @param decisions       every card played, in order
     * @param contracts       the soloist's double-dummy value for every contract and trump he could have
     *                        played with this deal (empty if thrown in)
     * @param seats           Leipzig Taroc: each seat's search value and card points (the declarer,
     *                        contract and first-lead fields are then -1, {@code none}, -1, false); else empty
     */
    public record Report(Method method, int declarer, String contract, int firstLeadValue, boolean couldHaveBeenMade,
                         List<Decision> decisions, List<ContractValue> contracts, List<SeatValue> seats) {
        /** Whether no card was played (a hand thrown in or annulled): nothing to analyse. */
        public boolean thrownIn() {
            return decisions.isEmpty();
        }
    }

    /**
     * The legal cards of a seat with their expected values, and the suggested card with a one-line reason.
     *
     * @param cards     every legal card with its expected value for the seat's side ({@code ddValue} is -1:
     *                  the seat cannot know it), best first
     * @param suggested the card with the best expected value
     * @param reason    one line saying why
     */
    public record Hint(List<CardValue> cards, Card suggested, String reason) {
    }

    /**
     * Analyses a finished hand (a state replayed from a record).
     *
     * @param samples sampled deals per decision for the expected values (0 to skip them)
     * @param seed    the seed of the sampling, so that an analysis can be reproduced
     */
    public Report analyse(State finished, int samples, long seed) {
        if (!finished.isOver()) {
            throw new IllegalArgumentException("the hand is not over");
        }
        return hands().analyse(finished, samples, seed);
    }

    /**
     * What each seat's card play gave away against double-dummy play in one hand: for every card, the best
     * double-dummy value of the position less the value after the card, in card points for the seat's side.
     * Cheaper than {@link #analyse}: no expected values, no contract table.
     *
     * @param pointsLost per seat, the points its cards gave away
     * @param cards      per seat, the cards it played
     */
    public record Shortfall(int[] pointsLost, int[] cards) {
    }

    /**
     * The card-play shortfall of a finished hand, or null when there is no card play in card points (the hand
     * was thrown in, or a Bettel, whose values are 1 or 0).
     */
    public Shortfall shortfall(State finished) {
        if (!finished.isOver()) {
            throw new IllegalArgumentException("the hand is not over");
        }
        return new Shortfalls(game, solver, Positions.doubleDummy(game)).of(finished);
    }

    private HandAnalysis hands() {
        if (hands == null) {
            hands = support.analysis(game, solver);
        }
        return hands;
    }

    /**
     * The expected value of each legal card of the view's seat for its side, indexed by card (NaN for cards
     * that are not legal): the mean over {@code samples} sampled deals of the double-dummy value (Leipzig
     * Taroc: of the search's value).
     */
    public double[] expectedValues(SeatView view, int samples, DealRandom random) {
        return hands().expectedValues(view, samples, random);
    }

    /**
     * A hint for the seat of {@code view}, which must be to play a card: its legal cards with their expected
     * values over {@code samples} sampled deals, and the best of them.
     */
    public Hint hint(SeatView view, int samples, long seed) {
        if (view.phase() != Phase.PLAY || view.currentSeat() != view.seat()) {
            throw new IllegalArgumentException("hints are given to the seat to play a card");
        }
        double[] e = expectedValues(view, samples, new DealRandom(seed));
        List<CardValue> cards = new ArrayList<>();
        for (int a : view.legal()) {
            int c = Action.arg(a);
            cards.add(new CardValue(game.pack().card(c), -1, e[c]));
        }
        cards.sort(Comparator.comparingDouble(CardValue::expected).reversed());
        CardValue top = cards.get(0);
        CardValue next = cards.size() > 1 ? cards.get(1) : null;
        String reason = HintText.reason(game, view, top.card(), top.expected(), next == null ? null : next.card(),
                next == null ? Double.NaN : next.expected(), String.format(Locale.ROOT, "over %d sampled deals", samples),
                support.method());
        return new Hint(List.copyOf(cards), top.card(), reason);
    }

    /** {@link #hint(SeatView, int, long)} with a new analysis of {@code game}. */
    public static Hint hint(Game game, SeatView view, int samples, long seed) {
        return new Analysis(game).hint(view, samples, seed);
    }

    /**
     * The double-dummy value of the deal of {@code hand} for every contract and trump {@code soloist} could
     * have played: the auction replayed with the others passing, then the first lead solved.
     *
     * <p><b>Contracts with an exchange</b> (Bavarian Stockspiel, German Frage, Husarln Two Cards and One Card)
     * are valued with the talon or stock known, as the declarer sees it when he lays away, and the discard
     * chosen by search over a short list: the legal discards a simple rule rates best (points banked, voids
     * made, Aces kept; no trump laid away while enough other discards are legal) are solved and the best
     * kept, {@value ContractRows#DISCARD_CANDIDATES} of them per row ({@value HusarlnContracts#HUSARLN_DISCARD_CANDIDATES} in Husarln,
     * whose solves are the slowest). A row's value is so the best of those, a lower bound on the best
     * exchange. Rows: one per trump (Stockspiel, Frage); in Husarln one per stock packet the declarer could
     * take (with all cards known he can take any: the packets before it rejected, the level does not score),
     * so the rows show what each packet would have been worth. Each game's {@link ContractTable} builds them.
     *
     * @throws IllegalArgumentException if the double-dummy solver does not cover the game
     */
    public List<ContractValue> contractValues(State hand, int soloist) {
        return Positions.doubleDummy(game).contractTable(game, solver).rows(hand, soloist);
    }
}
