package org.tarock.solver;

import java.util.Arrays;
import org.tarock.engine.Cards;

/**
 * Exact double-dummy solver for the two-sided trick games (declarer against two defenders).
 *
 * <p><b>Value.</b> For {@link Goal#CARD_POINTS} the card points the declarer's side ends with when both
 * sides play perfectly with all cards known: points already won (with whatever the rules add outside the
 * tricks) plus the most it can force from the remaining tricks. For {@link Goal#NO_TRICK} (Bettel) 1 if the
 * soloist can avoid every trick, 0 if the defenders can force him to take one.
 *
 * <p><b>Algorithm.</b> Fail-soft alpha-beta over the cards still to be played, one ply per card; the
 * declarer's seat maximises, both defenders minimise. The searched quantity is what the declarer's side takes
 * from the remaining tricks, so it depends only on the hands and the leader, not on the path; the
 * root adds the points already won. The exact value is found by bisection with null-window searches
 * ("does the declarer's side take at least {@code b}?"): each answer is a bound (fail-soft, often beyond
 * the midpoint), so about seven passes settle a value between 0 and 120, and each pass leaves its bounds in
 * the table for the next. Refinements, each exact:
 * <ul>
 *   <li><b>Transposition table</b> at trick starts, keyed on relative ranks (quasi-symmetry, after
 *       Kupferschmid and Helmert's Skat solver): the key is the position's shape, which seat holds the
 *       highest, second, … card still in play of each suit, and the leader; the entry keeps the cards it was
 *       found with, lower and upper bound and the best card (as a relative rank), see
 *       {@link TranspositionTable}. Positions of one shape play alike (same legal cards, same trick winners),
 *       so an entry bounds every layout of its shape once corrected by the points the cards at each relative
 *       rank gain or lose ({@link #correction}); cards of equal points (the Spatzen, Husarln's plain trumps)
 *       need no correction at all. The table persists between calls as long as the rules context (trump, contract options, declarer,
 *       goal) stays the same, so the many sampled deals of one decision share it.</li>
 *   <li><b>Bounds from the points still out</b>: the declarer's side can take neither less than nothing nor
 *       more than the points still in the hands and on the table; at trick starts, it surely takes the
 *       tricks of its trumps that no opposing trump beats (their points, the trick bonus and the cheapest
 *       cards each defender can put into them), and surely loses those of the defenders' trumps that none
 *       of its trumps beats; the leader's side also takes the leader's quick tricks in plain suits
 *       ({@link #cash}). A window outside these bounds is cut at once.</li>
 *   <li><b>Equivalent cards</b>: two cards of one hand in one suit with no card of another hand ranked
 *       between them (cards on the table count) are equal in power: the positions after either differ only
 *       by renaming the two, so their values differ only by where the two cards' points fall. Of equal
 *       points (or in Bettel) only the higher is searched. Of different points, when the trick's side is
 *       settled once the card is played (the last seat, or no later opponent can overtake), only the one
 *       with the most points is searched if the player's side takes the trick, the fewest if not: the
 *       difference in points moves to a later trick, where the side gains it at most as surely.</li>
 *   <li><b>Move ordering</b>: the table's best card first; then at the last seat of a trick the greedy
 *       choice for the current trick, at other seats cards that win the trick (sure winners first: no later
 *       seat can overtake them), and otherwise cheap cards; the declarer leads his trumps that are not sure
 *       winners after his other cards of about the same points, a defender leads from his short suits first.</li>
 *   <li>The <b>last two tricks</b> are evaluated directly (every line), without the table.</li>
 * </ul>
 * The inner loop allocates nothing: moves live in per-ply arrays, the position in a few fields.
 *
 * <p>Not thread-safe; use one solver per thread. The transposition table takes about 2^{@code bits} × 32
 * bytes (by default sized by the pack, {@link #Solver()}).
 */
public final class Solver {
    private static final int MAX_PLY = 40;
    private static final int NO_CARD = 0xFF;
    /** Which of two equivalent cards is searched ({@link #hasBetterEquivalent}). */
    private static final int SAME_POINTS = 0;
    private static final int MORE_POINTS = 1;
    private static final int FEWER_POINTS = 2;
    /** Bits of a shape key word for the relative positions of a hand's cards; the suits' counts sit above. */
    private static final int SHAPE_BITS = 40;

    /** Made at the first solve when the size follows the pack ({@link #Solver()}). */
    private TranspositionTable table;
    /** The table's size as a power of two; 0: by the pack ({@link #packTableBits}). */
    private final int tableBits;
    private final int[][] moves = new int[MAX_PLY][16];
    private final int[][] scores = new int[MAX_PLY][16];
    private final long[] hands = new long[3];
    /** Set by {@link #takeBounds}. */
    private int boundLow;
    private int boundHigh;
    /** The trumps each side surely wins, set by {@link #takeBounds}. */
    private long boundSureOurs;
    private long boundSureTheirs;
    /** Set by {@link #cash}. */
    private int cashTricks;
    private int cashPoints;

    private PlayKernel rules;
    private long[] beaters;
    /** For each card, the cards that beat it when it is winning a trick: {@link PlayKernel#beats} as masks. */
    private long[] beatenBy;
    /** For each card, the other cards of its suit by {@link PlayKernel#beaters()} (trumps for a trump). */
    private long[] suitMates;
    private long trumps;
    /** The shape key of a position ({@link #shape}). */
    private final long[] key = new long[2];
    /**
     * The order of the cards in a shape: by suit, each suit in rank order (index order where the suit's
     * indexes follow its ranks). For each card, the cards before it; {@link #indexOrder} when that is index
     * order, so that a hand's relative positions are {@link Long#compress}.
     */
    private long[] before;
    private int[] order;
    private boolean indexOrder;
    /** Each suit's cards and where its count of cards in play sits in the first key word. */
    private long[] suits;
    private int[] countShift;
    /** Set by {@link #correction}. */
    private int corrLow;
    private int corrHigh;
    /** Set by {@link #lookup}. */
    private int ttLow;
    private int ttHigh;
    private int ttMoveAt;
    private final int[] layoutCards = new int[128];
    private int[] points;
    /** The cards that carry points. */
    private long pointed;
    /** The cards of each point value, fewest points first, and those values ({@link #fewestPoints}). */
    private long[] pointClasses;
    private int[] classPoints;
    /** What a won trick adds beyond its cards' points ({@link PlayKernel#trickBonus()}). */
    private int bonus;
    private int declarer;
    private boolean bettel;
    private long onTable;
    private int pointsOut;
    /** The root of the current search ({@link #root}). */
    private int rootInTrick;
    private int rootLeader;
    private int rootLed;
    private int rootBest;
    private int rootBestSeat;
    private int rootTrickPts;
    private int rootLower;
    private int rootUpper;
    /** The card the last probe's root search found best (NO_CARD if it was cut before trying one). */
    private int rootCard;
    /** The root card of the last probe that failed high (the declarer reaches it) and low, in {@link #value}. */
    private int highCard;
    private int lowCard;
    private long context = -1;
    private long nodes;
    private long probes;

    /**
     * A solver whose transposition table is sized for the largest pack it has solved: 2^18 entries (8 MB) for
     * packs of up to 36 cards, 2^20 (32 MB) for larger ones. A bigger table gains a 36-card deal
     * almost nothing (0.3% fewer nodes at 2^20) and costs it time in cache misses; Husarln's 42 cards need it.
     */
    public Solver() {
        this.tableBits = 0;
    }

    /** A solver whose transposition table holds {@code 2^tableBits} entries. */
    public Solver(int tableBits) {
        if (tableBits <= 2) {
            throw new IllegalArgumentException("a table of 2^" + tableBits + " entries is too small");
        }
        this.tableBits = tableBits;
        table = new TranspositionTable(tableBits);
    }

    private static int packTableBits(int packSize) {
        return packSize > 36 ? 20 : 18;
    }

    /** Positions searched since this solver was made (for measurements). */
    public long nodes() {
        return nodes;
    }

    /** Null-window searches from a root since this solver was made (for measurements: an exact value takes several). */
    public long probes() {
        return probes;
    }

    /**
     * The exact value of the position (see the class comment): the declarer side's final card points, or for
     * Bettel 1 if the soloist can avoid every trick and 0 if not.
     */
    public int value(Position p) {
        return value(p, Integer.MIN_VALUE);
    }

    /**
     * The exact value of the position as {@link #value(Position)}, searched from a first guess of it (the same
     * units: the declarer side's final card points), such as the value of the same decision in the previous
     * sampled deal. The null-window probes start at the guess and step away from it in growing steps until
     * the value is bracketed, then bisect: a guess within a few points of the value settles it in two to four
     * probes instead of bisection's six or seven over the whole range. Any guess gives the exact value;
     * {@code Integer.MIN_VALUE} means none (plain bisection).
     */
    public int value(Position p, int guess) {
        if (p.isOver()) {
            return p.finalValue();
        }
        root(p);
        int lower = rootLower;
        int upper = rootUpper;
        int offset = bettel ? 0 : p.declarerPoints();
        boolean guessing = guess != Integer.MIN_VALUE && !bettel;
        boolean failedHigh = false;
        boolean failedLow = false;
        int step = 1;
        highCard = NO_CARD;
        lowCard = NO_CARD;
        int beta = guessing ? Math.clamp((long) guess - offset, lower + 1, Math.max(lower + 1, upper)) : (lower + upper + 1) / 2;
        while (lower < upper) {
            int v = probe(beta);
            if (v >= beta) {
                lower = v;
                failedHigh = true;
                highCard = rootCard;
            } else {
                upper = v;
                failedLow = true;
                lowCard = rootCard;
            }
            if (lower >= upper) {
                break;
            }
            if (guessing && !(failedHigh && failedLow)) {
                // Step away from the guess, doubling, until the value is bracketed.
                beta = v >= beta ? lower + step : upper - step + 1;
                step *= 2;
                beta = Math.clamp(beta, lower + 1, upper);
            } else {
                beta = (lower + upper + 1) / 2;
            }
        }
        return bettel ? lower : offset + lower;
    }

    /** Sets up the root of a search of {@code p} (in play): the fields {@link #probe} starts from. */
    private void root(Position p) {
        load(p);
        int trickPts = 0;
        for (int c : p.trick()) {
            trickPts += points[c];
        }
        rootInTrick = p.trick().length;
        rootLeader = p.leader();
        rootLed = rootInTrick == 0 ? -1 : p.trick()[0];
        rootBest = p.best();
        rootBestSeat = p.bestSeat();
        rootTrickPts = trickPts;
        rootUpper = bettel ? 1 : pointsOut + trickPts + bonus * ((Long.bitCount(hands[0] | hands[1] | hands[2]) + rootInTrick) / 3);
        rootLower = 0;
        if (rootInTrick == 0) {
            // The trick-start bounds narrow the range the probes must search.
            takeBounds(hands[0] | hands[1] | hands[2], rootLeader);
            rootLower = boundLow;
            rootUpper = Math.max(boundLow, boundHigh);
        }
    }

    /** One null-window search at the root set up by {@link #root}: is the take at least {@code beta}? Fail-soft. */
    private int probe(int beta) {
        probes++;
        rootCard = NO_CARD;
        return search(rootInTrick, rootLeader, rootLed, rootBest, rootBestSeat, rootTrickPts, beta - 1, beta, 0);
    }

    /**
     * Whether the declarer's side can force at least {@code target} card points (Bettel: whether the soloist
     * can avoid every trick, whatever the target). One null-window search: much cheaper than
     * {@link #value}, for questions such as "is the contract made?" ({@code target} 61) or the schneider
     * thresholds.
     */
    public boolean atLeast(Position p, int target) {
        if (p.isOver()) {
            return p.goal() == Goal.NO_TRICK ? p.finalValue() == 1 : p.finalValue() >= target;
        }
        root(p);
        int beta = bettel ? 1 : target - p.declarerPoints();
        if (beta <= 0) {
            return true;
        }
        return probe(beta) >= beta;
    }

    /**
     * The exact value after each legal card of the seat to play, indexed by card (entries of cards that are
     * not legal are -1). The best cards for the seat are those with the highest value if it is the declarer's
     * seat, else the lowest. Each card's search starts from the value of the card before (see
     * {@link #value(Position, int)}): the cards of one decision are mostly worth about the same.
     */
    public int[] cardValues(Position p) {
        return cardValues(p, Integer.MIN_VALUE);
    }

    /**
     * {@link #cardValues(Position)} with a first guess for the first card's search, such as the position's own
     * value when it is known (the value of the card played at the decision before, in a hand followed trick by
     * trick): a best card is worth exactly that, and the others mostly little less.
     */
    public int[] cardValues(Position p, int guess) {
        int[] out = new int[64];
        Arrays.fill(out, -1);
        for (long m = p.legalCards(); m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            out[c] = value(p.after(c), guess);
            guess = out[c];
        }
        return out;
    }

    /**
     * The legal cards of the seat to play that keep the position's value (its optimal cards), as a mask. The
     * same cards as those of {@link #cardValues} with the best value, found more cheaply: the position's exact
     * value, then one null-window search per card ("does it keep the value?") instead of each card's exact
     * value.
     */
    public long bestCards(Position p) {
        int v = value(p);
        long out = 0;
        for (long m = p.legalCards(); m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            if (keepsValue(p, c, v)) {
                out |= 1L << c;
            }
        }
        return out;
    }

    /**
     * One legal card of the seat to play that keeps the position's value (a best card, as in
     * {@link #bestCards}), for players that only compare cards: it costs about one exact solve of the
     * position, not one per card, since the probes that settle the value also prove a card reaching it.
     */
    public int bestCard(Position p) {
        return bestCard(p, Integer.MIN_VALUE);
    }

    /** {@link #bestCard(Position)} with a first guess of the position's value, as in {@link #value(Position, int)}. */
    public int bestCard(Position p, int guess) {
        if (Long.bitCount(p.legalCards()) == 1) {
            return Long.numberOfTrailingZeros(p.legalCards());
        }
        int v = value(p, guess);
        // The last probe that raised the declarer's bound (or lowered it, for a defender) was won by its root
        // card: that card reaches the value. Without such a probe (the value is the range's end, or the root
        // was cut before a card was tried) each card is asked in turn.
        int c = p.toPlay() == p.declarer() ? highCard : lowCard;
        if (c != NO_CARD && (p.legalCards() & 1L << c) != 0) {
            return c;
        }
        for (long m = p.legalCards(); m != 0; m &= m - 1) {
            c = Long.numberOfTrailingZeros(m);
            if (keepsValue(p, c, v)) {
                return c;
            }
        }
        throw new IllegalStateException("no card keeps the value " + v);
    }

    /** Whether playing {@code c} keeps the value {@code v} of {@code p}: one null-window search. */
    private boolean keepsValue(Position p, int c, int v) {
        Position next = p.after(c);
        boolean bettelGoal = p.goal() == Goal.NO_TRICK;
        if (p.toPlay() == p.declarer()) {
            // No card gives the declarer more than the value: it keeps it if it reaches it.
            return bettelGoal ? v == 0 || atLeast(next, 1) : atLeast(next, v);
        }
        return bettelGoal ? v == 1 || !atLeast(next, 1) : !atLeast(next, v + 1);
    }

    private void load(Position p) {
        long ctx = p.rules().contextKey() * 31 + p.declarer() * 3L + p.goal().ordinal();
        if (ctx != context || rules == null || !rules.equals(p.rules())) {
            // The table grows for a larger pack and then stays: a solver serving several games allocates once.
            if (tableBits == 0 && (table == null || table.bits() < packTableBits(p.rules().points().length))) {
                table = new TranspositionTable(packTableBits(p.rules().points().length));
            }
            table.newGeneration();
            context = ctx;
            beatenBy = beatMasks(p.rules());
            suitMates = suitMates(p.rules().beaters());
            pointClasses(p.rules().points());
            pointed = classPoints[0] == 0 ? ~pointClasses[0] : -1L;
            shapeOrder(p.rules().beaters());
        }
        rules = p.rules();
        beaters = rules.beaters();
        trumps = rules.trumps();
        points = rules.points();
        bonus = rules.trickBonus();
        declarer = p.declarer();
        bettel = p.goal() == Goal.NO_TRICK;
        System.arraycopy(p.hands(), 0, hands, 0, 3);
        if (Long.bitCount(hands[0] | hands[1] | hands[2]) > SHAPE_BITS) {
            throw new IllegalArgumentException("more than " + SHAPE_BITS + " cards in the hands");
        }
        onTable = 0;
        for (int c : p.trick()) {
            onTable |= 1L << c;
        }
        pointsOut = 0;
        for (long m = hands[0] | hands[1] | hands[2]; m != 0; m &= m - 1) {
            pointsOut += points[Long.numberOfTrailingZeros(m)];
        }
    }

    private void pointClasses(int[] pts) {
        int[] values = Arrays.stream(pts).distinct().sorted().toArray();
        pointClasses = new long[values.length];
        classPoints = values;
        for (int c = 0; c < pts.length; c++) {
            pointClasses[Arrays.binarySearch(values, pts[c])] |= 1L << c;
        }
    }

    /** Sets {@link #order}, {@link #before}, {@link #indexOrder}, {@link #suits} and {@link #countShift} for the rank order {@code beaters}. */
    private void shapeOrder(long[] beaters) {
        int n = beaters.length;
        long[] suitList = new long[n];
        int count = 0;
        long seen = 0;
        for (int c = 0; c < n; c++) {
            if ((seen & 1L << c) == 0) {
                long suit = suitMates[c] | 1L << c;
                seen |= suit;
                suitList[count++] = suit;
            }
        }
        suits = Arrays.copyOf(suitList, count);
        countShift = new int[count];
        int shift = SHAPE_BITS;
        order = new int[n];
        int k = 0;
        for (int g = 0; g < count; g++) {
            long suit = suits[g];
            countShift[g] = shift;
            shift += 64 - Long.numberOfLeadingZeros(Long.bitCount(suit));
            int[] cards = new int[Long.bitCount(suit)];
            int i = 0;
            for (long m = suit; m != 0; m &= m - 1) {
                cards[i++] = Long.numberOfTrailingZeros(m);
            }
            boolean up = true;
            boolean down = true;
            for (i = 1; i < cards.length; i++) {
                up &= (beaters[cards[i]] & 1L << cards[i - 1]) != 0;
                down &= (beaters[cards[i - 1]] & 1L << cards[i]) != 0;
            }
            if (!up && !down) {
                int[] sorted = Arrays.stream(cards).boxed()
                        .sorted((a, b) -> Integer.compare(Long.bitCount(beaters[a]), Long.bitCount(beaters[b])))
                        .mapToInt(Integer::intValue).toArray();
                cards = sorted;
            }
            for (int c : cards) {
                order[k++] = c;
            }
        }
        if (shift > 64) {
            throw new IllegalArgumentException("too many suits for the table's key");
        }
        before = new long[n];
        indexOrder = true;
        long prefix = 0;
        for (int i = 0; i < n; i++) {
            before[order[i]] = prefix;
            prefix |= 1L << order[i];
            indexOrder &= order[i] == i;
        }
    }

    /**
     * Looks up the shape {@code k0, k1} with {@code leader} to lead for the cards in play {@code all}: sets
     * {@link #ttLow} and {@link #ttHigh} to the tightest bounds its entries give, each corrected from its
     * layout to this one, and {@link #ttMoveAt} to the best card of the entry of this layout, else of another.
     * Whether the table holds the shape.
     */
    private boolean lookup(long k0, long k1, int leader, long all, long sureOurs, long sureTheirs) {
        int slot = table.bucket(k0, k1, leader);
        boolean found = false;
        ttLow = 0;
        ttHigh = 255;
        ttMoveAt = NO_CARD;
        for (int i = slot; i < slot + TranspositionTable.WAYS; i++) {
            if (!table.holds(i, k0, k1, leader)) {
                continue;
            }
            int e = table.entry(i);
            long layout = table.layout(i);
            correction(layout, all, sureOurs, sureTheirs);
            ttLow = Math.max(ttLow, TranspositionTable.lower(e) + corrLow);
            ttHigh = Math.min(ttHigh, TranspositionTable.upper(e) + corrHigh);
            if (!found || layout == all) {
                ttMoveAt = TranspositionTable.move(e);
            }
            found = true;
        }
        return found;
    }

    /** The relative positions, in the shape's order of {@code all}, of the cards of {@code hand}. */
    private long relative(long hand, long all) {
        if (indexOrder) {
            return Long.compress(hand, all);
        }
        long r = 0;
        for (long m = hand; m != 0; m &= m - 1) {
            r |= 1L << Long.bitCount(all & before[Long.numberOfTrailingZeros(m)]);
        }
        return r;
    }

    /** The card of {@code all} at relative position {@code pos} (see {@link #relative}). */
    private int cardAt(int pos, long all) {
        if (indexOrder) {
            return Cards.nthBit(all, pos);
        }
        for (int c : order) {
            if ((all & 1L << c) != 0 && pos-- == 0) {
                return c;
            }
        }
        throw new IllegalStateException("no card at " + pos);
    }

    /**
     * Writes into {@link #key} the shape of the position: the relative positions of the first two hands'
     * cards among the cards in play (the third hand holds the rest) and each suit's number of cards in play.
     * Two positions of one shape differ only by which card of a suit stands at each relative rank: every line
     * of play of one is a line of the other with the same trick winners.
     */
    private void shape(long h0, long h1, long all) {
        long counts = 0;
        for (int g = 0; g < suits.length; g++) {
            counts |= (long) Long.bitCount(all & suits[g]) << countShift[g];
        }
        key[0] = relative(h0, all) | counts;
        key[1] = relative(h1, all);
    }

    /**
     * Sets {@link #corrLow} and {@link #corrHigh}: how much less and more a position of the cards in play
     * {@code to} can be worth than one of the same shape with {@code from}. The cards at each relative position
     * change their points by some δ; a line of play of either takes the same tricks, so the declarer's side's
     * take changes by the sum of δ over the cards it wins: at least the sum of the negative δ, at most that of
     * the positive ones; exactly δ for a card it surely wins, nothing for one the other side surely wins (the
     * sure trumps of {@link #takeBounds}, in {@code to}: their relative positions are those in {@code from}).
     * Bettel's value does not depend on points.
     */
    private void correction(long from, long to, long sureOurs, long sureTheirs) {
        corrLow = 0;
        corrHigh = 0;
        if (bettel || from == to) {
            return;
        }
        if (!indexOrder) {
            int i = 0;
            int j = 0;
            for (int c : order) {
                if ((from & 1L << c) != 0) {
                    layoutCards[i++] = c;
                }
                if ((to & 1L << c) != 0) {
                    layoutCards[64 + j++] = c;
                }
            }
            for (int k = 0; k < i; k++) {
                addDelta(layoutCards[k], layoutCards[64 + k], sureOurs, sureTheirs);
            }
            return;
        }
        // Both layouts hold as many cards of each suit (in index order, {@link #shapeOrder}); a relative
        // position where neither holds a card with points adds nothing, nor does a suit both hold alike.
        for (long suit : suits) {
            long a = from & suit;
            long b = to & suit;
            if (a == b) {
                continue;
            }
            long counted = Long.compress(a & pointed, a) | Long.compress(b & pointed, b);
            for (; counted != 0; counted &= counted - 1) {
                long at = counted & -counted;
                addDelta(Long.numberOfTrailingZeros(Long.expand(at, a)), Long.numberOfTrailingZeros(Long.expand(at, b)),
                        sureOurs, sureTheirs);
            }
        }
    }

    /** Adds to the correction the card {@code to} standing where {@code from} stood. */
    private void addDelta(int from, int to, long sureOurs, long sureTheirs) {
        int d = points[to] - points[from];
        long bit = 1L << to;
        if ((sureOurs & bit) != 0) {
            corrLow += d;
            corrHigh += d;
        } else if ((sureTheirs & bit) == 0) {
            if (d < 0) {
                corrLow += d;
            } else {
                corrHigh += d;
            }
        }
    }

    private static long[] suitMates(long[] beaters) {
        long[] out = new long[beaters.length];
        for (int c = 0; c < out.length; c++) {
            for (int d = 0; d < out.length; d++) {
                if ((beaters[c] & 1L << d) != 0 || (beaters[d] & 1L << c) != 0) {
                    out[c] |= 1L << d;
                }
            }
        }
        return out;
    }

    /** {@link PlayKernel#beats} for every pair of cards, as masks: a kernel call per test costs more. */
    private static long[] beatMasks(PlayKernel rules) {
        long[] out = new long[rules.points().length];
        for (int best = 0; best < out.length; best++) {
            for (int c = 0; c < out.length; c++) {
                if (c != best && rules.beats(c, best)) {
                    out[best] |= 1L << c;
                }
            }
        }
        return out;
    }

    private boolean beats(int card, int best) {
        return (beatenBy[best] & 1L << card) != 0;
    }

    /**
     * What the declarer's side takes from here on (the cards on the table included), searched with window
     * ({@code alpha}, {@code beta}), fail-soft.
     *
     * @param inTrick  cards already in the current trick
     * @param led      the trick's first card (-1 when leading)
     * @param best     the card winning the trick so far (-1 when leading)
     * @param bestSeat its seat
     * @param trickPts card points on the table
     */
    private int search(int inTrick, int leader, int led, int best, int bestSeat, int trickPts, int alpha, int beta,
                       int ply) {
        nodes++;
        long h0 = hands[0];
        long h1 = hands[1];
        long h2 = hands[2];
        int ttMove = NO_CARD;
        int alpha0 = alpha;
        int beta0 = beta;
        long sureOurs = 0;
        long sureTheirs = 0;
        int knownLow = 0;
        int knownHigh = 255;
        if (inTrick == 0) {
            if ((h0 | h1 | h2) == 0) {
                return bettel ? 1 : 0;
            }
            takeBounds(h0 | h1 | h2, leader);
            sureOurs = boundSureOurs;
            sureTheirs = boundSureTheirs;
            int most = boundHigh;
            int least = boundLow;
            if (most <= alpha) {
                return most;
            }
            if (least >= beta) {
                return least;
            }
            if (Long.bitCount(h0) <= 2) {
                return Long.bitCount(h0) == 1 ? lastTrick(leader) : lastTwoTricks(leader);
            }
            long all = h0 | h1 | h2;
            shape(h0, h1, all);
            if (lookup(key[0], key[1], leader, all, sureOurs, sureTheirs)) {
                int lo = ttLow;
                int hi = ttHigh;
                knownLow = lo;
                knownHigh = hi;
                if (lo >= beta) {
                    return lo;
                }
                if (hi <= alpha) {
                    return hi;
                }
                if (lo == hi) {
                    return lo;
                }
                alpha = Math.max(alpha, lo);
                beta = Math.min(beta, hi);
                ttMove = ttMoveAt == NO_CARD ? NO_CARD : cardAt(ttMoveAt, all);
            }
            alpha0 = alpha;
            beta0 = beta;
        } else if (!bettel) {
            int most = pointsOut + trickPts + bonus * ((Long.bitCount(h0 | h1 | h2) + inTrick) / 3);
            if (most <= alpha) {
                return most;
            }
        }

        int seat = (leader + inTrick) % 3;
        long hand = hands[seat];
        long legal = inTrick == 0 ? hand : rules.follow(hand, led, best);
        int n = generate(legal, inTrick, seat, led, best, bestSeat, trickPts, ttMove, ply);
        int[] ms = moves[ply];
        boolean max = seat == declarer;
        long k0 = 0;
        long k1 = 0;
        if (inTrick == 0) {
            k0 = key[0];
            k1 = key[1];
        }
        int bestValue = max ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        int bestCard = NO_CARD;
        for (int i = 0; i < n; i++) {
            int c = ms[i];
            long bit = 1L << c;
            hands[seat] = hand & ~bit;
            pointsOut -= points[c];
            int newBest = best;
            int newBestSeat = bestSeat;
            if (inTrick == 0 || beats(c, best)) {
                newBest = c;
                newBestSeat = seat;
            }
            int pts = trickPts + points[c];
            int v;
            if (inTrick < 2) {
                onTable |= bit;
                v = search(inTrick + 1, leader, inTrick == 0 ? c : led, newBest, newBestSeat, pts, alpha, beta, ply + 1);
                onTable &= ~bit;
            } else {
                long table0 = onTable;
                onTable = 0;
                if (bettel) {
                    v = newBestSeat == declarer ? 0 : search(0, newBestSeat, -1, -1, -1, 0, alpha, beta, ply + 1);
                } else {
                    int gain = newBestSeat == declarer ? pts + bonus : 0;
                    v = gain + search(0, newBestSeat, -1, -1, -1, 0, alpha - gain, beta - gain, ply + 1);
                }
                onTable = table0;
            }
            hands[seat] = hand;
            pointsOut += points[c];
            if (max) {
                if (v > bestValue) {
                    bestValue = v;
                    bestCard = c;
                    if (v > alpha) {
                        alpha = v;
                        if (alpha >= beta) {
                            break;
                        }
                    }
                }
            } else if (v < bestValue) {
                bestValue = v;
                bestCard = c;
                if (v < beta) {
                    beta = v;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        if (ply == 0) {
            rootCard = bestCard;
        }
        if (inTrick == 0) {
            int lo = bestValue >= beta0 ? bestValue : 0;
            int hi = bestValue <= alpha0 ? bestValue : 255;
            if (bestValue > alpha0 && bestValue < beta0) {
                lo = bestValue;
                hi = bestValue;
            }
            long all = h0 | h1 | h2;
            // What the table knew of this shape before the search, corrected, still bounds this layout (the
            // search below cannot have stored the shape: every position in it has fewer cards).
            lo = Math.max(lo, knownLow);
            hi = Math.min(hi, knownHigh);
            int move = bestCard == NO_CARD ? NO_CARD : Long.bitCount(all & before[bestCard]);
            table.store(k0, k1, leader, all, lo, hi, move, Long.bitCount(all));
        }
        return bestValue;
    }

    /**
     * Sets {@link #boundLow} and {@link #boundHigh}, bounds of what the declarer's side takes from a trick start
     * with the cards {@code all} in the hands and {@code leader} to lead: at most the points still out, less what
     * the defenders surely take; at least what the declarer surely takes.
     */
    private void takeBounds(long all, int leader) {
        boundHigh = bettel ? 1 : pointsOut + bonus * (Long.bitCount(all) / 3);
        boundLow = 0;
        boundSureOurs = 0;
        boundSureTheirs = 0;
        if (bettel) {
            return;
        }
        int d1 = (declarer + 1) % 3;
        int d2 = (declarer + 2) % 3;
        long mine = hands[declarer] & trumps;
        long theirs = all & trumps & ~mine;
        long sureMine = sureTrumps(mine, theirs);
        long sureTheirs = sureTrumps(theirs, mine);
        boundSureOurs = sureMine;
        boundSureTheirs = sureTheirs;
        // Each sure trump of the declarer wins its own trick, into which each defender puts a card; so do his
        // quick tricks when he leads. A sure plain winner of his counts no more: a defender who holds a trump
        // and could not overtake it holds its suit, so the quick tricks take a card of it with as many points.
        int k = Long.bitCount(sureMine);
        if (k > 0) {
            boundLow = pointsOf(sureMine) + k * bonus + fewestPoints(hands[d1], k) + fewestPoints(hands[d2], k);
        }
        if (leader == declarer && cash(leader)) {
            int tricks = k + cashTricks;
            boundLow = Math.max(boundLow, pointsOf(sureMine) + cashPoints + tricks * bonus
                    + fewestPoints(hands[d1], tricks) + fewestPoints(hands[d2], tricks));
        }
        // The defenders win at least as many tricks as one of them holds sure trumps, each with a card of the
        // declarer; and the leading defender's sure plain winner one more, unless his partner, holding more
        // sure trumps, could put one of them into it.
        int n1 = Long.bitCount(sureTheirs & hands[d1]);
        int n2 = Long.bitCount(sureTheirs & hands[d2]);
        k = Math.max(n1, n2);
        int lead = -1;
        if (leader != declarer) {
            int partner = leader == d1 ? d2 : d1;
            boolean partnerCounts = Long.bitCount(sureTheirs & hands[partner]) > Long.bitCount(sureTheirs & hands[leader]);
            lead = surePlainLead(leader, partner, partnerCounts ? sureTheirs : 0);
        }
        int tricks = k + (lead >= 0 ? 1 : 0);
        int sureTake = 0;
        if (tricks > 0) {
            sureTake = pointsOf(sureTheirs) + (lead >= 0 ? points[lead] : 0) + tricks * bonus
                    + fewestPoints(hands[declarer], tricks);
        }
        if (leader != declarer && cash(leader)) {
            tricks = k + cashTricks;
            sureTake = Math.max(sureTake, pointsOf(sureTheirs) + cashPoints + tricks * bonus
                    + fewestPoints(hands[declarer], tricks));
        }
        boundHigh -= sureTake;
    }

    /**
     * The plain tricks the leader can take one after the other from the lead (quick tricks): in each non-trump
     * suit, his cards that no other seat's card of the suit beats win every round the others follow, so he
     * cashes as many of them as each other seat holding a trump (which would have to trump when void) holds
     * cards of the suit; the others keep their trumps and their other suits meanwhile (a seat without the suit
     * discards only if it has no trump). Sets {@link #cashTricks} and {@link #cashPoints} (the most points
     * those cards carry); whether there is at least one such trick.
     */
    private boolean cash(int leader) {
        long a = hands[(leader + 1) % 3];
        long b = hands[(leader + 2) % 3];
        long others = a | b;
        boolean aRuffs = (a & trumps) != 0;
        boolean bRuffs = (b & trumps) != 0;
        cashTricks = 0;
        cashPoints = 0;
        for (long suit : suits) {
            long mine = hands[leader] & suit & ~trumps;
            if (mine == 0) {
                continue;
            }
            long winners = 0;
            for (long m = mine; m != 0; m &= m - 1) {
                int c = Long.numberOfTrailingZeros(m);
                if ((beaters[c] & others) == 0) {
                    winners |= 1L << c;
                }
            }
            int r = Long.bitCount(winners);
            if (aRuffs) {
                r = Math.min(r, Long.bitCount(a & suit));
            }
            if (bRuffs) {
                r = Math.min(r, Long.bitCount(b & suit));
            }
            cashTricks += r;
            for (int i = Long.bitCount(winners); i > r; i--) {
                // Keep the r winners of the most points: drop the cheapest.
                int cheapest = Long.numberOfTrailingZeros(winners);
                for (long m = winners; m != 0; m &= m - 1) {
                    int c = Long.numberOfTrailingZeros(m);
                    if (points[c] < points[cheapest]) {
                        cheapest = c;
                    }
                }
                winners &= ~(1L << cheapest);
            }
            cashPoints += pointsOf(winners);
        }
        return cashTricks > 0;
    }

    /**
     * The leader's non-trump card of the most points that wins the trick whatever the others play: no other
     * seat can beat it (when led, it is the best card until one does), and none of {@code avoid} is legal for
     * the {@code partner} on it; -1 if none.
     */
    private int surePlainLead(int leader, int partner, long avoid) {
        long others = hands[(leader + 1) % 3] | hands[(leader + 2) % 3];
        int out = -1;
        for (long m = hands[leader] & ~trumps; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            if ((beaters[c] & others) != 0 || out >= 0 && points[c] <= points[out]) {
                continue;
            }
            if (canOvertake((leader + 1) % 3, c, c) || canOvertake((leader + 2) % 3, c, c)) {
                continue;
            }
            if ((rules.follow(hands[partner], c, c) & avoid) != 0) {
                continue;
            }
            out = c;
        }
        return out;
    }

    /** The bounds {@link #search} cuts with at a trick start, as final points of the declarer's side (for tests). */
    int[] bounds(Position p) {
        load(p);
        takeBounds(hands[0] | hands[1] | hands[2], p.leader());
        return new int[]{p.declarerPoints() + boundLow, p.declarerPoints() + boundHigh};
    }

    /**
     * The trumps of one side that no trump of the other side beats. The trick in which such a trump falls has
     * it or a higher trump of the same side as its highest trump, so that side wins it.
     */
    private long sureTrumps(long side, long others) {
        long sure = 0;
        for (long m = side; m != 0; m &= m - 1) {
            int t = Long.numberOfTrailingZeros(m);
            if ((beaters[t] & others) == 0) {
                sure |= 1L << t;
            }
        }
        return sure;
    }

    private int pointsOf(long cards) {
        int sum = 0;
        for (long m = cards; m != 0; m &= m - 1) {
            sum += points[Long.numberOfTrailingZeros(m)];
        }
        return sum;
    }

    /** The least points {@code k} cards of {@code hand} can carry: the sum of its {@code k} smallest. */
    private int fewestPoints(long hand, int k) {
        int sum = 0;
        for (int i = 0; k > 0 && i < pointClasses.length; i++) {
            int n = Math.min(k, Long.bitCount(hand & pointClasses[i]));
            sum += n * classPoints[i];
            k -= n;
        }
        return sum;
    }

    /**
     * The value of the last two tricks, each seat holding two cards: every line of play is tried (at most
     * eight), cheaper than searching them with the table and move ordering.
     */
    private int lastTwoTricks(int leader) {
        int s1 = (leader + 1) % 3;
        int s2 = (leader + 2) % 3;
        long l0 = hands[leader];
        long l1 = hands[s1];
        long l2 = hands[s2];
        int v0 = leader == declarer ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (long m0 = l0; m0 != 0; m0 &= m0 - 1) {
            int a = Long.numberOfTrailingZeros(m0);
            hands[leader] = l0 & ~(1L << a);
            int v1 = s1 == declarer ? Integer.MIN_VALUE : Integer.MAX_VALUE;
            for (long m1 = rules.follow(l1, a, a); m1 != 0; m1 &= m1 - 1) {
                int b = Long.numberOfTrailingZeros(m1);
                hands[s1] = l1 & ~(1L << b);
                boolean second = beats(b, a);
                int best = second ? b : a;
                int v2 = s2 == declarer ? Integer.MIN_VALUE : Integer.MAX_VALUE;
                for (long m2 = rules.follow(l2, a, best); m2 != 0; m2 &= m2 - 1) {
                    int c = Long.numberOfTrailingZeros(m2);
                    hands[s2] = l2 & ~(1L << c);
                    int winner = beats(c, best) ? s2 : second ? s1 : leader;
                    int v;
                    if (bettel) {
                        v = winner == declarer ? 0 : lastTrick(winner);
                    } else {
                        v = (winner == declarer ? points[a] + points[b] + points[c] + bonus : 0) + lastTrick(winner);
                    }
                    v2 = s2 == declarer ? Math.max(v2, v) : Math.min(v2, v);
                }
                hands[s2] = l2;
                v1 = s1 == declarer ? Math.max(v1, v2) : Math.min(v1, v2);
            }
            hands[s1] = l1;
            v0 = leader == declarer ? Math.max(v0, v1) : Math.min(v0, v1);
        }
        hands[leader] = l0;
        return v0;
    }

    /** The value of the last trick, each seat holding one card. */
    private int lastTrick(int leader) {
        int c0 = Long.numberOfTrailingZeros(hands[leader]);
        int c1 = Long.numberOfTrailingZeros(hands[(leader + 1) % 3]);
        int c2 = Long.numberOfTrailingZeros(hands[(leader + 2) % 3]);
        int best = c0;
        int winner = leader;
        if (beats(c1, best)) {
            best = c1;
            winner = (leader + 1) % 3;
        }
        if (beats(c2, best)) {
            winner = (leader + 2) % 3;
        }
        if (bettel) {
            return winner == declarer ? 0 : 1;
        }
        return winner == declarer ? points[c0] + points[c1] + points[c2] + bonus : 0;
    }

    /** Writes the candidate cards of {@code legal} (equivalent ones merged) in search order; returns their number. */
    private int generate(long legal, int inTrick, int seat, int led, int best, int bestSeat, int trickPts, int ttMove, int ply) {
        long live = hands[0] | hands[1] | hands[2] | onTable;
        long others = live & ~hands[seat];
        int[] ms = moves[ply];
        int[] sc = scores[ply];
        boolean declarerSide = seat == declarer;
        int n = 0;
        for (long m = legal; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            if (hasBetterEquivalent(c, legal, others, inTrick, seat, declarerSide, led, best, bestSeat)) {
                continue;
            }
            int s = order(c, inTrick, seat, declarerSide, led, best, bestSeat, live);
            if (c == ttMove) {
                s = Integer.MAX_VALUE;
            }
            int i = n++;
            while (i > 0 && sc[i - 1] < s) {
                ms[i] = ms[i - 1];
                sc[i] = sc[i - 1];
                i--;
            }
            ms[i] = c;
            sc[i] = s;
        }
        return n;
    }

    /**
     * Which side takes the trick if {@code seat} plays {@code c}, when the later seats cannot change it:
     * {@link #MORE_POINTS} if the player's side surely takes it, {@link #FEWER_POINTS} if the other side
     * surely does, else {@link #SAME_POINTS}. A seat that cannot beat a card cannot beat a higher one either.
     */
    private int settledSide(int c, int inTrick, int seat, boolean declarerSide, int led, int best, int bestSeat) {
        int second = (seat + 1) % 3;
        int third = (seat + 2) % 3;
        boolean secondOurs = (second == declarer) == declarerSide;
        if (inTrick == 0) {
            boolean safe = (secondOurs || !canOvertake(second, c, c))
                    && ((third == declarer) == declarerSide || !canOvertake(third, c, c));
            return safe ? MORE_POINTS : SAME_POINTS;
        }
        boolean wins = beats(c, best);
        int newBest = wins ? c : best;
        boolean ours = wins || (bestSeat == declarer) == declarerSide;
        if (inTrick == 2) {
            return ours ? MORE_POINTS : FEWER_POINTS;
        }
        if (ours == secondOurs || !canOvertake(second, led, newBest)) {
            return ours ? MORE_POINTS : FEWER_POINTS;
        }
        return SAME_POINTS;
    }

    /**
     * Whether {@code legal} holds a card equivalent in power to {@code c} (same suit, no card of another hand
     * ranked between them, those on the table included) that is preferred to it: a higher one of equal
     * points (or any higher one in Bettel); one with more or fewer points if {@link #settledSide} says
     * {@link #MORE_POINTS} or {@link #FEWER_POINTS}. Equivalent cards give
     * positions that differ only by renaming them, so the values differ only by where their points fall: when
     * the trick's side is already settled ({@link #settledSide}), the card with more points is at least as
     * good if the player's side takes the trick, and the one with fewer if not.
     */
    private boolean hasBetterEquivalent(int c, long legal, long others, int inTrick, int seat, boolean declarerSide,
                                        int led, int best, int bestSeat) {
        long bc = beaters[c];
        long bit = 1L << c;
        int prefer = -1;
        for (long h = legal & suitMates[c]; h != 0; h &= h - 1) {
            int d = Long.numberOfTrailingZeros(h);
            long between;
            if ((bc & 1L << d) != 0) {
                between = bc & ~beaters[d] & ~(1L << d);
            } else if ((beaters[d] & bit) != 0) {
                between = beaters[d] & ~bc & ~bit;
            } else {
                continue;
            }
            if ((between & others) != 0) {
                continue;
            }
            int pc = points[c];
            int pd = points[d];
            boolean higher = (bc & 1L << d) != 0;
            if (bettel || pd == pc) {
                if (higher) {
                    return true;
                }
                continue;
            }
            if (prefer < 0) {
                prefer = settledSide(c, inTrick, seat, declarerSide, led, best, bestSeat);
            }
            if (prefer == MORE_POINTS ? pd > pc : prefer == FEWER_POINTS && pd < pc) {
                return true;
            }
        }
        return false;
    }

    /** A heuristic score: higher is searched first. */
    private int order(int c, int inTrick, int seat, boolean declarerSide, int led, int best, int bestSeat, long live) {
        int pts = points[c];
        if (bettel) {
            boolean wins = inTrick > 0 && beats(c, best);
            // The soloist ducks with his highest safe card; defenders try to leave him on lead or winning.
            return declarerSide ? (wins ? -100 : 0) + rank(c) : (wins ? 0 : 50) - rank(c);
        }
        if (inTrick == 0) {
            boolean second = canOvertake((seat + 1) % 3, c, c);
            boolean third = canOvertake((seat + 2) % 3, c, c);
            if (!second && !third) {
                return 100 + pts;
            }
            // Cheap, high cards first; the declarer keeps the trumps that are not sure winners for later (as
            // if each carried 10 points more): 21% fewer nodes in Bavarian Tarock than cheap cards alone.
            int cost = (declarerSide && (trumps & 1L << c) != 0) ? pts + 10 : pts;
            if (!declarerSide) {
                // A defender leads from his short suits first (towards voids to trump in): 5% fewer nodes.
                cost += Long.bitCount(hands[seat] & (suitMates[c] | 1L << c));
            }
            return -2 * cost - rank(c);
        }
        boolean wins = beats(c, best);
        boolean partnerWinning = !wins && ((bestSeat == declarer) == declarerSide);
        if (inTrick == 2) {
            boolean ourTrick = wins || partnerWinning;
            return ourTrick ? 200 + pts : -pts;
        }
        int next = (seat + 1) % 3;
        boolean nextIsPartner = (next == declarer) == declarerSide;
        if (wins) {
            return nextIsPartner || !canOvertake(next, led, c) ? 150 + pts : -pts;
        }
        if (partnerWinning) {
            return nextIsPartner || !canOvertake(next, led, best) ? 100 + pts : -pts;
        }
        return -pts;
    }

    /** Whether {@code seat} can play a card that beats {@code best} to a trick led with {@code led}. */
    private boolean canOvertake(int seat, int led, int best) {
        return (rules.follow(hands[seat], led, best) & beatenBy[best]) != 0;
    }

    /** How many same-suit cards rank above {@code c} (0 for the top card). */
    private int rank(int c) {
        return Long.bitCount(beaters[c]);
    }
}
