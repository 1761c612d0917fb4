package org.tarock.solver;


import java.util.ArrayList;
import java.util.List;
import org.tarock.engine.Action;
import org.tarock.engine.Cards;
import org.tarock.engine.Carry;
import org.tarock.engine.Deal;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.GermanCards;
import org.tarock.engine.Move;
import org.tarock.engine.SeatView;
import org.tarock.engine.Trick;
import org.tarock.engine.bavarian.BavarianPosition;
import org.tarock.engine.bavarian.BavarianPublic;
import org.tarock.engine.bavarian.BavarianTarock;
import org.tarock.engine.bavarian.Contract;
import org.tarock.engine.bavarian.Haferl;

/**
 * Bavarian Tarock's sampler: deals of the cards a seat cannot see, uniformly at random among all deals
 * consistent with its view.
 *
 * <p><b>Constraints.</b> The unseen cards go to three places: the two other hands (sizes known) and the
 * hidden pile (a Stockspiel's discards seen by a defender, or the untouched stock). A place may not get a
 * card the view rules out:
 * <ul>
 *   <li>every card a seat played must have been legal in its hand then: for each played card the engine's
 *       rule kernel ({@link BavarianTarock#legalCards}) is asked which single other card in the hand would
 *       have made it illegal (a card of the led suit for a discard, a higher card of the suit under
 *       Stichzwang, a higher trump for an under-trump, ...). Legality has exactly this form (a card is
 *       illegal if and only if the hand holds one card of a class with priority), so these cards are exactly
 *       the ones the seat cannot hold. The cards it played later are known, so the constraint falls on its
 *       present hand;</li>
 *   <li>a Stockspiel's discards hold no trump ({@link BavarianTarock#forbiddenDiscards}).</li>
 * </ul>
 * Bids and the named trump constrain nothing in Bavarian Tarock's rules.
 *
 * <p><b>Uniform sampling by exact counting.</b> Unseen cards are grouped by the set of places that may take
 * them (seven kinds). A deal is fixed by how many cards of each kind each place gets, then by which ones;
 * the number of deals for a count vector is a product of binomial and multinomial coefficients. The
 * constructor lists every feasible count vector with its number of deals; {@link #sample} draws a vector
 * with probability proportional to its number, then the cards of each kind uniformly. Each consistent deal
 * is therefore drawn with probability 1 / {@link #count()}. A sample costs a shuffle of the unseen cards.
 */
final class BavarianSampler extends Sampler {
    private static final int A = 0;
    private static final int B = 1;
    private static final int P = 2;

    /** The seats of places A and B: the next seat and the one after. */
    private final int otherA;
    private final int otherB;
    private final long[] known = new long[3];
    private final long knownPile;
    private final long[] kindCards = new long[8];
    private final double[] cumulative;
    private final int[][] vectors;
    private final double count;
    private final BavarianPublic pub;

    BavarianSampler(Game game, SeatView view) {
        super(game, view);
        int seat = view.seat();
        this.pub = view.detail(BavarianPublic.class);
        long hand = Cards.mask(view.hand());
        long played = 0;
        for (Trick t : view.tricks()) {
            played |= Cards.mask(t.cards());
        }
        long ownDiscards = 0;
        for (Move m : view.history()) {
            if (m.action() != Action.HIDDEN && Action.kind(m.action()) == Action.DISCARD) {
                ownDiscards = Action.cardMask(m.action());
            }
        }
        long all = (1L << 36) - 1;
        long unseen = all & ~hand & ~played & ~Cards.mask(view.talon()) & ~ownDiscards;
        knownPile = ownDiscards;
        known[seat] = hand;
        int sizeA = view.handSizes().get((seat + 1) % 3);
        int sizeB = view.handSizes().get((seat + 2) % 3);
        int sizeP = Long.bitCount(unseen) - sizeA - sizeB;

        long[] forbidden = new long[3];
        long[] seatForbidden = voids(game, view);
        forbidden[A] = seatForbidden[(seat + 1) % 3];
        forbidden[B] = seatForbidden[(seat + 2) % 3];
        forbidden[P] = sizeP == 0 ? all
                : pub.contract() == Contract.STOCK && pub.trump() != null
                ? BavarianTarock.forbiddenDiscards(game.pack().suitOf(pub.trump())) : 0;
        for (long m = unseen; m != 0; m &= m - 1) {
            long bit = m & -m;
            int kind = 0;
            for (int p = 0; p < 3; p++) {
                if ((forbidden[p] & bit) == 0) {
                    kind |= 1 << p;
                }
            }
            kindCards[kind] |= bit;
        }
        if (kindCards[0] != 0) {
            throw new IllegalArgumentException("the view is inconsistent: no place may hold "
                    + Cards.codes(game.pack(), kindCards[0]));
        }
        int[] m = new int[8];
        for (int k = 0; k < 8; k++) {
            m[k] = Long.bitCount(kindCards[k]);
        }
        // Count vectors: k3 of kind A|B to A, k5 of A|P to A, k6 of B|P to B, a7 and b7 of A|B|P to A and B.
        List<int[]> vs = new ArrayList<>();
        List<Double> ws = new ArrayList<>();
        for (int k3 = 0; k3 <= m[3]; k3++) {
            for (int a7 = 0; a7 <= m[7]; a7++) {
                for (int b7 = 0; a7 + b7 <= m[7]; b7++) {
                    int k5 = sizeA - m[1] - k3 - a7;
                    int k6 = sizeB - m[2] - (m[3] - k3) - b7;
                    if (k5 < 0 || k5 > m[5] || k6 < 0 || k6 > m[6]) {
                        continue;
                    }
                    double w = choose(m[3], k3) * choose(m[5], k5) * choose(m[6], k6) * choose(m[7], a7)
                            * choose(m[7] - a7, b7);
                    vs.add(new int[]{k3, k5, k6, a7, b7});
                    ws.add(w);
                }
            }
        }
        if (vs.isEmpty()) {
            throw new IllegalArgumentException("the view is inconsistent: no deal of the unseen cards fits it");
        }
        vectors = vs.toArray(new int[0][]);
        cumulative = new double[ws.size()];
        double sum = 0;
        for (int i = 0; i < cumulative.length; i++) {
            sum += ws.get(i);
            cumulative[i] = sum;
        }
        count = sum;
        otherA = (seat + 1) % 3;
        otherB = (seat + 2) % 3;
    }

    @Override
    public double count() {
        return count;
    }

    @Override
    public Layout sample(DealRandom random) {
        double r = random.nextLong() >>> 11;
        r = r / (1L << 53) * count;
        int lo = 0;
        int hi = cumulative.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (cumulative[mid] > r) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        int[] v = vectors[lo];
        long[] to = new long[3];
        to[A] |= kindCards[1];
        to[B] |= kindCards[2];
        to[P] |= kindCards[4];
        split(kindCards[3], v[0], A, 0, A, B, to, random);
        split(kindCards[5], v[1], A, 0, A, P, to, random);
        split(kindCards[6], v[2], B, 0, B, P, to, random);
        split(kindCards[7], v[3], A, v[4], B, P, to, random);
        long[] hands = known.clone();
        hands[otherA] |= to[A];
        hands[otherB] |= to[B];
        return new Layout(hands, knownPile | to[P]);
    }

    /**
     * Deals the cards of {@code cards} at random: {@code first} to place {@code p}, {@code second} to place
     * {@code q}, the rest to place {@code r}.
     */
    private static void split(long cards, int first, int p, int second, int q, int r, long[] to, DealRandom random) {
        int n = Long.bitCount(cards);
        long left = cards;
        for (int i = 0; i < n; i++) {
            long bit = 1L << Cards.nthBit(left, random.nextInt(n - i));
            left &= ~bit;
            to[i < first ? p : i < first + second ? q : r] |= bit;
        }
    }

    private static double choose(int n, int k) {
        return Placement.choose(n, k);
    }

    /** For each seat, the cards its plays show it cannot hold now (see the class comment). */
    private static long[] voids(Game game, SeatView view) {
        BavarianPublic pub = view.detail(BavarianPublic.class);
        long[] out = new long[3];
        if (pub.contract() == null) {
            return out;
        }
        boolean bettel = pub.contract() == Contract.BETTEL;
        int trump = pub.trump() == null ? -1 : game.pack().suitOf(pub.trump());
        boolean stichzwang = ((BavarianTarock) game).bettelStichzwang();
        long[] beaters = bettel ? GermanCards.BEATERS_BETTEL : GermanCards.BEATERS;
        for (Trick t : view.tricks()) {
            int led = t.cards().get(0).index();
            int best = led;
            for (int i = 1; i < t.cards().size(); i++) {
                int c = t.cards().get(i).index();
                for (int x = 0; x < 36; x++) {
                    long probe = 1L << c | 1L << x;
                    if (x != c && (BavarianTarock.legalCards(probe, led, best, trump, bettel, stichzwang) & (1L << c)) == 0) {
                        out[t.seatOf(i)] |= 1L << x;
                    }
                }
                if (GermanCards.beats(c, best, trump, beaters)) {
                    best = c;
                }
            }
        }
        return out;
    }

    /**
     * The deal as dealt that leads to {@code layout}: each hand now plus the cards its seat played, the
     * Stockspiel soloist's cards less a stock of three of them (which three the other seats cannot tell; the
     * lowest are taken unless this seat saw the stock). Replayed through {@link #moves}, it gives this view.
     */
    @Override
    public Deal deal(Layout layout) {
        return dealWithTalonExchange(game, view, layout, pub.contract() == Contract.STOCK ? pub.declarer() : -1);
    }

    /** The view's history with the hidden discard filled in from {@code layout}. */
    @Override
    public Carry carry() {
        return new Haferl(pub.haferl());
    }

    @Override
    public Position position(Layout layout) {
        PlayFacts f = playFacts(view, pub.declarer());
        int trump = pub.trump() == null ? -1 : game.pack().suitOf(pub.trump());
        return BavarianSupport.position(new BavarianPosition(pub.contract(), pub.declarer(), trump,
                ((BavarianTarock) game).bettelStichzwang(), layout.hands(), layout.pile(), f.trick(), f.leader(),
                GermanCards.points(f.declarerWon()), f.declarerTricks(), f.completed()));
    }
}
