package org.tarock.solver.bots;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.tarock.bots.BasicBot;
import org.tarock.bots.Bot;
import org.tarock.bots.Estimating;
import org.tarock.engine.Action;
import org.tarock.engine.Carry;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.HandResult;
import org.tarock.engine.Move;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.Settlement;
import org.tarock.engine.State;
import org.tarock.solver.Layout;
import org.tarock.solver.Position;
import org.tarock.solver.Positions;
import org.tarock.solver.Sampler;
import org.tarock.solver.Solver;

/**
 * Perfect-information Monte Carlo: deals the cards its seat cannot see with the {@link Sampler} (uniform among
 * the deals consistent with the view), evaluates every legal action in each sampled deal, and takes the
 * action with the best weighted mean. Every decision of the hand is made this way — bids, talon choices,
 * trump, announcements, declarations and cards — so a bid is worth what the hands it leads to settle for.
 *
 * <p><b>Evaluators.</b> In the play phase of a game the double-dummy {@link Solver} covers
 * ({@link Positions#supports}), once the hand is short enough for a solve to be cheap
 * ({@link Budget#doubleDummyCards}), an action is worth its side's double-dummy card points (Bettel: 1 or 0)
 * as the solver values it.
 * Otherwise an action is played out to the end of the hand by {@code basic} bots in every seat and is worth
 * the seat's settlement; all actions of one sampled deal share the play-out's random source, so their
 * difference is not blurred by the bots' tie-breaks.
 *
 * <p><b>What the bidding says.</b> The sampler enforces only the rules' hard constraints. Bids and other
 * voluntary public choices say more: a seat that bid a Solo probably holds a strong hand. Each sampled deal is
 * weighted by how well it explains the other seats' auction decisions: every decision that a {@code basic}
 * bot holding the sampled hand would not have taken multiplies the weight by {@value #DISAGREEMENT}. The
 * weight is soft (not zero) because other players bid differently from {@code basic}.
 *
 * <p><b>Budget and determinism.</b> The work per decision is a number of sampled deals, so a bot with a seed
 * decides the same for the same view on any machine. A time cap is only a safety net for slow solves and
 * slow machines: when it cuts a decision short, that decision depends on the clock.
 *
 * <p><b>Fairness.</b> It reads only the view: two states that give equal views give equal decisions.
 *
 * <p><b>Many actions.</b> Card play is searched whatever the number of legal cards: fewer deals are sampled
 * per action. Another decision with more than {@link Budget#maxActions} legal actions (a Stockspiel's discard
 * has hundreds, Leipzig's Skart thousands) searches a short list of {@linkplain #candidates candidates}, since
 * too few play-outs per action would pick noise.
 *
 * <p>Games without a sampler yet are played by the {@code basic} bot.
 */
public final class PimcBot implements Bot, Estimating {
    /** Hands of up to this many cards get the full budget: the two-sided games have 11 or 12. */
    static final int FULL_BUDGET_HAND = 12;

    /** How much a deal's weight shrinks for each auction decision of another seat it does not explain. */
    static final double DISAGREEMENT = 0.25;

    /**
     * The work of one decision.
     *
     * @param samples          sampled deals per decision; every legal action is evaluated in each
     * @param playouts         at most this many play-outs per decision: with many legal actions fewer deals
     *                         are sampled ({@code playouts / actions}, at least one)
     * @param doubleDummyCards card play with at most this many cards in hand is evaluated double-dummy where
     *                         a solver exists; 0 never
     * @param maxActions       decisions other than card play with more legal actions search only this many
     *                         candidates
     * @param millisCap        the safety net: no new sampled deal is started after this many milliseconds;
     *                         0 for none
     */
    public record Budget(int samples, int playouts, int doubleDummyCards, int maxActions, long millisCap) {
        public Budget {
            if (samples < 1 || playouts < 1 || doubleDummyCards < 0 || maxActions < 2 || millisCap < 0) {
                throw new IllegalArgumentException("a budget needs at least one sample and two actions");
            }
        }

        /**
         * The budget in a game. Longer hands mean more decisions a hand and longer play-outs, so beyond
         * {@value #FULL_BUDGET_HAND} cards the deals and play-outs of a decision shrink with the square of the hand
         * length, and a hand costs about as much as in the two-sided games: in Leipzig Taroc (25 cards) 23%.
         */
        public Budget in(Game game) {
            double f = Math.min(1, Math.pow((double) FULL_BUDGET_HAND / game.handSize(), 2));
            return new Budget(Math.max(1, (int) Math.round(samples * f)), Math.max(1, (int) Math.round(playouts * f)),
                    doubleDummyCards, maxActions, millisCap);
        }
    }

    private final String kind;
    private final Budget budget;
    private final DealRandom random;
    private final BasicBot fallback;
    private Solver solver;
    private long samplesDrawn;
    private long samplesRejected;
    private Estimates lastEstimates;

    public PimcBot(String kind, Budget budget, long seed) {
        this.kind = kind;
        this.budget = budget;
        this.random = new DealRandom(seed);
        this.fallback = new BasicBot(seed);
    }

    @Override
    public String kind() {
        return kind;
    }

    /** The sampled deals drawn so far, over all decisions (for tests of the budget). */
    public long samplesDrawn() {
        return samplesDrawn;
    }

    /** The sampled deals left out because they did not replay to the view (a sampler's bug; for tests). */
    public long samplesRejected() {
        return samplesRejected;
    }

    /**
     * The last decision's weighted mean worth of each action it searched ({@link #worth}, in half units), when
     * that decision was valued by play-outs (a double-dummy decision's means are card points, not worth).
     */
    @Override
    public Optional<Estimates> lastEstimates() {
        return Optional.ofNullable(lastEstimates);
    }

    @Override
    public int choose(Game game, SeatView view) {
        lastEstimates = null;
        if (view.legal().size() == 1) {
            return view.legal().get(0);
        }
        Sampler sampler;
        try {
            sampler = Sampler.of(game, view);
        } catch (IllegalArgumentException noSamplerYet) {
            return fallback.choose(game, view);
        }
        Budget budget = this.budget.in(game);
        List<Integer> actions = view.phase() == Phase.PLAY ? view.legal() : candidates(game, view);
        boolean doubleDummy = view.phase() == Phase.PLAY && Positions.supports(game)
                && view.hand().size() <= budget.doubleDummyCards();
        Carry carry = sampler.carry();
        int seat = view.seat();
        double[] sum = new double[actions.size()];
        double weights = 0;
        // Each card's double-dummy search starts from its value in the previous deal (the first deal: from the
        // card before): the deals of one decision mostly give a card about the same value.
        int[] guess = new int[actions.size()];
        Arrays.fill(guess, Integer.MIN_VALUE);
        long deadline = System.nanoTime() + budget.millisCap() * 1_000_000;
        int samples = doubleDummy ? budget.samples()
                : Math.max(1, Math.min(budget.samples(), budget.playouts() / actions.size()));
        for (int i = 0; i < samples; i++) {
            if (i > 0 && budget.millisCap() > 0 && System.nanoTime() > deadline) {
                break;
            }
            Layout layout = sampler.sample(random);
            long playoutSeed = random.nextLong();
            samplesDrawn++;
            State state = game.newHand(sampler.deal(layout), view.dealer(), carry);
            double weight = replay(game, state, sampler.moves(layout), seat, playoutSeed);
            if (weight == 0 || !state.view(seat).equals(view)) {
                // A sampler's deal that does not replay to this view is its bug; such a deal would mislead.
                samplesRejected++;
                continue;
            }
            weights += weight;
            if (doubleDummy) {
                Position p = sampler.position(layout);
                for (int k = 0; k < sum.length; k++) {
                    int g = guess[k] != Integer.MIN_VALUE || k == 0 ? guess[k] : guess[k - 1];
                    guess[k] = solver().value(p.after(Action.arg(actions.get(k))), g);
                    sum[k] += weight * forSide(p, seat, guess[k]);
                }
            } else {
                for (int k = 0; k < sum.length; k++) {
                    State s = state.copy();
                    s.applyTrusted(actions.get(k));
                    sum[k] += weight * playOut(game, s, seat, playoutSeed);
                }
            }
        }
        int best = 0;
        for (int k = 1; k < sum.length; k++) {
            if (sum[k] > sum[best]) {
                best = k;
            }
        }
        if (!doubleDummy && weights > 0) {
            double[] means = new double[sum.length];
            for (int k = 0; k < sum.length; k++) {
                means[k] = sum[k] / weights;
            }
            lastEstimates = new Estimates(actions, means);
        }
        return actions.get(best);
    }

    /**
     * The actions searched in a decision other than card play: all legal ones, or where there are more than
     * {@link Budget#maxActions}, {@code basic}'s choice and then the ones {@code basic} rates best
     * ({@link BasicBot#ranked}). Both read only the view, so the list does too.
     */
    List<Integer> candidates(Game game, SeatView view) {
        if (view.legal().size() <= budget.maxActions()) {
            return view.legal();
        }
        Set<Integer> out = new LinkedHashSet<>();
        out.add(fallback.choose(game, view));
        for (int a : BasicBot.ranked(game, view)) {
            if (out.size() == budget.maxActions()) {
                break;
            }
            out.add(a);
        }
        return List.copyOf(out);
    }

    /**
     * Replays the sampled history on the sampled deal; returns the deal's weight from how many auction
     * decisions of the other seats a {@code basic} bot with their sampled cards would have taken otherwise,
     * or 0 if the engine refuses a move.
     */
    private static double replay(Game game, State state, List<Move> moves, int seat, long seed) {
        double weight = 1;
        BasicBot model = new BasicBot(seed);
        for (Move m : moves) {
            if (m.seat() != seat && (state.phase() == Phase.AUCTION || state.phase() == Phase.ANNULMENT)
                    && model.choose(game, state.view(m.seat())) != m.action()) {
                weight *= DISAGREEMENT;
            }
            if (state.check(m.seat(), m.action()) != null) {
                return 0;
            }
            state.applyTrusted(m.action());
        }
        return weight;
    }

    /** Plays the hand out with {@code basic} bots; its {@linkplain #worth worth} to the seat. */
    private static double playOut(Game game, State state, int seat, long seed) {
        return worth(playedOut(game, state, seed), seat);
    }

    /** Plays the hand out with {@code basic} bots of the seed {@code seed} in every seat; its result. */
    static HandResult playedOut(Game game, State state, long seed) {
        BasicBot bot = new BasicBot(seed);
        while (!state.isOver()) {
            state.applyTrusted(bot.choose(game, state.view(state.currentSeat())));
        }
        return state.result();
    }

    /**
     * What a finished hand is worth to the seat, in half units: its settlement plus a third of what went into
     * the pot. Money in the pot (the Haferl, German Tarok's pot) is not lost: later hands pay it out, to each
     * player alike as far as anyone can tell now. Without this share, stakes collected into an empty Haferl
     * look like a loss that only a Solo avoids, and the bot would bid hopeless Solos to dodge them.
     */
    static double worth(HandResult result, int seat) {
        return worth(Settlement.of(result), seat);
    }

    /** What a settlement is worth to the seat, as {@link #worth(HandResult, int)}. */
    static double worth(Settlement settlement, int seat) {
        return settlement.seats().get(seat).halves() + settlement.pot().halves() / 3.0;
    }

    /**
     * A declarer-side solver value as a value for {@code seat}'s side: the defenders' is the declarer's
     * negated, since only the order of the actions matters (the card total differs between the games).
     */
    private static int forSide(Position p, int seat, int declarerValue) {
        return seat == p.declarer() ? declarerValue : -declarerValue;
    }


    private Solver solver() {
        if (solver == null) {
            // Small table: only short endgames are solved, and an arena holds many bots at once.
            solver = new Solver(16);
        }
        return solver;
    }
}
