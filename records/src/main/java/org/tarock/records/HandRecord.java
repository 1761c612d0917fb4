package org.tarock.records;

import java.util.List;
import java.util.Map;
import org.tarock.engine.Carry;
import org.tarock.engine.Deal;
import org.tarock.engine.Game;
import org.tarock.engine.HandResult;
import org.tarock.engine.Move;
import org.tarock.engine.Seating;
import org.tarock.engine.State;

/**
 * One hand as a {@code tarock-record/1} record: the game with its rules, who sat where, the deal, every
 * decision in order and the result the engine computed.
 *
 * @param game       the game with the rules in force
 * @param players    the three active players in play order
 * @param dealer     the dealer's seat (always 2 with four at the table)
 * @param sittingOut the dealer who sits out (four at the table), else null
 * @param deal       the cards as dealt
 * @param actions    every decision of the hand in order
 * @param result     the result of the finished hand
 * @param fairness   the proof of a fair deal ({@code tarock-fair/1}), or null for a hand dealt from a plain seed
 */
public record HandRecord(Game game, List<String> players, int dealer, String sittingOut, Deal deal,
                         List<Move> actions, HandResult result, Fairness fairness) {

    public HandRecord {
        players = List.copyOf(players);
        actions = List.copyOf(actions);
    }

    /** A record without {@code fairness}. */
    public HandRecord(Game game, List<String> players, int dealer, String sittingOut, Deal deal, List<Move> actions,
                      HandResult result) {
        this(game, players, dealer, sittingOut, deal, actions, result, null);
    }

    /** This record with a {@code fairness} object. */
    public HandRecord withFairness(Fairness proof) {
        return new HandRecord(game, players, dealer, sittingOut, deal, actions, result, proof);
    }

    /** The record of a finished hand played with this seating. */
    public static HandRecord of(State finished, Seating seating) {
        if (!finished.isOver()) {
            throw new IllegalArgumentException("the hand is not over: seat " + finished.currentSeat() + " is to act");
        }
        if (seating.dealer() != finished.dealer()) {
            throw new IllegalArgumentException("the seating's dealer (seat " + seating.dealer()
                    + ") is not the hand's dealer (seat " + finished.dealer() + ")");
        }
        return new HandRecord(finished.game(), seating.players(), finished.dealer(), seating.sittingOut(),
                finished.deal(), finished.moves(), finished.result());
    }

    /**
     * The hand replayed through the engine from the deal and the actions, starting from the carried state
     * (pot, blocks...) the result names as {@code carry_before}; a finished state, as analysis needs it.
     *
     * @throws org.tarock.engine.IllegalActionException if an action is not legal (a record read with
     *         {@link RecordReader} has been checked already)
     */
    public State replay() {
        Carry carry = result.fields().get("carry_before") instanceof Map<?, ?> m
                ? game.parseCarry(stringKeys(m)) : game.initialCarry();
        State state = game.newHand(deal, dealer, carry);
        for (Move m : actions) {
            state.apply(m.seat(), m.action());
        }
        return state;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> stringKeys(Map<?, ?> m) {
        return (Map<String, Object>) m;
    }
}
