package org.tarock.bots.husarln;

import static org.tarock.engine.husarln.HusarlnCards.HONOURS;
import static org.tarock.engine.husarln.HusarlnCards.KINGS;
import static org.tarock.engine.husarln.HusarlnCards.PAGAT;
import static org.tarock.engine.husarln.HusarlnCards.TRUMPS;

import java.util.List;
import java.util.function.ToDoubleFunction;
import org.tarock.bots.Strategy;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Move;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.Trick;
import org.tarock.engine.husarln.Bonus;
import org.tarock.engine.husarln.Contract;
import org.tarock.engine.husarln.Husarln;
import org.tarock.engine.husarln.HusarlnCards;
import org.tarock.engine.husarln.HusarlnPublic;

/**
 * Husarln's basic strategy: bids from trump length, honours and Kings; takes a good stock packet early and
 * rejects poor ones; lays away points into its own pile and makes voids; declares every true bonus but Ultimo
 * only with long strong trumps; draws trumps as declarer, gives points to a partner's winning trick, wins cheaply
 * when last, and keeps the Pagat for the last trick.
 */
public final class HusarlnBasic implements Strategy {
    /** Trumps from {@code T17} up, the Fool included: the ones that usually win a trick. */
    private static final long HIGH_TRUMPS = TRUMPS & ~((1L << 16) - 1);
    /** Hand strength needed to bid each contract of the ladder. */
    private static final int[] BID_STRENGTH = {10, 13, 14};

    @Override
    public GameId game() {
        return Husarln.ID;
    }

    @Override
    public int choose(Game game, SeatView view, DealRandom random) {
        List<Integer> legal = view.legal();
        if (legal.size() == 1) {
            return legal.get(0);
        }
        HusarlnPublic pub = view.detail(HusarlnPublic.class);
        long hand = mask(view.hand());
        return switch (view.phase()) {
            case AUCTION -> bid(legal, hand, pub);
            case STOCK -> stock(legal, view, pub);
            case DISCARD -> Strategy.best(legal, discardRating(hand));
            case DECLARATIONS -> declare(legal, hand, pub.declarer() == view.seat());
            case PLAY -> Action.play(play(view, pub, hand));
            default -> legal.get(0);
        };
    }

    private static long mask(List<Card> cards) {
        long m = 0;
        for (Card c : cards) {
            m |= c.bit();
        }
        return m;
    }

    // ---- auction -------------------------------------------------------------------------------

    /** Trumps, strong trumps and Kings, each counted once more than a plain trump. */
    static int strength(long hand) {
        return Long.bitCount(hand & TRUMPS) + Long.bitCount(hand & HIGH_TRUMPS) + Long.bitCount(hand & KINGS);
    }

    /** The highest contract this hand wants to play (ladder position), or -1. */
    static int wanted(long hand) {
        int s = strength(hand);
        int best = -1;
        for (int c = 0; c < BID_STRENGTH.length; c++) {
            if (s >= BID_STRENGTH[c]) {
                best = c;
            }
        }
        return best;
    }

    private static int bid(List<Integer> legal, long hand, HusarlnPublic pub) {
        int want = wanted(hand);
        if (legal.contains(Action.HOLD_ACTION)) {
            return want >= Contract.CODES.indexOf(pub.highBid()) ? Action.HOLD_ACTION : Action.PASS_ACTION;
        }
        if (want == Contract.SOLO.ordinal() && legal.contains(Action.bid(want))) {
            return Action.bid(want);
        }
        for (int a : legal) {
            if (Action.kind(a) == Action.BID && Action.arg(a) <= want) {
                return a;
            }
        }
        return Action.PASS_ACTION;
    }

    // ---- stock ---------------------------------------------------------------------------------

    /** What a card is worth to the declarer's hand: trumps by rank, then Kings and other court cards. */
    static int worth(int card) {
        if (HusarlnCards.isTrump(card)) {
            return card == PAGAT ? 6 : 4 + card / 5;
        }
        return switch ((card - HusarlnCards.FIRST_SUIT_CARD) % 5) {
            case 0 -> 5;
            case 1 -> 3;
            case 2 -> 2;
            case 3 -> 1;
            default -> 0;
        };
    }

    static int worthOf(long cards) {
        int w = 0;
        for (long m = cards; m != 0; m &= m - 1) {
            w += worth(Long.numberOfTrailingZeros(m));
        }
        return w;
    }

    private static int stock(List<Integer> legal, SeatView view, HusarlnPublic pub) {
        int best = legal.get(0);
        for (int a : legal) {
            if (Action.kind(a) == Action.TAKE && (Action.kind(best) != Action.TAKE
                    || worthOf(Action.cardMask(a)) > worthOf(Action.cardMask(best)))) {
                best = a;
            }
        }
        if (!legal.contains(Action.REJECT_ACTION)) {
            return best;
        }
        long packet = Action.cardMask(best);
        int size = Long.bitCount(packet);
        int packets = 6 / size;
        List<Card> exposed = pub.exposed();
        boolean lastPacket = exposed.size() == 6 - size;
        if (!lastPacket) {
            return worthOf(packet) >= 4 * size ? best : Action.REJECT_ACTION;
        }
        // Rejecting the last packet leads to a free choice among the exposed ones but the last.
        int bestExposed = 0;
        for (int j = 0; j < packets - 1; j++) {
            bestExposed = Math.max(bestExposed, worthOf(mask(exposed.subList(j * size, (j + 1) * size))));
        }
        return worthOf(packet) >= bestExposed ? best : Action.REJECT_ACTION;
    }

    // ---- discards ------------------------------------------------------------------------------

    @Override
    public ToDoubleFunction<Integer> rating(Game game, SeatView view) {
        return view.phase() == Phase.DISCARD ? discardRating(mask(view.hand())) : Strategy.super.rating(game, view);
    }

    /** Points laid away and voids made are good; trumps laid away are bad. */
    private static ToDoubleFunction<Integer> discardRating(long hand) {
        return a -> {
            long cards = Action.cardMask(a);
            long after = hand & ~cards;
            int score = HusarlnCards.faceValue(cards) - 10 * Long.bitCount(cards & TRUMPS);
            for (int s = 0; s < 4; s++) {
                long suit = HusarlnCards.suitMask(s);
                if ((hand & suit) != 0 && (after & suit) == 0) {
                    score += 6;
                }
            }
            return score;
        };
    }

    // ---- bonuses -------------------------------------------------------------------------------

    /** Ultimo is announced only with long, strong trumps: the Pagat must survive until trick 12. */
    static boolean ultimoLikely(long hand, boolean declarer) {
        int trumps = Long.bitCount(hand & TRUMPS);
        int high = Long.bitCount(hand & HIGH_TRUMPS);
        return (hand & 1L << PAGAT) != 0 && high >= 3 && trumps >= (declarer ? 9 : 10);
    }

    private static int declare(List<Integer> legal, long hand, boolean declarer) {
        int allowed = ultimoLikely(hand, declarer) ? -1 : ~Bonus.ULTIMO.bit();
        int best = Action.PASS_ACTION;
        for (int a : legal) {
            if (Action.kind(a) == Action.DECLARE && (Action.arg(a) & ~allowed) == 0
                    && (best == Action.PASS_ACTION || Integer.bitCount(Action.arg(a)) > Integer.bitCount(Action.arg(best)))) {
                best = a;
            }
        }
        return best;
    }

    // ---- play ----------------------------------------------------------------------------------

    private static int play(SeatView view, HusarlnPublic pub, long hand) {
        long legal = 0;
        for (int a : view.legal()) {
            legal |= 1L << Action.arg(a);
        }
        long choices = legal & ~(1L << PAGAT);
        Trick trick = view.currentTrick();
        if (choices == 0) {
            return PAGAT;
        }
        boolean declarer = pub.declarer() == view.seat();
        if (trick == null) {
            return declarer ? declarerLead(view, pub, hand, choices) : defenderLead(choices);
        }
        List<Card> cards = trick.cards();
        int best = cards.get(0).index();
        int bestAt = 0;
        for (int i = 1; i < cards.size(); i++) {
            if (HusarlnCards.beats(cards.get(i).index(), best)) {
                best = cards.get(i).index();
                bestAt = i;
            }
        }
        int bestSeat = trick.seatOf(bestAt);
        boolean last = cards.size() == 2;
        long winners = 0;
        for (long m = legal; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            if (HusarlnCards.beats(c, best)) {
                winners |= 1L << c;
            }
        }
        boolean partnerWins = !declarer && bestSeat != pub.declarer();
        if (partnerWins) {
            boolean safe = last || HusarlnCards.isTrump(best) && best >= HusarlnCards.MOND - 2;
            return safe ? richest(choices) : cheapest(choices);
        }
        if (last && (winners & 1L << PAGAT) != 0) {
            return PAGAT;
        }
        long winnersNoPagat = winners & choices;
        if (winnersNoPagat != 0) {
            return last ? cheapest(winnersNoPagat) : strongest(winnersNoPagat);
        }
        return cheapest(choices);
    }

    private static int declarerLead(SeatView view, HusarlnPublic pub, long hand, long choices) {
        long trumps = choices & TRUMPS;
        if (trumps != 0 && outstandingTrumps(view, pub, hand) > 0) {
            return strongest(trumps);
        }
        long kings = choices & KINGS;
        if (kings != 0) {
            return Long.numberOfTrailingZeros(kings);
        }
        long plain = choices & ~TRUMPS;
        return plain != 0 ? cheapest(shortestSuit(plain)) : cheapest(choices);
    }

    private static int defenderLead(long choices) {
        long kings = choices & KINGS;
        if (kings != 0) {
            return Long.numberOfTrailingZeros(kings);
        }
        long plain = choices & ~TRUMPS;
        return cheapest(plain != 0 ? plain : choices);
    }

    /** Trumps that may still be in the defenders' hands: neither held, played, laid away nor left exposed. */
    private static int outstandingTrumps(SeatView view, HusarlnPublic pub, long hand) {
        long gone = hand | mask(pub.shownDiscards()) | mask(pub.exposed());
        for (Trick t : view.tricks()) {
            gone |= mask(t.cards());
        }
        for (Move m : view.history()) {
            if (m.seat() == view.seat() && Action.kind(m.action()) == Action.DISCARD) {
                gone |= Action.cardMask(m.action());
            }
        }
        return Long.bitCount(TRUMPS & ~gone);
    }

    /** The cards of the suit in which {@code cards} holds fewest (ties: the lowest suit). */
    private static long shortestSuit(long cards) {
        long best = 0;
        for (int s = 0; s < 4; s++) {
            long inSuit = cards & HusarlnCards.suitMask(s);
            if (inSuit != 0 && (best == 0 || Long.bitCount(inSuit) < Long.bitCount(best))) {
                best = inSuit;
            }
        }
        return best;
    }

    /** How strongly a card plays: any trump above any suit card, then by rank. */
    private static int power(int card) {
        return HusarlnCards.isTrump(card) ? 100 + card : 10 - (card - HusarlnCards.FIRST_SUIT_CARD) % 5;
    }

    private static int faceValue(int card) {
        return HusarlnCards.faceValue(1L << card);
    }

    /** The card giving away least: lowest value, then weakest; honours last. */
    private static int cheapest(long cards) {
        int best = -1;
        for (long m = cards; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            if (best < 0 || cost(c) < cost(best)) {
                best = c;
            }
        }
        return best;
    }

    private static int cost(int card) {
        return ((HONOURS & 1L << card) != 0 ? 1000 : 0) + faceValue(card) * 200 + power(card);
    }

    /** The card worth most to a partner's trick, keeping trumps when a suit card can be given. */
    private static int richest(long cards) {
        long plain = cards & ~TRUMPS;
        if (plain == 0) {
            return cheapest(cards);
        }
        int best = -1;
        for (long m = plain; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            if (best < 0 || faceValue(c) > faceValue(best)) {
                best = c;
            }
        }
        return best;
    }

    private static int strongest(long cards) {
        int best = -1;
        for (long m = cards; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            if (best < 0 || power(c) > power(best)) {
                best = c;
            }
        }
        return best;
    }
}
