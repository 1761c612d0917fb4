package org.tarock.solver;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.Cards;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.GermanCards;
import org.tarock.engine.Move;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.bavarian.BavarianPublic;
import org.tarock.engine.bavarian.Contract;
import org.tarock.engine.german.GermanPublic;
import org.tarock.engine.german.GermanTarok;
import org.tarock.engine.husarln.HusarlnCards;
import org.tarock.engine.husarln.HusarlnPublic;
import org.tarock.engine.husarln.HusarlnScoring;
import org.tarock.engine.leipzig.LeipzigTaroc;

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
    private LeipzigAnalysis leipzig;

    /** An analysis with its own solver (not thread-safe: one per thread); Leipzig Taroc needs none. */
    public Analysis(Game game) {
        this(game, game.id() == GameId.LEIPZIG_TAROC ? null : new Solver());
    }

    public Analysis(Game game, Solver solver) {
        this.game = game;
        this.solver = solver;
    }

    /** How the values of a report were found. */
    public enum Method {
        /** The exact double-dummy {@link Solver}: Bavarian Tarock, German Tarok, Husarln. */
        DOUBLE_DUMMY,
        /** Leipzig Taroc's depth-limited paranoid {@link LeipzigSearch}: an estimate, not an exact solve. */
        PARANOID_SEARCH;

        /** The name in the protocol and the command line: {@code double-dummy}, {@code paranoid-search}. */
        public String code() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /**
     * Leipzig Taroc: how one seat could have done and how it did, in its own card points (counted in threes;
     * it wins or loses its card points − 26).
     *
     * @param seat        the seat
     * @param searchValue the search's value for the seat at its first card, every card known (-1 if it played
     *                    none)
     * @param cardPoints  the card points it took
     * @param pointsLost  what its cards gave away against the search's best cards, summed over its cards
     */
    public record SeatValue(int seat, int searchValue, int cardPoints, int pointsLost) {
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
        if (game.id() == GameId.LEIPZIG_TAROC) {
            return leipzig().analyse(finished, samples, seed);
        }
        State s = game.newHand(finished.deal(), finished.dealer(), finished.carryBefore());
        List<Move> moves = finished.moves();
        DealRandom random = new DealRandom(seed);
        List<Decision> decisions = new ArrayList<>();
        int firstLead = -1;
        int declarer = -1;
        String contract = "none";
        for (int i = 0; i < moves.size(); i++) {
            Move m = moves.get(i);
            if (s.phase() == Phase.PLAY) {
                if (firstLead < 0) {
                    Position p = Positions.of(s);
                    firstLead = solver.value(p);
                    declarer = p.declarer();
                    contract = contractCode(s.view(m.seat()).detail());
                }
                decisions.add(decision(s, i, m, samples, random));
            }
            s.apply(m.seat(), m.action());
        }
        if (firstLead < 0) {
            return new Report(Method.DOUBLE_DUMMY, -1, "none", -1, false, List.of(), List.of(), List.of());
        }
        boolean made = contract.equals(Contract.BETTEL.code()) ? firstLead == 1 : firstLead >= target();
        return new Report(Method.DOUBLE_DUMMY, declarer, contract, firstLead, made, List.copyOf(decisions),
                contractValues(finished, declarer), List.of());
    }

    private Decision decision(State s, int index, Move m, int samples, DealRandom random) {
        Position p = Positions.of(s);
        int seat = m.seat();
        int[] dd = solver.cardValues(p);
        double[] expected = samples > 0 ? expectedValues(s.view(seat), samples, random) : null;
        List<CardValue> cards = new ArrayList<>();
        Card best = null;
        int bestValue = Integer.MIN_VALUE;
        for (long legal = p.legalCards(); legal != 0; legal &= legal - 1) {
            int c = Long.numberOfTrailingZeros(legal);
            int v = forSide(p, seat, dd[c]);
            cards.add(new CardValue(game.pack().card(c), v, expected == null ? Double.NaN : expected[c]));
            if (v > bestValue) {
                bestValue = v;
                best = game.pack().card(c);
            }
        }
        int played = Action.arg(m.action());
        int trick = s.view(seat).completedTricks() + 1;
        return new Decision(index, seat, trick, game.pack().card(played), best, bestValue,
                forSide(p, seat, dd[played]), List.copyOf(cards));
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
        State s = game.newHand(finished.deal(), finished.dealer(), finished.carryBefore());
        int[] lost = new int[3];
        int[] cards = new int[3];
        boolean played = false;
        for (Move m : finished.moves()) {
            if (s.phase() == Phase.PLAY) {
                Position p = Positions.of(s);
                if (p.goal() != Goal.CARD_POINTS) {
                    return null;
                }
                played = true;
                int[] dd = solver.cardValues(p);
                int best = Integer.MIN_VALUE;
                for (long legal = p.legalCards(); legal != 0; legal &= legal - 1) {
                    best = Math.max(best, forSide(p, m.seat(), dd[Long.numberOfTrailingZeros(legal)]));
                }
                lost[m.seat()] += best - forSide(p, m.seat(), dd[Action.arg(m.action())]);
                cards[m.seat()]++;
            }
            s.apply(m.seat(), m.action());
        }
        return played ? new Shortfall(lost, cards) : null;
    }

    /** A declarer-side value as the value for {@code seat}'s side. */
    private int forSide(Position p, int seat, int declarerValue) {
        if (seat == p.declarer()) {
            return declarerValue;
        }
        return p.goal() == Goal.NO_TRICK ? 1 - declarerValue : total() - declarerValue;
    }

    /** The card points of the whole pack: 120, Husarln's 66 counted in threes. */
    private int total() {
        return game.id() == GameId.HUSARLN ? HusarlnScoring.TOTAL : 120;
    }

    /** The declarer's side's points that make the contract: 61, Husarln's 34. */
    private int target() {
        return game.id() == GameId.HUSARLN ? HusarlnScoring.TARGET : 61;
    }

    /** The record code of the contract in a view's public facts. */
    private static String contractCode(Object detail) {
        return switch (detail) {
            case BavarianPublic b -> b.contract().code();
            case GermanPublic g -> g.contract().code();
            case HusarlnPublic h -> h.contract().code();
            default -> throw new IllegalArgumentException("no double-dummy analysis for " + detail);
        };
    }

    private LeipzigAnalysis leipzig() {
        if (leipzig == null) {
            leipzig = new LeipzigAnalysis((LeipzigTaroc) game);
        }
        return leipzig;
    }

    /**
     * The expected value of each legal card of the view's seat for its side, indexed by card (NaN for cards
     * that are not legal): the mean over {@code samples} sampled deals of the double-dummy value (Leipzig
     * Taroc: of the search's value).
     */
    public double[] expectedValues(SeatView view, int samples, DealRandom random) {
        if (game.id() == GameId.LEIPZIG_TAROC) {
            return leipzig().expectedValues(view, samples, random);
        }
        Sampler sampler = Sampler.of(game, view);
        double[] sum = new double[64];
        java.util.Arrays.fill(sum, Double.NaN);
        long legal = 0;
        for (int a : view.legal()) {
            legal |= 1L << Action.arg(a);
        }
        for (long m = legal; m != 0; m &= m - 1) {
            sum[Long.numberOfTrailingZeros(m)] = 0;
        }
        // Each card's search starts from its value in the previous deal, or from the card before's.
        int[] guess = new int[64];
        java.util.Arrays.fill(guess, Integer.MIN_VALUE);
        for (int i = 0; i < samples; i++) {
            Position p = sampler.position(sampler.sample(random));
            int before = Integer.MIN_VALUE;
            for (long m = legal; m != 0; m &= m - 1) {
                int c = Long.numberOfTrailingZeros(m);
                int v = solver.value(p.after(c), guess[c] != Integer.MIN_VALUE ? guess[c] : before);
                guess[c] = v;
                before = v;
                sum[c] += forSide(p, view.seat(), v);
            }
        }
        for (long m = legal; m != 0; m &= m - 1) {
            sum[Long.numberOfTrailingZeros(m)] /= samples;
        }
        return sum;
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
        boolean bettel = view.detail() instanceof BavarianPublic b && b.contract() == Contract.BETTEL;
        boolean leipzigSearch = game.id() == GameId.LEIPZIG_TAROC;
        String reason = String.format(Locale.ROOT, "%s %s over %d sampled deals",
                top.card().code(), bettel ? String.format(Locale.ROOT, "wins for your side in %.0f%%", 100 * top.expected())
                        : String.format(Locale.ROOT, "gives %s %.1f card points on average",
                        leipzigSearch ? "you" : "your side", top.expected()),
                samples);
        if (cards.size() > 1) {
            CardValue next = cards.get(1);
            reason += String.format(Locale.ROOT, bettel ? " (next best %s: %.0f%%)" : " (next best %s: %.1f)",
                    next.card().code(), bettel ? 100 * next.expected() : next.expected());
        } else {
            reason += " (the only legal card)";
        }
        if (leipzigSearch) {
            reason += "; values from a depth-limited paranoid search, not an exact solve";
        }
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
     * kept, {@value #DISCARD_CANDIDATES} of them per row ({@value #HUSARLN_DISCARD_CANDIDATES} in Husarln,
     * whose solves are the slowest). A row's value is so the best of those, a lower bound on the best
     * exchange. Rows: one per trump (Stockspiel, Frage); in Husarln one per stock packet the declarer could
     * take (with all cards known he can take any: the packets before it rejected, the level does not score),
     * so the rows show what each packet would have been worth.
     */
    public List<ContractValue> contractValues(State hand, int soloist) {
        return switch (game.id()) {
            case BAVARIAN_TAROCK -> bavarianContracts(hand, soloist);
            case GERMAN_TAROK -> germanContracts(hand, soloist);
            case HUSARLN -> husarlnContracts(hand, soloist);
            default -> throw new IllegalArgumentException("no double-dummy solver for " + game.id().id());
        };
    }

    /**
     * German Tarok: every contract of the era with each trump it allows; a Frage's discard as the class
     * comment of {@link #contractValues} says (1839: laid away before the trump is named, so every pair of
     * discard and trump is open to him).
     */
    private List<ContractValue> germanContracts(State hand, int soloist) {
        List<ContractValue> out = new ArrayList<>();
        List<org.tarock.engine.german.Contract> ladder = hand.view(soloist).detail(GermanPublic.class).era().ladder();
        for (int i = 0; i < ladder.size(); i++) {
            org.tarock.engine.german.Contract k = ladder.get(i);
            int[] trumps = k.fixedTrump() >= 0 ? new int[]{k.fixedTrump()}
                    : new int[]{GermanCards.E, GermanCards.G, GermanCards.S};
            for (int t : trumps) {
                State s = bidAlone(hand, soloist, i);
                if (s == null) {
                    continue;
                }
                long trumpSuit = GermanCards.SUIT[t];
                List<Long> discards = s.phase() == Phase.DISCARD
                        ? bestRated(s, DISCARD_CANDIDATES, trumpSuit, d -> discardRating(Cards.mask(s.view(soloist).hand()) & ~d, d))
                        : List.of(0L);
                ContractValue best = null;
                for (long d : discards) {
                    State e = s.copy();
                    if (d != 0) {
                        e.apply(soloist, Action.cardsOfMask(Action.DISCARD, d));
                    }
                    while (e.phase() != Phase.PLAY) {
                        e.apply(soloist, e.phase() == Phase.TRUMP ? Action.trump(t) : GermanTarok.ANNOUNCE_NONE);
                    }
                    int v = solver.value(Positions.of(e));
                    if (best == null || v > best.value()) {
                        best = new ContractValue(soloist, k.code(), String.valueOf(game.pack().suitLetter(t)), null,
                                d == 0 ? null : Cards.codes(game.pack(), d), v, v >= target());
                    }
                }
                out.add(best);
            }
        }
        return List.copyOf(out);
    }

    /**
     * Husarln: the Solo (no stock, no discard; nobody declares), and Two Cards and One Card with one row per
     * stock packet taken, its discard as the class comment of {@link #contractValues} says.
     */
    private List<ContractValue> husarlnContracts(State hand, int soloist) {
        List<ContractValue> out = new ArrayList<>();
        for (org.tarock.engine.husarln.Contract k : org.tarock.engine.husarln.Contract.LADDER) {
            State s = bidAlone(hand, soloist, k.ordinal());
            if (s == null) {
                continue;
            }
            if (k == org.tarock.engine.husarln.Contract.SOLO) {
                out.add(husarlnRow(s, k, 0, 0));
                continue;
            }
            for (int packet = 0; packet < k.packets(); packet++) {
                State e = s.copy();
                for (int j = 0; j < packet; j++) {
                    e.apply(soloist, Action.REJECT_ACTION);
                }
                int take = e.legalActionList().stream().filter(a -> Action.kind(a) == Action.TAKE).findFirst()
                        .orElseThrow();
                e.apply(soloist, take);
                long kept = Cards.mask(e.view(soloist).hand());
                ContractValue best = null;
                for (long d : bestRated(e, HUSARLN_DISCARD_CANDIDATES, 0, d -> husarlnDiscardRating(kept & ~d, d))) {
                    ContractValue v = husarlnRow(e, k, Action.cardMask(take), d);
                    if (best == null || v.value() > best.value()) {
                        best = v;
                    }
                }
                out.add(best);
            }
        }
        return List.copyOf(out);
    }

    /** The value of a Husarln contract from its stock or discard phase, laying away {@code discard} (if any). */
    private ContractValue husarlnRow(State from, org.tarock.engine.husarln.Contract k, long taken, long discard) {
        State s = from.copy();
        if (discard != 0) {
            s.apply(s.currentSeat(), Action.cardsOfMask(Action.DISCARD, discard));
        }
        while (s.phase() != Phase.PLAY) {
            s.apply(s.currentSeat(), Action.PASS_ACTION);
        }
        int v = solver.value(Positions.of(s));
        return new ContractValue(Positions.of(s).declarer(), k.code(), "T",
                taken == 0 ? null : Cards.codes(game.pack(), taken), discard == 0 ? null : Cards.codes(game.pack(), discard),
                v, v >= target());
    }

    /**
     * The {@code n} legal discards of a state in its discard phase that {@code rating} rates highest, those
     * with a card of {@code avoid} (the trump suit) only when too few others are legal.
     */
    private static List<Long> bestRated(State s, int n, long avoid, java.util.function.LongUnaryOperator rating) {
        List<long[]> rated = new ArrayList<>();
        for (int a : s.legalActionList()) {
            long d = Action.cardMask(a);
            rated.add(new long[]{d, rating.applyAsLong(d) - ((d & avoid) != 0 ? 1_000 : 0)});
        }
        rated.sort((x, y) -> Long.compare(y[1], x[1]));
        return rated.stream().limit(n).map(r -> r[0]).toList();
    }

    /** Husarln: a plain suit cleared is a suit to trump; points laid away are banked (face value − 1 each). */
    private long husarlnDiscardRating(long kept, long laidAway) {
        long score = 0;
        for (int suit = 0; suit < 4; suit++) {
            if ((kept & HusarlnCards.suitMask(suit)) == 0) {
                score += 6;
            }
        }
        for (long m = laidAway; m != 0; m &= m - 1) {
            score += game.pack().card(Long.numberOfTrailingZeros(m)).value() - 1;
        }
        return score;
    }

    /** The hand replayed with {@code soloist} bidding the contract at ladder position {@code bid} and the others passing; null if refused. */
    private State bidAlone(State hand, int soloist, int bid) {
        State s = game.newHand(hand.deal(), hand.dealer(), hand.carryBefore());
        while (s.phase() == Phase.AUCTION) {
            int seat = s.currentSeat();
            int a = seat == soloist ? Action.bid(bid) : Action.PASS_ACTION;
            if (s.check(seat, a) != null) {
                return null;
            }
            s.applyTrusted(a);
        }
        return s.isOver() ? null : s;
    }

    private List<ContractValue> bavarianContracts(State hand, int soloist) {
        List<ContractValue> out = new ArrayList<>();
        boolean herzNeischaugn = game.rules().bool("herz-neischaugn");
        for (Contract k : Contract.values()) {
            switch (k) {
                case STOCK -> {
                    for (int t = 0; t < 4; t++) {
                        if (!herzNeischaugn || t == GermanCards.H) {
                            out.add(bestStockspiel(hand, soloist, t, herzNeischaugn));
                        }
                    }
                }
                case SOLO -> {
                    for (int t : new int[]{GermanCards.E, GermanCards.G, GermanCards.S}) {
                        out.add(solve(hand, soloist, k, t, 0, false));
                    }
                }
                case HERZSOLO -> out.add(solve(hand, soloist, k, GermanCards.H, 0, false));
                case BETTEL -> out.add(solve(hand, soloist, k, -1, 0, false));
            }
        }
        return List.copyOf(out);
    }

    /** How many discards per row {@link #contractValues} solves. */
    static final int DISCARD_CANDIDATES = 3;
    /** Husarln's: its first-lead solves take seconds, and Two Cards and One Card have nine rows. */
    static final int HUSARLN_DISCARD_CANDIDATES = 2;

    private ContractValue bestStockspiel(State hand, int soloist, int trump, boolean herzNeischaugn) {
        long cards = Cards.mask(hand.deal().hand(soloist)) | Cards.mask(hand.deal().talon());
        long allowed = cards & ~GermanCards.SUIT[trump];
        List<long[]> rated = new ArrayList<>();
        for (long a = allowed; a != 0; a &= a - 1) {
            for (long b = a & (a - 1); b != 0; b &= b - 1) {
                for (long c = b & (b - 1); c != 0; c &= c - 1) {
                    long d = (a & -a) | (b & -b) | (c & -c);
                    rated.add(new long[]{d, discardRating(cards & ~d, d)});
                }
            }
        }
        rated.sort((x, y) -> Long.compare(y[1], x[1]));
        ContractValue best = null;
        for (int i = 0; i < Math.min(DISCARD_CANDIDATES, rated.size()); i++) {
            ContractValue v = solve(hand, soloist, Contract.STOCK, trump, rated.get(i)[0], herzNeischaugn);
            if (best == null || v.value() > best.value()) {
                best = v;
            }
        }
        return best;
    }

    /** Voids made and points banked are good; an Ace laid away is a trick given up. */
    private static long discardRating(long kept, long laidAway) {
        long score = 0;
        for (int s = 0; s < 4; s++) {
            if ((kept & GermanCards.SUIT[s]) == 0) {
                score += 12;
            }
        }
        for (long m = laidAway; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            score += GermanCards.STRENGTH[c] == 0 ? -15 : GermanCards.POINTS[c];
        }
        return score;
    }

    private ContractValue solve(State hand, int soloist, Contract k, int trump, long discard, boolean trumpFixed) {
        State s = game.newHand(hand.deal(), hand.dealer(), hand.carryBefore());
        int forehand = (hand.dealer() + 1) % 3;
        for (int i = 0; i < 3; i++) {
            int seat = (forehand + i) % 3;
            s.apply(seat, seat == soloist ? Action.bid(k.ordinal()) : Action.PASS_ACTION);
        }
        if (k == Contract.STOCK) {
            s.apply(soloist, Action.cardsOfMask(Action.DISCARD, discard));
        }
        if ((k == Contract.STOCK && !trumpFixed) || k == Contract.SOLO) {
            s.apply(soloist, Action.trump(trump));
        }
        int v = solver.value(Positions.of(s));
        String letter = trump < 0 ? null : String.valueOf(game.pack().suitLetter(trump));
        String laid = k == Contract.STOCK ? Cards.codes(game.pack(), discard) : null;
        return new ContractValue(soloist, k.code(), letter, null, laid, v, k == Contract.BETTEL ? v == 1 : v >= 61);
    }
}
