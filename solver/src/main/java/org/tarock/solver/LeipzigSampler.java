package org.tarock.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.Deal;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Move;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.Trick;
import org.tarock.engine.leipzig.LeipzigPublic;
import org.tarock.engine.leipzig.LeipzigTaroc;
import org.tarock.engine.leipzig.RoemClaim;

/**
 * Leipzig Taroc's sampler: exactly uniform; the count is exact except under {@code skart-trump-exception:
 * subset} and {@code annul-few-trumps}, where it is estimated (see below).
 *
 * <p><b>Places.</b> The unseen cards go to the two other hands and, for a seat other than the dealer, the
 * dealer's Skart (the talon is in the dealer's hand: nobody else ever sees it).
 *
 * <p><b>Constraints counted exactly</b> (rules §5–6):
 * <ul>
 *   <li>every card played was legal: the engine's {@link LeipzigTaroc#legalCards} is asked which single
 *       other card in the hand would have made it illegal (a card of the led suit, a trump when void, the
 *       Excuse as the last trump or at the trick-22 deadline, any other card for a led Excuse). Legality has
 *       exactly this form, so these are exactly the cards the seat cannot hold;</li>
 *   <li>the Skart never holds a King; under {@code skart-trump-exception: all-three} it holds trumps only as
 *       the whole exception set, so the deals fall into three disjoint cases: no trump in the Skart; the
 *       Pagat and two more trumps, the dealer holding and having played no other trump; the Pagat, one trump
 *       and the Excuse, likewise;</li>
 *   <li>declarations (§5.2) are true of the hand when play started (held now or played since): shown cards
 *       lie with their declarer, and what a shown declaration excludes is excluded (a shown {@code trumps}:
 *       no other trump; {@code kings-excuse} and a Half Cavalry: not the missing court; the Matadors' run:
 *       not the trump that ends it, as its value shows). Unshown, {@code matadors}, {@code kings} and a
 *       Cavalry fix their cards; {@code kings-excuse} and a Half Cavalry split the deals into disjoint cases
 *       by the missing court; {@code trumps} is an exact count of trumps now (from its value, or under
 *       {@code trumps-declaration: flat} one case per count from 10 to 21);</li>
 *   <li>the lead of trick 22 (§6.3): where the Excuse may not lead, its winner of trick 21 handed the lead
 *       over exactly when he held the Excuse.</li>
 * </ul>
 * Every case is a {@link Placement} (allowed places per card, exact trump counts), so each consistent deal
 * has probability 1 / {@link #count()}.
 *
 * <p><b>Constraints checked by replay</b>: {@code skart-trump-exception: subset} (which trumps the Skart may
 * hold depends on how many the dealer had) and {@code annul-few-trumps} (an asked seat was dealt at most two
 * trumps, the others more). Then a sample is drawn from the counted superset and kept only if replaying it
 * gives the same view (rejection sampling: still exactly uniform over the consistent deals), and
 * {@link #count()} is the superset's count times the share of draws kept (at least 200 draws).
 */
final class LeipzigSampler extends Sampler {
    private static final int A = 0;
    private static final int B = 1;
    private static final int P = 2;
    private static final int PAGAT = LeipzigTaroc.PAGAT;
    private static final int FOOL = LeipzigTaroc.FOOL;
    private static final long TRUMPS = LeipzigTaroc.TRUMPS;

    private final long[][] known = new long[3][2];
    private final long[] knownPile = new long[2];
    private final Placement[] cases;
    private final double superset;
    private final boolean exact;
    private long drawn;
    private long kept;

    LeipzigSampler(Game game, SeatView view) {
        super(game, view);
        LeipzigTaroc rules = (LeipzigTaroc) game;
        int seat = view.seat();
        int dealer = view.dealer();
        long[] hand = mask(view.hand());
        long[][] played = new long[3][2];
        for (Trick t : view.tricks()) {
            for (int i = 0; i < t.cards().size(); i++) {
                add(played[t.seatOf(i)], t.cards().get(i).index());
            }
        }
        long[] ownSkart = new long[2];
        boolean skarted = false;
        for (Move m : view.history()) {
            if (m.action() == Action.HIDDEN || Action.kind(m.action()) == Action.DISCARD) {
                skarted = true;
                if (m.action() != Action.HIDDEN) {
                    for (int c : cardsOf(m.action())) {
                        add(ownSkart, c);
                    }
                }
            }
        }
        long[] unseen = {~0L, (1L << 14) - 1};
        for (long[] m : new long[][]{hand, played[0], played[1], played[2], ownSkart, mask(view.talon())}) {
            unseen[0] &= ~m[0];
            unseen[1] &= ~m[1];
        }
        known[seat] = hand;
        knownPile[0] = ownSkart[0];
        knownPile[1] = ownSkart[1];
        int[] sizes = {view.handSizes().get((seat + 1) % 3), view.handSizes().get((seat + 2) % 3), 0};
        sizes[P] = count(unseen) - sizes[A] - sizes[B];

        long[][] forbidden = new long[3][2];
        long[][] voids = voids(rules, view);
        forbidden[A] = voids[(seat + 1) % 3];
        forbidden[B] = voids[(seat + 2) % 3];
        // whether each seat was asked to annul says how many trumps it was dealt: not counted
        boolean approximate = rules.annulFewTrumps();

        // declarations: cards fixed with their declarer, cards excluded from his hand, trumps counted; an
        // unshown claim that leaves a choice (which King is missing, how many trumps) gives disjoint alternatives
        LeipzigPublic pub = view.detail(LeipzigPublic.class);
        // §6.3: who led trick 22 shows whether the winner of trick 21 then held the Excuse (while it may not lead)
        int winner21 = view.tricks().size() >= 21 ? view.tricks().get(20).winner() : -1;
        if (winner21 >= 0 && winner21 != seat && rules.handsOverTrick22(true) && has(unseen, FOOL)) {
            int w = winner21 == (seat + 1) % 3 ? A : B;
            if (pub.handover22()) {
                forbidden[1 - w][0] |= 1L << FOOL;
                forbidden[P][0] |= 1L << FOOL;
            } else {
                forbidden[w][0] |= 1L << FOOL;
            }
        }
        List<List<Claim>> claims = new ArrayList<>();
        for (int p = A; p <= B; p++) {
            int s = (seat + 1 + p) % 3;
            for (LeipzigPublic.Declared d : pub.declarations().get(s)) {
                // what the declaration says of the hand (the engine's reading of §5.2), as disjoint alternatives
                RoemClaim c = rules.claim(d);
                List<Claim> alternatives = new ArrayList<>();
                if (c.minTrumps() >= 0) {
                    int playedTrumps = Long.bitCount(played[s][0] & TRUMPS);
                    for (int k = Math.max(0, c.minTrumps() - playedTrumps); k <= c.maxTrumps() - playedTrumps; k++) {
                        alternatives.add(new Claim(p, c.held(), c.notHeld(), k));
                    }
                } else if (count(c.oneMissing()) > 0) {
                    for (int card = 0; card < 78; card++) {
                        if (has(c.oneMissing(), card)) {
                            long[] missing = new long[2];
                            add(missing, card);
                            long[] must = andNot(c.oneMissing(), missing);
                            or(must, c.held());
                            long[] not = c.notHeld().clone();
                            or(not, missing);
                            alternatives.add(new Claim(p, must, not, -1));
                        }
                    }
                } else {
                    alternatives.add(new Claim(p, c.held(), c.notHeld(), -1));
                }
                // drop alternatives the cards seen rule out: a card needed that is neither unseen nor played by
                // the declarer, or a card excluded that he played
                alternatives.removeIf(a -> (a.must[0] & ~unseen[0] & ~played[s][0]) != 0
                        || (a.must[1] & ~unseen[1] & ~played[s][1]) != 0
                        || (a.not[0] & played[s][0]) != 0 || (a.not[1] & played[s][1]) != 0);
                claims.add(alternatives);
            }
        }

        boolean subset = rules.skartSubset();
        approximate |= subset && sizes[P] > 0;
        forbidden[P][0] |= LeipzigTaroc.kings()[0];
        forbidden[P][1] |= LeipzigTaroc.kings()[1];
        List<long[][]> skartCases = new ArrayList<>();
        if (sizes[P] == 0 || subset) {
            skartCases.add(forbidden);
        } else {
            int dealerPlace = (dealer - seat + 2) % 3;
            long[][] none = copy(forbidden);
            none[P][0] |= TRUMPS;
            skartCases.add(none);
            boolean pagatFree = (unseen[0] & 1L << PAGAT) != 0 && (played[dealer][0] & TRUMPS) == 0;
            if (pagatFree) {
                // the Pagat and two other trumps: all the dealer's trumps
                long[][] three = copy(forbidden);
                three[P][0] |= ~TRUMPS;
                three[P][1] = ~0L;
                three[dealerPlace][0] |= TRUMPS;
                three[1 - dealerPlace][0] |= 1L << PAGAT;
                skartCases.add(three);
                if ((unseen[0] & 1L << FOOL) != 0) {
                    // the Pagat, one other trump and the Excuse
                    long[][] two = copy(forbidden);
                    two[P][0] |= ~(TRUMPS | 1L << FOOL);
                    two[P][1] = ~0L;
                    two[dealerPlace][0] |= TRUMPS | 1L << FOOL;
                    two[1 - dealerPlace][0] |= 1L << PAGAT | 1L << FOOL;
                    skartCases.add(two);
                }
            }
        }
        List<Placement> list = new ArrayList<>();
        for (long[][] f : skartCases) {
            combine(claims, 0, f, new int[]{-1, -1}, unseen, sizes, list);
        }
        cases = list.toArray(new Placement[0]);
        double sum = 0;
        for (Placement c : cases) {
            sum += c.count();
        }
        superset = sum;
        exact = !approximate;
        if (superset == 0) {
            throw new IllegalArgumentException("the view is inconsistent: no deal of the unseen cards fits it");
        }
    }

    /**
     * One alternative of a declaration: cards the declarer (place {@code place}) holds or played, cards he
     * does not hold, and the number of trumps he holds now (-1 when not fixed).
     */
    private record Claim(int place, long[] must, long[] not, int trumps) {
    }

    /** Adds a placement for every combination of the declarations' alternatives (they are disjoint). */
    private static void combine(List<List<Claim>> claims, int i, long[][] forbidden, int[] trumps, long[] unseen,
                                int[] sizes, List<Placement> out) {
        if (i == claims.size()) {
            out.add(placement(unseen, forbidden, sizes, trumps));
            return;
        }
        for (Claim c : claims.get(i)) {
            long[][] f = copy(forbidden);
            for (int q = 0; q < 3; q++) {
                if (q != c.place()) {
                    or(f[q], c.must());
                }
            }
            or(f[c.place()], c.not());
            int[] t = trumps.clone();
            if (c.trumps() >= 0) {
                t[c.place()] = c.trumps();
            }
            combine(claims, i + 1, f, t, unseen, sizes, out);
        }
    }

    private static Placement placement(long[] unseen, long[][] forbidden, int[] sizes, int[] trumps) {
        int n = count(unseen);
        int[] cards = new int[n];
        int[] allowed = new int[n];
        int i = 0;
        for (int c = 0; c < 78; c++) {
            if (has(unseen, c)) {
                cards[i] = c;
                for (int p = 0; p < 3; p++) {
                    if (!has(forbidden[p], c)) {
                        allowed[i] |= 1 << p;
                    }
                }
                i++;
            }
        }
        int[] tags = new int[n];
        int[] rulePlace = new int[2];
        int[] ruleCount = new int[2];
        int rules = 0;
        for (int p = A; p <= B; p++) {
            if (trumps[p] >= 0) {
                for (int k = 0; k < n; k++) {
                    if (cards[k] < 21) {
                        tags[k] |= 1 << rules;
                    }
                }
                rulePlace[rules] = p;
                ruleCount[rules] = trumps[p];
                rules++;
            }
        }
        return new Placement(cards, allowed, tags, sizes, Arrays.copyOf(rulePlace, rules), Arrays.copyOf(ruleCount, rules));
    }

    /** For each seat, the cards its plays show it cannot hold now (see the class comment). */
    private static long[][] voids(LeipzigTaroc rules, SeatView view) {
        long[][] out = new long[3][2];
        long[] lo = new long[1];
        int winner21 = view.tricks().size() >= 21 ? view.tricks().get(20).winner() : -1;
        for (int t = 0; t < view.tricks().size(); t++) {
            Trick trick = view.tricks().get(t);
            int led = trick.cards().get(0).index();
            for (int i = 0; i < trick.cards().size(); i++) {
                int c = trick.cards().get(i).index();
                int s = trick.seatOf(i);
                boolean due = t == 21 && s == winner21;
                for (int x = 0; x < 78; x++) {
                    if (x == c) {
                        continue;
                    }
                    long[] probe = new long[2];
                    add(probe, c);
                    add(probe, x);
                    long hi = rules.legalCards(probe[0], probe[1], t + 1, i == 0 ? -1 : led, due, lo);
                    if (!has(new long[]{lo[0], hi}, c)) {
                        add(out[s], x);
                    }
                }
            }
        }
        return out;
    }

    @Override
    boolean exactCount() {
        return exact;
    }

    @Override
    public double count() {
        if (exact) {
            return superset;
        }
        DealRandom random = new DealRandom(drawn + 1);
        while (drawn < 200) {
            draw(random);
        }
        return superset * kept / drawn;
    }

    @Override
    public Layout sample(DealRandom random) {
        while (true) {
            Layout l = draw(random);
            if (l != null) {
                return l;
            }
        }
    }

    /** One draw from the counted superset; null if replaying it does not give the view. */
    private Layout draw(DealRandom random) {
        long[][] to = cases[pickCase(cases, superset, random)].sample(random);
        int seat = view.seat();
        long[] lo = new long[3];
        long[] high = new long[4];
        for (int s = 0; s < 3; s++) {
            lo[s] = known[s][0];
            high[s] = known[s][1];
        }
        for (int p = A; p <= B; p++) {
            int s = (seat + 1 + p) % 3;
            lo[s] |= to[p][0];
            high[s] |= to[p][1];
        }
        high[3] = knownPile[1] | to[P][1];
        Layout layout = new Layout(lo, knownPile[0] | to[P][0], 0, high);
        if (exact) {
            return layout;
        }
        drawn++;
        if (!replaysToView(layout)) {
            return null;
        }
        kept++;
        return layout;
    }

    private boolean replaysToView(Layout layout) {
        State s;
        try {
            s = game.newHand(deal(layout), view.dealer(), game.initialCarry());
        } catch (IllegalArgumentException e) {
            return false;
        }
        for (Move m : moves(layout)) {
            if (s.check(m.seat(), m.action()) != null) {
                return false;
            }
            s.applyTrusted(m.action());
        }
        return s.view(view.seat()).equals(view);
    }

    /**
     * Each hand now plus the cards its seat played; the dealer's 28 cards (hand, played, Skart) less a talon
     * of three of them (which three the others cannot tell, nor does it change anything later: the lowest
     * are taken unless this seat is the dealer).
     */
    @Override
    public Deal deal(Layout layout) {
        long[][] dealt = new long[3][2];
        for (int s = 0; s < 3; s++) {
            dealt[s][0] = layout.hands()[s];
            dealt[s][1] = layout.high()[s];
        }
        for (Trick t : view.tricks()) {
            for (int i = 0; i < t.cards().size(); i++) {
                add(dealt[t.seatOf(i)], t.cards().get(i).index());
            }
        }
        int dealer = view.dealer();
        dealt[dealer][0] |= layout.pile();
        dealt[dealer][1] |= layout.high()[3];
        int[] talon = view.talon().isEmpty() ? lowest(dealt[dealer], 3)
                : view.talon().stream().mapToInt(Card::index).toArray();
        for (int c : talon) {
            dealt[dealer][c >>> 6] &= ~(1L << (c & 63));
        }
        int[][] hands = new int[3][];
        for (int s = 0; s < 3; s++) {
            hands[s] = lowest(dealt[s], 78);
        }
        return Deal.of(game.pack(), hands, talon);
    }

    @Override
    public List<Move> moves(Layout layout) {
        List<Move> out = new ArrayList<>(view.history().size());
        for (Move m : view.history()) {
            out.add(m.action() == Action.HIDDEN ? new Move(m.seat(),
                    Action.cards(Action.DISCARD, lowest(new long[]{layout.pile(), layout.high()[3]}, 3))) : m);
        }
        return out;
    }

    @Override
    public Position position(Layout layout) {
        throw new IllegalArgumentException("Leipzig Taroc has no two-sided double-dummy solver");
    }

    // ---- two-long masks ------------------------------------------------------------------------

    private static long[] mask(List<Card> cards) {
        long[] m = new long[2];
        for (Card c : cards) {
            add(m, c.index());
        }
        return m;
    }

    private static void add(long[] m, int card) {
        m[card >>> 6] |= 1L << (card & 63);
    }

    private static boolean has(long[] m, int card) {
        return (m[card >>> 6] & 1L << (card & 63)) != 0;
    }

    private static int count(long[] m) {
        return Long.bitCount(m[0]) + Long.bitCount(m[1]);
    }

    private static void or(long[] into, long[] m) {
        into[0] |= m[0];
        into[1] |= m[1];
    }

    private static long[] andNot(long[] a, long[] b) {
        return new long[]{a[0] & ~b[0], a[1] & ~b[1]};
    }

    private static long[][] copy(long[][] m) {
        long[][] out = new long[m.length][];
        for (int i = 0; i < m.length; i++) {
            out[i] = m[i].clone();
        }
        return out;
    }

    /** The {@code n} lowest card indices of a two-long mask. */
    private static int[] lowest(long[] m, int n) {
        int[] out = new int[Math.min(n, count(m))];
        int i = 0;
        for (int c = 0; c < 78 && i < out.length; c++) {
            if (has(m, c)) {
                out[i++] = c;
            }
        }
        return out;
    }

    private static int[] cardsOf(int action) {
        int n = Action.cardCount(action);
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = action >>> (7 * i) & 0x7F;
        }
        return out;
    }
}
