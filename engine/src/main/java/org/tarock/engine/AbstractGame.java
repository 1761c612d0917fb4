package org.tarock.engine;

import java.util.Map;

/**
 * What the game classes share: the rules they were built from, the pack, the sizes of hands and talon, the
 * table size, and the checks of {@link #newHand} before the game's own state is started.
 */
public abstract class AbstractGame implements Game {
    private final GameId id;
    private final Rules rules;
    private final Pack pack;
    private final int handSize;
    private final int talonSize;
    private final int tableSize;

    /**
     * The table size is the rules' {@code table-size} where the game has that option, else 3.
     *
     * @throws IllegalArgumentException when {@code rules} are another game's
     */
    protected AbstractGame(GameId id, Rules rules, Pack pack, int handSize, int talonSize) {
        if (rules.game() != id) {
            throw new IllegalArgumentException("not " + id.title() + " rules: " + rules);
        }
        this.id = id;
        this.rules = rules;
        this.pack = pack;
        this.handSize = handSize;
        this.talonSize = talonSize;
        this.tableSize = rules.values().containsKey("table-size") ? rules.integer("table-size") : 3;
    }

    @Override
    public final GameId id() {
        return id;
    }

    @Override
    public final Rules rules() {
        return rules;
    }

    @Override
    public final Pack pack() {
        return pack;
    }

    @Override
    public final int tableSize() {
        return tableSize;
    }

    @Override
    public final int handSize() {
        return handSize;
    }

    @Override
    public final int talonSize() {
        return talonSize;
    }

    /** The carry of a game that carries nothing from hand to hand: {@link Carry#NONE}. */
    @Override
    public Carry initialCarry() {
        return Carry.NONE;
    }

    /**
     * Reads the carry of a game that carries nothing: records leave the carry fields out.
     *
     * @throws IllegalArgumentException with {@code message} when they are there
     */
    protected static Carry noCarry(Map<String, Object> fields, String message) {
        if (fields != null) {
            throw new IllegalArgumentException(message);
        }
        return Carry.NONE;
    }

    /**
     * Checks that a game that carries nothing is started with {@link Carry#NONE}.
     *
     * @throws IllegalArgumentException with {@code message} and the carry found when it is another
     */
    protected static void requireNoCarry(Carry carry, String message) {
        if (carry != Carry.NONE) {
            throw new IllegalArgumentException(message + carry);
        }
    }

    /** Checks the deal ({@link Deal#validate}) and the dealer, then lets the game check the carry and start. */
    @Override
    public final State newHand(Deal deal, int dealer, Carry carryBefore) {
        deal.validate(pack, handSize, talonSize);
        if (dealer < 0 || dealer > 2) {
            throw new IllegalArgumentException("dealer: must be 0, 1 or 2, found " + dealer);
        }
        if (tableSize == 4 && dealer != 2) {
            throw new IllegalArgumentException("dealer: with four at the table the dealer is always 2, found "
                    + dealer);
        }
        return start(deal, dealer, carryBefore);
    }

    /**
     * Starts a hand of a checked deal and dealer.
     *
     * @throws IllegalArgumentException naming the carry when it is not of this game's scheme
     */
    protected abstract State start(Deal deal, int dealer, Carry carryBefore);
}
