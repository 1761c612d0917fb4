package org.tarock.solver;

import static org.tarock.engine.husarln.HusarlnCards.KINGS;
import static org.tarock.engine.husarln.HusarlnCards.MOND;
import static org.tarock.engine.husarln.HusarlnCards.PAGAT;
import static org.tarock.engine.husarln.HusarlnCards.SKUS;
import static org.tarock.engine.husarln.HusarlnCards.TRUMPS;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.Cards;
import org.tarock.engine.Deal;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Move;
import org.tarock.engine.SeatView;
import org.tarock.engine.husarln.Bonus;
import org.tarock.engine.husarln.Contract;
import org.tarock.engine.husarln.HusarlnCards;
import org.tarock.engine.husarln.HusarlnPosition;
import org.tarock.engine.husarln.HusarlnPublic;

/**
 * Husarln's sampler, exactly uniform.
 *
 * <p><b>Places.</b> The unseen cards go to the two other hands, the declarer's hidden discards (a defender's
 * view) and the stock cards nobody has seen (packets never examined, a Solo's whole stock, or the packet the
 * declarer took in the first pass, which only he saw, then lies among his cards). Exposed stock cards are
 * known; a packet taken after every card was exposed is known to lie in the declarer's hand or discards.
 *
 * <p><b>Constraints</b> (rules §5–6):
 * <ul>
 *   <li>every card played was legal ({@link HusarlnCards#legalCards}, see {@link Sampler#playVoids});</li>
 *   <li>hidden discards are never trumps or Kings (trumps laid away are shown, §5.2.3); if trumps were
 *       shown, the declarer had to lay away every card that is neither trump nor King, so he holds none;</li>
 *   <li>declarations (§5.3) are true claims about the 12 cards at the time (the cards held now plus those
 *       played since): {@code trumps-N} fixes how many trumps the seat holds now (an exact count), {@code
 *       honours} and {@code ultimo} place the Pagat, Mond and Sküs he has not played in his hand. A pass
 *       says nothing (declaring is optional).</li>
 * </ul>
 * Every card then has a fixed set of allowed places, and the trumps-N claims are exact counts;
 * {@link Placement} counts and samples these exactly: each consistent deal has probability 1 / {@link #count()}.
 */
final class HusarlnSampler extends Sampler {
    private static final int A = 0;
    private static final int B = 1;
    private static final int P = 2;
    private static final int Q = 3;
    private static final long ALL = (1L << 42) - 1;

    private final HusarlnPublic pub;
    private final long[] known = new long[3];
    private final long knownPile;
    private final long knownStock;
    /** The packet taken, when this seat knows it (the declarer, or a take after every card was exposed). */
    private final long knownTaken;
    private final Placement placement;

    HusarlnSampler(Game game, SeatView view) {
        super(game, view);
        this.pub = view.detail(HusarlnPublic.class);
        int seat = view.seat();
        long hand = Cards.mask(view.hand());
        long[] played = playedBy(view);
        long allPlayed = played[0] | played[1] | played[2];
        long ownDiscards = 0;
        long taken = 0;
        boolean tookYet = false;
        boolean discarded = false;
        for (Move m : view.history()) {
            // the declarer's first hidden move is a first-pass take (if he took in the first pass), the next his discard
            if (m.action() == Action.HIDDEN) {
                discarded |= tookYet;
                tookYet = true;
            } else if (Action.kind(m.action()) == Action.DISCARD) {
                discarded = true;
                ownDiscards = Action.cardMask(m.action());
            } else if (Action.kind(m.action()) == Action.TAKE) {
                taken = Action.cardMask(m.action());
                tookYet = true;
            }
        }
        long shown = Cards.mask(pub.shownDiscards());
        long talon = Cards.mask(view.talon());
        this.knownTaken = taken;
        this.knownStock = talon & ~taken & ~hand & ~allPlayed & ~ownDiscards;
        long unseen = ALL & ~hand & ~allPlayed & ~ownDiscards & ~shown & ~knownStock;
        known[seat] = hand;
        knownPile = ownDiscards | shown;

        int[] sizes = new int[4];
        sizes[A] = view.handSizes().get((seat + 1) % 3);
        sizes[B] = view.handSizes().get((seat + 2) % 3);
        Contract contract = pub.contract();
        sizes[P] = discarded && ownDiscards == 0 ? contract.packetSize() - Long.bitCount(shown) : 0;
        sizes[Q] = Long.bitCount(unseen) - sizes[A] - sizes[B] - sizes[P];

        long[] voids = playVoids(view, 42, (h, led, best) -> HusarlnCards.legalCards(h, led),
                (c, best) -> HusarlnCards.beats(c, best));
        long[] forbidden = new long[4];
        forbidden[A] = voids[(seat + 1) % 3];
        forbidden[B] = voids[(seat + 2) % 3];
        forbidden[P] = TRUMPS | KINGS;
        int declarerPlace = pub.declarer() < 0 || pub.declarer() == seat ? -1 : (pub.declarer() - seat + 2) % 3;
        if (declarerPlace >= 0) {
            if (shown != 0) {
                forbidden[declarerPlace] |= ALL & ~TRUMPS & ~KINGS;
            }
            // a packet taken in view of all lies with the declarer or among his discards
            forbidden[1 - declarerPlace] |= taken;
            forbidden[Q] |= taken;
        }

        int[] rulePlace = new int[2];
        int[] ruleCount = new int[2];
        int[] ruleOf = new int[2];
        int rules = 0;
        for (int p = A; p <= B; p++) {
            int s = (seat + 1 + p) % 3;
            int tokens = pub.declarations().get(s);
            if (tokens <= 0) {
                continue;
            }
            long must = 0;
            if ((tokens & Bonus.HONOURS.bit()) != 0) {
                must |= 1L << PAGAT | 1L << MOND | 1L << SKUS;
            }
            if ((tokens & Bonus.ULTIMO.bit()) != 0) {
                must |= 1L << PAGAT;
            }
            must &= unseen;
            for (int q = 0; q < 4; q++) {
                if (q != p) {
                    forbidden[q] |= must;
                }
            }
            int n = (tokens & Bonus.TRUMPS_10.bit()) != 0 ? 10 : (tokens & Bonus.TRUMPS_11.bit()) != 0 ? 11
                    : (tokens & Bonus.TRUMPS_12.bit()) != 0 ? 12 : -1;
            if (n > 0) {
                rulePlace[rules] = p;
                ruleCount[rules] = n - Long.bitCount(played[s] & TRUMPS);
                ruleOf[rules] = 1 << rules;
                rules++;
            }
        }
        int[] cards = indices(unseen);
        int[] allowed = new int[cards.length];
        int[] tags = new int[cards.length];
        for (int i = 0; i < cards.length; i++) {
            for (int q = 0; q < 4; q++) {
                if ((forbidden[q] & 1L << cards[i]) == 0) {
                    allowed[i] |= 1 << q;
                }
            }
            if (HusarlnCards.isTrump(cards[i])) {
                for (int r = 0; r < rules; r++) {
                    tags[i] |= ruleOf[r];
                }
            }
        }
        placement = new Placement(cards, allowed, tags, sizes,
                Arrays.copyOf(rulePlace, rules), Arrays.copyOf(ruleCount, rules));
        if (placement.count() == 0) {
            throw new IllegalArgumentException("the view is inconsistent: no deal of the unseen cards fits it");
        }
    }

    @Override
    public double count() {
        return placement.count();
    }

    @Override
    public Layout sample(DealRandom random) {
        long[][] to = placement.sample(random);
        long[] hands = known.clone();
        int seat = view.seat();
        hands[(seat + 1) % 3] |= to[A][0];
        hands[(seat + 2) % 3] |= to[B][0];
        return new Layout(hands, knownPile | to[P][0], knownStock | to[Q][0]);
    }

    /**
     * The packet the declarer took: known to him, and to all when taken after every card was exposed;
     * otherwise any cards of his (which ones the defenders cannot tell, nor does it change anything later):
     * the lowest he holds, played or laid away.
     */
    private long taken(Layout layout) {
        if (knownTaken != 0 || pub.level() == 0) {
            return knownTaken;
        }
        int d = pub.declarer();
        return lowest(layout.hands()[d] | playedBy(view)[d] | layout.pile(), pub.contract().packetSize());
    }

    /**
     * Each hand now plus the cards its seat played, the declarer's less the packet he took; the stock in
     * dealt order: the exposed packets, the taken packet, the packet the declarer is examining, then the
     * cards nobody has seen.
     */
    @Override
    public Deal deal(Layout layout) {
        long[] dealt = layout.hands().clone();
        long[] played = playedBy(view);
        for (int s = 0; s < 3; s++) {
            dealt[s] |= played[s];
        }
        long taken = taken(layout);
        if (taken != 0) {
            int d = pub.declarer();
            dealt[d] = (dealt[d] | layout.pile()) & ~taken;
        }
        int[] stock = new int[6];
        int n = 0;
        long exposed = 0;
        for (Card c : pub.exposed()) {
            stock[n++] = c.index();
            exposed |= c.bit();
        }
        long rest = (taken | layout.stock()) & ~exposed;
        long examined = Cards.mask(view.talon()) & ~exposed & ~taken;
        for (long part : new long[]{taken & ~exposed, examined, rest & ~examined & ~taken}) {
            for (int c : indices(part)) {
                stock[n++] = c;
            }
        }
        int[][] hands = new int[3][];
        for (int s = 0; s < 3; s++) {
            hands[s] = indices(dealt[s]);
        }
        return Deal.of(game.pack(), hands, stock);
    }

    @Override
    public List<Move> moves(Layout layout) {
        List<Move> out = new ArrayList<>(view.history().size());
        boolean tookYet = false;
        for (Move m : view.history()) {
            if (m.action() == Action.HIDDEN) {
                out.add(new Move(m.seat(), tookYet ? Action.cardsOfMask(Action.DISCARD, layout.pile())
                        : Action.cardsOfMask(Action.TAKE, taken(layout))));
                tookYet = true;
            } else {
                tookYet |= Action.kind(m.action()) == Action.TAKE;
                out.add(m);
            }
        }
        return out;
    }

    @Override
    public Position position(Layout layout) {
        PlayFacts f = playFacts(view, pub.declarer());
        return HusarlnSupport.position(new HusarlnPosition(pub.contract(), pub.declarer(), layout.hands(), layout.pile(),
                layout.stock(), f.trick(), f.leader(), f.declarerWon(), f.completed()));
    }
}
