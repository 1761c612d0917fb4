package org.tarock.solver.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tarock.bots.BasicBot;
import org.tarock.bots.Bot;
import org.tarock.bots.Estimating;
import org.tarock.engine.Action;
import org.tarock.engine.Carry;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.HandResult;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.solver.Analysis;
import org.tarock.solver.DoubleDummy;
import org.tarock.solver.GameSupport;
import org.tarock.solver.Goal;
import org.tarock.solver.Position;
import org.tarock.solver.Sampler;
import org.tarock.solver.Solver;

/**
 * The expert: perfect-information Monte Carlo with exact card play from the first card and inference from
 * the other seats' play.
 *
 * <p><b>Card play.</b> In the games the double-dummy {@link Solver} covers, every legal card is valued in each
 * sampled deal by perfect-information search from the first card on (its side's card points after the card;
 * Bettel 1/0). In Leipzig Taroc, where each plays for himself and the Pagat's payments weigh as much as the
 * points, each card is played out by {@code basic} bots in each deal and scored by the seat's settlement, as
 * {@link PimcBot} does: the paranoid {@link org.tarock.solver.LeipzigSearch} counts neither the Pagat nor the
 * others' real play, and with it the expert did not beat {@code pimc}'s play-outs. The card with the best weighted
 * mean score is played, the score being what the card's value is paid in the settlement
 * ({@link DoubleDummy#settlement}, each game's own: in Bavarian Tarock the contract first, in German Tarok the
 * points, in Husarln the game value and the margin); where the scores tie, {@code basic}'s card
 * ({@link Expected#best}).
 *
 * <p><b>Inference.</b> Each sampled deal is weighted by how likely the other seats' public choices were, had
 * they held the sampled cards: under the game's learned policy where it has one ({@link PolicyInference}), else
 * under a model of {@code basic} ({@link PlayInference}).
 *
 * <p><b>Other decisions</b> (bids, the talon, trump, announcements, declarations) are decided by the
 * expected settlement of the hands they lead to: {@link PimcBot}'s search with play-outs, with the budget
 * {@link Budget#beforePlay}; where the game has a learned value ({@link LearnedValues}), each estimate plus the
 * model's correction (not the discard, which keeps the search's choice). Without learned models ({@code
 * expert-classic}, a game without them) the expert decides as it did before them.
 *
 * <p><b>Budget and determinism.</b> A card decision samples deals until it has {@link Budget#samples} of them
 * or, after at least {@link Budget#minSamples}, until the searches have visited {@link Budget#nodes} positions.
 * Both are counts, and the solver's transposition table holds only what this bot's own earlier searches put
 * there, so a bot with a seed decides the same for the same views on any machine. The time cap is a safety
 * net for play against people: no new deal is sampled once it has passed, and a decision it cuts short
 * depends on the clock. An interrupt of the searching thread stops the search at the next card's solve: the
 * decision then goes by the deals searched so far (a hint nobody waits for any more is dropped so).
 *
 * <p><b>Fairness.</b> It reads only the view: two states that give equal views give equal decisions.
 */
public final class ExpertBot implements Bot, Estimating {

    /**
     * The work of one decision.
     *
     * @param samples    at most this many sampled deals per card decision
     * @param minSamples at least this many, whatever the node count
     * @param nodes      no new deal is sampled once the searches of the decision visited this many positions
     * @param playouts   in a game the solver does not cover (Leipzig Taroc), each legal card is played out in each
     *                   deal, and a decision samples {@code max(1, min(samples, playouts / cards))} deals
     * @param millisCap  no new deal is sampled after this many milliseconds; 0 for none
     * @param beforePlay the budget of the decisions before card play ({@link PimcBot})
     */
    public record Budget(int samples, int minSamples, long nodes, int playouts, long millisCap, PimcBot.Budget beforePlay) {
        public Budget {
            if (minSamples < 1 || samples < minSamples || nodes < 1 || playouts < 1 || millisCap < 0) {
                throw new IllegalArgumentException("a budget needs at least one sample and one node");
            }
        }

        /** This budget with a time cap of {@code millis} on every decision, card play and the others. */
        public Budget withCap(long millis) {
            PimcBot.Budget b = beforePlay;
            return new Budget(samples, minSamples, nodes, playouts, millis,
                    new PimcBot.Budget(b.samples(), b.playouts(), b.doubleDummyCards(), b.maxActions(), millis));
        }
    }

    /**
     * The budget of {@code expert-fixed} (and of {@code expert}, with a time cap): up to 48 deals and 1.5 million
     * positions a card decision, which on this project's 2-core machine keeps the average card decision of
     * Bavarian Tarock and German Tarok near 0.1 s of one core (most of it at the first two tricks; from the
     * fourth trick on the 48 deals cost less than the nodes); before card play {@code pimc}'s budget.
     */
    public static final Budget DEFAULT = new Budget(48, 1, 1_500_000, 720, 0, new PimcBot.Budget(120, 600, 6, 20, 0));

    /** The budget of {@code expert}, for play against people: {@link #DEFAULT} with a 900 ms cap on every decision. */
    public static final Budget TIMED = DEFAULT.withCap(900);

    /**
     * Half units per card point of the seat's side added to a score: where the settlement is the same more points
     * are better, and a margin of points is a hedge against the search's own errors in later tricks. Measured with
     * {@code arena --card-choices} (20 Bavarian hands played by {@code pimc}): a pure tie-break (0.001) gave away
     * 24.1 points and 6.5 of settlement per hand, 0.2 gave 19.1 and 6.3, 0.5 gave 17.6 and 3.9, 2 the same as 0.5.
     * In German Tarok and Husarln, which pay at least 4 half units a point, it changes little.
     */
    static final double POINT_WEIGHT = 0.5;

    /** Scores this close (relative) count as equal, and basic's card is taken among them. */
    private static final double TIE = 1e-9;

    /** Transposition table of the solver: 2^18 entries (8 MB), enough for first leads, small for an arena. */
    private static final int TABLE_BITS = 18;

    /**
     * The power to which {@link PolicyInference} raises a deal's probability under the learned policy: 1 takes the
     * model at its word.
     */
    static final double INFERENCE_EXPONENT = 1.0;

    private final String kind;
    private final Budget budget;
    private final DealRandom random;
    private final BasicBot fallback;
    private final PimcBot beforePlay;
    private final boolean learned;
    private Learned models;
    private Solver solver;
    private long nodesSearched;
    private long samplesDrawn;
    private long samplesRejected;
    private boolean beforePlayChosen;

    /** The expert with its game's learned models, where the game has them. */
    public ExpertBot(String kind, Budget budget, long seed) {
        this(kind, budget, seed, true);
    }

    /**
     * @param learned whether to use the game's learned models ({@link LearnedModels}); without them the expert
     *                decides as {@code expert-classic}
     */
    public ExpertBot(String kind, Budget budget, long seed, boolean learned) {
        this.learned = learned;
        this.kind = kind;
        this.budget = budget;
        this.random = new DealRandom(seed);
        this.fallback = new BasicBot(seed);
        this.beforePlay = new PimcBot(kind, budget.beforePlay(), seed ^ 0x5DEECE66DL);
    }

    @Override
    public String kind() {
        return kind;
    }

    /** Its card decisions search for up to about a second. */
    @Override
    public boolean searchesLong() {
        return true;
    }

    /** Positions its card-play searches visited, over all decisions (for tests and measurements). */
    public long nodesSearched() {
        return nodesSearched;
    }

    /** The sampled deals drawn for card decisions so far. */
    public long samplesDrawn() {
        return samplesDrawn;
    }

    /** The sampled deals left out because they did not replay to the view (a sampler's bug; for tests). */
    public long samplesRejected() {
        return samplesRejected + beforePlay.samplesRejected();
    }

    /** The last decision's estimates where it was one before card play ({@link PimcBot#lastEstimates}). */
    @Override
    public Optional<Estimates> lastEstimates() {
        return beforePlayChosen ? beforePlay.lastEstimates() : Optional.empty();
    }

    @Override
    public int choose(Game game, SeatView view) {
        beforePlayChosen = false;
        if (view.legal().size() == 1) {
            return view.legal().get(0);
        }
        if (view.phase() != Phase.PLAY) {
            beforePlayChosen = true;
            int action = beforePlay.choose(game, view);
            LearnedValues values = learned(game).values();
            Optional<Estimates> estimates = beforePlay.lastEstimates();
            if (values != null && view.phase() != Phase.DISCARD && estimates.isPresent()) {
                return values.choose(view, estimates.get());
            }
            return action;
        }
        return view.legal().get(expected(game, view).best());
    }

    /**
     * What the search of one card decision found: for each legal card (in the order of {@code view.legal()}) its
     * weighted mean value for the seat's side over the sampled deals: the side's card points (in Husarln counted
     * in threes), in Bettel the chance that the side wins, in Leipzig Taroc the seat's own card points at the end
     * of the play-outs.
     *
     * @param scores  what the choice goes by, in the same order: the weighted mean of the values as the settlement
     *                pays them ({@link DoubleDummy#settlement}; the defenders' score is the declarer's negated; in
     *                Leipzig Taroc the play-outs' settlement, {@link PimcBot#worth})
     * @param best    the index of the card {@link #choose} plays: the best score; where several cards score alike
     *                (the contract and the points decided alike in every deal), {@code basic}'s card among them,
     *                since it keeps most against fallible opponents
     * @param samples the sampled deals searched
     */
    public record Expected(double[] values, double[] scores, int best, int samples) {
        /** The legal cards' indices as a hint lists them: {@link #best} first, then the others by score. */
        public List<Integer> ranked() {
            List<Integer> order = new ArrayList<>();
            for (int k = 0; k < scores.length; k++) {
                if (k != best) {
                    order.add(k);
                }
            }
            order.sort((a, b) -> Double.compare(scores[b], scores[a]));
            order.addFirst(best);
            return order;
        }
    }

    /** How the expert values cards in {@code game}: double-dummy where the solver covers it, else play-outs. */
    public static Analysis.Method method(Game game) {
        return GameSupport.of(game).doubleDummy().isPresent() ? Analysis.Method.DOUBLE_DUMMY : Analysis.Method.PLAY_OUTS;
    }

    /**
     * Searches the card decision of {@code view} as {@link #choose} does (the same deals and weights: one call
     * instead of the other gives the same card).
     *
     * @throws IllegalArgumentException if the view is not a card decision of its seat
     */
    public Expected expected(Game game, SeatView view) {
        DoubleDummy dd = GameSupport.of(game).doubleDummy().orElse(null);
        if (view.phase() != Phase.PLAY || view.currentSeat() != view.seat()) {
            throw new IllegalArgumentException("the expert searches the card decisions of the seat to play");
        }
        Sampler sampler = Sampler.of(game, view);
        int seat = view.seat();
        int[] cards = view.legal().stream().mapToInt(Action::arg).toArray();
        double[] sum = new double[cards.length];
        double[] score = new double[cards.length];
        double weights = 0;
        int searched = 0;
        long start = nodes();
        long deadline = System.nanoTime() + budget.millisCap() * 1_000_000;
        Carry carry = sampler.carry();
        Scores scores = null;
        // Each card's search starts from its value in the previous deal (the first deal: from the card before):
        // the deals of one decision mostly give a card about the same value, and a close guess saves probes.
        int[] guess = new int[cards.length];
        java.util.Arrays.fill(guess, Integer.MIN_VALUE);
        // Play-outs are counted as pimc counts them: fewer deals where there are many cards.
        int deals = dd != null ? budget.samples() : Math.max(1, Math.min(budget.samples(), budget.playouts() / cards.length));
        for (int i = 0; i < deals && !Thread.currentThread().isInterrupted(); i++) {
            if (i >= budget.minSamples() && nodes() - start >= budget.nodes()) {
                break;
            }
            if (i > 0 && budget.millisCap() > 0 && System.nanoTime() > deadline) {
                break;
            }
            var layout = sampler.sample(random);
            long modelSeed = random.nextLong();
            samplesDrawn++;
            State state = game.newHand(sampler.deal(layout), view.dealer(), carry);
            PolicyInference inference = learned(game).inference();
            double weight = inference != null
                    ? inference.replay(state, sampler.moves(layout), view.history(), seat)
                    : PlayInference.replay(game, state, sampler.moves(layout), seat, modelSeed);
            if (weight == 0 || !state.view(seat).equals(view)) {
                // A sampler's deal that does not replay to this view is its bug; such a deal would mislead.
                samplesRejected++;
                continue;
            }
            searched++;
            weights += weight;
            if (dd != null) {
                Position p = sampler.position(layout);
                if (scores == null) {
                    scores = new Scores(dd, game, view, p, seat);
                }
                Solver s = solver();
                for (int k = 0; k < cards.length && !Thread.currentThread().isInterrupted(); k++) {
                    int g = guess[k] != Integer.MIN_VALUE || k == 0 ? guess[k] : guess[k - 1];
                    int v = s.value(p.after(cards[k]), g);
                    guess[k] = v;
                    sum[k] += weight * dd.forSide(p, seat, v);
                    score[k] += weight * scores.of(v);
                }
            } else {
                // One play-out seed for every card of the deal: their difference is not blurred by the tie-breaks.
                for (int k = 0; k < cards.length && !Thread.currentThread().isInterrupted(); k++) {
                    State s = state.copy();
                    s.applyTrusted(view.legal().get(k));
                    HandResult r = PimcBot.playedOut(game, s, modelSeed);
                    sum[k] += weight * r.cardPoints(seat);
                    score[k] += weight * PimcBot.worth(r, seat);
                }
            }
        }
        nodesSearched += nodes() - start;
        for (int k = 0; k < sum.length; k++) {
            sum[k] = weights > 0 ? sum[k] / weights : 0;
            score[k] = weights > 0 ? score[k] / weights : 0;
        }
        return new Expected(sum, score, best(game, view, score), searched);
    }

    /**
     * The score for {@code seat} of the declarer side's final value {@code declarerValue}: what the engine's
     * settlement of it is worth to the seat ({@link PimcBot#worth}: its payment and a third of the pot, in half
     * units), plus the side's card points weighed by {@link #POINT_WEIGHT}.
     */
    static double score(DoubleDummy dd, Game game, SeatView view, Position p, int seat, int declarerValue) {
        double worth = settled(dd, game, view, p, seat, declarerValue);
        return p.goal() == Goal.NO_TRICK ? worth : worth + POINT_WEIGHT * dd.forSide(p, seat, declarerValue);
    }

    /** What the engine's settlement of the declarer side's final value is worth to {@code seat} ({@link PimcBot#worth}). */
    static double settled(DoubleDummy dd, Game game, SeatView view, Position p, int seat, int declarerValue) {
        return PimcBot.worth(dd.settlement(game, view, p.goal(), declarerValue), seat);
    }

    /** The card to play by {@code score}: see {@link Expected#best}. */
    private int best(Game game, SeatView view, double[] score) {
        int best = 0;
        for (int k = 1; k < score.length; k++) {
            if (score[k] > score[best]) {
                best = k;
            }
        }
        int model = view.legal().indexOf(fallback.choose(game, view));
        return score[model] >= score[best] - TIE * Math.max(1, Math.abs(score[best])) ? model : best;
    }

    /**
     * The {@link #score}s of one decision by the declarer side's value: the contract, the seat and the view are
     * the same in every sampled deal, so each value's settlement is asked of the engine once.
     */
    private static final class Scores {
        private final DoubleDummy dd;
        private final Game game;
        private final SeatView view;
        private final Position first;
        private final int seat;
        private final double[] byValue;

        Scores(DoubleDummy dd, Game game, SeatView view, Position first, int seat) {
            this.dd = dd;
            this.game = game;
            this.view = view;
            this.first = first;
            this.seat = seat;
            this.byValue = new double[dd.cardPoints() + 1];
            java.util.Arrays.fill(byValue, Double.NaN);
        }

        double of(int declarerValue) {
            if (Double.isNaN(byValue[declarerValue])) {
                byValue[declarerValue] = score(dd, game, view, first, seat, declarerValue);
            }
            return byValue[declarerValue];
        }
    }

    /** The learned models' users for {@code game}, or none of them ({@code expert-classic}, a game without models). */
    private Learned learned(Game game) {
        if (models == null || models.game() != game) {
            LearnedModels m = learned ? LearnedModels.of(game) : new LearnedModels(Optional.empty(), Optional.empty());
            models = new Learned(game,
                    m.policy().map(p -> new PolicyInference(game, p, INFERENCE_EXPONENT)).orElse(null),
                    m.value().map(v -> new LearnedValues(game, v)).orElse(null));
        }
        return models;
    }

    /** The users of one game's learned models; null where the game has no such model. */
    private record Learned(Game game, PolicyInference inference, LearnedValues values) {
    }

    private long nodes() {
        return solver == null ? 0 : solver.nodes();
    }

    private Solver solver() {
        if (solver == null) {
            solver = new Solver(TABLE_BITS);
        }
        return solver;
    }
}
