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
import org.tarock.engine.german.AceDiscard;
import org.tarock.engine.german.Contract;
import org.tarock.engine.german.GermanPosition;
import org.tarock.engine.german.GermanPublic;
import org.tarock.engine.german.GermanTarok;

/**
 * German Tarok's sampler, exactly uniform.
 *
 * <p><b>Places.</b> The unseen cards go to the two other hands and the hidden pile: the scat while it lies
 * untouched (auction, Solo contracts; nobody sees it), or a Frage declarer's discards as a defender sees them
 * (the declarer knows his scat and discards, so for him the pile holds nothing unseen).
 *
 * <p><b>Constraints</b> (rules §5–6):
 * <ul>
 *   <li>every card played was legal ({@link GermanCards#followOrTrump}, see {@link Sampler#playVoids}):
 *       a seat that did not follow suit holds none of it, one that neither followed nor trumped holds no
 *       trump;</li>
 *   <li>{@code ace-discard} (§5.1): an Ace among the discards needs, under {@code whole-suit}, the whole suit
 *       in the declarer's 14 cards (so every unseen card of that suit lies with the declarer or in the
 *       discards, and no defender played or holds one), under {@code void}, the declarer keeping none of the
 *       suit (so he holds none and played none after the exchange). These tie places together, so the
 *       sampler splits the deals into disjoint cases by which unseen Aces lie in the discards; in each case
 *       every card has a fixed set of allowed places, counted exactly by {@link Placement}.</li>
 * </ul>
 * Bids, trump and announcements constrain nothing in the rules. Each consistent deal has probability
 * 1 / {@link #count()}.
 */
final class GermanSampler extends Sampler {
    private static final int A = 0;
    private static final int B = 1;
    private static final int P = 2;

    private final GermanPublic pub;
    private final long[] known = new long[3];
    private final long knownPile;
    private final Placement[] cases;
    private final double count;

    GermanSampler(Game game, SeatView view) {
        super(game, view);
        this.pub = view.detail(GermanPublic.class);
        int seat = view.seat();
        long hand = Cards.mask(view.hand());
        long[] played = playedBy(view);
        long ownDiscards = 0;
        boolean discarded = false;
        for (Move m : view.history()) {
            if (m.action() == Action.HIDDEN || Action.kind(m.action()) == Action.DISCARD) {
                discarded = true;
                if (m.action() != Action.HIDDEN) {
                    ownDiscards = Action.cardMask(m.action());
                }
            }
        }
        long unseen = (1L << 36) - 1 & ~hand & ~(played[0] | played[1] | played[2]) & ~Cards.mask(view.talon())
                & ~ownDiscards;
        known[seat] = hand;
        knownPile = ownDiscards;
        int[] sizes = {view.handSizes().get((seat + 1) % 3), view.handSizes().get((seat + 2) % 3), 0};
        sizes[P] = Long.bitCount(unseen) - sizes[A] - sizes[B];

        int trump = pub.trump() == null ? -1 : game.pack().suitOf(pub.trump());
        long[] voids = playVoids(view, 36, (h, led, best) -> GermanCards.followOrTrump(h, led, trump),
                (c, best) -> GermanCards.beats(c, best, trump, GermanCards.BEATERS));
        long[] forbidden = {voids[(seat + 1) % 3], voids[(seat + 2) % 3], sizes[P] == 0 ? ~0L : 0};

        // The Ace rule binds only a defender's view of the discards.
        AceDiscard aceRule = ((GermanTarok) game).aceDiscard();
        boolean hiddenDiscards = discarded && ownDiscards == 0 && sizes[P] > 0;
        long unseenAces = unseen & GermanCards.ACES;
        if (!hiddenDiscards || aceRule == AceDiscard.ALWAYS || unseenAces == 0) {
            cases = new Placement[]{placement(unseen, forbidden, sizes)};
        } else {
            int declarerPlace = (pub.declarer() - seat + 2) % 3;
            List<Placement> list = new ArrayList<>();
            for (long inPile = unseenAces; ; inPile = (inPile - 1) & unseenAces) {
                long[] f = forbidden.clone();
                f[A] |= inPile;
                f[B] |= inPile;
                f[P] |= unseenAces & ~inPile;
                boolean possible = true;
                for (long m = inPile; m != 0; m &= m - 1) {
                    long suit = GermanCards.SUIT[Long.numberOfTrailingZeros(m) / 9];
                    if (aceRule == AceDiscard.WHOLE_SUIT) {
                        long defenders = hand | played[(pub.declarer() + 1) % 3] | played[(pub.declarer() + 2) % 3];
                        possible &= (suit & defenders) == 0;
                        f[1 - declarerPlace] |= suit;
                    } else {
                        possible &= (suit & played[pub.declarer()]) == 0;
                        f[declarerPlace] |= suit;
                    }
                }
                if (possible) {
                    list.add(placement(unseen, f, sizes));
                }
                if (inPile == 0) {
                    break;
                }
            }
            cases = list.toArray(new Placement[0]);
        }
        double sum = 0;
        for (Placement c : cases) {
            sum += c.count();
        }
        count = sum;
        if (count == 0) {
            throw new IllegalArgumentException("the view is inconsistent: no deal of the unseen cards fits it");
        }
    }

    private static Placement placement(long unseen, long[] forbidden, int[] sizes) {
        int[] cards = indices(unseen);
        int[] allowed = new int[cards.length];
        for (int i = 0; i < cards.length; i++) {
            for (int p = 0; p < 3; p++) {
                if ((forbidden[p] & 1L << cards[i]) == 0) {
                    allowed[i] |= 1 << p;
                }
            }
        }
        return new Placement(cards, allowed, new int[cards.length], sizes, new int[0], new int[0]);
    }

    @Override
    public double count() {
        return count;
    }

    @Override
    public Layout sample(DealRandom random) {
        long[][] to = cases[pickCase(cases, count, random)].sample(random);
        long[] hands = known.clone();
        int seat = view.seat();
        hands[(seat + 1) % 3] |= to[A][0];
        hands[(seat + 2) % 3] |= to[B][0];
        return new Layout(hands, knownPile | to[P][0]);
    }

    /**
     * Each hand now plus the cards its seat played; a Frage declarer's 14 cards (hand, played, discards) less
     * a scat of three of them (which three a defender cannot tell, nor does it change anything later: the
     * lowest are taken unless this seat saw the scat). Otherwise the pile is the scat.
     */
    @Override
    public Deal deal(Layout layout) {
        Contract contract = pub.contract();
        return dealWithTalonExchange(game, view, layout,
                contract != null && contract.exchange() ? pub.declarer() : -1);
    }

    @Override
    public Carry carry() {
        return pub.carry();
    }

    @Override
    public Position position(Layout layout) {
        PlayFacts f = playFacts(view, pub.declarer());
        boolean pileToDeclarer = ((GermanTarok) game).pilePointsToDeclarer(pub.contract());
        return GermanSupport.position(new GermanPosition(pub.contract(), pub.declarer(), game.pack().suitOf(pub.trump()),
                layout.hands(), layout.pile(), pileToDeclarer, f.trick(), f.leader(),
                GermanCards.points(f.declarerWon()), f.declarerTricks(), f.completed()));
    }
}
