package org.tarock.engine;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A game with its rules in force, in the spirit of OpenSpiel's Game: it deals hands and starts states.
 * Immutable and thread-safe.
 */
public interface Game {

    GameId id();

    Rules rules();

    Pack pack();

    /** The action words of this game and their string forms. */
    Vocabulary vocabulary();

    /** 3, or 4 when the dealer sits out (German Tarok and Bavarian Tarock, {@code table-size: 4}). */
    default int tableSize() {
        return 3;
    }

    int handSize();

    int talonSize();

    /** Deals a shuffled pack ({@code packOrder[0]} is the top card) as the rules file's deal table says. */
    Deal deal(int[] packOrder, int dealer);

    /** The deal of a 64-bit seed: the pack shuffled by {@link Deal#shuffledPack}, then dealt. */
    default Deal deal(long seed, int dealer) {
        return deal(Deal.shuffledPack(pack(), seed), dealer);
    }

    /** The carried state at the start of a match (every pot empty). */
    Carry initialCarry();

    /**
     * Reads a carried state as written in a record.
     *
     * @throws IllegalArgumentException naming what is wrong when the shape is not the scheme's
     */
    Carry parseCarry(Map<String, Object> fields);

    /** Starts a hand. Checks the deal ({@link Deal#validate}) and the dealer. */
    State newHand(Deal deal, int dealer, Carry carryBefore);

    /**
     * Whether the deal passes on after this hand (rules/README.md §1.5): true except after an annulled Leipzig
     * Taroc deal, which the same dealer deals again.
     */
    default boolean dealPasses(HandResult result) {
        return true;
    }

    /**
     * Whether a deal can be annulled and dealt again under these rules (Leipzig Taroc's {@code annul-few-trumps}),
     * so that the {@code k}-th hand of a match need not be the {@code k}-th deal.
     */
    default boolean annulsDeals() {
        return false;
    }

    /**
     * What a player of the period said for the move at {@code index} of a hand's {@code moves} (the German
     * Tarok auction's "is it in Couleur?", "ich spiele besser"), for display only: records keep the codes.
     * Empty where the rules file gives no words of its own.
     */
    default Optional<String> spoken(List<Move> moves, int index) {
        return Optional.empty();
    }
}
