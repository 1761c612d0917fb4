package org.tarock.bots.german;

import static org.tarock.engine.GermanCards.ACES;
import static org.tarock.engine.GermanCards.POINTS;
import static org.tarock.engine.GermanCards.STRENGTH;
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
import org.tarock.engine.Move;
import org.tarock.engine.Pack;
import org.tarock.engine.SeatView;
import org.tarock.engine.Trick;
import org.tarock.engine.german.Contract;
import org.tarock.engine.german.GermanPublic;
import org.tarock.engine.german.GermanTarok;

/**
 * German Tarok's basic strategy, for both eras. It bids the highest contract its hand supports (a Frage,
 * with the scat to improve the hand, needs less than a Solo contract), lays away cards that secure points
 * and leave short suits void, names its strongest suit, announces a Matsch only with a hand that cannot
 * lose a trick, and plays by simple rules: the declarer draws trumps, everyone cashes Aces, wins tricks
 * with points as cheaply as possible, gives points ("schmieren") to a partner's winning trick, and
 * otherwise throws its cheapest card.
 */
public final class GermanBasic implements Strategy {
    /**
     * Estimated tricks (see {@link #strength}) a Frage needs: the scat and the discard add about one. Both
     * thresholds are tuned by self-play so that the bots' contracts are won about seven times in ten.
     */
    private static final double FRAGE_NEEDS = 4.5;
    /** Estimated tricks a Solo contract needs without help from the scat. */
    private static final double SOLO_NEEDS = 5.7;

    @Override
    public GameId game() {
        return GermanTarok.ID;
    }

    @Override
    public int choose(Game game, SeatView view, DealRandom random) {
        List<Integer> legal = view.legal();
        if (legal.size() == 1) {
            return legal.get(0);
        }
        long hand = Cards.mask(view.hand());
        GermanPublic pub = view.detail(GermanPublic.class);
        return switch (Action.kind(legal.get(0))) {
            case Action.PASS -> bid((GermanTarok) game, hand, pub, legal);
            case Action.DISCARD -> Strategy.best(legal, discardRating(hand, pub));
            case Action.TRUMP -> Action.trump(bestNamedSuit(hand));
            case Action.ANNOUNCE -> sureMatsch(hand, trumpOf(pub)) ? GermanTarok.ANNOUNCE_MATSCH
                    : GermanTarok.ANNOUNCE_NONE;
            default -> play(view, hand, pub, legal);
        };
    }

    @Override
    public ToDoubleFunction<Integer> rating(Game game, SeatView view) {
        return Action.kind(view.legal().get(0)) == Action.DISCARD
                ? discardRating(Cards.mask(view.hand()), view.detail(GermanPublic.class))
                : Strategy.super.rating(game, view);
    }

    private static int trumpOf(GermanPublic pub) {
        return pub.trump() == null ? -1 : Pack.GERMAN_36.suitOf(pub.trump());
    }

    // ---- hand evaluation -----------------------------------------------------------------------

    /**
     * A rough count of the tricks {@code hand} takes with {@code trump}: each trump about one (more for the
     * high ones), side Aces, Tens guarded by their Ace, and ruffs from short side suits.
     */
    static double strength(long hand, int trump) {
        long trumps = hand & SUIT[trump];
        int n = Long.bitCount(trumps);
        double s = 0;
        for (long m = trumps; m != 0; m &= m - 1) {
            int rank = STRENGTH[Long.numberOfTrailingZeros(m)];
            s += rank == 0 ? 1.6 : rank == 1 ? 1.3 : rank == 2 ? 1.0 : 0.7;
        }
        for (int suit = 0; suit < 4; suit++) {
            if (suit == trump) {
                continue;
            }
            long cards = hand & SUIT[suit];
            int len = Long.bitCount(cards);
            boolean ace = (cards & ACES) != 0;
            if (ace) {
                s += 1.0;
                if ((cards & (1L << (suit * 9 + 1))) != 0) {
                    s += 0.6;
                }
            }
            if (len == 0 && n >= 3) {
                s += 0.6;
            } else if (len == 1 && !ace && n >= 4) {
                s += 0.3;
            }
        }
        return s;
    }

    /** The best of Acorns, Leaves and Bells as trump for {@code hand}. */
    private static int bestNamedSuit(long hand) {
        int best = GermanCards.E;
        for (int suit : new int[]{GermanCards.G, GermanCards.S}) {
            if (strength(hand, suit) > strength(hand, best)) {
                best = suit;
            }
        }
        return best;
    }

    /** How many tricks the hand would take if it played {@code c} (before any exchange). */
    private static double strengthFor(Contract c, long hand) {
        int trump = c.fixedTrump() >= 0 ? c.fixedTrump() : bestNamedSuit(hand);
        return strength(hand, trump) - (c.exchange() ? FRAGE_NEEDS : SOLO_NEEDS);
    }

    // ---- auction -------------------------------------------------------------------------------

    /** Bids the highest contract the hand supports, or holds one it would have bid itself; passes otherwise. */
    private static int bid(GermanTarok game, long hand, GermanPublic pub, List<Integer> legal) {
        List<Contract> ladder = game.era().ladder();
        int best = -1;
        for (int i = 0; i < ladder.size(); i++) {
            if (strengthFor(ladder.get(i), hand) >= 0) {
                best = i;
            }
        }
        if (legal.contains(Action.HOLD_ACTION)) {
            return best >= game.era().codes().indexOf(pub.highBid()) ? Action.HOLD_ACTION : Action.PASS_ACTION;
        }
        int chosen = Action.PASS_ACTION;
        for (int a : legal) {
            if (Action.kind(a) == Action.BID && Action.arg(a) <= best) {
                chosen = a; // legal bids come lowest first: keep the highest affordable one
            }
        }
        return chosen;
    }

    // ---- exchange and announcement -------------------------------------------------------------

    /** Rates the legal three cards to lay away: keep trumps and Aces, secure points, void short suits. */
    private static ToDoubleFunction<Integer> discardRating(long hand, GermanPublic pub) {
        int trump = trumpOf(pub) >= 0 ? trumpOf(pub) : bestNamedSuit(hand);
        return a -> {
            long away = Action.cardMask(a);
            long kept = hand & ~away;
            double score = GermanCards.points(away) - 25.0 * Long.bitCount(away & SUIT[trump])
                    - 12.0 * Long.bitCount(away & ACES) + 3 * strength(kept, trump);
            for (int suit = 0; suit < 4; suit++) {
                if (suit != trump && (hand & SUIT[suit]) != 0 && (kept & SUIT[suit]) == 0) {
                    score += 6;
                }
            }
            return score;
        };
    }

    /** Only a hand that cannot lose a trick: at least eight trumps from the top and nothing but side Aces. */
    private static boolean sureMatsch(long hand, int trump) {
        long trumps = hand & SUIT[trump];
        long side = hand & ~trumps;
        return Long.bitCount(trumps) >= 8 && (trumps & (1L << trump * 9)) != 0 && (side & ~ACES) == 0;
    }

    // ---- play ----------------------------------------------------------------------------------

    private static int play(SeatView view, long hand, GermanPublic pub, List<Integer> legal) {
        int trump = trumpOf(pub);
        long played = 0;
        for (Trick t : view.tricks()) {
            for (Card c : t.cards()) {
                played |= c.bit();
            }
        }
        long outstanding = ((1L << 36) - 1) & ~hand & ~played & ~ownDiscards(view);
        long legalCards = 0;
        for (int a : legal) {
            legalCards |= 1L << Action.arg(a);
        }
        boolean declarer = pub.declarer() == view.seat();
        Trick trick = view.currentTrick();
        int card = trick == null ? lead(legalCards, outstanding, trump, declarer)
                : follow(view, trick, legalCards, outstanding, trump, pub.declarer());
        return Action.play(card);
    }

    /** The declarer knows his own discards: they are not in anyone's hand. */
    private static long ownDiscards(SeatView view) {
        for (Move m : view.history()) {
            if (m.seat() == view.seat() && m.action() != Action.HIDDEN && Action.kind(m.action()) == Action.DISCARD) {
                return Action.cardMask(m.action());
            }
        }
        return 0;
    }

    /** Whether {@code card} is higher than every outstanding card of its suit. */
    private static boolean isTop(int card, long outstanding) {
        return (GermanCards.BEATERS[card] & outstanding) == 0;
    }

    private static int lead(long legal, long outstanding, int trump, boolean declarer) {
        long trumps = legal & SUIT[trump];
        if (declarer && trumps != 0 && (outstanding & SUIT[trump]) != 0) {
            int top = highest(trumps);
            return isTop(top, outstanding) ? top : lowest(trumps);
        }
        for (long m = legal & ~SUIT[trump]; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            // A top card is cashed while the suit is still held by others; with a single card of it out, an
            // opponent is probably void there and would ruff.
            boolean opponentsCanRuff = !declarer || (outstanding & SUIT[trump]) != 0;
            if (isTop(c, outstanding) && (outstanding & SUIT[c / 9]) != 0
                    && !(opponentsCanRuff && Long.bitCount(outstanding & SUIT[c / 9]) < 2)) {
                return c;
            }
        }
        long side = legal & ~SUIT[trump];
        return side != 0 ? cheapest(side, trump) : lowest(trumps);
    }

    private static int follow(SeatView view, Trick trick, long legal, long outstanding, int trump, int declarer) {
        List<Card> cards = trick.cards();
        int best = cards.get(0).index();
        int bestSeat = trick.leader();
        int trickPoints = 0;
        for (int i = 0; i < cards.size(); i++) {
            int c = cards.get(i).index();
            trickPoints += POINTS[c];
            if (i > 0 && GermanCards.beats(c, best, trump, GermanCards.BEATERS)) {
                best = c;
                bestSeat = trick.seatOf(i);
            }
        }
        boolean last = cards.size() == 2;
        boolean partnerWinning = view.seat() != declarer && bestSeat != declarer;
        boolean ruffed = best / 9 == trump && cards.get(0).suit() != trump;
        if (partnerWinning && (last || ruffed || isTop(best, outstanding))) {
            return richest(legal, trump);
        }
        long winners = 0;
        for (long m = legal; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            if (GermanCards.beats(c, best, trump, GermanCards.BEATERS)) {
                winners |= 1L << c;
            }
        }
        if (winners != 0 && !partnerWinning) {
            if (last) {
                return cheapest(winners, trump);
            }
            long safe = 0;
            for (long m = winners; m != 0; m &= m - 1) {
                int c = Long.numberOfTrailingZeros(m);
                if (isTop(c, outstanding) || c / 9 == trump && c / 9 != cards.get(0).suit()) {
                    safe |= 1L << c;
                }
            }
            if (safe != 0) {
                return cheapest(safe, trump);
            }
            if (trickPoints >= 10) {
                return highest(winners);
            }
        }
        return cheapest(legal, trump);
    }

    /** The card that costs least to give away: few points, not a trump, low rank. */
    private static int cheapest(long cards, int trump) {
        int best = -1;
        int bestCost = Integer.MAX_VALUE;
        for (long m = cards; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            int cost = POINTS[c] * 10 + (c / 9 == trump ? 150 : 0) + (8 - STRENGTH[c]);
            if (cost < bestCost) {
                bestCost = cost;
                best = c;
            }
        }
        return best;
    }

    /** The card with the most points to give a partner's trick, sparing trumps and Aces that win tricks. */
    private static int richest(long cards, int trump) {
        int best = -1;
        int bestValue = Integer.MIN_VALUE;
        for (long m = cards; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            int value = POINTS[c] * 10 - (c / 9 == trump ? 150 : 0) - ((ACES & (1L << c)) != 0 ? 60 : 0);
            if (value > bestValue) {
                bestValue = value;
                best = c;
            }
        }
        return best;
    }

    /** The highest-ranked card of a mask. */
    private static int highest(long cards) {
        int best = Long.numberOfTrailingZeros(cards);
        for (long m = cards; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            if (STRENGTH[c] < STRENGTH[best]) {
                best = c;
            }
        }
        return best;
    }

    /** The lowest-ranked card of a mask. */
    private static int lowest(long cards) {
        int best = Long.numberOfTrailingZeros(cards);
        for (long m = cards; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            if (STRENGTH[c] >= STRENGTH[best]) {
                best = c;
            }
        }
        return best;
    }
}
