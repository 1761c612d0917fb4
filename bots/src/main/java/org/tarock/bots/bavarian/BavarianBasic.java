package org.tarock.bots.bavarian;

import static org.tarock.engine.GermanCards.BEATERS;
import static org.tarock.engine.GermanCards.BEATERS_BETTEL;
import static org.tarock.engine.GermanCards.POINTS;
import static org.tarock.engine.GermanCards.STRENGTH;
import static org.tarock.engine.GermanCards.STRENGTH_BETTEL;
import static org.tarock.engine.GermanCards.SUIT;

import java.util.List;
import java.util.function.ToDoubleFunction;
import org.tarock.bots.Strategy;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.Cards;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.GermanCards;
import org.tarock.engine.Pack;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.Trick;
import org.tarock.engine.bavarian.BavarianPublic;
import org.tarock.engine.bavarian.BavarianTarock;
import org.tarock.engine.bavarian.Contract;

/**
 * Bavarian Tarock's basic strategy: bids the highest contract its hand supports by simple counts, lays away
 * cards that make voids or bank points, names its longest strong suit, and plays by the usual maxims:
 * the soloist draws trumps, a defender schmiers (gives points) to his partner's winning trick, everyone
 * wins cheaply when he can and throws his least valuable card when he cannot.
 */
public final class BavarianBasic implements Strategy {
    /**
     * Hand strengths ({@link #trumpStrength}) at which the bot bids: a Stockspiel needs less, since the
     * stock and the choice of trump after seeing it improve the hand. Tuned by self-play so that the bot's
     * contracts are won about three times in four.
     */
    static final int STOCK_STRENGTH = 17;
    static final int SOLO_STRENGTH = 25;

    @Override
    public GameId game() {
        return BavarianTarock.ID;
    }

    @Override
    public int choose(Game game, SeatView view, DealRandom random) {
        List<Integer> legal = view.legal();
        long hand = Cards.mask(view.hand());
        BavarianPublic pub = view.detail(BavarianPublic.class);
        return switch (view.phase()) {
            case AUCTION -> bid(legal, hand, pub);
            case DISCARD -> Strategy.best(legal, discardRating(hand));
            case TRUMP -> nameTrump(legal, hand);
            case PLAY -> play(view, pub, hand);
            default -> legal.get(random.nextInt(legal.size()));
        };
    }

    // ---- bidding -------------------------------------------------------------------------------

    /** Strength of {@code suit} as trump: length counts most, high trumps and side aces add. */
    static int trumpStrength(long hand, int suit) {
        long trumps = hand & SUIT[suit];
        int score = 3 * Long.bitCount(trumps);
        for (long m = trumps; m != 0; m &= m - 1) {
            int r = STRENGTH[Long.numberOfTrailingZeros(m)];
            score += r == 0 ? 4 : r == 1 ? 3 : r <= 3 ? 1 : 0;
        }
        for (int s = 0; s < 4; s++) {
            if (s != suit && (hand & SUIT[s] & (1L << (9 * s))) != 0) {
                score += 3; // a side Ace is a sure trick
            }
        }
        return score;
    }

    private static int bestSuit(long hand, int allowedSuits) {
        int best = -1;
        for (int s = 0; s < 4; s++) {
            if ((allowedSuits & (1 << s)) != 0 && (best < 0 || trumpStrength(hand, s) > trumpStrength(hand, best))) {
                best = s;
            }
        }
        return best;
    }

    /** Whether every card is low in Bettel's order, so the hand can duck every trick. */
    static boolean bettelHand(long hand) {
        int high = 0;
        for (int s = 0; s < 4; s++) {
            long suit = hand & SUIT[s];
            if (suit == 0) {
                continue;
            }
            int lowest = 0;
            for (long m = suit; m != 0; m &= m - 1) {
                int c = Long.numberOfTrailingZeros(m);
                lowest = Math.max(lowest, STRENGTH_BETTEL[c]);
                if (STRENGTH_BETTEL[c] <= 2) {
                    high++;
                }
            }
            if (lowest < 7) {
                return false; // a suit without its 7 or 6 can be forced to win
            }
        }
        return high == 0;
    }

    /** The highest contract this hand supports, or -1. */
    static int maxContract(long hand) {
        if (bettelHand(hand)) {
            return Contract.BETTEL.ordinal();
        }
        if (trumpStrength(hand, GermanCards.H) >= SOLO_STRENGTH) {
            return Contract.HERZSOLO.ordinal();
        }
        if (trumpStrength(hand, bestSuit(hand, 0b1011)) >= SOLO_STRENGTH) {
            return Contract.SOLO.ordinal();
        }
        return trumpStrength(hand, bestSuit(hand, 0b1111)) >= STOCK_STRENGTH ? Contract.STOCK.ordinal() : -1;
    }

    private static int bid(List<Integer> legal, long hand, BavarianPublic pub) {
        int max = maxContract(hand);
        if (legal.contains(Action.HOLD_ACTION)) {
            return Contract.CODES.indexOf(pub.highBid()) <= max ? Action.HOLD_ACTION : Action.PASS_ACTION;
        }
        // bid the game the hand is worth at once: a Solo hand bid as a Stockspiel would be played as one
        return max >= 0 && legal.contains(Action.bid(max)) ? Action.bid(max) : Action.PASS_ACTION;
    }

    // ---- stock and trump -----------------------------------------------------------------------

    @Override
    public ToDoubleFunction<Integer> rating(Game game, SeatView view) {
        return view.phase() == Phase.DISCARD ? discardRating(Cards.mask(view.hand()))
                : Strategy.super.rating(game, view);
    }

    /** Never a card of the likely trump suit; otherwise by {@link #discardValue}. */
    private static ToDoubleFunction<Integer> discardRating(long hand) {
        int trump = bestSuit(hand, 0b1111);
        return a -> {
            long cards = Action.cardMask(a);
            return (cards & SUIT[trump]) != 0 ? Double.NEGATIVE_INFINITY : discardValue(hand & ~cards, cards);
        };
    }

    /** Voids and banked points are good; laying away Aces is bad. */
    private static int discardValue(long kept, long laidAway) {
        int score = 0;
        for (int s = 0; s < 4; s++) {
            if ((kept & SUIT[s]) == 0) {
                score += 12;
            }
        }
        for (long m = laidAway; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            score += STRENGTH[c] == 0 ? -15 : POINTS[c];
        }
        return score;
    }

    private static int nameTrump(List<Integer> legal, long hand) {
        int allowed = 0;
        for (int a : legal) {
            allowed |= 1 << Action.arg(a);
        }
        return Action.trump(bestSuit(hand, allowed));
    }

    // ---- card play -----------------------------------------------------------------------------

    private static int play(SeatView view, BavarianPublic pub, long hand) {
        long legal = 0;
        for (int a : view.legal()) {
            legal |= 1L << Action.arg(a);
        }
        int trump = pub.trump() == null ? -1 : Pack.GERMAN_36.suitOf(pub.trump());
        boolean bettel = pub.contract() == Contract.BETTEL;
        long[] beaters = bettel ? BEATERS_BETTEL : BEATERS;
        int[] strength = bettel ? STRENGTH_BETTEL : STRENGTH;
        boolean soloist = view.seat() == pub.declarer();
        long played = 0;
        for (Trick t : view.tricks()) {
            for (Card c : t.cards()) {
                played |= c.bit();
            }
        }
        Trick trick = view.currentTrick();
        if (trick == null) {
            return Action.play(lead(legal, hand, played, trump, soloist, bettel, strength));
        }
        int best = trick.cards().get(0).index();
        int bestSeat = trick.leader();
        for (int i = 1; i < trick.cards().size(); i++) {
            int c = trick.cards().get(i).index();
            if (GermanCards.beats(c, best, trump, beaters)) {
                best = c;
                bestSeat = trick.seatOf(i);
            }
        }
        boolean last = trick.cards().size() == 2;
        long winners = 0;
        for (long m = legal; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            if (GermanCards.beats(c, best, trump, beaters)) {
                winners |= 1L << c;
            }
        }
        if (bettel) {
            if (soloist) {
                long losers = legal & ~winners;
                return Action.play(losers != 0 ? extreme(losers, strength, false) : extreme(legal, strength, true));
            }
            boolean soloistWinning = bestSeat == pub.declarer();
            return Action.play(soloistWinning || !last ? lowest(legal, strength) : extreme(legal, strength, true));
        }
        boolean partnerWinning = !soloist && bestSeat != pub.declarer() && bestSeat != view.seat();
        if (partnerWinning) {
            boolean safe = last || isMaster(best, played | hand);
            long notOver = legal & ~winners;
            long pool = notOver != 0 ? notOver : legal;
            return Action.play(safe ? mostPoints(pool, strength) : cheapest(pool, strength));
        }
        if (winners != 0) {
            int cheapestWinner = cheapest(winners, strength);
            if (last || isMaster(cheapestWinner, played | hand)) {
                return Action.play(cheapestWinner);
            }
            int top = extreme(winners, strength, true);
            if (isMaster(top, played | hand)) {
                return Action.play(top);
            }
        }
        return Action.play(cheapest(legal, strength));
    }

    private static int lead(long legal, long hand, long played, int trump, boolean soloist, boolean bettel,
                            int[] strength) {
        if (bettel) {
            return lowest(legal, strength);
        }
        long trumps = trump < 0 ? 0 : legal & SUIT[trump];
        long outstandingTrumps = trump < 0 ? 0 : SUIT[trump] & ~played & ~hand;
        if (soloist && trumps != 0 && outstandingTrumps != 0) {
            int top = extreme(trumps, strength, true);
            return isMaster(top, played | hand) ? top : lowest(trumps, strength);
        }
        for (long m = legal & ~trumps; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            if (isMaster(c, played | hand)) {
                return c; // a side card nobody can beat in its suit
            }
        }
        long side = legal & ~trumps;
        return cheapest(side != 0 ? side : legal, strength);
    }

    /** Whether no unseen card of its own suit beats {@code card} (it may still be trumped). */
    private static boolean isMaster(int card, long seen) {
        return (BEATERS[card] & ~seen) == 0;
    }

    private static int extreme(long cards, int[] strength, boolean highest) {
        int pick = -1;
        for (long m = cards; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            if (pick < 0 || (highest ? strength[c] < strength[pick] : strength[c] > strength[pick])) {
                pick = c;
            }
        }
        return pick;
    }

    private static int lowest(long cards, int[] strength) {
        return extreme(cards, strength, false);
    }

    /** The card worth least: fewest points, then lowest rank. */
    private static int cheapest(long cards, int[] strength) {
        int pick = -1;
        for (long m = cards; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            if (pick < 0 || POINTS[c] < POINTS[pick] || (POINTS[c] == POINTS[pick] && strength[c] > strength[pick])) {
                pick = c;
            }
        }
        return pick;
    }

    private static int mostPoints(long cards, int[] strength) {
        int pick = -1;
        for (long m = cards; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            if (pick < 0 || POINTS[c] > POINTS[pick] || (POINTS[c] == POINTS[pick] && strength[c] > strength[pick])) {
                pick = c;
            }
        }
        return pick;
    }
}
