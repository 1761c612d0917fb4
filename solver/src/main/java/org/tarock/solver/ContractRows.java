package org.tarock.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongUnaryOperator;
import org.tarock.engine.Action;
import org.tarock.engine.Cards;
import org.tarock.engine.Game;
import org.tarock.engine.GermanCards;
import org.tarock.engine.Phase;
import org.tarock.engine.State;

/**
 * What the games' {@link ContractTable}s share: the auction replayed with one bidder, the discards worth
 * solving, and the first lead solved. Contracts with an exchange are valued with the talon or stock known, as
 * the declarer sees it when he lays away, and the discard chosen by search over a short list: the legal
 * discards a simple rule rates best are solved and the best kept, so a row is a lower bound on the best
 * exchange.
 */
abstract class ContractRows implements ContractTable {
    /** How many discards per row are solved. */
    static final int DISCARD_CANDIDATES = 3;

    final Game game;
    final Solver solver;
    final DoubleDummy dd;

    ContractRows(Game game, Solver solver, DoubleDummy dd) {
        this.game = game;
        this.solver = solver;
        this.dd = dd;
    }

    /** The hand replayed with {@code soloist} bidding the contract at ladder position {@code bid} and the others passing; null if refused. */
    final State bidAlone(State hand, int soloist, int bid) {
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

    /** The double-dummy value at the first lead of a state in its play phase, for the declarer. */
    final int value(State s) {
        return solver.value(dd.position(s));
    }

    /** Whether a first-lead value of a state in its play phase makes the contract. */
    final boolean made(State s, int value) {
        return dd.made(dd.position(s), value);
    }

    /** The record codes of a mask of cards, null for none. */
    final String codes(long cards) {
        return cards == 0 ? null : Cards.codes(game.pack(), cards);
    }

    /**
     * The {@code n} legal discards of a state in its discard phase that {@code rating} rates highest, those
     * with a card of {@code avoid} (the trump suit) only when too few others are legal.
     */
    static List<Long> bestRated(State s, int n, long avoid, LongUnaryOperator rating) {
        List<Long> discards = new ArrayList<>();
        for (int a : s.legalActionList()) {
            discards.add(Action.cardMask(a));
        }
        return best(discards, n, d -> rating.applyAsLong(d) - ((d & avoid) != 0 ? 1_000 : 0));
    }

    /** The {@code n} of {@code discards} that {@code rating} rates highest, equal ratings in the given order. */
    static List<Long> best(List<Long> discards, int n, LongUnaryOperator rating) {
        List<long[]> rated = new ArrayList<>();
        for (long d : discards) {
            rated.add(new long[]{d, rating.applyAsLong(d)});
        }
        rated.sort((x, y) -> Long.compare(y[1], x[1]));
        return rated.stream().limit(n).map(r -> r[0]).toList();
    }

    /** German-suited packs: voids made and points banked are good; an Ace laid away is a trick given up. */
    static long germanDiscardRating(long kept, long laidAway) {
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
}
