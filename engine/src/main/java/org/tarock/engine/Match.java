package org.tarock.engine;

import java.util.List;
import java.util.function.IntToLongFunction;

/**
 * A match at one table: hand after hand with the deal passing on (rules/README.md §1.5) and the carried state (pot,
 * Haferl, blocks) handed from each hand to the next (rules/README.md §6.3), or, in duplicate play
 * ({@link #duplicate}), every hand starting with nothing carried. Deals come from the match seed: hand
 * {@code n} (from 0) is dealt from seed {@link DealRandom#handSeed(long, long) handSeed(seed, n)}, and the
 * first dealer, unless fixed, is {@code new DealRandom(seed).nextInt(tableSize)}. A fair match ({@link #fair})
 * deals hand {@code n} from its chain's deal {@code n + 1} instead, and its first dealer follows from the first
 * deal's seed (record-format.md "Fair deals").
 */
public final class Match {
    private final Game game;
    /** The seed of hand {@code n} (from 0). */
    private final IntToLongFunction handSeeds;
    /** Whether every hand starts with nothing carried (duplicate play), instead of the carry moving on. */
    private final boolean independent;
    private Seating seating;
    private Carry carry;
    private int hands;
    private State current;

    /**
     * @param table       the players in play order: three, or four when the game's {@code table-size} is 4
     * @param firstDealer index into {@code table} of the first dealer, or null to draw it from the seed
     */
    public Match(Game game, List<String> table, long seed, Integer firstDealer) {
        this(game, table, n -> DealRandom.handSeed(seed, n),
                firstDealer != null ? firstDealer : new DealRandom(seed).nextInt(table.size()), false);
    }

    /**
     * A match dealt by {@code tarock-fair/1}: hand {@code n} (from 0) from the chain's deal {@code n + 1} with
     * the client seeds, the first dealer at table seat {@link FairDeal#firstDealer} of the first deal's seed.
     *
     * @param table       the players in table-seat order (the play order)
     * @param clientSeeds one per table seat, {@code ""} for a seat without one
     */
    public static Match fair(Game game, List<String> table, FairDeal chain, List<String> clientSeeds) {
        if (clientSeeds.size() != table.size()) {
            throw new IllegalArgumentException("one client seed per seat: " + table.size() + " seats, "
                    + clientSeeds.size() + " client seeds");
        }
        List<String> seeds = List.copyOf(clientSeeds);
        return new Match(game, table, n -> chain.dealSeed(n + 1, seeds),
                FairDeal.firstDealer(chain.dealSeed(1, seeds), table.size()), false);
    }

    /**
     * A fair match ({@link #fair}) of hands of their own, as duplicate play needs them: every hand starts with
     * nothing carried (no pot, Haferl or blocks from the hand before), so each hand is scored alone.
     */
    public static Match duplicate(Game game, List<String> table, FairDeal chain, List<String> clientSeeds) {
        Match fair = fair(game, table, chain, clientSeeds);
        return new Match(game, fair.handSeeds, fair.seating, game.initialCarry(), 0, true);
    }

    private Match(Game game, List<String> table, IntToLongFunction handSeeds, int firstDealer, boolean independent) {
        if (table.size() != game.tableSize()) {
            throw new IllegalArgumentException(game.id().id() + " with these rules needs " + game.tableSize()
                    + " players, not " + table.size());
        }
        if (table.stream().distinct().count() != table.size() || table.stream().anyMatch(String::isBlank)) {
            throw new IllegalArgumentException("player names must be distinct and not empty: " + table);
        }
        this.game = game;
        this.handSeeds = handSeeds;
        this.seating = Seating.first(table, firstDealer);
        this.carry = game.initialCarry();
        this.independent = independent;
    }

    private Match(Game game, IntToLongFunction handSeeds, Seating seating, Carry carry, int hands,
                  boolean independent) {
        this.game = game;
        this.independent = independent;
        this.handSeeds = handSeeds;
        this.seating = seating;
        this.carry = carry;
        this.hands = hands;
    }

    /**
     * The match of {@code seed} as it stands after {@code handsPlayed} finished hands, with the seating and the
     * carried state the next hand starts with (a server resuming a stored match without replaying its hands).
     */
    public static Match resume(Game game, long seed, Seating seating, Carry carry, int handsPlayed) {
        return resumed(game, n -> DealRandom.handSeed(seed, n), seating, carry, handsPlayed, false);
    }

    /**
     * The fair match of {@code chain} and {@code clientSeeds} (as for {@link #fair}: one per table seat, the
     * dealer who sits out included) as it stands after
     * {@code handsPlayed} finished hands: its next hand is dealt from the chain's deal {@code handsPlayed + 1}.
     */
    public static Match resumeFair(Game game, FairDeal chain, List<String> clientSeeds, Seating seating, Carry carry,
                                   int handsPlayed) {
        return resumedFair(game, chain, clientSeeds, seating, carry, handsPlayed, false);
    }

    /** The {@link #duplicate} match as it stands after {@code handsPlayed} finished hands, as {@link #resumeFair}. */
    public static Match resumeDuplicate(Game game, FairDeal chain, List<String> clientSeeds, Seating seating,
                                        int handsPlayed) {
        return resumedFair(game, chain, clientSeeds, seating, game.initialCarry(), handsPlayed, true);
    }

    private static Match resumedFair(Game game, FairDeal chain, List<String> clientSeeds, Seating seating,
                                     Carry carry, int handsPlayed, boolean independent) {
        if (clientSeeds.size() != game.tableSize()) {
            throw new IllegalArgumentException("one client seed per seat: " + game.tableSize() + " seats, "
                    + clientSeeds.size() + " client seeds");
        }
        List<String> seeds = List.copyOf(clientSeeds);
        return resumed(game, n -> chain.dealSeed(n + 1, seeds), seating, carry, handsPlayed, independent);
    }

    private static Match resumed(Game game, IntToLongFunction handSeeds, Seating seating, Carry carry,
                                 int handsPlayed, boolean independent) {
        if (handsPlayed < 0) {
            throw new IllegalArgumentException("hands played cannot be negative: " + handsPlayed);
        }
        return new Match(game, handSeeds, seating, carry, handsPlayed, independent);
    }

    public Game game() {
        return game;
    }

    /** The seating of the hand being played, or of the next hand. */
    public Seating seating() {
        return seating;
    }

    /** The carried state at the start of the next hand. */
    public Carry carry() {
        return carry;
    }

    /** Number of hands finished. */
    public int handsPlayed() {
        return hands;
    }

    /** Deals and starts the next hand. */
    public State startHand() {
        if (current != null && !current.isOver()) {
            throw new IllegalStateException("the current hand is not over");
        }
        Deal deal = game.deal(handSeeds.applyAsLong(hands), seating.dealer());
        current = game.newHand(deal, seating.dealer(), carry);
        return current;
    }

    /** Ends the current hand: the carried state moves on and the deal passes (or stays). */
    public HandResult finishHand() {
        if (current == null || !current.isOver()) {
            throw new IllegalStateException("no finished hand to end");
        }
        HandResult r = current.result();
        carry = independent ? game.initialCarry() : r.carryAfter();
        seating = seating.next(game.dealPasses(r));
        hands++;
        current = null;
        return r;
    }
}
